import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { SKIN_INDICATOR_CATEGORIES, type SkinIndicatorCategory } from '../../../common/enums.js';

@Entity({ tableName: 'skin_indicator' })
export class SkinIndicator {
  [OptionalProps]?: 'version' | 'category' | 'enabled' | 'searchLinks';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100, unique: true })
  code!: string;

  @Enum({ items: () => [...SKIN_INDICATOR_CATEGORIES], type: 'string' })
  category: SkinIndicatorCategory = 'CONDITION';

  @Property({ type: 'boolean' })
  enabled: boolean = false;

  @Property({ type: 'string', length: 150 })
  namePlaceholder!: string;

  @Property({ type: 'string', length: 150 })
  descriptionPlaceholder!: string;

  @Property({ type: 'json' })
  searchLinks: Record<string, string> = {};

  @Property({ type: 'integer', version: true })
  version!: number;
}
