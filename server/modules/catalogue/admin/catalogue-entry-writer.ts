import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TextType } from '../../../../common/enums.js';
import { VALIDATION_KEYS as K } from '../../../../common/validation/messages.js';
import { conflict, invalid, notFound } from '../../../platform/errors.js';

/**
 * What saving a product and saving an indicator have in common: the optimistic version check,
 * texts per locale, search links and the evaluation row of the entry. Everything runs on the
 * transaction's manager; the data-version triggers announce the change on commit.
 */

export type EntryTable = 'product' | 'skin_indicator';

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
 * in the transaction, so two saves of one version get one success and one 409); 404 when the
 * entry does not exist.
 */
export async function bumpVersion(
  tx: EntityManager,
  table: EntryTable,
  id: number,
  version: number,
  set: string,
  params: unknown[],
): Promise<{ namePlaceholder: string; descriptionPlaceholder: string }> {
  const rows = await tx.execute<{ name_placeholder: string; description_placeholder: string }[]>(
    `update ${table} set ${set}, version = version + 1 where id = ? and version = ? returning name_placeholder, description_placeholder`,
    [...params, id, version],
  );
  if (rows[0])
    return { namePlaceholder: rows[0].name_placeholder, descriptionPlaceholder: rows[0].description_placeholder };
  const exists = await tx.execute<{ id: number }[]>(`select id from ${table} where id = ?`, [id]);
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
    .map((e) => ({ locale: e.locale, value: e.value!.trim() }));
  const empty = entries.filter((e) => (e.value ?? '').trim() === '').map((e) => e.locale);
  if (empty.length > 0) {
    await tx.execute(
      'delete from text_source where key = ? and locale in (select jsonb_array_elements_text(?::jsonb))',
      [key, JSON.stringify(empty)],
    );
  }
  if (filled.length === 0) return;
  await tx.execute(
    `insert into text_source (key, locale, text_type, value)
     select ?, x.locale, ?, x.value from jsonb_to_recordset(?::jsonb) as x(locale text, value text)
     on conflict (key, locale) do update
       set value = excluded.value, text_type = excluded.text_type, version = text_source.version + 1
       where text_source.value is distinct from excluded.value or text_source.text_type is distinct from excluded.text_type`,
    [key, textType, JSON.stringify(filled)],
  );
}

/** Copies every text of one key to another (clone: new keys, the source untouched). */
export async function copyTexts(tx: EntityManager, from: string, to: string): Promise<void> {
  await tx.execute(
    `insert into text_source (key, locale, text_type, value, comment)
     select ?, locale, text_type, value, comment from text_source where key = ?`,
    [to, from],
  );
}

/** The evaluation's columns from the point of view of the entry saved. */
const EVALUATION_SIDE: Record<EntryTable, { own: string; other: string; otherTable: EntryTable }> = {
  product: { own: 'product_id', other: 'skin_indicator_id', otherTable: 'skin_indicator' },
  skin_indicator: { own: 'skin_indicator_id', other: 'product_id', otherTable: 'product' },
};

/** Refuses (400 VALIDATION_INVALID_ID at `evaluations[i].id`) ids that are no entry of the other kind. */
export async function assertKnownIds(
  em: EntityManager,
  table: EntryTable,
  evaluations: ReadonlyArray<{ id: number }>,
): Promise<void> {
  if (evaluations.length === 0) return;
  const { otherTable } = EVALUATION_SIDE[table];
  const known = await em.execute<{ id: number }[]>(
    `select id from ${otherTable} where id in (select (jsonb_array_elements_text(?::jsonb))::int)`,
    [JSON.stringify(evaluations.map((e) => e.id))],
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
  await tx.execute(`delete from evaluation where ${own} = ?`, [id]);
  if (evaluations.length === 0) return;
  await tx.execute(
    `insert into evaluation (${own}, ${other}, value)
     select ?, x.id, x.value from jsonb_to_recordset(?::jsonb) as x(id int, value int)`,
    [id, JSON.stringify(evaluations.map((e) => ({ id: e.id, value: e.value })))],
  );
}

/** Copies the source's evaluations to the clone. */
export async function copyEvaluations(tx: EntityManager, table: EntryTable, from: number, to: number): Promise<void> {
  const { own, other } = EVALUATION_SIDE[table];
  await tx.execute(
    `insert into evaluation (${own}, ${other}, value) select ?, ${other}, value from evaluation where ${own} = ?`,
    [to, from],
  );
}
