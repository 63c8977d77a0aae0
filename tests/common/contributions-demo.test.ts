import { describe, expect, it } from '@jest/globals';
import type { Priority } from '../../common/enums.js';
import {
  explainProductScore,
  productScore,
  shownScore,
  type EvaluationMatrix,
  type SkinIssue,
} from '../../common/scoring/index.js';
import { readJson } from '../../server/platform/seed-files.js';

// The demo catalogue's data files; ids are positions in the files (as in seed-data.test.ts).
const products = readJson<Array<{ key: string }>>('catalogue', 'products.json');
const indicators = readJson<Array<{ key: string }>>('catalogue', 'indicators.json');
const evaluations = readJson<Record<string, Record<string, number>>>('catalogue', 'evaluations.json');
const indicatorId = new Map(indicators.map((i, id) => [i.key, id]));
const matrix: EvaluationMatrix = Object.fromEntries(
  products.map((p, id) => [
    id,
    Object.fromEntries(Object.entries(evaluations[p.key] ?? {}).map(([key, e]) => [indicatorId.get(key)!, e])),
  ]),
);

const selection = (entries: Array<[string, Priority]>): SkinIssue[] =>
  entries.map(([key, priority]) => {
    expect(indicatorId.has(key)).toBe(true);
    return { skinIndicatorId: indicatorId.get(key)!, priority };
  });

const SELECTIONS: Record<string, SkinIssue[]> = {
  'rosacea, sensitive skin, redness': selection([
    ['rosacea', 'HIGH'],
    ['sensitive-skin', 'MEDIUM'],
    ['redness', 'LOW'],
  ]),
  'acne (four indicators, mixed priorities)': selection([
    ['acne-vulgaris', 'MEDIUM'],
    ['oily-skin', 'LOW'],
    ['comedones', 'HIGH'],
    ['post-acne-marks', 'MEDIUM'],
  ]),
  'ageing and dryness (five indicators)': selection([
    ['dry-skin', 'LOW'],
    ['fine-lines', 'MEDIUM'],
    ['wrinkles', 'HIGH'],
    ['hyperpigmentation', 'LOW'],
    ['dehydrated-skin', 'MEDIUM'],
  ]),
};

describe('contributions on the demo catalogue', () => {
  it.each(Object.entries(SELECTIONS))('add up to the shown score of every product: %s', (_name, issues) => {
    expect(products.length).toBeGreaterThan(40);
    let nonTrivial = 0;
    products.forEach((_p, id) => {
      const explained = explainProductScore(id, issues, matrix);
      const shown = shownScore(productScore(id, issues, matrix)); // what the tile shows
      expect(explained.shownScore).toBe(shown);
      expect(explained.contributions.reduce((total, c) => total + c.points, 0)).toBe(shown);
      expect(explained.contributions).toHaveLength(issues.length);
      if (
        explained.contributions.some(
          (c) =>
            c.points !== (10 * c.weight * c.evaluation) / explained.contributions.reduce((w, x) => w + x.weight, 0),
        )
      )
        nonTrivial++;
    });
    expect(nonTrivial).toBeGreaterThan(0); // the selection exercises the apportioned rounding
  });
});
