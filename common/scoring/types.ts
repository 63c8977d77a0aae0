import type { Priority, ProductCategory, ProductUsage } from '../enums.js';

/** Suggestion weights of the priorities (back-office spec section 9; the builder stores 0..2). */
export const PRIORITY_WEIGHTS: Record<Priority, number> = { LOW: 1, MEDIUM: 2, HIGH: 3 };

export interface SkinIssue {
  skinIndicatorId: number;
  priority: Priority;
}

export interface RecipeLine {
  productId: number;
  volume: number;
}

export interface ScoringProduct {
  id: number;
  category: ProductCategory;
  usage: ProductUsage;
  enabled: boolean;
  name: string;
}

export interface ScoringIndicator {
  id: number;
  enabled: boolean;
  name: string;
}

/** productId → indicatorId → evaluation (-10..10); a missing entry counts 0. */
export type EvaluationMatrix = Readonly<Record<number, Readonly<Record<number, number>>>>;

export interface ScoredProduct {
  productId: number;
  score: number;
}

export interface ScoredIndicator {
  skinIndicatorId: number;
  score: number;
}

export interface ProductSuggestions {
  base: ScoredProduct[];
  active: ScoredProduct[];
  care: ScoredProduct[];
  cleaning: ScoredProduct[];
  notRecommended: ScoredProduct[];
}

/** The evaluation of a product for an indicator; missing or non-finite counts 0. */
export function evaluationOf(matrix: EvaluationMatrix, productId: number, indicatorId: number): number {
  const value = matrix[productId]?.[indicatorId];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Sorts by score (descending unless `ascending`), then by name, then by id for a stable result. */
export function byScoreThenName<T extends { score: number }>(
  nameOf: (item: T) => string,
  idOf: (item: T) => number,
  ascending = false,
): (a: T, b: T) => number {
  return (a, b) => {
    if (a.score !== b.score) return ascending ? a.score - b.score : b.score - a.score;
    const byName = nameOf(a).localeCompare(nameOf(b));
    return byName !== 0 ? byName : idOf(a) - idOf(b);
  };
}
