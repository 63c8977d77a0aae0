import { describe, expect, it } from '@jest/globals';
import type { InciLine } from '../../common/catalogue.js';
import { creamIngredients } from '../../common/cream-ingredients.js';

// Ingredients: 1 AQUA, 2 GLYCERIN, 3 RETINOL, 4 SQUALANE, 5 NIACINAMIDE.
const NAMES: Record<number, string> = { 1: 'AQUA', 2: 'GLYCERIN', 3: 'RETINOL', 4: 'SQUALANE', 5: 'NIACINAMIDE' };
const label = (...ids: number[]): InciLine[] => ids.map((inciId, position) => ({ inciId, position }));
const LABELS: Record<number, InciLine[]> = {
  10: label(1, 2, 4), // base
  20: label(1, 3, 4), // retinol active
  30: label(5, 2), // niacinamide active
};
const ingredients = (lines: { productId: number; volume: number }[]) =>
  creamIngredients({ lines, ingredientsOf: (id) => LABELS[id], inciName: (id) => NAMES[id]! });

describe('creamIngredients', () => {
  it('lists each ingredient once with its products and their volume shares, by carried volume', () => {
    // 44 ml base + 4 ml retinol + 2 ml niacinamide = 50 ml.
    const result = ingredients([
      { productId: 10, volume: 44 },
      { productId: 20, volume: 4 },
      { productId: 30, volume: 2 },
    ]);
    expect(result.map((i) => [NAMES[i.inciId], i.volume])).toEqual([
      ['AQUA', 48], // 44 + 4, label position 0
      ['SQUALANE', 48], // 44 + 4, best position 2
      ['GLYCERIN', 46], // 44 + 2
      ['RETINOL', 4],
      ['NIACINAMIDE', 2],
    ]);
    expect(result[0]).toEqual({
      inciId: 1,
      volume: 48,
      share: 0.96,
      sources: [
        { productId: 10, volume: 44, share: 0.88 },
        { productId: 20, volume: 4, share: 0.08 },
      ],
    });
    expect(result[4]!.sources).toEqual([{ productId: 30, volume: 2, share: 0.04 }]);
  });

  it('ties of volume and position go by name; a product without ingredients adds none', () => {
    const result = ingredients([
      { productId: 20, volume: 1 },
      { productId: 99, volume: 5 },
    ]);
    expect(result.map((i) => NAMES[i.inciId])).toEqual(['AQUA', 'RETINOL', 'SQUALANE']);
    expect(result[0]!.share).toBeCloseTo(1 / 6);
  });

  it('ignores lines without volume and merges a product listed twice; an empty cream has none', () => {
    expect(
      ingredients([
        { productId: 10, volume: 0 },
        { productId: 30, volume: Number.NaN },
      ]),
    ).toEqual([]);
    expect(ingredients([])).toEqual([]);
    const merged = ingredients([
      { productId: 30, volume: 1 },
      { productId: 30, volume: 1 },
      { productId: 10, volume: 0 },
    ]);
    expect(merged.map((i) => [NAMES[i.inciId], i.volume, i.share, i.sources.length])).toEqual([
      ['NIACINAMIDE', 2, 1, 1],
      ['GLYCERIN', 2, 1, 1],
    ]);
  });
});
