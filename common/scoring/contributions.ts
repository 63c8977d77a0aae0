/**
 * Explainable suggestions: a product's score as the sum of per-indicator points.
 *
 * The score is 10 × Σ(w·e) / Σ(w) (product-score.ts), so the exact contribution of one chosen
 * indicator is e × w ÷ Σw × 10. The UI shows the score as a whole number (`shownScore`: half up,
 * as VolumesStep rounds indicator scores), and the points on screen must add up to it. Rounding
 * each contribution on its own would not (three thirds of 10 round to 3 + 3 + 3 = 9), so points
 * are apportioned by the largest-remainder method: every contribution is floored, and the units
 * still missing to reach the shown score go one each to the contributions with the largest
 * remainders (ties: the indicator chosen first). The points are thus whole numbers, each within
 * 1 of its exact value, and their sum is exactly the shown score.
 */
import { roundTo } from '../volume.js';
import { issueWeights } from './product-score.js';
import { evaluationOf, type EvaluationMatrix, type SkinIssue } from './types.js';

export interface ScoreContribution {
  indicatorId: number;
  /** The product's evaluation for the indicator (-10..10; missing counts 0). */
  evaluation: number;
  /** The priority weight (LOW 1, MEDIUM 2, HIGH 3). */
  weight: number;
  /** The whole points shown; the contributions' points add up to `shownScore(score)`. */
  points: number;
}

export interface ScoreExplanation {
  /** The exact score (as productScore). */
  score: number;
  /** The score as displayed: a whole number. */
  shownScore: number;
  /** One per chosen indicator, largest points first (ties: exact value, then the order chosen). */
  contributions: ScoreContribution[];
}

/** Values this close to a whole number are that number (floating-point dust of w·e·10/Σw). */
const DUST = 1e-9;

/** The score as the UI shows it: a whole number, half up (-2.5 → -2, 2.5 → 3). */
export function shownScore(score: number): number {
  return Number.isFinite(score) ? roundTo(score, 0) : 0;
}

function floorWithoutDust(value: number): number {
  const nearest = Math.round(value);
  return Math.abs(value - nearest) < DUST ? nearest : Math.floor(value);
}

/**
 * Explains a product's score for the chosen skin issues (one priority per indicator, the last
 * entry winning, as in productScore): the exact score, the shown score and the contributions.
 * No issue: score 0 and no contribution.
 */
export function explainProductScore(
  productId: number,
  issues: readonly SkinIssue[],
  matrix: EvaluationMatrix,
): ScoreExplanation {
  const weights = issueWeights(issues);
  let totalWeight = 0;
  let weighted = 0;
  for (const [indicatorId, weight] of weights) {
    totalWeight += weight;
    weighted += weight * evaluationOf(matrix, productId, indicatorId);
  }
  if (totalWeight <= 0) return { score: 0, shownScore: 0, contributions: [] };
  const score = (10 * weighted) / totalWeight;
  const shown = shownScore(score);

  const rows = [...weights].map(([indicatorId, weight], order) => {
    const evaluation = evaluationOf(matrix, productId, indicatorId);
    const exact = (10 * weight * evaluation) / totalWeight;
    const floor = floorWithoutDust(exact);
    return { indicatorId, evaluation, weight, exact, order, points: floor, remainder: exact - floor };
  });
  const floors = rows.reduce((sum, row) => sum + row.points, 0);
  // The bounds below hold mathematically (0 ≤ missing ≤ rows); clamping keeps dust harmless.
  const missing = Math.max(0, Math.min(rows.length, shown - floors));
  [...rows]
    .sort((a, b) => b.remainder - a.remainder || a.order - b.order)
    .slice(0, missing)
    .forEach((row) => (row.points += 1));

  const contributions = rows
    .sort((a, b) => b.points - a.points || b.exact - a.exact || a.order - b.order)
    .map(({ indicatorId, evaluation, weight, points }) => ({ indicatorId, evaluation, weight, points: points || 0 })); // no -0
  return { score, shownScore: shown, contributions };
}
