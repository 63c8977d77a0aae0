import {
  compareChangePaths,
  parseChangePath,
  type EntrySnapshot,
  type FieldChange,
} from '../../../../common/catalogue-history.js';
import { LOCALES } from '../../../../common/locales.js';
import { strictObject, version } from '../../../../common/validation/index.js';
import { VALIDATION_KEYS as K } from '../../../../common/validation/messages.js';
import type { Ctx } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { readRows } from '../../../platform/read-sql.js';
import { validate } from '../../../platform/validation.js';
import { requireCatalogueEditor } from '../catalogue.policy.js';
import type { EntryTable } from '../history/entry-versions.js';
import { requestCatalogue } from '../snapshot/catalogue-snapshot.js';
import { requestTranslator } from '../snapshot/suggestion.service.js';
import { parseId, saveProduct } from './product-admin.service.js';
import { saveSkinIndicator } from './skin-indicator-admin.service.js';

/**
 * The history of one product or indicator (issue 37, decision 069): its versions newest first,
 * each with its author, time and field-by-field change, and the restore of one of them, which is
 * a save of that version's content through the entry's own save (same checks, same version
 * check, same audit events and data-version bumps).
 */

/** One changed field of a version, taken apart for display. */
export interface HistoryChange {
  /** `enabled`, `names.de_DE`, `evaluations.12`, `incis`, … (common/catalogue-history.ts). */
  path: string;
  field: string;
  locale: string | null;
  /** Evaluations: the other entry's id and its name now, in the reader's language (null: deleted). */
  refId: number | null;
  refName: string | null;
  /** The values; a label (`incis`) as its ingredients' names. */
  before: unknown;
  after: unknown;
}

export interface HistoryVersion {
  number: number;
  /** Null: the state the entry had before its history began (the seed, or an earlier release). */
  author: string | null;
  createdDate: string;
  /** A restore: the number of the version it restored. */
  restoredFrom: number | null;
  changes: HistoryChange[];
}

const OTHER: Record<EntryTable, EntryTable> = { product: 'skin_indicator', skin_indicator: 'product' };

async function assertEntryExists(ctx: Ctx, table: EntryTable, id: number): Promise<void> {
  const rows = await readRows<{ id: number }>(
    ctx.deps,
    `catalogue-history.exists.${table}`,
    `select id from ${table} where id = ?`,
    [id],
  );
  if (rows.length === 0) throw notFound();
}

/** GET …/{id}/history: the versions newest first; 404 for an entry that does not exist (or was deleted). */
export async function entryHistory(ctx: Ctx, table: EntryTable, rawId: unknown): Promise<HistoryVersion[]> {
  requireCatalogueEditor(ctx);
  const id = await parseId(rawId);
  await assertEntryExists(ctx, table, id);
  const [rows, snapshot, t] = await Promise.all([
    readRows<{
      number: number;
      author: string | null;
      createdDate: string;
      restoredFrom: number | null;
      changes: Record<string, FieldChange>;
    }>(
      ctx.deps,
      'catalogue-history.versions',
      `select number, author, to_json(created_date)#>>'{}' as "createdDate", restored_from as "restoredFrom", changes
         from catalogue_entry_version where kind = ? and entry_id = ? order by number desc`,
      [table, id],
    ),
    requestCatalogue(ctx),
    requestTranslator(ctx),
  ]);
  const otherName = (otherId: number): string | null => {
    const entry = OTHER[table] === 'product' ? snapshot.productById.get(otherId) : snapshot.indicatorById.get(otherId);
    return entry ? t(entry.namePlaceholder) : null;
  };
  const inciNames = (ids: unknown) =>
    Array.isArray(ids) ? ids.map((i: number) => snapshot.inciById.get(i)?.name ?? `#${i}`) : ids;
  return rows.map((r) => ({
    number: r.number,
    author: r.author,
    createdDate: r.createdDate,
    restoredFrom: r.restoredFrom,
    changes: Object.entries(r.changes)
      .sort(([a], [b]) => compareChangePaths(a, b))
      .map(([path, change]) => {
        const { field, locale, refId } = parseChangePath(path);
        const label = field === 'incis';
        return {
          path,
          field,
          locale,
          refId,
          refName: refId === null ? null : otherName(refId),
          before: label ? inciNames(change.before) : (change.before ?? null),
          after: label ? inciNames(change.after) : (change.after ?? null),
        };
      }),
  }));
}

const restoreSchema = strictObject({ version: version().required(K.REQUIRED) });

/** A version number from a path or a GraphQL argument: digits only, else 400. */
async function parseNumber(raw: unknown): Promise<number> {
  return parseId(raw);
}

/** Ids among those given that still exist in the table (a restored version may name deleted entries). */
async function existing(ctx: Ctx, table: EntryTable | 'inci', ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await readRows<{ id: number }>(
    ctx.deps,
    `catalogue-history.existing.${table}`,
    `select id from ${table} where id = any(?::int[])`,
    [ids],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * POST …/{id}/history/{number}/restore with `{ version }`, the entry's version the caller read:
 * a new version whose content equals version `number`, saved as the form saves (409 when the
 * entry changed since it was read, 404 for no such version or entry). Every locale's texts are
 * written back, those the version had none for removed; evaluations against entries deleted
 * since, and a label's deleted ingredients, are left out. Answers the entry's id.
 */
export async function restoreEntryVersion(
  ctx: Ctx,
  table: EntryTable,
  rawId: unknown,
  rawNumber: unknown,
  body: unknown,
): Promise<number> {
  requireCatalogueEditor(ctx);
  const id = await parseId(rawId);
  const number = await parseNumber(rawNumber);
  const { version: read } = await validate(restoreSchema, body);
  await assertEntryExists(ctx, table, id);
  const [row] = await readRows<{ snapshot: EntrySnapshot }>(
    ctx.deps,
    'catalogue-history.version',
    'select snapshot from catalogue_entry_version where kind = ? and entry_id = ? and number = ?',
    [table, id, number],
  );
  if (!row) throw notFound();
  const s = row.snapshot;
  const others = await existing(ctx, OTHER[table], Object.keys(s.evaluations).map(Number));
  const texts = (m: Record<string, string>) => LOCALES.map((locale) => ({ locale, value: m[locale] ?? '' }));
  const common = {
    id,
    version: read,
    enabled: s.fields.enabled,
    names: texts(s.names),
    descriptions: texts(s.descriptions),
    searchLinks: Object.entries(s.searchLinks).map(([locale, url]) => ({ locale, url })),
    evaluations: Object.entries(s.evaluations)
      .map(([other, value]) => ({ id: Number(other), value }))
      .filter((e) => others.has(e.id)),
  };
  if (table === 'product') {
    const incis = await existing(ctx, 'inci', s.incis ?? []);
    return saveProduct(
      ctx,
      {
        ...common,
        productCategory: s.fields.productCategory,
        productUsage: s.fields.productUsage,
        baseProductSuggestions: s.fields.baseProductSuggestions ?? [],
      },
      { number, incis: (s.incis ?? []).filter((i) => incis.has(i)) },
    );
  }
  return saveSkinIndicator(ctx, { ...common, skinIndicatorCategory: s.fields.skinIndicatorCategory }, number);
}
