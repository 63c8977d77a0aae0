import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Product } from '../catalogue/product.entity.js';

@Entity({ tableName: 'region' })
export class Region {
  [OptionalProps]?: 'version' | 'enabled' | 'defaultLocale';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 255, unique: true })
  name!: string;

  @Property({ type: 'boolean' })
  enabled: boolean = true;

  @Property({ type: 'string', length: 5 })
  defaultLocale: string = 'en_GB';

  /** Products offered in the region (local-admin/available-products). */
  @ManyToMany({ entity: () => Product, pivotTable: 'region_product_available', owner: true })
  availableProducts = new Collection<Product>(this);

  /** Products banned in the region even when available (local-admin/disallowed-products). */
  @ManyToMany({ entity: () => Product, pivotTable: 'region_product_disallowed', owner: true })
  disallowedProducts = new Collection<Product>(this);

  @Property({ type: 'integer', version: true })
  version!: number;
}
