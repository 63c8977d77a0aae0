import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pickText, missingText } from '../../../common/locales.js';
import {
  suggestIndicators,
  suggestProducts,
  type EvaluationMatrix,
  type SkinIssue,
} from '../../../common/scoring/index.js';
import { indexCatalogue } from '../../../client/features/catalogue/catalogueIndex.js';
import type { Catalogue } from '../../../common/catalogue.js';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { syncDataVersions } from '../../../server/platform/data-versions.js';

const SUGGESTIONS = `query($input: SuggestionInput!) {
  suggestions(input: $input) {
    baseProducts { productId score isInOffer baseProductSuggestions { baseSize increment maxVolumeSuggestion recommendedInput } }
    activeProducts { productId score isInOffer }
    careProducts { productId score isInOffer }
    cleaningProducts { productId score isInOffer }
    notRecommended { productId score isInOffer }
    skinIndicators { skinIndicatorId score }
  }
}`;

interface Scored {
  productId: number;
  score: number;
  isInOffer: boolean;
}
interface Suggestions {
  baseProducts: Array<Scored & { baseProductSuggestions: unknown[] }>;
  activeProducts: Scored[];
  careProducts: Scored[];
  cleaningProducts: Scored[];
  notRecommended: Scored[];
  skinIndicators: Array<{ skinIndicatorId: number; score: number }>;
}

let t: TestApp;
let user: string;

async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  const rows = await t.orm.em.fork().execute<T[]>(query, params as never[]);
  await syncDataVersions(t.orm.em); // a change by hand reaches the app through NOTIFY
  return rows;
}

async function suggest(input: unknown, token = user) {
  return gql<{ suggestions: Suggestions }>(t.app, SUGGESTIONS, { input }, token);
}

beforeAll(async () => {
  t = await createTestApp();
  user = await loginToken(t.app, 'user@example.com');
});
afterAll(() => t.close());

describe('suggestions (GraphQL)', () => {
  it('refuses without a token (401), before a forced password change (403) and bad input (400), changing nothing', async () => {
    const issue = { skinIndicatorId: 1, priority: 'MEDIUM' };
    expect(await gql(t.app, SUGGESTIONS, { input: { skinIssues: [issue] } })).toHaveStatus(401);
    const forced = await loginToken(t.app, 'forced.change@example.com');
    expect(await suggest({ skinIssues: [issue] }, forced)).toHaveStatus(403);

    const negative = await suggest({ skinIssues: [issue], recipe: { activeProducts: [{ productId: 1, volume: -1 }] } });
    expect(negative).toHaveStatus(400);
    expect(negative.errors![0]!.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      errorDataList: [{ translationKey: 'VALIDATION_MIN', param: '0' }],
    });

    const duplicate = await suggest({ skinIssues: [issue, { ...issue, priority: 'HIGH' }] });
    expect(duplicate).toHaveStatus(400);
    expect(duplicate.errors![0]!.extensions.errorDataList[0]).toMatchObject({ translationKey: 'VALIDATION_DUPLICATE' });

    const unknown = await suggest({ skinIssues: [{ skinIndicatorId: 999999, priority: 'LOW' }] });
    expect(unknown).toHaveStatus(400);
    expect(unknown.errors![0]!.extensions.errorDataList).toEqual([
      { translationKey: 'VALIDATION_INVALID_ID', param: 'skinIssues[0].skinIndicatorId' },
    ]);

    const badEnum = await suggest({ skinIssues: [{ skinIndicatorId: 1, priority: 'URGENT' }] });
    expect(badEnum).toHaveStatus(400);
  });

  it('suggests nothing for no skin issue', async () => {
    const res = await suggest({ skinIssues: [] });
    expect(res).toHaveStatus(200);
    expect(res.data!.suggestions).toEqual({
      baseProducts: [],
      activeProducts: [],
      careProducts: [],
      cleaningProducts: [],
      notRecommended: [],
      skinIndicators: [],
    });
  });
});

describe('suggestions computed by hand', () => {
  // A small catalogue replaces the demo one (disabled, so users no longer see it):
  //            oily  acne  dry
  //   base1      6     3    -2     BASE, sizes 44 and 94
  //   base2      0     1     8     BASE
  //   act1       7     9    -3     ACTIVE
  //   act2       2     2     2     ACTIVE (scores exactly 20: not suggested)
  //   act3      -6    -8     5     ACTIVE
  //   act4       9     -     -     ACTIVE (missing evaluations count 0)
  //   care1      4     3     0     CARE
  //   clean1     1    -1     0     CLEANING
  //   clean2    -1    -2     3     CLEANING
  //   tint      10    10    10     COLOR (never suggested)
  const ids: Record<string, number> = {};
  const EVALUATIONS: Record<string, Partial<Record<'oily' | 'acne' | 'dry', number>>> = {
    base1: { oily: 6, acne: 3, dry: -2 },
    base2: { oily: 0, acne: 1, dry: 8 },
    act1: { oily: 7, acne: 9, dry: -3 },
    act2: { oily: 2, acne: 2, dry: 2 },
    act3: { oily: -6, acne: -8, dry: 5 },
    act4: { oily: 9 },
    care1: { oily: 4, acne: 3, dry: 0 },
    clean1: { oily: 1, acne: -1, dry: 0 },
    clean2: { oily: -1, acne: -2, dry: 3 },
    tint: { oily: 10, acne: 10, dry: 10 },
  };
  const KINDS: Record<string, [string, string]> = {
    base1: ['MODULAR', 'BASE'],
    base2: ['MODULAR', 'BASE'],
    act1: ['MODULAR', 'ACTIVE'],
    act2: ['MODULAR', 'ACTIVE'],
    act3: ['MODULAR', 'ACTIVE'],
    act4: ['MODULAR', 'ACTIVE'],
    care1: ['CARE', 'READY_PRODUCT'],
    clean1: ['CLEANING', 'READY_PRODUCT'],
    clean2: ['CLEANING', 'READY_PRODUCT'],
    tint: ['COLOR', 'READY_PRODUCT'],
  };

  beforeAll(async () => {
    await sql('update product set enabled = false');
    await sql('update skin_indicator set enabled = false');
    for (const code of ['oily', 'acne', 'dry']) {
      const [row] = await sql<{ id: number }>(
        `insert into skin_indicator (code, category, enabled, name_placeholder, description_placeholder, search_links, version)
         values (?, 'CONDITION', true, ?, ?, '{}', 1) returning id`,
        [`hc-${code}`, `SKIN_INDICATOR_NAME_hc-${code}`, `SKIN_INDICATOR_DESCRIPTION_hc-${code}`],
      );
      ids[code] = row!.id;
    }
    for (const [code, [category, usage]] of Object.entries(KINDS)) {
      const sizes =
        code === 'base1'
          ? [
              { baseSize: 44, increment: 0.5, maxVolumeSuggestion: 50, recommendedInput: 1 },
              { baseSize: 94, increment: 1, maxVolumeSuggestion: 100, recommendedInput: 1 },
            ]
          : [];
      const [row] = await sql<{ id: number }>(
        `insert into product (code, category, usage, enabled, name_placeholder, description_placeholder, search_links, base_product_suggestions, version)
         values (?, ?, ?, true, ?, ?, '{}', ?::jsonb, 1) returning id`,
        [
          `hc-${code}`,
          category,
          usage,
          `PRODUCT_NAME_hc-${code}`,
          `PRODUCT_DESCRIPTION_hc-${code}`,
          JSON.stringify(sizes),
        ],
      );
      ids[code] = row!.id;
      for (const [indicator, value] of Object.entries(EVALUATIONS[code]!)) {
        await sql('insert into evaluation (product_id, skin_indicator_id, value) values (?, ?, ?)', [
          row!.id,
          ids[indicator],
          value,
        ]);
      }
    }
    // In the offer of Polska (user@example.com's region) except act1; care1 available but disallowed.
    await sql(
      `insert into region_product_available (region_id, product_id)
       select r.id, p.id from region r, product p where r.name = 'Polska' and p.code like 'hc-%' and p.code <> 'hc-act1'`,
    );
    await sql(
      `insert into region_product_disallowed (region_id, product_id) select r.id, p.id from region r, product p where r.name = 'Polska' and p.code = 'hc-care1'`,
    );
  });

  it('scores oily HIGH and acne LOW: 10 × (3·oily + 1·acne) / 4, with the spec thresholds', async () => {
    const res = await suggest({
      skinIssues: [
        { skinIndicatorId: ids.oily, priority: 'HIGH' },
        { skinIndicatorId: ids.acne, priority: 'LOW' },
      ],
    });
    expect(res).toHaveStatus(200);
    const s = res.data!.suggestions;
    // base1: 10 × (18 + 3) / 4 = 52.5; base2: 10 × (0 + 1) / 4 = 2.5 (not above 10).
    expect(s.baseProducts).toEqual([
      {
        productId: ids.base1,
        score: 52.5,
        isInOffer: true,
        baseProductSuggestions: [
          { baseSize: 44, increment: 0.5, maxVolumeSuggestion: 50, recommendedInput: 1 },
          { baseSize: 94, increment: 1, maxVolumeSuggestion: 100, recommendedInput: 1 },
        ],
      },
    ]);
    // act1: 10 × (21 + 9) / 4 = 75; act4: 10 × (27 + 0) / 4 = 67.5; act2: 10 × (6 + 2) / 4 = 20 (not above 20).
    expect(s.activeProducts).toEqual([
      { productId: ids.act1, score: 75, isInOffer: false },
      { productId: ids.act4, score: 67.5, isInOffer: true },
    ]);
    // care1: 10 × (12 + 3) / 4 = 37.5, disallowed in Polska.
    expect(s.careProducts).toEqual([{ productId: ids.care1, score: 37.5, isInOffer: false }]);
    // clean1: 10 × (3 - 1) / 4 = 5 (at least 0); clean2: 10 × (-3 - 2) / 4 = -12.5.
    expect(s.cleaningProducts).toEqual([{ productId: ids.clean1, score: 5, isInOffer: true }]);
    // Worst first: act3 10 × (-18 - 8) / 4 = -65, then clean2 -12.5. The tint is never listed.
    expect(s.notRecommended).toEqual([
      { productId: ids.act3, score: -65, isInOffer: true },
      { productId: ids.clean2, score: -12.5, isInOffer: true },
    ]);
    expect(s.skinIndicators).toEqual([]);
  });

  it('suggests the indicators a recipe scores above 40 or below -10: 10 × Σ volume·e / Σ volume', async () => {
    const res = await suggest({
      skinIssues: [{ skinIndicatorId: ids.dry, priority: 'MEDIUM' }],
      recipe: {
        baseProducts: [{ productId: ids.base1, volume: 44 }],
        activeProducts: [{ productId: ids.act1, volume: 6 }],
      },
    });
    expect(res).toHaveStatus(200);
    const s = res.data!.suggestions;
    // oily: 10 × (44·6 + 6·7) / 50 = 61.2; acne: 10 × (44·3 + 6·9) / 50 = 37.2 (not listed);
    // dry: 10 × (44·(-2) + 6·(-3)) / 50 = -21.2.
    expect(s.skinIndicators.map((i) => i.skinIndicatorId)).toEqual([ids.oily, ids.dry]);
    expect(s.skinIndicators[0]!.score).toBeCloseTo(61.2, 10);
    expect(s.skinIndicators[1]!.score).toBeCloseTo(-21.2, 10);
    // dry alone (MEDIUM): base2 10 × 8 = 80, act3 50, clean2 30; act1 -30 and base1 -20 not recommended.
    expect(s.baseProducts.map((p) => [p.productId, p.score])).toEqual([[ids.base2, 80]]);
    expect(s.activeProducts.map((p) => [p.productId, p.score])).toEqual([[ids.act3, 50]]);
    expect(s.cleaningProducts.map((p) => [p.productId, p.score])).toEqual([
      [ids.clean2, 30],
      [ids.clean1, 0],
    ]);
    expect(s.notRecommended.map((p) => [p.productId, p.score])).toEqual([
      [ids.act1, -30],
      [ids.base1, -20],
    ]);
  });
});

describe('client and server agree', () => {
  it('gives the same suggestions from the REST bundle with common/scoring as the GraphQL query', async () => {
    const t2 = await createTestApp();
    try {
      const token = await loginToken(t2.app, 'user@example.com'); // pl_PL, fallback en_GB
      const catalogue = (
        await t2.app.inject(withToken(token, { method: 'GET', url: '/secured/api/dataForEvaluations' }))
      ).json<Catalogue>();
      const texts = (await t2.app.inject(withToken(token, { method: 'GET', url: '/secured/api/translations' }))).json<
        Record<string, Record<string, string>>
      >();
      const index = indexCatalogue(
        catalogue,
        (key) => pickText(texts[key] ?? {}, 'pl_PL', 'en_GB') ?? missingText(key),
      );
      const matrix = catalogue.productToIndicatorEvaluation as unknown as EvaluationMatrix;
      const indicatorIds = catalogue.skinIndicators.map((i) => i.id);
      const priorities = ['LOW', 'MEDIUM', 'HIGH'] as const;
      const bases = catalogue.products.filter((p) => p.productUsage === 'BASE');
      const actives = catalogue.products.filter((p) => p.productUsage === 'ACTIVE');

      let compared = 0;
      for (let round = 0; round < 12; round++) {
        // Deterministic, varied selections: 1..4 indicators with rotating priorities and a recipe.
        const issues: SkinIssue[] = indicatorIds
          .filter((_, i) => (i * 7 + round * 3) % 9 < 1 + (round % 4))
          .slice(0, 1 + (round % 4))
          .map((skinIndicatorId, i) => ({ skinIndicatorId, priority: priorities[(i + round) % 3]! }));
        const recipe = {
          baseProducts: [{ productId: bases[round % bases.length]!.id, volume: 44 }],
          activeProducts: actives
            .slice(round, round + 1 + (round % 3))
            .map((p, i) => ({ productId: p.id, volume: 0.5 + i * 1.5 })),
        };
        const server = await gql<{ suggestions: Suggestions }>(
          t2.app,
          SUGGESTIONS,
          { input: { skinIssues: issues, recipe } },
          token,
        );
        expect(server).toHaveStatus(200);
        const client = suggestProducts(index.scoringProducts, issues, matrix);
        const clientIndicators = suggestIndicators(
          index.scoringIndicators,
          [...recipe.baseProducts, ...recipe.activeProducts],
          matrix,
        );
        const s = server.data!.suggestions;
        const strip = (list: Scored[]) => list.map(({ productId, score }) => ({ productId, score }));
        expect(strip(s.baseProducts)).toEqual(client.base);
        expect(strip(s.activeProducts)).toEqual(client.active);
        expect(strip(s.careProducts)).toEqual(client.care);
        expect(strip(s.cleaningProducts)).toEqual(client.cleaning);
        expect(strip(s.notRecommended)).toEqual(client.notRecommended);
        expect(s.skinIndicators).toEqual(clientIndicators);
        compared +=
          client.base.length +
          client.active.length +
          client.care.length +
          client.cleaning.length +
          client.notRecommended.length +
          clientIndicators.length;
        for (const p of [...s.activeProducts, ...s.notRecommended]) {
          expect(p.isInOffer).toBe(catalogue.products.find((c) => c.id === p.productId)!.isInOffer);
        }
      }
      expect(compared).toBeGreaterThan(100);
    } finally {
      await t2.close();
    }
  });
});
