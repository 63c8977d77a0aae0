import { type Rel, OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Product } from '../product.entity.js';

/** An INCI ingredient. */
@Entity({ tableName: 'inci' })
export class Inci {
  [OptionalProps]?: 'version' | 'alternativeName';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100, unique: true })
  code!: string;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  alternativeName: string | null = null;

  /** Translation key of the chemical name (text_source, type INCI_CHEMICAL_NAME). */
  @Property({ type: 'string', length: 150 })
  chemicalNamePlaceholder!: string;

  @Property({ type: 'string', length: 150 })
  descriptionPlaceholder!: string;

  @Property({ type: 'integer', version: true })
  version!: number;
}

/** An ingredient on a product's label, in label order. */
@Entity({ tableName: 'product_inci' })
export class ProductInci {
  @ManyToOne({ entity: () => Product, primary: true, deleteRule: 'cascade' })
  product!: Rel<Product>;

  @ManyToOne({ entity: () => Inci, primary: true, deleteRule: 'restrict' })
  inci!: Rel<Inci>;

  @Property({ type: 'smallint' })
  position!: number;
}
