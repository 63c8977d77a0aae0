import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { TEXT_TYPES, type TextType } from '../../../common/enums.js';

/** Every interface text and every catalogue name and description, one row per key and locale. */
@Entity({ tableName: 'text_source' })
@Unique({ properties: ['key', 'locale'] })
export class TextSource {
  [OptionalProps]?: 'version' | 'textType' | 'comment';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 150 })
  key!: string;

  @Property({ type: 'string', length: 5 })
  locale!: string;

  @Enum({ items: () => [...TEXT_TYPES], type: 'string' })
  textType: TextType = 'INTERFACE';

  @Property({ type: 'text' })
  value: string = '';

  @Property({ type: 'text', nullable: true })
  comment: string | null = null;

  @Property({ type: 'integer', version: true })
  version!: number;
}
