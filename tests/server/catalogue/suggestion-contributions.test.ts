import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, type TestApp } from '../../support/app.js';

const SUGGESTIONS = `query($input: SuggestionInput!) {
  suggestions(input: $input) {
    baseProducts { productId score shownScore contributions { indicator evaluation weight points } }
    activeProducts { productId score shownScore contributions { indicator evaluation weight points } }
    careProducts { productId score shownScore contributions { indicator evaluation weight points } }
    cleaningProducts { productId score shownScore contributions { indicator evaluation weight points } }
    notRecommended { productId score shownScore contributions { indicator evaluation weight points } }
  }
}`;

interface Contribution {
  indicator: number;
  evaluation: number;
  weight: number;
  points: number;
}
interface Scored {
  productId: number;
  score: number;
  shownScore: number;
  contributions: Contribution[];
}

let t: TestApp;
let user: string;
const indicatorIds = new Map<string, number>();
const productIds = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  user = await loginToken(t.app, 'user@example.com');
  const em = t.orm.em.fork();
  for (const row of await em.execute<Array<{ id: number; code: string }>>('select id, code from skin_indicator'))
    indicatorIds.set(row.code, row.id);
  for (const row of await em.execute<Array<{ id: number; code: string }>>('select id, code from product'))
    productIds.set(row.code, row.id);
});
afterAll(() => t.close());

describe('suggestions explain their scores (demo catalogue)', () => {
  it('every scored product carries its contributions, largest first, adding up to the shown score', async () => {
    const rosacea = indicatorIds.get('rosacea')!;
    const sensitive = indicatorIds.get('sensitive-skin')!;
    const redness = indicatorIds.get('redness')!;
    const skinIssues = [
      { skinIndicatorId: rosacea, priority: 'HIGH' },
      { skinIndicatorId: sensitive, priority: 'MEDIUM' },
      { skinIndicatorId: redness, priority: 'LOW' },
    ];
    const res = await gql<{ suggestions: Record<string, Scored[]> }>(
      t.app,
      SUGGESTIONS,
      { input: { skinIssues } },
      user,
    );
    expect(res).toHaveStatus(200);
    const scored = Object.values(res.data!.suggestions).flat();
    expect(scored.length).toBeGreaterThan(10);
    for (const product of scored) {
      expect(product.shownScore).toBe(Math.round(product.score));
      expect(product.contributions.reduce((sum, c) => sum + c.points, 0)).toBe(product.shownScore);
      expect(product.contributions.map((c) => c.indicator).sort()).toEqual([rosacea, sensitive, redness].sort());
      const points = product.contributions.map((c) => c.points);
      expect(points).toEqual([...points].sort((a, b) => b - a));
    }

    // Retinol is not recommended for rosacea; its rosacea share by hand: -7 × 3 ÷ 6 × 10 = -35.
    const retinol = res.data!.suggestions.notRecommended!.find((p) => p.productId === productIds.get('retinol-05'));
    expect(retinol?.contributions.find((c) => c.indicator === rosacea)).toEqual({
      indicator: rosacea,
      evaluation: -7,
      weight: 3,
      points: -35,
    });
  });
});
