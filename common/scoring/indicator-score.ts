import {
  byScoreThenName,
  evaluationOf,
  type EvaluationMatrix,
  type RecipeLine,
  type ScoredIndicator,
  type ScoringIndicator,
} from './types.js';

/** Indicators are suggested for a recipe above this score (exclusive)… */
export const INDICATOR_SUGGESTED_ABOVE = 40;
/** …or below this one (exclusive). */
export const INDICATOR_SUGGESTED_BELOW = -10;

/** NaN, infinite and negative volumes count as 0. */
function usableVolume(volume: number): number {
  return Number.isFinite(volume) && volume > 0 ? volume : 0;
}

function totalOf(recipe: readonly RecipeLine[]): number {
  return recipe.reduce((sum, line) => sum + usableVolume(line.volume), 0);
}

function scoreFor(indicatorId: number, recipe: readonly RecipeLine[], matrix: EvaluationMatrix, total: number): number {
  if (total <= 0) return 0;
  let weighted = 0;
  for (const line of recipe) {
    const volume = usableVolume(line.volume);
    if (volume > 0) weighted += volume * evaluationOf(matrix, line.productId, indicatorId);
  }
  return (10 * weighted) / total;
}

/**
 * How a recipe (base and active lines) serves an indicator: 10 × Σ(volume·e) / Σ(volume) over
 * the lines with a positive volume; 0 when the total volume is 0. Not rounded.
 */
export function recipeIndicatorScore(
  indicatorId: number,
  recipe: readonly RecipeLine[],
  matrix: EvaluationMatrix,
): number {
  return scoreFor(indicatorId, recipe, matrix, totalOf(recipe));
}

/**
 * The enabled indicators a recipe addresses (score > 40) or works against (score < -10),
 * best score first, then by name. An empty recipe (total volume 0) suggests nothing.
 */
export function suggestIndicators(
  indicators: readonly ScoringIndicator[],
  recipe: readonly RecipeLine[],
  matrix: EvaluationMatrix,
): ScoredIndicator[] {
  const total = totalOf(recipe);
  if (total <= 0) return [];
  const names = new Map<number, string>();
  const result: ScoredIndicator[] = [];
  for (const indicator of indicators) {
    if (!indicator.enabled) continue;
    const score = scoreFor(indicator.id, recipe, matrix, total);
    if (score > INDICATOR_SUGGESTED_ABOVE || score < INDICATOR_SUGGESTED_BELOW) {
      names.set(indicator.id, indicator.name);
      result.push({ skinIndicatorId: indicator.id, score });
    }
  }
  return result.sort(
    byScoreThenName(
      (i) => names.get(i.skinIndicatorId) ?? '',
      (i) => i.skinIndicatorId,
    ),
  );
}

/**
 * Whether an indicator's score is displayed (user spec section 9: "displayed only if at least
 * 40 or negative"). `score` is on the same scale as the functions above (already times 10).
 */
export function isIndicatorScoreShown(score: number): boolean {
  return Number.isFinite(score) && (score >= INDICATOR_SUGGESTED_ABOVE || score < 0);
}
