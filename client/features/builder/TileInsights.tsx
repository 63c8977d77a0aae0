import { useCallback, type ReactNode } from 'react';
import type { CatalogueIndex } from '../catalogue/catalogueIndex.js';
import { ContraindicationWarning } from './ContraindicationWarning.js';
import { hasSuggestions, type ProgramDraft } from './programDraft.js';
import { ScoreExplainer } from './ScoreExplainer.js';
import { useContraindications, useScoreExplainer } from './useSuggestions.js';

/**
 * What a product tile adds under its name while indicators are chosen: the score with its
 * explanation and, for a chosen product, the indicators it may worsen.
 */
export function useTileInsights(
  draft: ProgramDraft,
  index: CatalogueIndex,
): (productId: number, selected: boolean) => ReactNode {
  const explain = useScoreExplainer(draft, index);
  const worsens = useContraindications(draft, index);
  const scored = hasSuggestions(draft);
  return useCallback(
    (productId: number, selected: boolean) => {
      if (!scored) return null;
      const name = index.productName(productId);
      return (
        <>
          <ScoreExplainer name={name} explanation={explain(productId)} indicatorName={index.indicatorName} />
          {selected && (
            <ContraindicationWarning
              className="product-tile__warning"
              product={name}
              indicators={worsens(productId).map(index.indicatorName)}
            />
          )}
        </>
      );
    },
    [scored, explain, worsens, index],
  );
}
