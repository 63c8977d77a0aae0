import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { PRODUCT_CATEGORIES, PRODUCT_USAGES, type ProductCategory, type ProductUsage } from '../../../common/enums.js';

export interface BaseProductSuggestion {
  baseSize: number;
  increment: number;
  maxVolumeSuggestion: number;
  recommendedInput: number;
}

@Entity({ tableName: 'product' })
export class Product {
  [OptionalProps]?: 'version' | 'category' | 'usage' | 'enabled' | 'searchLinks' | 'baseProductSuggestions';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Stable slug used by seed data and in translation keys. */
  @Property({ type: 'string', length: 100, unique: true })
  code!: string;

  @Enum({ items: () => [...PRODUCT_CATEGORIES], type: 'string', nativeEnumName: undefined })
  category: ProductCategory = 'MODULAR';

  @Enum({ items: () => [...PRODUCT_USAGES], type: 'string' })
  usage: ProductUsage = 'ACTIVE';

  @Property({ type: 'boolean' })
  enabled: boolean = false;

  /** Translation key of the name (text_source, type PRODUCT_NAME). */
  @Property({ type: 'string', length: 150 })
  namePlaceholder!: string;

  /** Translation key of the description (text_source, type PRODUCT_DESCRIPTION). */
  @Property({ type: 'string', length: 150 })
  descriptionPlaceholder!: string;

  /** locale (language_country) → link. */
  @Property({ type: 'json' })
  searchLinks: Record<string, string> = {};

  @Property({ type: 'json' })
  baseProductSuggestions: BaseProductSuggestion[] = [];

  @Property({ type: 'integer', version: true })
  version!: number;
}
