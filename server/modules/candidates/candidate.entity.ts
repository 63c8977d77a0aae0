import { randomUUID } from 'node:crypto';
import { type Rel, OptionalProps } from '@mikro-orm/core';
import { Embedded, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Region } from '../regions/region.entity.js';
import { PersonDetails } from '../accounts/person-details.entity.js';

/** A self-registered professional waiting for a local administrator. */
@Entity({ tableName: 'candidate' })
export class Candidate {
  [OptionalProps]?: 'version' | 'createdDate' | 'emailConfirmed' | 'customerId' | 'person';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  customerId: string | null = null;

  @Embedded({ entity: () => PersonDetails, prefix: false })
  person: PersonDetails = new PersonDetails();

  @ManyToOne({ entity: () => Region, deleteRule: 'cascade' })
  region!: Rel<Region>;

  @Property({ type: 'boolean' })
  termsConfirmed: boolean = false;

  @Property({ type: 'boolean' })
  privacyPolicyConfirmed: boolean = false;

  @Property({ type: 'boolean' })
  emailConfirmed: boolean = false;

  @Property({ type: 'datetime' })
  createdDate: Date = new Date();

  @Property({ type: 'integer', version: true })
  version!: number;
}
