import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { CatalogueEntryKind, EntrySnapshot, FieldChange } from '../../../../common/catalogue-history.js';

/** One version of a product or an indicator (migration 20261202020000, decision 069). */
@Entity({ tableName: 'catalogue_entry_version' })
@Unique({ name: 'catalogue_entry_version_kind_entry_id_number_unique', properties: ['kind', 'entryId', 'number'] })
export class CatalogueEntryVersion {
  [OptionalProps]?: 'createdDate' | 'author' | 'restoredFrom';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: () => ['product', 'skin_indicator'], type: 'string', length: 20 })
  kind!: CatalogueEntryKind;

  @Property({ type: 'integer' })
  entryId!: number;

  /** 1, 2, … per entry. */
  @Property({ type: 'integer' })
  number!: number;

  /** Who made the change (an e-mail); null for the state an entry had before its history began. */
  @Property({ type: 'string', length: 254, nullable: true })
  author: string | null = null;

  @Property({ type: 'datetime' })
  createdDate: Date = new Date();

  /** The whole entry after the change. */
  @Property({ type: 'json' })
  snapshot!: EntrySnapshot;

  /** What the change changed, path → before and after (common/catalogue-history.ts). */
  @Property({ type: 'json' })
  changes!: Record<string, FieldChange>;

  /** A restore: the number of the version it made the entry equal to. */
  @Property({ type: 'integer', nullable: true })
  restoredFrom: number | null = null;
}
