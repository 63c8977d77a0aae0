import { programListOf, type ProgramList } from '../product-role.js';
import {
  PRIORITY_WEIGHTS,
  byScoreThenName,
  evaluationOf,
  type EvaluationMatrix,
  type ProductSuggestions,
  type ScoredProduct,
  type ScoringProduct,
  type SkinIssue,
} from './types.js';

/** Thresholds of the suggested lists (DESIGN.md, "Rules fixed here"). */
export const SUGGESTION_THRESHOLDS = {
  /** BASE products are suggested above this score (exclusive). */
  base: 10,
  /** ACTIVE products are suggested above this score (exclusive). */
  active: 20,
  /** CARE products are suggested above this score (exclusive). */
  care: 20,
  /** CLEANING products are suggested at or above this score (inclusive). */
  cleaning: 0,
  /** Products at or below this score are not recommended (inclusive). */
  notRecommended: -10,
} as const;

type SuggestionKind = 'base' | 'active' | 'care' | 'cleaning';

/**
 * One priority per indicator: when an indicator appears more than once, the last entry wins
 * (as when a user changes the priority of an already chosen indicator).
 */
export function issueWeights(issues: readonly SkinIssue[]): Map<number, number> {
  const weights = new Map<number, number>();
  for (const issue of issues) {
    weights.set(issue.skinIndicatorId, PRIORITY_WEIGHTS[issue.priority] ?? 0);
  }
  return weights;
}

function scoreWithWeights(productId: number, weights: Map<number, number>, matrix: EvaluationMatrix): number {
  let weighted = 0;
  let totalWeight = 0;
  for (const [indicatorId, weight] of weights) {
    weighted += weight * evaluationOf(matrix, productId, indicatorId);
    totalWeight += weight;
  }
  return totalWeight > 0 ? (10 * weighted) / totalWeight : 0;
}

/**
 * A product's score for the chosen skin issues: 10 × Σ(w·e) / Σ(w), w the priority weight and
 * e the product's evaluation for the issue's indicator (missing = 0). 0 when no issue is chosen.
 * Not rounded: the UI rounds for display.
 */
export function productScore(productId: number, issues: readonly SkinIssue[], matrix: EvaluationMatrix): number {
  return scoreWithWeights(productId, issueWeights(issues), matrix);
}

/** The suggested list of each program list (COLOR products have none, so are never scored). */
const SUGGESTION_KIND: Record<ProgramList, SuggestionKind> = {
  BASE: 'base',
  ACTIVE: 'active',
  READY: 'care',
  WASH: 'cleaning',
};

function kindOf(product: ScoringProduct): SuggestionKind | null {
  const list = programListOf(product.category, product.usage);
  return list === null ? null : SUGGESTION_KIND[list];
}

function isSuggested(kind: SuggestionKind, score: number): boolean {
  return kind === 'cleaning' ? score >= SUGGESTION_THRESHOLDS.cleaning : score > SUGGESTION_THRESHOLDS[kind];
}

/**
 * Splits the enabled products into the suggested lists and the not-recommended list.
 * An empty issue list suggests nothing. Suggested lists: best score first, then by name;
 * not recommended: worst score first, then by name.
 */
export function suggestProducts(
  products: readonly ScoringProduct[],
  issues: readonly SkinIssue[],
  matrix: EvaluationMatrix,
): ProductSuggestions {
  const result: ProductSuggestions = { base: [], active: [], care: [], cleaning: [], notRecommended: [] };
  if (issues.length === 0) return result;

  const weights = issueWeights(issues);
  const names = new Map<number, string>();
  for (const product of products) {
    if (!product.enabled) continue;
    const kind = kindOf(product);
    if (kind === null) continue;
    const score = scoreWithWeights(product.id, weights, matrix);
    names.set(product.id, product.name);
    if (isSuggested(kind, score)) result[kind].push({ productId: product.id, score });
    else if (score <= SUGGESTION_THRESHOLDS.notRecommended)
      result.notRecommended.push({ productId: product.id, score });
  }

  const nameOf = (p: ScoredProduct) => names.get(p.productId) ?? '';
  const idOf = (p: ScoredProduct) => p.productId;
  const best = byScoreThenName(nameOf, idOf);
  result.base.sort(best);
  result.active.sort(best);
  result.care.sort(best);
  result.cleaning.sort(best);
  result.notRecommended.sort(byScoreThenName(nameOf, idOf, true));
  return result;
}
