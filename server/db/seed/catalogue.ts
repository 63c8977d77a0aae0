import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductCategory, ProductUsage, SkinIndicatorCategory } from '../../../common/enums.js';
import type { BaseProductSuggestion } from '../../modules/catalogue/product.entity.js';
import type { Region } from '../../modules/regions/region.entity.js';
import { catalogueKeys } from '../../modules/catalogue/catalogue-keys.js';
import { seedCatalogueTexts } from './catalogue-texts.js';
import { seedCombinationRules } from './combinations.js';
import { readJson } from '../../platform/seed-files.js';

/** The shapes of the readable data files in seed/catalogue/ (their tests read them too). */
export interface ProductFile {
  key: string;
  category: ProductCategory;
  usage: ProductUsage;
  enabled: boolean;
  searchLinks: Record<string, string>;
  baseProductSuggestions: BaseProductSuggestion[];
  inci: string[];
  availableIn: string[];
  disallowedIn: string[];
}
export interface IndicatorFile {
  key: string;
  category: SkinIndicatorCategory;
  enabled: boolean;
  searchLinks: Record<string, string>;
}
export interface InciFile {
  key: string;
  name: string;
  alternativeName: string | null;
}

/** The demo catalogue from the readable data files in seed/catalogue/. */
export async function seedCatalogue(em: EntityManager, regions: Map<string, Region>): Promise<void> {
  const [{ count }] = await em.execute<{ count: string }[]>('select count(*)::text as count from product');
  if (Number(count) === 0) await seedCatalogueRows(em, regions);
  await seedCatalogueTexts(em);
  await seedCombinationRules(em);
}

/** The products, indicators, INCIs, evaluations, labels and region lists, into an empty catalogue. */
async function seedCatalogueRows(em: EntityManager, regions: Map<string, Region>): Promise<void> {
  const products = readJson<ProductFile[]>('catalogue', 'products.json');
  const indicators = readJson<IndicatorFile[]>('catalogue', 'indicators.json');
  const incis = readJson<InciFile[]>('catalogue', 'incis.json');
  const evaluations = readJson<Record<string, Record<string, number>>>('catalogue', 'evaluations.json');

  const productIds = new Map<string, number>();
  for (const p of products) {
    const [row] = await em.execute<{ id: number }[]>(
      `insert into product (code, category, usage, enabled, name_placeholder, description_placeholder, search_links, base_product_suggestions, version)
       values (?, ?, ?, ?, ?, ?, ?, ?, 1) returning id`,
      [
        p.key,
        p.category,
        p.usage,
        p.enabled,
        catalogueKeys.productName(p.key),
        catalogueKeys.productDescription(p.key),
        JSON.stringify(p.searchLinks),
        JSON.stringify(p.baseProductSuggestions),
      ],
    );
    productIds.set(p.key, row!.id);
  }
  const indicatorIds = new Map<string, number>();
  for (const i of indicators) {
    const [row] = await em.execute<{ id: number }[]>(
      `insert into skin_indicator (code, category, enabled, name_placeholder, description_placeholder, search_links, version)
       values (?, ?, ?, ?, ?, ?, 1) returning id`,
      [
        i.key,
        i.category,
        i.enabled,
        catalogueKeys.indicatorName(i.key),
        catalogueKeys.indicatorDescription(i.key),
        JSON.stringify(i.searchLinks),
      ],
    );
    indicatorIds.set(i.key, row!.id);
  }
  const inciIds = new Map<string, number>();
  for (const i of incis) {
    const [row] = await em.execute<{ id: number }[]>(
      `insert into inci (code, name, alternative_name, chemical_name_placeholder, description_placeholder, version)
       values (?, ?, ?, ?, ?, 1) returning id`,
      [i.key, i.name, i.alternativeName, catalogueKeys.inciChemicalName(i.key), catalogueKeys.inciDescription(i.key)],
    );
    inciIds.set(i.key, row!.id);
  }

  const evalRows: Array<[number, number, number]> = [];
  for (const [productKey, byIndicator] of Object.entries(evaluations)) {
    for (const [indicatorKey, value] of Object.entries(byIndicator)) {
      const productId = productIds.get(productKey);
      const indicatorId = indicatorIds.get(indicatorKey);
      if (productId && indicatorId && value !== 0) evalRows.push([productId, indicatorId, value]);
    }
  }
  await em.execute(
    `insert into evaluation (product_id, skin_indicator_id, value)
     select p, i, v from jsonb_to_recordset(?::jsonb) as x(p int, i int, v smallint)`,
    [JSON.stringify(evalRows.map(([p, i, v]) => ({ p, i, v })))],
  );

  const labelRows: Array<[number, number, number]> = [];
  const availableRows: Array<[number, number]> = [];
  const disallowedRows: Array<[number, number]> = [];
  for (const p of products) {
    const productId = productIds.get(p.key)!;
    p.inci.forEach((code, position) => {
      const inciId = inciIds.get(code);
      if (inciId) labelRows.push([productId, inciId, position]);
    });
    for (const code of p.availableIn) if (regions.get(code)) availableRows.push([regions.get(code)!.id, productId]);
    for (const code of p.disallowedIn) if (regions.get(code)) disallowedRows.push([regions.get(code)!.id, productId]);
  }
  await em.execute(
    `insert into product_inci (product_id, inci_id, position)
     select p, i, n from jsonb_to_recordset(?::jsonb) as x(p int, i int, n smallint)`,
    [JSON.stringify(labelRows.map(([p, i, n]) => ({ p, i, n })))],
  );
  for (const [table, rows] of [
    ['region_product_available', availableRows],
    ['region_product_disallowed', disallowedRows],
  ] as const) {
    await em.execute(
      `insert into ${table} (region_id, product_id) select r, p from jsonb_to_recordset(?::jsonb) as x(r int, p int)`,
      [JSON.stringify(rows.map(([r, p]) => ({ r, p })))],
    );
  }
}
