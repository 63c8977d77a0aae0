import { randomUUID } from 'node:crypto';
import { Collection, DecimalType, type Rel, OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { PRIORITIES, type Priority } from '../../../common/enums.js';
import { Account } from '../accounts/account.entity.js';
import { Product } from '../catalogue/product.entity.js';
import { SkinIndicator } from '../catalogue/skin-indicator.entity.js';

export const PROGRAM_LINE_KINDS = ['BASE', 'ACTIVE', 'WASH', 'READY'] as const;
export type ProgramLineKind = (typeof PROGRAM_LINE_KINDS)[number];

/** A saved skin-care program ("mixture"). */
@Entity({ tableName: 'skin_care_program' })
@Index({ properties: ['owner', 'modifiedDate'] })
export class SkinCareProgram {
  [OptionalProps]?: 'version' | 'number' | 'comment' | 'clientReference' | 'createdDate' | 'modifiedDate';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => Account, deleteRule: 'cascade' })
  owner!: Rel<Account>;

  /** Human-friendly number, searched on my-mixtures; from a sequence. */
  @Property({ type: 'bigint', unique: true, defaultRaw: `nextval('skin_care_program_number_seq')` })
  number!: string;

  /** Comment of the custom cream (specialMixedProducts.comment). */
  @Property({ type: 'text', nullable: true })
  comment: string | null = null;

  /**
   * The client the program is for (a name or code). Personal data: never logged or
   * audited. Searched as a substring (trigram index of migration 20261127010000).
   */
  @Property({ type: 'varchar', length: 200, nullable: true })
  clientReference: string | null = null;

  @OneToMany({ entity: () => ProgramIndicator, mappedBy: 'program', orphanRemoval: true, orderBy: { position: 'asc' } })
  indicators = new Collection<ProgramIndicator>(this);

  @OneToMany({ entity: () => ProgramProduct, mappedBy: 'program', orphanRemoval: true, orderBy: { position: 'asc' } })
  products = new Collection<ProgramProduct>(this);

  @Property({ type: 'datetime' })
  createdDate: Date = new Date();

  @Property({ type: 'datetime' })
  modifiedDate: Date = new Date();

  @Property({ type: 'integer', version: true })
  version!: number;
}

@Entity({ tableName: 'program_indicator' })
export class ProgramIndicator {
  [OptionalProps]?: 'priority';

  @ManyToOne({ entity: () => SkinCareProgram, primary: true, deleteRule: 'cascade' })
  program!: Rel<SkinCareProgram>;

  @Property({ type: 'smallint', primary: true })
  position!: number;

  @ManyToOne({ entity: () => SkinIndicator, deleteRule: 'restrict' })
  skinIndicator!: Rel<SkinIndicator>;

  @Enum({ items: () => [...PRIORITIES], type: 'string' })
  priority: Priority = 'MEDIUM';
}

@Entity({ tableName: 'program_product' })
export class ProgramProduct {
  [OptionalProps]?: 'volume' | 'comment';

  @ManyToOne({ entity: () => SkinCareProgram, primary: true, deleteRule: 'cascade' })
  program!: Rel<SkinCareProgram>;

  @Property({ type: 'smallint', primary: true })
  position!: number;

  @Enum({ items: () => [...PROGRAM_LINE_KINDS], type: 'string' })
  kind!: ProgramLineKind;

  @ManyToOne({ entity: () => Product, deleteRule: 'restrict' })
  product!: Rel<Product>;

  /** Millilitres; numeric(7,2) read back as a number. */
  @Property({ type: new DecimalType('number'), precision: 7, scale: 2, nullable: true })
  volume: number | null = null;

  @Property({ type: 'text', nullable: true })
  comment: string | null = null;
}
