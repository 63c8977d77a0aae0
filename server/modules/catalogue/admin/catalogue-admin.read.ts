import type { TextType } from '../../../../common/enums.js';
import type { Ctx, Deps } from '../../../platform/context.js';
import { memo } from '../../../platform/context.js';
import { readRows } from '../../../platform/read-sql.js';
import type { EntryTable } from '../history/entry-versions.js';

/**
 * What the back office reads beyond the user-side catalogue: versions and the texts of every
 * locale. Each is one set-based statement, whatever the number of entries.
 */

/** One stored text of an entry (a text_source row). */
export interface EntryText {
  key: string;
  locale: string;
  textType: TextType;
  value: string;
  comment: string | null;
  version: number;
}

/** Every text of the given keys, grouped by key and ordered by locale. */
export async function textsOf(
  deps: Pick<Deps, 'orm' | 'config'>,
  keys: readonly string[],
): Promise<Map<string, EntryText[]>> {
  const rows =
    keys.length === 0
      ? []
      : await readRows<{
          key: string;
          locale: string;
          text_type: TextType;
          value: string;
          comment: string | null;
          version: number;
        }>(
          deps,
          'catalogue-admin.texts',
          `select key, locale, text_type, value, comment, version from text_source
          where key = any(?::text[]) order by key, locale`,
          [[...new Set(keys)]],
        );
  const map = new Map<string, EntryText[]>();
  for (const r of rows) {
    let list = map.get(r.key);
    if (!list) map.set(r.key, (list = []));
    list.push({
      key: r.key,
      locale: r.locale,
      textType: r.text_type,
      value: r.value,
      comment: r.comment,
      version: r.version,
    });
  }
  return map;
}

/** The texts and versions of every entry of one kind, loaded once per request (GraphQL fields). */
export interface EntriesAdminData {
  versions: Map<number, number>;
  texts: Map<string, EntryText[]>;
}

async function loadEntries(deps: Pick<Deps, 'orm' | 'config'>, table: EntryTable): Promise<EntriesAdminData> {
  const rows = await readRows<{
    id: number;
    version: number;
    name_placeholder: string;
    description_placeholder: string;
  }>(
    deps,
    `catalogue-admin.${table}.versions`,
    `select id, version, name_placeholder, description_placeholder from ${table}`,
    [],
  );
  const texts = await textsOf(
    deps,
    rows.flatMap((r) => [r.name_placeholder, r.description_placeholder]),
  );
  return { versions: new Map(rows.map((r) => [r.id, r.version])), texts };
}

export function requestEntriesAdminData(ctx: Ctx, table: EntryTable): Promise<EntriesAdminData> {
  return memo(ctx, `catalogue-admin.${table}`, () => loadEntries(ctx.deps, table));
}

/**
 * Forgets what this request has read of the catalogue, so that what a save answers is read
 * after it (a document may hold a read before the mutation).
 */
export function forgetRequestCatalogue(ctx: Ctx): void {
  for (const key of [
    'catalogue.snapshot',
    'catalogue.translator',
    'catalogue-admin.product',
    'catalogue-admin.skin_indicator',
  ])
    ctx.cache.delete(key);
}
