import { randomBytes } from 'node:crypto';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TextType } from '../../../../common/enums.js';
import { VALIDATION_KEYS as K } from '../../../../common/validation/messages.js';
import type { Deps } from '../../../platform/context.js';
import { conflict, invalid, notFound } from '../../../platform/errors.js';
import { readRows } from '../../../platform/read-sql.js';
import { TextSource } from '../../translations/text-source.entity.js';
import { Evaluation } from '../evaluation.entity.js';
import { ENTRY_ENTITY, type EntryTable } from '../history/entry-versions.js';
import type { Product } from '../product.entity.js';
import type { SkinIndicator } from '../skin-indicator.entity.js';

/**
 * What saving a product and saving an indicator have in common: the optimistic version check,
 * texts per locale, search links and the evaluation row of the entry. Everything runs on the
 * transaction's manager; the data-version triggers announce the change on commit.
 */

export interface TextEntry {
  locale: string;
  value?: string | null;
}

/** A new entry's stable code, from which its text keys are made (unique, never reused). */
export function newCode(prefix: 'P' | 'SI'): string {
  return `${prefix}_${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** Search links as stored (locale → link); empty ones are left out (spec section 5). */
export function linksMap(links: ReadonlyArray<{ locale: string; url?: string | null }>): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { locale, url } of links) if (url && url.trim() !== '') map[locale] = url.trim();
  return map;
}

/**
 * Raises the entry's version when the caller read the current one (`update … where version = ?`
 * in the transaction, so two saves of one version get one success and one 409; the builder adds
 * `version = version + 1` for a versioned entity); 404 when the entry does not exist.
 */
export async function bumpVersion(
  tx: EntityManager,
  table: EntryTable,
  id: number,
  version: number,
  data:
    | Partial<Pick<Product, 'category' | 'usage' | 'enabled' | 'searchLinks' | 'baseProductSuggestions'>>
    | Partial<Pick<SkinIndicator, 'category' | 'enabled' | 'searchLinks'>>,
): Promise<{ namePlaceholder: string; descriptionPlaceholder: string }> {
  const entity = ENTRY_ENTITY[table];
  const rows = await tx
    .createQueryBuilder(entity)
    .update(data as Partial<Product>)
    .where({ id, version })
    .returning(['namePlaceholder', 'descriptionPlaceholder'])
    .execute<{ namePlaceholder: string; descriptionPlaceholder: string }[]>('all');
  if (rows[0])
    return { namePlaceholder: rows[0].namePlaceholder, descriptionPlaceholder: rows[0].descriptionPlaceholder };
  const exists = await tx.createQueryBuilder(entity).select('id').where({ id }).execute<{ id: number }[]>('all');
  throw exists.length > 0 ? conflict() : notFound();
}

/**
 * Writes one text per locale given: a filled-in value is inserted or replaced, an empty one
 * removed (the lookup chain then falls back). Locales not given are left as they are.
 */
export async function writeTexts(
  tx: EntityManager,
  key: string,
  textType: TextType,
  entries: readonly TextEntry[],
): Promise<void> {
  const filled = entries
    .filter((e) => (e.value ?? '').trim() !== '')
    .map((e) => ({ key, locale: e.locale, textType, value: e.value!.trim() }));
  const empty = entries.filter((e) => (e.value ?? '').trim() === '').map((e) => e.locale);
  if (empty.length > 0) await tx.nativeDelete(TextSource, { key, locale: { $in: empty } });
  if (filled.length === 0) return;
  // An unchanged text keeps its version: the update's condition compares with the row offered
  // (the builder has no "is distinct from" operator, hence the one raw condition).
  await tx
    .createQueryBuilder(TextSource)
    .insert(filled)
    .onConflict(['key', 'locale'])
    .merge({
      value: raw('excluded.value'),
      textType: raw('excluded.text_type'),
      version: raw('text_source.version + 1'),
    })
    .where(raw('(text_source.value, text_source.text_type) is distinct from (excluded.value, excluded.text_type)'))
    .execute('run');
}

/** Copies every text of one key to another (clone: new keys, the source untouched), in one insert … select. */
async function copyTexts(tx: EntityManager, from: string, to: string): Promise<void> {
  await tx
    .createQueryBuilder(TextSource)
    .insertFrom(
      tx
        .createQueryBuilder(TextSource)
        .select([raw('? as ??', [to, 'key']), 'locale', 'textType', 'value', 'comment'])
        .where({ key: from }),
      { columns: ['key', 'locale', 'textType', 'value', 'comment'] },
    )
    .execute('run');
}

/** The evaluation's properties and columns from the point of view of the entry saved. */
const EVALUATION_SIDE: Record<
  EntryTable,
  { own: 'product' | 'skinIndicator'; other: 'product' | 'skinIndicator'; ownColumn: string; otherTable: EntryTable }
> = {
  product: { own: 'product', other: 'skinIndicator', ownColumn: 'product_id', otherTable: 'skin_indicator' },
  skin_indicator: { own: 'skinIndicator', other: 'product', ownColumn: 'skin_indicator_id', otherTable: 'product' },
};

/** Refuses (400 VALIDATION_INVALID_ID at `evaluations[i].id`) ids that are no entry of the other kind. */
export async function assertKnownIds(
  deps: Pick<Deps, 'orm' | 'config'>,
  table: EntryTable,
  evaluations: ReadonlyArray<{ id: number }>,
): Promise<void> {
  if (evaluations.length === 0) return;
  const { otherTable } = EVALUATION_SIDE[table];
  const known = await readRows<{ id: number }>(
    deps,
    `catalogue-admin.known-ids.${otherTable}`,
    `select id from ${otherTable} where id = any(?::int[])`,
    [evaluations.map((e) => e.id)],
  );
  const knownIds = new Set(known.map((k) => k.id));
  const errors = evaluations.flatMap((e, i) =>
    knownIds.has(e.id) ? [] : [{ translationKey: K.INVALID_ID, param: `evaluations[${i}].id` }],
  );
  if (errors.length > 0) throw invalid(errors);
}

/** Replaces the entry's evaluations with the ones given (the whole row of the matrix). */
export async function replaceEvaluations(
  tx: EntityManager,
  table: EntryTable,
  id: number,
  evaluations: ReadonlyArray<{ id: number; value: number }>,
): Promise<void> {
  const { own, other } = EVALUATION_SIDE[table];
  await tx.nativeDelete(Evaluation, { [own]: id });
  if (evaluations.length === 0) return;
  await tx.insertMany(
    Evaluation,
    evaluations.map(
      (e) =>
        ({ [own]: id, [other]: e.id, value: e.value }) as { product: number; skinIndicator: number; value: number },
    ),
  );
}

/** Copies the source's evaluations to the clone, in one insert … select. */
async function copyEvaluations(tx: EntityManager, table: EntryTable, from: number, to: number): Promise<void> {
  const { own, other, ownColumn } = EVALUATION_SIDE[table];
  await tx
    .createQueryBuilder(Evaluation)
    .insertFrom(
      tx
        .createQueryBuilder(Evaluation)
        .select([raw('? as ??', [to, ownColumn]), other, 'value'])
        .where({ [own]: from }),
      { columns: [own, other, 'value'] },
    )
    .execute('run');
}

/** The columns a clone copies from its source: everything but the id, the code, the text keys and the version. */
const CLONED_COLUMNS: Record<
  EntryTable,
  readonly ('category' | 'usage' | 'enabled' | 'searchLinks' | 'baseProductSuggestions')[]
> = {
  product: ['category', 'usage', 'enabled', 'searchLinks', 'baseProductSuggestions'],
  skin_indicator: ['category', 'enabled', 'searchLinks'],
};

/**
 * A new entry with everything of the source (its columns, its texts under the new code's keys,
 * its evaluations); the source is not touched. The row is one insert … select, so the clone is
 * made of the source row as that statement reads it. 404 when there is no source.
 */
export async function cloneEntry(
  tx: EntityManager,
  table: EntryTable,
  sourceId: number,
  code: string,
  keys: { namePlaceholder: string; descriptionPlaceholder: string },
): Promise<number> {
  const entity = ENTRY_ENTITY[table];
  const source = await tx
    .createQueryBuilder(entity)
    .select(['namePlaceholder', 'descriptionPlaceholder'])
    .where({ id: sourceId })
    .execute<{ namePlaceholder: string; descriptionPlaceholder: string } | undefined>('get');
  if (!source) throw notFound();
  const copied = CLONED_COLUMNS[table];
  const [row] = await tx
    .createQueryBuilder(entity)
    .insertFrom(
      tx
        .createQueryBuilder(entity)
        .select([
          raw('? as ??', [code, 'code']),
          ...copied,
          raw('? as ??', [keys.namePlaceholder, 'name_placeholder']),
          raw('? as ??', [keys.descriptionPlaceholder, 'description_placeholder']),
        ])
        .where({ id: sourceId }),
      { columns: ['code', ...copied, 'namePlaceholder', 'descriptionPlaceholder'] },
    )
    .returning(['id'])
    .execute<{ id: number }[]>('all');
  const cloneId = row!.id;
  await copyTexts(tx, source.namePlaceholder, keys.namePlaceholder);
  await copyTexts(tx, source.descriptionPlaceholder, keys.descriptionPlaceholder);
  await copyEvaluations(tx, table, sourceId, cloneId);
  return cloneId;
}
