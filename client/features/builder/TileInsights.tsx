import { useCallback, type ReactNode } from 'react';
import { warningsOf } from '../../../common/combinations.js';
import type { CatalogueIndex } from '../catalogue/catalogueIndex.js';
import { CombinationWarningText } from './CombinationWarning.js';
import { ContraindicationWarning } from './ContraindicationWarning.js';
import { hasSuggestions, type ProgramDraft } from './programDraft.js';
import { ScoreExplainer } from './ScoreExplainer.js';
import { useCombinationWarnings } from './useCombinationWarnings.js';
import { useContraindications, useScoreExplainer } from './useSuggestions.js';

/**
 * What a product tile adds under its name: while indicators are chosen, the score with its
 * explanation and, for a chosen product, the indicators it may worsen; for a chosen product, the
 * combination rules it meets with another chosen one (with or without indicators).
 */
export function useTileInsights(
  draft: ProgramDraft,
  index: CatalogueIndex,
): (productId: number, selected: boolean) => ReactNode {
  const explain = useScoreExplainer(draft, index);
  const worsens = useContraindications(draft, index);
  const combinations = useCombinationWarnings(draft, index);
  const scored = hasSuggestions(draft);
  return useCallback(
    (productId: number, selected: boolean) => {
      const combined = selected ? warningsOf(combinations, productId) : [];
      if (!scored && combined.length === 0) return null;
      const name = index.productName(productId);
      return (
        <>
          {scored && (
            <ScoreExplainer name={name} explanation={explain(productId)} indicatorName={index.indicatorName} />
          )}
          {scored && selected && (
            <ContraindicationWarning
              className="product-tile__warning"
              product={name}
              indicators={worsens(productId).map(index.indicatorName)}
            />
          )}
          {combined.map((w) => (
            <CombinationWarningText
              key={`${w.ruleId}-${w.productIds.join('-')}`}
              warning={w}
              productName={index.productName}
              className="product-tile__warning"
            />
          ))}
        </>
      );
    },
    [scored, explain, worsens, combinations, index],
  );
}
