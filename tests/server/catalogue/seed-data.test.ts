import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_CATEGORIES, PRODUCT_USAGES, SKIN_INDICATOR_CATEGORIES, type Priority } from '../../../common/enums.js';
import { suggestProducts, type ScoringProduct } from '../../../common/scoring/index.js';
import { DEMO_REGIONS } from '../../../server/db/seed/demo.js';
import { seedDir } from '../../../server/platform/seed-files.js';
import type { IndicatorFile, InciFile, ProductFile } from '../../../server/db/seed/catalogue.js';
import { createTestApp, type TestApp } from '../../support/app.js';

/** The readable demo catalogue files (server/db/seed/catalogue/) and their consistency. */

interface TextsFile {
  products: Record<string, { name: string; description: string }>;
  indicators: Record<string, { name: string; description: string }>;
  incis: Record<string, { chemicalName: string; description: string }>;
}

const dir = path.join(seedDir(), 'catalogue');
const read = <T>(...parts: string[]): T => JSON.parse(readFileSync(path.join(dir, ...parts), 'utf8')) as T;

const products = read<ProductFile[]>('products.json');
const indicators = read<IndicatorFile[]>('indicators.json');
const incis = read<InciFile[]>('incis.json');
const evaluations = read<Record<string, Record<string, number>>>('evaluations.json');
const LOCALES = ['en_GB', 'de_DE', 'pl_PL'] as const;
const texts = Object.fromEntries(LOCALES.map((l) => [l, read<TextsFile>('texts', `${l}.json`)])) as Record<
  (typeof LOCALES)[number],
  TextsFile
>;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const of = (category: string, usage: string) => products.filter((p) => p.category === category && p.usage === usage);
const product = (key: string) => products.find((p) => p.key === key)!;
const regionCodes: string[] = DEMO_REGIONS.map((r) => r.code);

/** Scores a selection with the real rule of common/scoring, ids = positions in the files. */
function suggest(selection: Array<[string, Priority]>) {
  const scoring: ScoringProduct[] = products.map((p, id) => ({
    id,
    category: p.category as ScoringProduct['category'],
    usage: p.usage as ScoringProduct['usage'],
    enabled: p.enabled,
    name: p.key,
  }));
  const indicatorId = new Map(indicators.map((i, id) => [i.key, id]));
  const matrix = Object.fromEntries(
    products.map((p, id) => [
      id,
      Object.fromEntries(Object.entries(evaluations[p.key]!).map(([k, v]) => [indicatorId.get(k)!, v])),
    ]),
  );
  const issues = selection.map(([key, priority]) => {
    expect(indicatorId.has(key)).toBe(true);
    return { skinIndicatorId: indicatorId.get(key)!, priority };
  });
  const result = suggestProducts(scoring, issues, matrix);
  const keys = (list: Array<{ productId: number }>) => list.map((s) => products[s.productId]!.key);
  return {
    base: keys(result.base),
    active: keys(result.active),
    care: keys(result.care),
    cleaning: keys(result.cleaning),
    notRecommended: keys(result.notRecommended),
  };
}

describe('demo catalogue files', () => {
  it('has the product mix of the demo: bases, actives, care, cleaning and colour', () => {
    expect(of('MODULAR', 'BASE').length).toBeGreaterThanOrEqual(8);
    expect(of('MODULAR', 'ACTIVE').length).toBeGreaterThanOrEqual(20);
    expect(of('CARE', 'READY_PRODUCT').length).toBeGreaterThanOrEqual(8);
    expect(of('CLEANING', 'READY_PRODUCT').length).toBeGreaterThanOrEqual(6);
    expect(of('COLOR', 'READY_PRODUCT').length).toBeGreaterThanOrEqual(2);
    const counted =
      ['BASE', 'ACTIVE'].map((u) => of('MODULAR', u).length).reduce((a, b) => a + b, 0) +
      ['CARE', 'CLEANING', 'COLOR'].map((c) => of(c, 'READY_PRODUCT').length).reduce((a, b) => a + b, 0);
    expect(counted).toBe(products.length);
    for (const p of products) {
      expect(PRODUCT_CATEGORIES).toContain(p.category);
      expect(PRODUCT_USAGES).toContain(p.usage);
    }
  });

  it('uses unique, stable slug keys everywhere', () => {
    for (const list of [products, indicators, incis]) {
      const keys = list.map((x) => x.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(SLUG);
    }
    expect(new Set(incis.map((i) => i.name)).size).toBe(incis.length);
  });

  it('has at least 24 enabled indicators covering conditions, diseases and damage', () => {
    expect(indicators.length).toBeGreaterThanOrEqual(24);
    for (const category of SKIN_INDICATOR_CATEGORIES)
      expect(indicators.filter((i) => i.category === category).length).toBeGreaterThanOrEqual(5);
    expect(indicators.every((i) => i.enabled)).toBe(true);
    expect(indicators.map((i) => i.key)).toEqual(
      expect.arrayContaining([
        'oily-skin',
        'acne-vulgaris',
        'rosacea',
        'atopic-dermatitis',
        'hyperpigmentation',
        'barrier-damage',
      ]),
    );
  });

  it('has at least 150 INCI with upper-case INCI names and a common name or null', () => {
    expect(incis.length).toBeGreaterThanOrEqual(150);
    for (const i of incis) {
      expect(i.name).toBe(i.name.toUpperCase());
      expect(
        i.alternativeName === null || (typeof i.alternativeName === 'string' && i.alternativeName.length > 0),
      ).toBe(true);
    }
    const names = incis.map((i) => i.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'AQUA',
        'GLYCERIN',
        'NIACINAMIDE',
        'RETINOL',
        'SODIUM HYALURONATE',
        'PANTHENOL',
        'ALLANTOIN',
        'CERAMIDE NP',
        'SQUALANE',
        'TOCOPHEROL',
      ]),
    );
    expect(incis.find((i) => i.name === 'NIACINAMIDE')!.alternativeName).toBe('Vitamin B3');
  });

  it('gives every product 4 to 15 distinct, existing INCI in label order', () => {
    const known = new Set(incis.map((i) => i.key));
    for (const p of products) {
      expect(p.inci.length).toBeGreaterThanOrEqual(4);
      expect(p.inci.length).toBeLessThanOrEqual(15);
      expect(new Set(p.inci).size).toBe(p.inci.length);
      for (const key of p.inci) expect(known.has(key) ? key : `${p.key}: unknown INCI ${key}`).toBe(key);
    }
    expect(product('niacinamide-10').inci.slice(0, 2)).toEqual(['aqua', 'niacinamide']);
  });

  it('gives base products one or two volume suggestions and the others none', () => {
    for (const p of products) {
      if (p.usage === 'BASE') {
        expect(p.baseProductSuggestions.length).toBeGreaterThanOrEqual(1);
        expect(p.baseProductSuggestions.length).toBeLessThanOrEqual(2);
        for (const s of p.baseProductSuggestions) {
          expect(s.baseSize).toBeGreaterThan(0);
          expect(s.increment).toBeGreaterThan(0);
          expect(s.maxVolumeSuggestion).toBeGreaterThan(s.baseSize);
          expect(s.recommendedInput).toBeGreaterThan(0);
        }
      } else {
        expect(p.baseProductSuggestions).toEqual([]);
      }
    }
    expect(product('light-gel-base').baseProductSuggestions).toEqual([
      { baseSize: 44, increment: 0.5, maxVolumeSuggestion: 50, recommendedInput: 1 },
      { baseSize: 94, increment: 1, maxVolumeSuggestion: 100, recommendedInput: 1 },
    ]);
  });

  it('has search links for the three locales', () => {
    for (const x of [...products, ...indicators]) {
      expect(Object.keys(x.searchLinks).sort()).toEqual([...LOCALES].sort());
      for (const url of Object.values(x.searchLinks))
        expect(url).toMatch(/^https:\/\/www\.google\.com\/search\?q=\S+$/);
    }
  });

  it('makes most products available everywhere, some missing in PL or GB, a few disallowed', () => {
    for (const p of products) {
      for (const code of [...p.availableIn, ...p.disallowedIn]) expect(regionCodes).toContain(code);
    }
    const everywhere = products.filter((p) => regionCodes.every((c) => p.availableIn.includes(c)));
    expect(everywhere.length).toBeGreaterThan(products.length / 2);
    const inOffer = (p: ProductFile, region: string) =>
      p.enabled && p.availableIn.includes(region) && !p.disallowedIn.includes(region);
    for (const region of ['PL', 'GB']) {
      const missing = products.filter((p) => p.enabled && !inOffer(p, region));
      expect(missing.length).toBeGreaterThanOrEqual(2);
    }
    const disallowed = products.filter((p) => p.disallowedIn.length > 0);
    expect(disallowed.length).toBeGreaterThanOrEqual(1);
    expect(disallowed.length).toBeLessThanOrEqual(3);
    expect(products.filter((p) => !p.enabled).length).toBeLessThanOrEqual(1);
  });

  it('has a complete evaluation matrix of integers from -10 to 10', () => {
    expect(Object.keys(evaluations).sort()).toEqual(products.map((p) => p.key).sort());
    const indicatorKeys = indicators.map((i) => i.key).sort();
    for (const p of products) {
      const row = evaluations[p.key]!;
      expect(Object.keys(row).sort()).toEqual(indicatorKeys);
      for (const value of Object.values(row)) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(-10);
        expect(value).toBeLessThanOrEqual(10);
      }
      // every product does something: at least one non-zero evaluation
      expect(Object.values(row).some((v) => v !== 0)).toBe(true);
    }
  });

  it('is plausible for a dermatologist', () => {
    const e = (p: string, i: string) => evaluations[p]![i]!;
    expect(e('niacinamide-10', 'oily-skin')).toBeGreaterThan(0);
    expect(e('niacinamide-10', 'enlarged-pores')).toBeGreaterThan(0);
    expect(e('niacinamide-10', 'redness')).toBeGreaterThan(0);
    for (const i of ['rosacea', 'sensitive-skin', 'atopic-dermatitis', 'perioral-dermatitis', 'barrier-damage'])
      expect(e('retinol-05', i)).toBeLessThan(0);
    for (const i of ['wrinkles', 'photoaging', 'acne-vulgaris']) expect(e('retinol-05', i)).toBeGreaterThan(5);
    for (const i of ['rosacea', 'acne-vulgaris', 'hyperpigmentation'])
      expect(e('azelaic-acid-10', i)).toBeGreaterThan(5);
    expect(e('vitamin-c-10', 'hyperpigmentation')).toBeGreaterThan(5);
    expect(e('vitamin-c-10', 'sensitive-skin')).toBeLessThan(0);
    for (const p of ['panthenol-5', 'ceramide-complex', 'allantoin-bisabolol']) {
      for (const i of ['barrier-damage', 'atopic-dermatitis', 'sensitive-skin']) expect(e(p, i)).toBeGreaterThan(3);
    }
    expect(e('rich-cream-base', 'dry-skin')).toBeGreaterThan(5);
    expect(e('rich-cream-base', 'oily-skin')).toBeLessThan(0);
    expect(e('rich-cream-base', 'acne-vulgaris')).toBeLessThan(0);
    expect(e('light-gel-base', 'oily-skin')).toBeGreaterThan(3);
    for (const i of ['dry-skin', 'sensitive-skin', 'atopic-dermatitis'])
      expect(e('deep-cleansing-foam', i)).toBeLessThan(-3);
  });

  it('suggests several actives and bases for oily skin + acne + enlarged pores and warns against rich products', () => {
    const s = suggest([
      ['oily-skin', 'MEDIUM'],
      ['acne-vulgaris', 'HIGH'],
      ['enlarged-pores', 'LOW'],
    ]);
    expect(s.active.length).toBeGreaterThanOrEqual(4);
    expect(s.active).toEqual(expect.arrayContaining(['niacinamide-10', 'salicylic-acid-2', 'azelaic-acid-10']));
    expect(s.base.length).toBeGreaterThanOrEqual(2);
    expect(s.base).toEqual(expect.arrayContaining(['light-gel-base', 'mattifying-gel-cream-base']));
    expect(s.cleaning).toContain('salicylic-cleansing-gel');
    expect(s.notRecommended).toEqual(expect.arrayContaining(['rich-cream-base', 'lipid-balm-base']));
    expect(s.notRecommended).not.toContain('niacinamide-10');
  });

  it('suggests soothing products for rosacea and sensitive skin and not retinol', () => {
    const s = suggest([
      ['rosacea', 'HIGH'],
      ['sensitive-skin', 'MEDIUM'],
    ]);
    expect(s.active).toEqual(expect.arrayContaining(['azelaic-acid-10', 'panthenol-5', 'allantoin-bisabolol']));
    expect(s.base).toContain('calming-cream-base');
    expect(s.care.length).toBeGreaterThanOrEqual(1);
    expect(s.notRecommended).toEqual(expect.arrayContaining(['retinol-05', 'deep-cleansing-foam']));
    expect(s.active).not.toContain('retinol-05');
  });

  it('suggests barrier care for atopic, dry skin', () => {
    const s = suggest([
      ['atopic-dermatitis', 'HIGH'],
      ['dry-skin', 'MEDIUM'],
      ['barrier-damage', 'LOW'],
    ]);
    expect(s.base).toContain('barrier-lipid-base');
    expect(s.active).toEqual(expect.arrayContaining(['ceramide-complex', 'panthenol-5']));
    expect(s.cleaning).toContain('syndet-cleansing-cream');
    expect(s.cleaning).not.toContain('deep-cleansing-foam');
  });

  it('has names and descriptions of every product, indicator and INCI in en_GB, de_DE and pl_PL', () => {
    for (const locale of LOCALES) {
      const t = texts[locale];
      expect(Object.keys(t.products).sort()).toEqual(products.map((p) => p.key).sort());
      expect(Object.keys(t.indicators).sort()).toEqual(indicators.map((i) => i.key).sort());
      expect(Object.keys(t.incis).sort()).toEqual(incis.map((i) => i.key).sort());
      for (const entry of [...Object.values(t.products), ...Object.values(t.indicators)]) {
        expect(entry.name.trim().length).toBeGreaterThan(2);
        expect(entry.description.trim().length).toBeGreaterThan(20);
      }
      for (const entry of Object.values(t.incis)) {
        expect(entry.chemicalName.trim().length).toBeGreaterThan(1);
        expect(entry.description.trim().length).toBeGreaterThan(20);
      }
    }
    // translated, not copied: descriptions differ between the languages
    for (const key of Object.keys(texts.en_GB.products)) {
      expect(texts.de_DE.products[key]!.description).not.toBe(texts.en_GB.products[key]!.description);
      expect(texts.pl_PL.products[key]!.description).not.toBe(texts.en_GB.products[key]!.description);
    }
    for (const key of Object.keys(texts.en_GB.incis)) {
      expect(texts.de_DE.incis[key]!.description).not.toBe(texts.en_GB.incis[key]!.description);
      expect(texts.pl_PL.incis[key]!.description).not.toBe(texts.en_GB.incis[key]!.description);
    }
    const all = (locale: (typeof LOCALES)[number]) => JSON.stringify(texts[locale]);
    expect(all('de_DE')).toMatch(/[äöüß]/);
    expect(all('pl_PL')).toMatch(/[ąćęłńóśźż]/);
    expect(texts.en_GB.products['niacinamide-10']!.name).toBe('Niacinamide 10% Concentrate');
  });

  it('has Ukrainian names of the products and indicators (if the uk_UA file is present)', () => {
    const file = path.join(dir, 'texts', 'uk_UA.json');
    if (!existsSync(file)) return;
    const uk = read<TextsFile>('texts', 'uk_UA.json');
    for (const p of products) expect(uk.products[p.key]?.name).toMatch(/[а-яіїєґ]/i);
    for (const i of indicators) expect(uk.indicators[i.key]?.name).toMatch(/[а-яіїєґ]/i);
  });
});

describe('demo catalogue in the seeded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async (sql: string, params: unknown[] = []) => {
    const [row] = await t.orm.em
      .fork()
      .execute<{ count: string }[]>(`select count(*)::text as count from ${sql}`, params);
    return Number(row!.count);
  };

  it('loads every product, indicator, INCI, label line and non-zero evaluation', async () => {
    expect(await count(`product where code not like 'fx-%'`)).toBe(products.length);
    expect(await count(`skin_indicator where code not like 'fx-%'`)).toBe(indicators.length);
    expect(await count(`inci where code not like 'fx-%'`)).toBe(incis.length);
    const nonZero = Object.values(evaluations)
      .flatMap((row) => Object.values(row))
      .filter((v) => v !== 0).length;
    expect(await count('evaluation')).toBe(nonZero);
    expect(await count('product_inci')).toBe(products.reduce((sum, p) => sum + p.inci.length, 0));
    expect(await count('region_product_available')).toBe(products.reduce((sum, p) => sum + p.availableIn.length, 0));
    expect(await count('region_product_disallowed')).toBe(products.reduce((sum, p) => sum + p.disallowedIn.length, 0));
  });

  it('stores the label order, the evaluations and the offer per region', async () => {
    const em = t.orm.em.fork();
    const label = await em.execute<{ name: string }[]>(
      `select i.name from product_inci pi join product p on p.id = pi.product_id join inci i on i.id = pi.inci_id
       where p.code = 'niacinamide-10' order by pi.position`,
    );
    expect(label.map((r) => r.name)).toEqual(
      product('niacinamide-10').inci.map((k) => incis.find((i) => i.key === k)!.name),
    );
    const [retinol] = await em.execute<{ value: number }[]>(
      `select e.value from evaluation e join product p on p.id = e.product_id join skin_indicator s on s.id = e.skin_indicator_id
       where p.code = 'retinol-05' and s.code = 'rosacea'`,
    );
    expect(retinol!.value).toBe(evaluations['retinol-05']!.rosacea);
    const offered = async (region: string) =>
      new Set(
        (
          await em.execute<{ code: string }[]>(
            `select p.code from product p join region_product_available a on a.product_id = p.id join region r on r.id = a.region_id
             where r.name = ? and p.enabled
               and not exists (select 1 from region_product_disallowed d where d.product_id = p.id and d.region_id = r.id)`,
            [region],
          )
        ).map((r) => r.code),
      );
    const pl = await offered('Polska');
    const gb = await offered('United Kingdom');
    const catalogueCodes = products.filter((p) => p.enabled).map((p) => p.key);
    expect(catalogueCodes.filter((c) => !pl.has(c)).length).toBeGreaterThan(0);
    expect(catalogueCodes.filter((c) => !gb.has(c)).length).toBeGreaterThan(0);
    expect(pl.has('niacinamide-10') && gb.has('niacinamide-10')).toBe(true);
  });

  it('stores the catalogue texts in the three locales', async () => {
    const rows = await t.orm.em
      .fork()
      .execute<{ locale: string; value: string; text_type: string }[]>(
        `select locale, value, text_type from text_source where key = 'PRODUCT_NAME_niacinamide-10' and locale in ('en_GB', 'de_DE', 'pl_PL') order by locale`,
      );
    expect(rows).toEqual([
      { locale: 'de_DE', value: texts.de_DE.products['niacinamide-10']!.name, text_type: 'PRODUCT_NAME' },
      { locale: 'en_GB', value: texts.en_GB.products['niacinamide-10']!.name, text_type: 'PRODUCT_NAME' },
      { locale: 'pl_PL', value: texts.pl_PL.products['niacinamide-10']!.name, text_type: 'PRODUCT_NAME' },
    ]);
    for (const [type, n] of [
      ['PRODUCT_NAME', products.length],
      ['SKIN_INDICATOR_DESCRIPTION', indicators.length],
      ['INCI_CHEMICAL_NAME', incis.length],
    ] as const) {
      expect(await count(`text_source where text_type = ? and locale = 'pl_PL' and key not like '%fx-%'`, [type])).toBe(
        n,
      );
    }
  });
});
