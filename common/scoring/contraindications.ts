/**
 * Contraindication warnings: a chosen product that scores this low on a chosen skin
 * indicator may worsen it. The builder warns (tile, volumes stage, summary) but never blocks a save.
 */
import { evaluationOf, type EvaluationMatrix } from './types.js';

/** An evaluation at or below this value (on -10..10) is a contraindication. */
export const CONTRAINDICATION_THRESHOLD = -5;

export interface Contraindication {
  productId: number;
  indicatorId: number;
  evaluation: number;
}

/** Whether an evaluation is a contraindication (a missing evaluation counts 0: never). */
export function isContraindication(evaluation: number): boolean {
  return Number.isFinite(evaluation) && evaluation <= CONTRAINDICATION_THRESHOLD;
}

/**
 * The contraindications among the given products and indicators: products in the order given,
 * each product's indicators worst first (ties: the order given). Duplicate ids count once.
 */
export function contraindications(
  productIds: readonly number[],
  indicatorIds: readonly number[],
  matrix: EvaluationMatrix,
): Contraindication[] {
  const indicators = [...new Set(indicatorIds)];
  return [...new Set(productIds)].flatMap((productId) =>
    indicators
      .map((indicatorId) => ({ productId, indicatorId, evaluation: evaluationOf(matrix, productId, indicatorId) }))
      .filter((c) => isContraindication(c.evaluation))
      .sort((a, b) => a.evaluation - b.evaluation),
  );
}
