import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PDF_OPTIONS } from '../../../common/validation/program.js';
import { withToken } from '../../support/app.js';
import { syncDataVersions } from '../../../server/platform/data-versions.js';

/**
 * Products and indicators of known roles with names in en_GB, pl_PL and uk_UA, inserted into
 * the test's own database, so the tests do not depend on the demo catalogue's content.
 */
interface FixtureProduct {
  code: string;
  category: string;
  usage: string;
  enabled: boolean;
  names: Record<string, string>;
  inci: string[];
}

const PRODUCTS = {
  base: {
    code: 'fx-base-cream',
    category: 'MODULAR',
    usage: 'BASE',
    enabled: true,
    names: { en_GB: 'Fixture Base Cream', pl_PL: 'Krem bazowy testowy', uk_UA: 'Базовий крем тестовий' },
    inci: ['AQUA', 'GLYCERIN', 'CETEARYL ALCOHOL'],
  },
  active1: {
    code: 'fx-niacinamide',
    category: 'MODULAR',
    usage: 'ACTIVE',
    enabled: true,
    names: { en_GB: 'Fixture Niacinamide Serum', pl_PL: 'Serum z niacynamidem', uk_UA: 'Сироватка з ніацинамідом' },
    inci: ['AQUA', 'NIACINAMIDE'],
  },
  active2: {
    code: 'fx-hyaluron',
    category: 'MODULAR',
    usage: 'ACTIVE',
    enabled: true,
    names: { en_GB: 'Fixture Hyaluronic Boost', pl_PL: 'Kwas hialuronowy', uk_UA: 'Гіалуроновий бустер' },
    inci: ['AQUA', 'SODIUM HYALURONATE'],
  },
  wash: {
    code: 'fx-gel-wash',
    category: 'CLEANING',
    usage: 'READY_PRODUCT',
    enabled: true,
    names: { en_GB: 'Fixture Gentle Gel Wash', pl_PL: 'Delikatny żel myjący', uk_UA: 'Ніжний гель для вмивання' },
    inci: ['AQUA', 'COCO-GLUCOSIDE'],
  },
  care: {
    code: 'fx-day-care',
    category: 'CARE',
    usage: 'READY_PRODUCT',
    enabled: true,
    names: { en_GB: 'Fixture Day Care SPF', pl_PL: 'Krem na dzień SPF', uk_UA: 'Денний догляд SPF' },
    inci: ['AQUA', 'ZINC OXIDE'],
  },
  color: {
    code: 'fx-tint',
    category: 'COLOR',
    usage: 'READY_PRODUCT',
    enabled: true,
    names: { en_GB: 'Fixture Tint' },
    inci: [],
  },
  disabled: {
    code: 'fx-retired',
    category: 'MODULAR',
    usage: 'ACTIVE',
    enabled: false,
    names: { en_GB: 'Fixture Retired Serum' },
    inci: [],
  },
} satisfies Record<string, FixtureProduct>;

const INDICATORS = {
  dry: {
    code: 'fx-dryness',
    enabled: true,
    names: { en_GB: 'Fixture Dryness', pl_PL: 'Suchość', uk_UA: 'Сухість шкіри' },
  },
  redness: {
    code: 'fx-redness',
    enabled: true,
    names: { en_GB: 'Fixture Redness', pl_PL: 'Zaczerwienienie', uk_UA: 'Почервоніння' },
  },
  disabled: { code: 'fx-retired-indicator', enabled: false, names: { en_GB: 'Fixture Retired Indicator' } },
};

export type Catalogue = {
  products: { [K in keyof typeof PRODUCTS]: number };
  indicators: { [K in keyof typeof INDICATORS]: number };
  names: {
    products: { [K in keyof typeof PRODUCTS]: Record<string, string> };
    indicators: { [K in keyof typeof INDICATORS]: Record<string, string> };
  };
};

export async function insertCatalogue(orm: MikroORM): Promise<Catalogue> {
  const em = orm.em.fork();
  const texts: Array<{ key: string; locale: string; text_type: string; value: string }> = [];
  const products = {} as Catalogue['products'];
  for (const [name, p] of Object.entries(PRODUCTS) as Array<[keyof typeof PRODUCTS, FixtureProduct]>) {
    const [row] = await em.execute<{ id: number }[]>(
      `insert into product (code, category, usage, enabled, name_placeholder, description_placeholder, search_links, base_product_suggestions, version)
       values (?, ?, ?, ?, ?, ?, '{}', '[]', 1) returning id`,
      [p.code, p.category, p.usage, p.enabled, `PRODUCT_NAME_${p.code}`, `PRODUCT_DESCRIPTION_${p.code}`],
    );
    products[name] = row!.id;
    for (const [locale, value] of Object.entries(p.names))
      texts.push({ key: `PRODUCT_NAME_${p.code}`, locale, text_type: 'PRODUCT_NAME', value });
    for (const [position, inci] of p.inci.entries()) {
      const code = `fx-inci-${inci.toLowerCase().replace(/[^a-z]+/g, '-')}`;
      await em.execute(
        `insert into inci (code, name, chemical_name_placeholder, description_placeholder, version) values (?, ?, ?, ?, 1)
         on conflict (code) do nothing`,
        [code, inci, `INCI_CHEMICAL_NAME_${code}`, `INCI_DESCRIPTION_${code}`],
      );
      await em.execute(
        `insert into product_inci (product_id, inci_id, position) select ?, id, ? from inci where code = ?`,
        [row!.id, position, code],
      );
    }
  }
  const indicators = {} as Catalogue['indicators'];
  for (const [name, i] of Object.entries(INDICATORS) as Array<
    [keyof typeof INDICATORS, (typeof INDICATORS)[keyof typeof INDICATORS]]
  >) {
    const [row] = await em.execute<{ id: number }[]>(
      `insert into skin_indicator (code, category, enabled, name_placeholder, description_placeholder, search_links, version)
       values (?, 'CONDITION', ?, ?, ?, '{}', 1) returning id`,
      [i.code, i.enabled, `SKIN_INDICATOR_NAME_${i.code}`, `SKIN_INDICATOR_DESCRIPTION_${i.code}`],
    );
    indicators[name] = row!.id;
    for (const [locale, value] of Object.entries(i.names))
      texts.push({ key: `SKIN_INDICATOR_NAME_${i.code}`, locale, text_type: 'SKIN_INDICATOR_NAME', value });
  }
  await em.execute(
    `insert into text_source (key, locale, text_type, value, version)
     select key, locale, text_type, value, 1 from jsonb_to_recordset(?::jsonb) as x(key text, locale text, text_type text, value text)
     on conflict (key, locale) do nothing`,
    [JSON.stringify(texts)],
  );
  const names = {
    products: Object.fromEntries(Object.entries(PRODUCTS).map(([k, p]) => [k, p.names])),
    indicators: Object.fromEntries(Object.entries(INDICATORS).map(([k, i]) => [k, i.names])),
  } as unknown as Catalogue['names'];
  await syncDataVersions(orm.em); // the app sees the inserted rows and texts at once
  return { products, indicators, names };
}

/** A full program: two indicators, a base and two actives, a wash and a ready product. */
export function fullProgram(c: Catalogue, extra: Record<string, unknown> = {}) {
  return {
    skinIndicatorWithPriorityDtos: [
      { skinIndicatorId: c.indicators.dry, priority: 'HIGH' },
      { skinIndicatorId: c.indicators.redness, priority: 'LOW' },
    ],
    specialMixedProducts: {
      comment: 'Apply twice daily after cleansing.',
      baseProducts: [{ productId: c.products.base, volume: 44 }],
      activeProducts: [
        { productId: c.products.active1, volume: 2.5 },
        { productId: c.products.active2, volume: 3.5 },
      ],
    },
    washProducts: [
      {
        productId: c.products.wash,
        volume: null,
        comment: 'Morning and evening, lukewarm water.',
        mixtureRole: 'WASH',
      },
    ],
    readyProducts: [
      {
        productId: c.products.care,
        volume: 12.5,
        comment: 'Every morning before leaving the house.',
        mixtureRole: 'CARE',
      },
    ],
    ...extra,
  };
}

/**
 * The smallest program the server keeps: one indicator (the demo catalogue's first, oily skin),
 * no products. A program with neither is refused (ERROR_PROGRAM_EMPTY).
 */
export const emptyProgram = () => ({
  skinIndicatorWithPriorityDtos: [{ skinIndicatorId: 1, priority: 'MEDIUM' }],
  specialMixedProducts: {},
  washProducts: [],
  readyProducts: [],
});

export function saveRest(app: FastifyInstance, token: string | null, payload: unknown, query = '') {
  const options = { method: 'POST' as const, url: `/secured/api/skincareprogram${query}`, payload: payload as object };
  return app.inject(token ? withToken(token, options) : options);
}

export function pdfOptions(id: string, overrides: Record<string, boolean> = {}) {
  return { id, ...DEFAULT_PDF_OPTIONS, ...overrides };
}
