import { describe, expect, it } from '@jest/globals';
import {
  canonicalPair,
  combinationWarnings,
  warningLeadKey,
  warningsOf,
  type CombinationRule,
  type ProgramProduct,
} from '../../common/combinations.js';
import { combinationRuleSaveSchema } from '../../common/validation/combination.js';

// Products: 1 retinol (MODULAR, in the cream), 2 salicylic acid (MODULAR), 3 vitamin C (MODULAR),
// 4 and 5 two CLEANING products, 6 a CARE product.
const rule = (id: number, over: Partial<CombinationRule>): CombinationRule => ({
  id,
  productId: 1,
  otherProductId: null,
  otherCategory: null,
  kind: 'NOT_TOGETHER',
  severity: 'MEDIUM',
  messagePlaceholder: `M${id}`,
  ...over,
});
const cream = (productId: number): ProgramProduct => ({ productId, category: 'MODULAR', inCream: true });
const ready = (productId: number, category: ProgramProduct['category'] = 'MODULAR'): ProgramProduct => ({
  productId,
  category,
  inCream: false,
});
const pairs = (warnings: ReturnType<typeof combinationWarnings>) =>
  warnings.map((w) => `${w.ruleId}:${w.productIds.join('+')}${w.mixed ? ' mixed' : ''}`);

describe('combinationWarnings', () => {
  it('warns for a product pair only when both are in the program, whichever of the two the rule names first', () => {
    const rules = [rule(1, { productId: 2, otherProductId: 1 })];
    expect(pairs(combinationWarnings(rules, [cream(1)]))).toEqual([]);
    expect(pairs(combinationWarnings(rules, [cream(2)]))).toEqual([]);
    expect(pairs(combinationWarnings(rules, [cream(1), ready(3)]))).toEqual([]);
    // Rule 2–1 with both present: one warning, the rule's product first; both in the cream: mixed.
    expect(pairs(combinationWarnings(rules, [cream(1), cream(2)]))).toEqual(['1:2+1 mixed']);
    // One of them as a ready product: they can go to separate routine times.
    expect(pairs(combinationWarnings(rules, [cream(1), ready(2)]))).toEqual(['1:2+1']);
  });

  it('a category rule meets every other product of the category, one warning each, never the product itself', () => {
    const rules = [rule(7, { productId: 1, otherCategory: 'CLEANING' })];
    const program = [cream(1), ready(4, 'CLEANING'), ready(5, 'CLEANING'), ready(6, 'CARE')];
    expect(pairs(combinationWarnings(rules, program))).toEqual(['7:1+4', '7:1+5']);
    // Without the rule's product nothing applies, however many of the category are there.
    expect(pairs(combinationWarnings(rules, program.slice(1)))).toEqual([]);
    // The rule's own category names the product itself too: it is skipped, the others warned.
    expect(pairs(combinationWarnings([rule(8, { otherCategory: 'MODULAR' })], [cream(1), cream(2)]))).toEqual([
      '8:1+2 mixed',
    ]);
  });

  it('orders by severity (HIGH first), then rule id, then the other product; a product listed twice counts once', () => {
    const rules = [
      rule(3, { otherProductId: 2, severity: 'LOW' }),
      rule(5, { otherCategory: 'CLEANING', severity: 'HIGH' }),
      rule(4, { productId: 3, otherProductId: 1, severity: 'MEDIUM' }),
      rule(2, { otherProductId: 3, severity: 'MEDIUM' }),
    ];
    // Product 1 listed in the cream and again as a ready product: in the cream.
    const program = [ready(1), cream(1), cream(2), cream(3), ready(5, 'CLEANING'), ready(4, 'CLEANING')];
    expect(pairs(combinationWarnings(rules, program))).toEqual([
      '5:1+4',
      '5:1+5',
      '2:1+3 mixed',
      '4:3+1 mixed',
      '3:1+2 mixed',
    ]);
  });

  it('warningsOf: the warnings that name a product, on either side', () => {
    const warnings = combinationWarnings(
      [rule(1, { otherProductId: 2 }), rule(2, { productId: 3, otherProductId: 2 })],
      [cream(1), cream(2), cream(3)],
    );
    expect(warningsOf(warnings, 2).map((w) => w.ruleId)).toEqual([1, 2]);
    expect(warningsOf(warnings, 3).map((w) => w.ruleId)).toEqual([2]);
    expect(warningsOf(warnings, 9)).toEqual([]);
  });

  it('warningLeadKey: not together, or the same routine time (mixed in the cream or not)', () => {
    expect(warningLeadKey({ kind: 'NOT_TOGETHER', mixed: true })).toBe('COMBINATION_LEAD_NOT_TOGETHER');
    expect(warningLeadKey({ kind: 'NOT_SAME_ROUTINE_TIME', mixed: false })).toBe('COMBINATION_LEAD_SAME_TIME');
    expect(warningLeadKey({ kind: 'NOT_SAME_ROUTINE_TIME', mixed: true })).toBe('COMBINATION_LEAD_SAME_TIME_MIXED');
  });

  it('canonicalPair keeps the smaller id first', () => {
    expect(canonicalPair(9, 4)).toEqual([4, 9]);
    expect(canonicalPair(4, 9)).toEqual([4, 9]);
  });
});

describe('combinationRuleSaveSchema', () => {
  const valid = {
    productId: 1,
    otherProductId: 2,
    kind: 'NOT_TOGETHER',
    severity: 'HIGH',
    messages: [
      { locale: 'de_DE', value: 'Nicht zusammen.' },
      { locale: 'en_GB', value: 'Not together.' },
    ],
  };
  const errors = async (value: unknown) => {
    try {
      await combinationRuleSaveSchema.validate(value, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { inner: Array<{ path: string; message: string }> }).inner.map((e) => `${e.path}: ${e.message}`);
    }
  };

  it('accepts a product pair and a category rule', async () => {
    expect(await errors(valid)).toEqual([]);
    expect(await errors({ ...valid, otherProductId: null, otherCategory: 'CARE' })).toEqual([]);
  });

  it('refuses a product with itself, no partner, two partners and a missing required locale', async () => {
    expect(await errors({ ...valid, otherProductId: 1 })).toEqual([
      'otherProductId: VALIDATION_COMBINATION_SAME_PRODUCT',
    ]);
    expect(await errors({ ...valid, otherProductId: null })).toEqual(['otherProductId: VALIDATION_REQUIRED']);
    expect(await errors({ ...valid, otherCategory: 'CARE' })).toEqual(['otherProductId: VALIDATION_INVALID_VALUE']);
    expect(await errors({ ...valid, messages: [{ locale: 'en_GB', value: 'x' }] })).toEqual([
      'messages: countryValueRequired',
    ]);
    expect(await errors({ ...valid, kind: 'SOMETIMES' })).toEqual(['kind: VALIDATION_INVALID_VALUE']);
  });
});
