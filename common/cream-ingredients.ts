/**
 * The custom cream's ingredients: every INCI ingredient of its base and active
 * products once, with the products it comes from and their share of the cream's volume.
 *
 * Only the products' volumes are known, not the ingredients' concentrations, so the order is an
 * approximation: by the volume of product that carries the ingredient (more first), then by its
 * best label position among those products (labels list ingredients by falling concentration),
 * then by name. The INCI data marks no allergens, so none are marked.
 */
import type { InciLine } from './catalogue.js';
import { safeVolume, totalVolume } from './volume.js';

export interface IngredientSource {
  productId: number;
  /** The product's volume in the cream, ml. */
  volume: number;
  /** The product's share of the cream's total volume, 0..1. */
  share: number;
}

export interface CreamIngredient {
  inciId: number;
  /** The volume of the products that carry it, ml (not the ingredient's own amount). */
  volume: number;
  /** That volume's share of the cream, 0..1. */
  share: number;
  /** The products it comes from, largest volume first. */
  sources: IngredientSource[];
}

export interface CreamIngredientsInput {
  /** The cream's base and active lines (volumes in ml; a product listed twice counts once, summed). */
  lines: readonly { productId: number; volume: number }[];
  /** A product's ingredients (label order in `position`). */
  ingredientsOf: (productId: number) => readonly InciLine[] | undefined;
  /** An ingredient's name, for the order of equal ones. */
  inciName: (inciId: number) => string;
}

/** The cream's ingredients, each once; products without volume add none (they are not in it). */
export function creamIngredients({ lines, ingredientsOf, inciName }: CreamIngredientsInput): CreamIngredient[] {
  const volumes = new Map<number, number>();
  for (const line of lines) {
    const volume = safeVolume(line.volume);
    if (volume > 0) volumes.set(line.productId, (volumes.get(line.productId) ?? 0) + volume);
  }
  const total = totalVolume([...volumes.values()].map((volume) => ({ volume })));
  if (total <= 0) return [];

  const byInci = new Map<number, { sources: IngredientSource[]; bestPosition: number }>();
  for (const [productId, volume] of volumes) {
    const seen = new Set<number>();
    for (const { inciId, position } of ingredientsOf(productId) ?? []) {
      const entry = byInci.get(inciId) ?? { sources: [], bestPosition: Number.POSITIVE_INFINITY };
      if (!seen.has(inciId)) entry.sources.push({ productId, volume, share: volume / total });
      seen.add(inciId);
      entry.bestPosition = Math.min(entry.bestPosition, position);
      byInci.set(inciId, entry);
    }
  }

  const result = [...byInci].map(([inciId, { sources, bestPosition }]) => {
    const volume = totalVolume(sources);
    return {
      inciId,
      volume,
      share: volume / total,
      bestPosition,
      sources: sources.sort((a, b) => b.volume - a.volume),
    };
  });
  result.sort(
    (a, b) =>
      b.volume - a.volume ||
      a.bestPosition - b.bestPosition ||
      inciName(a.inciId).localeCompare(inciName(b.inciId)) ||
      a.inciId - b.inciId,
  );
  return result.map(({ bestPosition: _position, ...ingredient }) => ingredient);
}
