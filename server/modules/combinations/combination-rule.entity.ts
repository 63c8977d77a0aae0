import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  COMBINATION_KINDS,
  COMBINATION_SEVERITIES,
  type CombinationKind,
  type CombinationSeverity,
  PRODUCT_CATEGORIES,
  type ProductCategory,
} from '../../../common/enums.js';
import { Product } from '../catalogue/product.entity.js';

/**
 * A combination rule (migration 20261202030000, decision 070): a product and either another
 * product (kept with the smaller id first) or a product category; one rule per pair. Its message
 * is a translation key (text_source); deleting a product deletes its rules.
 */
@Entity({ tableName: 'combination_rule' })
export class CombinationRule {
  [OptionalProps]?: 'version' | 'comment' | 'otherProduct' | 'otherCategory';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Stable slug (seed data) or CR_<hex>: the message key is made from it. */
  @Property({ type: 'string', length: 100, unique: true })
  code!: string;

  @ManyToOne({ entity: () => Product, deleteRule: 'cascade' })
  product!: Rel<Product>;

  @ManyToOne({ entity: () => Product, deleteRule: 'cascade', nullable: true })
  otherProduct: Rel<Product> | null = null;

  @Enum({ items: () => [...PRODUCT_CATEGORIES], type: 'string', nullable: true })
  otherCategory: ProductCategory | null = null;

  @Enum({ items: () => [...COMBINATION_KINDS], type: 'string' })
  kind!: CombinationKind;

  @Enum({ items: () => [...COMBINATION_SEVERITIES], type: 'string' })
  severity!: CombinationSeverity;

  /** Translation key of the message (text_source, type INTERFACE). */
  @Property({ type: 'string', length: 150 })
  messagePlaceholder!: string;

  /** Why the rule exists: its source (not shown to users). */
  @Property({ type: 'text', nullable: true })
  comment: string | null = null;

  @Property({ type: 'integer', version: true })
  version!: number;
}
