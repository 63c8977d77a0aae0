import { useMemo } from 'react';
import {
  contraindications,
  explainProductScore,
  suggestIndicators,
  suggestProducts,
  type EvaluationMatrix,
  type ProductSuggestions,
  type ScoredIndicator,
  type ScoreExplanation,
} from '../../../common/scoring/index.js';
import type { CatalogueIndex } from '../catalogue/catalogueIndex.js';
import { recipeLines, type ProgramDraft } from './programDraft.js';

const matrixOf = (index: CatalogueIndex) => index.catalogue.productToIndicatorEvaluation as unknown as EvaluationMatrix;

/** The scored product lists for the chosen indicators (empty lists without indicators), computed on the client. */
export function useProductSuggestions(draft: ProgramDraft, index: CatalogueIndex): ProductSuggestions {
  return useMemo(
    () => suggestProducts(index.scoringProducts, draft.indicators, matrixOf(index)),
    [index, draft.indicators],
  );
}

/** The skin conditions the custom cream's current volumes address (recomputed as volumes change). */
export function useRecipeIndicators(draft: ProgramDraft, index: CatalogueIndex): ScoredIndicator[] {
  const { base, actives } = draft;
  return useMemo(
    () => suggestIndicators(index.scoringIndicators, recipeLines({ base, actives }), matrixOf(index)),
    [index, base, actives],
  );
}

/** Explains the score of any product for the chosen indicators (common/scoring: the same numbers as the API). */
export function useScoreExplainer(draft: ProgramDraft, index: CatalogueIndex): (productId: number) => ScoreExplanation {
  return useMemo(() => {
    const matrix = matrixOf(index);
    return (productId: number) => explainProductScore(productId, draft.indicators, matrix);
  }, [index, draft.indicators]);
}

/**
 * The chosen indicators a product may worsen (evaluation at or below CONTRAINDICATION_THRESHOLD),
 * worst first; empty while none is chosen.
 */
export function useContraindications(
  draft: Pick<ProgramDraft, 'indicators'>,
  index: CatalogueIndex,
): (productId: number) => number[] {
  return useMemo(() => {
    const matrix = matrixOf(index);
    const indicatorIds = draft.indicators.map((i) => i.skinIndicatorId);
    return (productId: number) => contraindications([productId], indicatorIds, matrix).map((c) => c.indicatorId);
  }, [index, draft.indicators]);
}
