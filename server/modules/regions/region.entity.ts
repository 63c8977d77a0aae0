import { Collection, OptionalProps, PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, ManyToMany, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
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
  @ManyToMany({ entity: () => Product, pivotEntity: () => RegionProductAvailable, owner: true })
  availableProducts = new Collection<Product>(this);

  /** Products banned in the region even when available (local-admin/disallowed-products). */
  @ManyToMany({ entity: () => Product, pivotEntity: () => RegionProductDisallowed, owner: true })
  disallowedProducts = new Collection<Product>(this);

  @Property({ type: 'integer', version: true })
  version!: number;
}

/**
 * The pivot rows of `availableProducts` (region-offer.service.ts replaces a region's set with
 * one delete and one insert, not through the collection, which would load the products).
 */
@Entity({ tableName: 'region_product_available' })
export class RegionProductAvailable {
  [PrimaryKeyProp]?: ['region', 'product'];

  @ManyToOne({ entity: () => Region, primary: true, deleteRule: 'cascade' })
  region!: Region;

  @ManyToOne({ entity: () => Product, primary: true, deleteRule: 'cascade' })
  product!: Product;
}

/** The pivot rows of `disallowedProducts`, as RegionProductAvailable. */
@Entity({ tableName: 'region_product_disallowed' })
export class RegionProductDisallowed {
  [PrimaryKeyProp]?: ['region', 'product'];

  @ManyToOne({ entity: () => Region, primary: true, deleteRule: 'cascade' })
  region!: Region;

  @ManyToOne({ entity: () => Product, primary: true, deleteRule: 'cascade' })
  product!: Product;
}
