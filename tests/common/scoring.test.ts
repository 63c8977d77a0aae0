import { describe, expect, it } from '@jest/globals';
import {
  PRIORITY_WEIGHTS,
  isIndicatorScoreShown,
  productScore,
  recipeIndicatorScore,
  suggestIndicators,
  suggestProducts,
  type EvaluationMatrix,
  type ScoringIndicator,
  type ScoringProduct,
  type SkinIssue,
} from '../../common/scoring/index.js';

// Indicators: A = 1, B = 2.
const A = 1;
const B = 2;

const product = (id: number, over: Partial<ScoringProduct> = {}): ScoringProduct => ({
  id,
  category: 'MODULAR',
  usage: 'ACTIVE',
  enabled: true,
  name: `P${id}`,
  ...over,
});

/** With the single issue A at any priority, score = 10 × e(A): an evaluation of 1.05 scores 10.5. */
const onlyA: SkinIssue[] = [{ skinIndicatorId: A, priority: 'MEDIUM' }];
const matrixA = (evaluations: Record<number, number>): EvaluationMatrix =>
  Object.fromEntries(Object.entries(evaluations).map(([id, e]) => [Number(id), { [A]: e }]));

describe('PRIORITY_WEIGHTS', () => {
  it('weights LOW 1, MEDIUM 2, HIGH 3', () => {
    expect(PRIORITY_WEIGHTS).toEqual({ LOW: 1, MEDIUM: 2, HIGH: 3 });
  });
});

describe('productScore', () => {
  it('is 10 × Σ(w·e) / Σ(w)', () => {
    // A HIGH (w 3), B LOW (w 1); e(A) = 5, e(B) = -3 → 10 × (3·5 + 1·(-3)) / (3 + 1) = 10 × 12 / 4 = 30
    const issues: SkinIssue[] = [
      { skinIndicatorId: A, priority: 'HIGH' },
      { skinIndicatorId: B, priority: 'LOW' },
    ];
    expect(productScore(7, issues, { 7: { [A]: 5, [B]: -3 } })).toBe(30);
  });

  it('counts a missing evaluation as 0', () => {
    // A MEDIUM (2) e = 6, B MEDIUM (2) missing → 10 × (12 + 0) / 4 = 30
    const issues: SkinIssue[] = [
      { skinIndicatorId: A, priority: 'MEDIUM' },
      { skinIndicatorId: B, priority: 'MEDIUM' },
    ];
    expect(productScore(7, issues, { 7: { [A]: 6 } })).toBe(30);
    expect(productScore(8, issues, { 7: { [A]: 6 } })).toBe(0);
  });

  it('is not rounded', () => {
    // A HIGH (3) e = 1, B MEDIUM (2) e = 0 → 10 × 3 / 5 = 6; A LOW e = 1, B HIGH e = 0 → 10 / 4 = 2.5
    expect(
      productScore(
        7,
        [
          { skinIndicatorId: A, priority: 'HIGH' },
          { skinIndicatorId: B, priority: 'MEDIUM' },
        ],
        { 7: { [A]: 1 } },
      ),
    ).toBe(6);
    expect(
      productScore(
        7,
        [
          { skinIndicatorId: A, priority: 'LOW' },
          { skinIndicatorId: B, priority: 'HIGH' },
        ],
        { 7: { [A]: 1 } },
      ),
    ).toBe(2.5);
  });

  it('counts only the last of duplicate issues for one indicator', () => {
    // A LOW then A HIGH → only A HIGH: 10 × 3·4 / 3 = 40; B LOW e = 0 beside it: 10 × 12 / 4 = 30
    const matrix = { 7: { [A]: 4 } };
    expect(
      productScore(
        7,
        [
          { skinIndicatorId: A, priority: 'LOW' },
          { skinIndicatorId: A, priority: 'HIGH' },
        ],
        matrix,
      ),
    ).toBe(40);
    expect(
      productScore(
        7,
        [
          { skinIndicatorId: A, priority: 'LOW' },
          { skinIndicatorId: B, priority: 'LOW' },
          { skinIndicatorId: A, priority: 'HIGH' },
        ],
        matrix,
      ),
    ).toBe(30);
  });

  it('is 0 without issues', () => {
    expect(productScore(7, [], { 7: { [A]: 10 } })).toBe(0);
  });
});

describe('suggestProducts', () => {
  it('suggests an ACTIVE product at 30 (the worked example)', () => {
    const issues: SkinIssue[] = [
      { skinIndicatorId: A, priority: 'HIGH' },
      { skinIndicatorId: B, priority: 'LOW' },
    ];
    const result = suggestProducts([product(7)], issues, { 7: { [A]: 5, [B]: -3 } });
    expect(result.active).toEqual([{ productId: 7, score: 30 }]);
    expect(result.base).toEqual([]);
  });

  it('suggests nothing for an empty issue list', () => {
    const result = suggestProducts([product(1, { category: 'CLEANING', usage: 'READY_PRODUCT' })], [], {});
    // a CLEANING product at 0 would be suggested (≥ 0) if there were issues
    expect(result).toEqual({ base: [], active: [], care: [], cleaning: [], notRecommended: [] });
  });

  it('applies BASE > 10: exactly 10 no, 10.5 yes', () => {
    const products = [product(1, { usage: 'BASE' }), product(2, { usage: 'BASE' })];
    const result = suggestProducts(products, onlyA, matrixA({ 1: 1, 2: 1.05 })); // scores 10 and 10.5
    expect(result.base).toEqual([{ productId: 2, score: 10.5 }]);
  });

  it('applies ACTIVE > 20: exactly 20 no, 20.01 yes', () => {
    const result = suggestProducts([product(1), product(2)], onlyA, matrixA({ 1: 2, 2: 2.001 }));
    expect(result.active.map((p) => p.productId)).toEqual([2]);
    expect(result.active[0]?.score).toBeCloseTo(20.01, 10);
  });

  it('applies CARE > 20 by category: exactly 20 no, 25 yes', () => {
    const care = (id: number) => product(id, { category: 'CARE', usage: 'READY_PRODUCT' });
    const result = suggestProducts([care(1), care(2)], onlyA, matrixA({ 1: 2, 2: 2.5 })); // 20 and 25
    expect(result.care).toEqual([{ productId: 2, score: 25 }]);
  });

  it('applies CLEANING ≥ 0: 0 (also a missing evaluation) yes, -0.5 no', () => {
    const cleaning = (id: number) => product(id, { category: 'CLEANING', usage: 'READY_PRODUCT' });
    // product 1: e = 0 → 0; product 2: no evaluation → 0; product 3: e = -0.05 → -0.5
    const result = suggestProducts([cleaning(1), cleaning(2), cleaning(3)], onlyA, matrixA({ 1: 0, 3: -0.05 }));
    expect(result.cleaning).toEqual([
      { productId: 1, score: 0 },
      { productId: 2, score: 0 },
    ]);
    expect(result.notRecommended).toEqual([]);
  });

  it('marks score ≤ -10 as not recommended: exactly -10 yes, -9.5 no', () => {
    const products = [
      product(1),
      product(2, { usage: 'BASE' }),
      product(3, { category: 'CLEANING', usage: 'READY_PRODUCT' }),
    ];
    // product 1: e = -1 → -10; product 2: e = -0.95 → -9.5; product 3: e = -3 → -30
    const result = suggestProducts(products, onlyA, matrixA({ 1: -1, 2: -0.95, 3: -3 }));
    expect(result.notRecommended).toEqual([
      { productId: 3, score: -30 },
      { productId: 1, score: -10 },
    ]);
    expect([...result.base, ...result.active, ...result.cleaning]).toEqual([]);
  });

  it('leaves out disabled products', () => {
    const result = suggestProducts(
      [product(1, { enabled: false }), product(2, { enabled: false })],
      onlyA,
      matrixA({ 1: 10, 2: -10 }),
    );
    expect(result).toEqual({ base: [], active: [], care: [], cleaning: [], notRecommended: [] });
  });

  it('never suggests COLOR products, nor marks them not recommended', () => {
    const color = (id: number) => product(id, { category: 'COLOR', usage: 'READY_PRODUCT' });
    const result = suggestProducts([color(1), color(2)], onlyA, matrixA({ 1: 10, 2: -10 }));
    expect(result).toEqual({ base: [], active: [], care: [], cleaning: [], notRecommended: [] });
  });

  it('sorts suggested lists by score descending, ties by name', () => {
    const products = [
      product(1, { name: 'Zinc' }),
      product(2, { name: 'Aloe' }),
      product(3, { name: 'Mint' }),
      product(4, { name: 'Bamboo' }),
    ];
    // scores: Zinc 50, Aloe 30, Mint 50, Bamboo 30 → Mint, Zinc (50), Aloe, Bamboo (30)
    const result = suggestProducts(products, onlyA, matrixA({ 1: 5, 2: 3, 3: 5, 4: 3 }));
    expect(result.active.map((p) => p.productId)).toEqual([3, 1, 2, 4]);
  });

  it('sorts not recommended worst first, ties by name', () => {
    const products = [product(1, { name: 'Zinc' }), product(2, { name: 'Aloe' }), product(3, { name: 'Mint' })];
    // scores: Zinc -20, Aloe -20, Mint -50 → Mint, Aloe, Zinc
    const result = suggestProducts(products, onlyA, matrixA({ 1: -2, 2: -2, 3: -5 }));
    expect(result.notRecommended.map((p) => p.productId)).toEqual([3, 2, 1]);
  });
});

describe('recipe indicators', () => {
  const indicator = (id: number, over: Partial<ScoringIndicator> = {}): ScoringIndicator => ({
    id,
    enabled: true,
    name: `I${id}`,
    ...over,
  });

  it('scores 10 × Σ(volume·e) / Σ(volume)', () => {
    // base 44 ml e = 5, active 6 ml e = 10 → 10 × (220 + 60) / 50 = 56
    const recipe = [
      { productId: 1, volume: 44 },
      { productId: 2, volume: 6 },
    ];
    const matrix = { 1: { [A]: 5 }, 2: { [A]: 10 } };
    expect(recipeIndicatorScore(A, recipe, matrix)).toBe(56);
    expect(suggestIndicators([indicator(A)], recipe, matrix)).toEqual([{ skinIndicatorId: A, score: 56 }]);
  });

  it('ignores zero, negative and NaN volumes', () => {
    // only the 10 ml line counts: 10 × 10·5 / 10 = 50
    const recipe = [
      { productId: 1, volume: 10 },
      { productId: 2, volume: 0 },
      { productId: 2, volume: -5 },
      { productId: 2, volume: Number.NaN },
    ];
    expect(recipeIndicatorScore(A, recipe, { 1: { [A]: 5 }, 2: { [A]: -10 } })).toBe(50);
  });

  it('suggests above 40 or below -10 only: 40 no, -10 no, -10.1 yes', () => {
    const recipe = [{ productId: 1, volume: 10 }];
    // one line of 10 ml: score = 10 × e
    const matrix = { 1: { 1: 4, 2: -1, 3: -1.01, 4: 4.1 } };
    const indicators = [indicator(1), indicator(2), indicator(3), indicator(4)];
    const result = suggestIndicators(indicators, recipe, matrix);
    expect(result.map((i) => i.skinIndicatorId)).toEqual([4, 3]);
    expect(result[0]?.score).toBeCloseTo(41, 10);
    expect(result[1]?.score).toBeCloseTo(-10.1, 10);
  });

  it('suggests nothing when the total volume is 0', () => {
    const recipe = [{ productId: 1, volume: 0 }];
    expect(recipeIndicatorScore(A, recipe, { 1: { [A]: 10 } })).toBe(0);
    expect(suggestIndicators([indicator(A)], recipe, { 1: { [A]: 10 } })).toEqual([]);
    expect(suggestIndicators([indicator(A)], [], { 1: { [A]: 10 } })).toEqual([]);
  });

  it('leaves out disabled indicators and sorts by score, then name', () => {
    const recipe = [{ productId: 1, volume: 1 }];
    const matrix = { 1: { 1: 5, 2: 5, 3: 9, 4: 9 } };
    const indicators = [
      indicator(1, { name: 'Redness' }),
      indicator(2, { name: 'Acne' }),
      indicator(3, { name: 'Dryness', enabled: false }),
      indicator(4, { name: 'Wrinkles' }),
    ];
    // Wrinkles 90, then Acne and Redness at 50 by name; Dryness disabled
    expect(suggestIndicators(indicators, recipe, matrix).map((i) => i.skinIndicatorId)).toEqual([4, 2, 1]);
  });
});

describe('isIndicatorScoreShown', () => {
  it('shows scores of at least 40 or negative', () => {
    expect(isIndicatorScoreShown(40)).toBe(true);
    expect(isIndicatorScoreShown(56)).toBe(true);
    expect(isIndicatorScoreShown(39.9)).toBe(false);
    expect(isIndicatorScoreShown(0)).toBe(false);
    expect(isIndicatorScoreShown(-0.1)).toBe(true);
    expect(isIndicatorScoreShown(Number.NaN)).toBe(false);
  });
});
