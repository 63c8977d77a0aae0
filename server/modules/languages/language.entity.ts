import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A language (locale) known to the product; system languages are the ones offered. */
@Entity({ tableName: 'language' })
export class Language {
  /** `language_country`, e.g. pl_PL: the id the REST API uses. */
  @PrimaryKey({ type: 'string', length: 5 })
  id!: string;

  @Property({ type: 'string', length: 3 })
  language!: string;

  @Property({ type: 'string', length: 2 })
  country!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'boolean' })
  isSystem: boolean = false;
}
