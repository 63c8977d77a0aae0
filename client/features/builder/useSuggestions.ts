import { useMemo } from 'react';
import { suggestIndicators, suggestProducts, type EvaluationMatrix, type ProductSuggestions, type ScoredIndicator } from '../../../common/scoring/index.js';
import type { CatalogueIndex } from '../catalogue/catalogueIndex.js';
import { recipeLines, type ProgramDraft } from './programDraft.js';

const matrixOf = (index: CatalogueIndex) => index.catalogue.productToIndicatorEvaluation as unknown as EvaluationMatrix;

/** The scored product lists for the chosen indicators (empty lists without indicators), computed on the client. */
export function useProductSuggestions(draft: ProgramDraft, index: CatalogueIndex): ProductSuggestions {
  return useMemo(() => suggestProducts(index.scoringProducts, draft.indicators, matrixOf(index)), [index, draft.indicators]);
}

/** The skin conditions the custom cream's current volumes address (recomputed as volumes change). */
export function useRecipeIndicators(draft: ProgramDraft, index: CatalogueIndex): ScoredIndicator[] {
  return useMemo(
    () => suggestIndicators(index.scoringIndicators, recipeLines(draft), matrixOf(index)),
    [index, draft.base, draft.actives],
  );
}
