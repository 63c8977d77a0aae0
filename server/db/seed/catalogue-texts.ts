import type { EntityManager } from '@mikro-orm/postgresql';
import { catalogueKeys } from '../../modules/catalogue/catalogue-keys.js';
import { listJson, readJson } from '../../platform/seed-files.js';
import { insertTexts } from './reference.js';

/** One locale's catalogue texts (seed/catalogue/texts/<locale>.json); `searchLink` is optional. */
export interface CatalogueTextsFile {
  products?: Record<string, { name: string; description: string; searchLink?: string }>;
  indicators?: Record<string, { name: string; description: string; searchLink?: string }>;
  incis?: Record<string, { chemicalName: string; description: string }>;
}

/** Every locale file of seed/catalogue/texts, by locale. */
export function catalogueTextFiles(): Map<string, CatalogueTextsFile> {
  const files = new Map<string, CatalogueTextsFile>();
  for (const file of listJson('catalogue', 'texts'))
    files.set(file.replace(/\.json$/, ''), readJson<CatalogueTextsFile>('catalogue', 'texts', file));
  return files;
}

/** Every catalogue text as (key, locale, textType, value), for every locale file present. */
export function catalogueTextRows(files = catalogueTextFiles()): Array<[string, string, string, string]> {
  const rows: Array<[string, string, string, string]> = [];
  for (const [locale, texts] of files) {
    for (const [code, t] of Object.entries(texts.products ?? {})) {
      rows.push([catalogueKeys.productName(code), locale, 'PRODUCT_NAME', t.name]);
      rows.push([catalogueKeys.productDescription(code), locale, 'PRODUCT_DESCRIPTION', t.description]);
    }
    for (const [code, t] of Object.entries(texts.indicators ?? {})) {
      rows.push([catalogueKeys.indicatorName(code), locale, 'SKIN_INDICATOR_NAME', t.name]);
      rows.push([catalogueKeys.indicatorDescription(code), locale, 'SKIN_INDICATOR_DESCRIPTION', t.description]);
    }
    for (const [code, t] of Object.entries(texts.incis ?? {})) {
      rows.push([catalogueKeys.inciChemicalName(code), locale, 'INCI_CHEMICAL_NAME', t.chemicalName]);
      rows.push([catalogueKeys.inciDescription(code), locale, 'INCI_DESCRIPTION', t.description]);
    }
  }
  return rows.filter(([, , , value]) => typeof value === 'string' && value !== '');
}

/**
 * The catalogue's texts and per-locale search links, on every start (a locale file added later
 * reaches an existing database): texts only where none exists, a search link only for a locale
 * the product or indicator has none for, so the administration's edits are kept.
 */
export async function seedCatalogueTexts(em: EntityManager, files = catalogueTextFiles()): Promise<void> {
  // Texts only for what the catalogue holds: a product the administration deleted stays gone.
  const used = await em.execute<{ key: string }[]>(
    `select name_placeholder as key from product union all select description_placeholder from product
     union all select name_placeholder from skin_indicator union all select description_placeholder from skin_indicator
     union all select chemical_name_placeholder from inci union all select description_placeholder from inci`,
  );
  const keys = new Set(used.map((r) => r.key));
  await insertTexts(
    em,
    catalogueTextRows(files).filter(([key]) => keys.has(key)),
  );
  const links: Array<{ table: string; code: string; locale: string; link: string }> = [];
  for (const [locale, texts] of files) {
    for (const [table, entries] of [
      ['product', texts.products],
      ['skin_indicator', texts.indicators],
    ] as const) {
      for (const [code, t] of Object.entries(entries ?? {})) {
        if (typeof t.searchLink === 'string' && /^https?:\/\//.test(t.searchLink))
          links.push({ table, code, locale, link: t.searchLink });
      }
    }
  }
  // One statement per table and locale: an UPDATE … FROM changes each row once only.
  const groups = new Map<string, Array<{ code: string; link: string }>>();
  for (const { table, code, locale, link } of links) {
    const group = `${table} ${locale}`;
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push({ code, link });
  }
  for (const [group, rows] of groups) {
    const [table, locale] = group.split(' ') as [string, string];
    // Only where the locale has no link yet; the version stays (no admin edit happened).
    await em.execute(
      `update ${table} t set search_links = coalesce(t.search_links, '{}'::jsonb) || jsonb_build_object(?::text, x.link)
         from jsonb_to_recordset(?::jsonb) as x(code text, link text)
        where t.code = x.code and coalesce(t.search_links, '{}'::jsonb) -> ?::text is null`,
      [locale, JSON.stringify(rows), locale],
    );
  }
}
