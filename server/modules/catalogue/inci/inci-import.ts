import type { EntityManager } from '@mikro-orm/postgresql';
import { isLocale } from '../../../../common/locales.js';
import type { InciSource } from './inci-source.js';

export interface InciImportCounts {
  total: number;
  processed: number;
  /** New ingredients. */
  inserted: number;
  /** Existing ingredients (matched by name) whose alternative name changed. */
  updated: number;
  /** Products whose label changed. */
  relinked: number;
}

const CHUNK = 100;
const nameKey = (name: string) => name.trim().toUpperCase();
const slug = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 90) || 'inci';

interface InciRow {
  id: number;
  code: string;
  name: string;
  alternative_name: string | null;
  chemical_name_placeholder: string;
  description_placeholder: string;
}

/**
 * Upserts the ingredients by INCI name (case-insensitive) and relinks the products the source
 * names a label for (by product code; other products keep theirs). Ingredients missing from the
 * source stay: deleting one is a separate, checked action. Runs inside the caller's transaction.
 */
export async function importInciSource(
  tx: EntityManager,
  source: InciSource,
  report: (counts: InciImportCounts) => Promise<void>,
): Promise<InciImportCounts> {
  const labels = Object.entries(source.labels);
  const counts: InciImportCounts = {
    total: source.incis.length + labels.length,
    processed: 0,
    inserted: 0,
    updated: 0,
    relinked: 0,
  };
  await report(counts);

  const rows = await tx.execute<InciRow[]>(
    'select id, code, name, alternative_name, chemical_name_placeholder, description_placeholder from inci',
  );
  const byName = new Map(rows.map((r) => [nameKey(r.name), r]));
  const codes = new Set(rows.map((r) => r.code));
  const bySourceCode = new Map<string, InciRow>();
  const freeCode = (wanted: string | undefined, name: string) => {
    const base = wanted && !codes.has(wanted) ? wanted : slug(name);
    let code = base;
    for (let n = 2; codes.has(code); n++) code = `${base}-${n}`;
    codes.add(code);
    return code;
  };

  for (let i = 0; i < source.incis.length; i += CHUNK) {
    for (const entry of source.incis.slice(i, i + CHUNK)) {
      const alternativeName = entry.alternativeName?.trim() || null;
      let row = byName.get(nameKey(entry.name));
      if (row) {
        if (entry.alternativeName !== undefined && row.alternative_name !== alternativeName) {
          await tx.execute('update inci set alternative_name = ?, version = version + 1 where id = ?', [
            alternativeName,
            row.id,
          ]);
          row.alternative_name = alternativeName;
          counts.updated++;
        }
      } else {
        const code = freeCode(entry.code, entry.name);
        const [made] = await tx.execute<InciRow[]>(
          `insert into inci (code, name, alternative_name, chemical_name_placeholder, description_placeholder, version) values (?, ?, ?, ?, ?, 1)
           returning id, code, name, alternative_name, chemical_name_placeholder, description_placeholder`,
          [code, entry.name.trim(), alternativeName, `INCI_CHEMICAL_NAME_${code}`, `INCI_DESCRIPTION_${code}`],
        );
        row = made!;
        byName.set(nameKey(row.name), row);
        counts.inserted++;
      }
      if (entry.code) bySourceCode.set(entry.code, row);
    }
    counts.processed = Math.min(i + CHUNK, source.incis.length);
    await report(counts);
  }

  await insertMissingTexts(tx, source, bySourceCode);

  const products = new Map(
    (await tx.execute<{ id: number; code: string }[]>('select id, code from product')).map((p) => [p.code, p.id]),
  );
  const current = new Map<number, string>();
  for (const r of await tx.execute<{ product_id: number; ids: string }[]>(
    `select product_id, string_agg(inci_id::text, ',' order by position, inci_id) as ids from product_inci group by product_id`,
  )) {
    current.set(r.product_id, r.ids);
  }
  for (let i = 0; i < labels.length; i += CHUNK) {
    for (const [code, names] of labels.slice(i, i + CHUNK)) {
      const productId = products.get(code);
      if (productId === undefined) continue;
      const ids = [
        ...new Set(names.map((n) => byName.get(nameKey(n))?.id).filter((id): id is number => id !== undefined)),
      ];
      if ((current.get(productId) ?? '') === ids.join(',')) continue;
      await tx.execute('delete from product_inci where product_id = ?', [productId]);
      if (ids.length > 0) {
        await tx.execute(
          'insert into product_inci (product_id, inci_id, position) select ?, inci_id, (n - 1)::smallint from unnest(?::int[]) with ordinality as x(inci_id, n)',
          [productId, `{${ids.join(',')}}`],
        );
      }
      counts.relinked++;
    }
    counts.processed = source.incis.length + Math.min(i + CHUNK, labels.length);
    await report(counts);
  }
  return counts;
}

/** Texts of the source for its ingredients, where none exists yet (an edited text is kept). */
async function insertMissingTexts(
  tx: EntityManager,
  source: InciSource,
  bySourceCode: Map<string, InciRow>,
): Promise<void> {
  const texts: Array<{ key: string; locale: string; text_type: string; value: string }> = [];
  for (const [locale, byCode] of Object.entries(source.texts ?? {})) {
    if (!isLocale(locale) || !byCode || typeof byCode !== 'object') continue;
    for (const [code, t] of Object.entries(byCode)) {
      const row = bySourceCode.get(code);
      if (!row || !t || typeof t !== 'object') continue;
      if (typeof t.chemicalName === 'string')
        texts.push({
          key: row.chemical_name_placeholder,
          locale,
          text_type: 'INCI_CHEMICAL_NAME',
          value: t.chemicalName,
        });
      if (typeof t.description === 'string')
        texts.push({ key: row.description_placeholder, locale, text_type: 'INCI_DESCRIPTION', value: t.description });
    }
  }
  for (let i = 0; i < texts.length; i += 500) {
    await tx.execute(
      `insert into text_source (key, locale, text_type, value, version)
       select key, locale, text_type, value, 1 from jsonb_to_recordset(?::jsonb) as x(key text, locale text, text_type text, value text)
       on conflict (key, locale) do nothing`,
      [JSON.stringify(texts.slice(i, i + 500))],
    );
  }
}
