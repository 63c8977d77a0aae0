import { LockMode, raw, type EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  entryChanges,
  type CatalogueEntryKind,
  type EntrySnapshot,
  type FieldChange,
} from '../../../../common/catalogue-history.js';
import { TextSource } from '../../translations/text-source.entity.js';
import { Evaluation } from '../evaluation.entity.js';
import { ProductInci } from '../inci/inci.entity.js';
import { Product } from '../product.entity.js';
import { SkinIndicator } from '../skin-indicator.entity.js';
import { CatalogueEntryVersion } from './entry-version.entity.js';

/**
 * The catalogue's history (issue 37, decision 069): every change of a product or an indicator,
 * on the change's own transaction, writes a version: the entry as it now is and what changed
 * from the state read before it (the entry's row locked by that read, so versions of one entry
 * are numbered without gaps or twins). The audit events of the change point at it.
 */

/** The database table of each kind, which is also the kind's name in the history and the audit. */
export type EntryTable = CatalogueEntryKind;

/** The entity of each kind of entry (a product and an indicator share the columns written here). */
export const ENTRY_ENTITY: Record<EntryTable, EntityName<Product>> = {
  product: Product,
  skin_indicator: SkinIndicator as unknown as EntityName<Product>,
};

/** The plain fields a version keeps: property read → name in the snapshot (the forms' names). */
const FIELDS: Record<EntryTable, Record<string, string>> = {
  product: {
    category: 'productCategory',
    usage: 'productUsage',
    enabled: 'enabled',
    baseProductSuggestions: 'baseProductSuggestions',
  },
  skin_indicator: {
    category: 'skinIndicatorCategory',
    enabled: 'enabled',
  },
};

/**
 * The entry as stored now (on the transaction given, its row locked till the commit), or null
 * when there is none. Three statements, four for a product (its label).
 */
export async function entryState(tx: EntityManager, table: EntryTable, id: number): Promise<EntrySnapshot | null> {
  const names = FIELDS[table];
  const row = await tx
    .createQueryBuilder(ENTRY_ENTITY[table])
    .select([
      'code',
      'namePlaceholder',
      'descriptionPlaceholder',
      'searchLinks',
      ...(Object.keys(names) as 'enabled'[]),
    ])
    .where({ id })
    .setLockMode(LockMode.PESSIMISTIC_WRITE)
    .execute<
      | (Record<string, unknown> & {
          code: string;
          namePlaceholder: string;
          descriptionPlaceholder: string;
          searchLinks: Record<string, string> | null;
        })
      | undefined
    >('get');
  if (!row) return null;
  const { code, namePlaceholder: nameKey, descriptionPlaceholder: descriptionKey } = row;
  const fields = Object.fromEntries(Object.entries(names).map(([property, name]) => [name, row[property]]));
  const own = table === 'product' ? 'product' : 'skinIndicator';
  const other = table === 'product' ? 'skinIndicator' : 'product';
  const [texts, evaluations, label] = await Promise.all([
    tx
      .createQueryBuilder(TextSource)
      .select(['key', 'locale', 'value'])
      .where({ key: { $in: [nameKey, descriptionKey] } })
      .execute<{ key: string; locale: string; value: string }[]>('all'),
    tx
      .createQueryBuilder(Evaluation)
      .select([other, 'value'])
      .where({ [own]: id })
      .execute<Array<Record<typeof other, number> & { value: number }>>('all'),
    table === 'product'
      ? tx
          .createQueryBuilder(ProductInci)
          .select(['inci'])
          .where({ product: id })
          .orderBy([{ position: 'asc' }, { inci: 'asc' }])
          .execute<{ inci: number }[]>('all')
      : Promise.resolve(null),
  ]);
  const byLocale = (key: string) =>
    Object.fromEntries(
      texts
        .filter((t) => t.key === key)
        .sort((a, b) => a.locale.localeCompare(b.locale))
        .map((t) => [t.locale, t.value]),
    );
  return {
    code,
    fields,
    names: byLocale(nameKey),
    descriptions: byLocale(descriptionKey),
    searchLinks: { ...(row.searchLinks ?? {}) },
    evaluations: Object.fromEntries(evaluations.filter((e) => e.value !== 0).map((e) => [String(e[other]), e.value])),
    ...(label ? { incis: label.map((l) => l.inci) } : {}),
  };
}

export interface RecordedVersion {
  id: number;
  number: number;
  changes: Record<string, FieldChange>;
}

/**
 * Writes the version a change made: `after` with its changes from `before` (null: a new entry).
 * An entry older than its history (the seed's, or saved by a release without it) first gets the
 * state read before the change as version 1, without an author, so that the first change can be
 * undone too. Call with the entry's row locked (entryState does).
 */
export async function recordVersion(
  tx: EntityManager,
  change: {
    table: EntryTable;
    id: number;
    author: string;
    before: EntrySnapshot | null;
    after: EntrySnapshot;
    restoredFrom?: number;
  },
): Promise<RecordedVersion> {
  const { table, id, before, after } = change;
  const last = await tx
    .createQueryBuilder(CatalogueEntryVersion)
    .select(raw('coalesce(max(number), 0)::int as n'))
    .where({ kind: table, entryId: id })
    .execute<{ n: number }>('get');
  let number = last.n;
  const createdDate = new Date();
  if (number === 0 && before) {
    number = 1;
    await tx.insert(CatalogueEntryVersion, {
      kind: table,
      entryId: id,
      number,
      createdDate,
      snapshot: before,
      changes: {},
    });
  }
  const changes = entryChanges(before, after);
  const versionId = await tx.insert(CatalogueEntryVersion, {
    kind: table,
    entryId: id,
    number: number + 1,
    createdDate,
    author: change.author.slice(0, 254),
    snapshot: after,
    changes,
    restoredFrom: change.restoredFrom ?? null,
  });
  return { id: versionId, number: number + 1, changes };
}

/**
 * A save's evaluation row is also a change of every entry on the other side whose cell it
 * changed (decision 069, as a cross-table cell is): each of them gets its version raised (a form
 * read before gets 409) and a version written, so an indicator's history holds the evaluations a
 * product form changed, and the other way round. Call after the evaluations were written; the
 * other entries are locked in id order. `before` null: the entry is new.
 */
export async function recordOtherSides(
  tx: EntityManager,
  change: { table: EntryTable; id: number; author: string; before: EntrySnapshot | null; after: EntrySnapshot },
): Promise<void> {
  const { table, id, author } = change;
  const was = change.before?.evaluations ?? {};
  const now = change.after.evaluations;
  const changed = [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((other) => was[other] !== now[other])
    .map(Number)
    .sort((a, b) => a - b);
  const otherTable: EntryTable = table === 'product' ? 'skin_indicator' : 'product';
  const cell = String(id);
  for (const otherId of changed) {
    const after = await entryState(tx, otherTable, otherId);
    if (!after) continue;
    // The other entry as it was: the same, but for this one cell.
    const { [cell]: _written, ...rest } = after.evaluations;
    const old = was[String(otherId)];
    const before = { ...after, evaluations: old === undefined ? rest : { ...rest, [cell]: old } };
    await tx.nativeUpdate(ENTRY_ENTITY[otherTable], { id: otherId }, { version: raw('version + 1') });
    await recordVersion(tx, { table: otherTable, id: otherId, author, before, after });
  }
}

/**
 * The INCI reload's relink of one product's label as a change of that product: its version
 * raised (a form or a restore read before it gets 409), and a version of it written, by the
 * account that started the reload. Handed to the import as its `relink` hook.
 */
export function relinkAsVersion(author: string) {
  return async (tx: EntityManager, productId: number, relink: () => Promise<void>): Promise<void> => {
    const before = await entryState(tx, 'product', productId);
    await relink();
    if (!before) return;
    await tx.nativeUpdate(Product, { id: productId }, { version: raw('version + 1') });
    await recordVersion(tx, {
      table: 'product',
      id: productId,
      author,
      before,
      after: (await entryState(tx, 'product', productId))!,
    });
  };
}
