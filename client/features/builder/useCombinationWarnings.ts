import { useMemo } from 'react';
import { combinationWarnings, type CombinationWarning, type ProgramProduct } from '../../../common/combinations.js';
import type { CatalogueIndex } from '../catalogue/catalogueIndex.js';
import { recipeLines, type ProgramDraft } from './programDraft.js';

/**
 * The combination rules the draft meets (common/combinations: the same rule as the PDF's), from
 * the rules that came with the builder's catalogue, so they hold offline too. Informs only.
 */
export function useCombinationWarnings(
  draft: Pick<ProgramDraft, 'base' | 'actives' | 'wash' | 'ready'>,
  index: CatalogueIndex,
): CombinationWarning[] {
  const { base, actives, wash, ready } = draft;
  return useMemo(() => {
    const rules = index.catalogue.combinationRules ?? [];
    if (rules.length === 0) return [];
    const line = (productId: number, inCream: boolean): ProgramProduct[] => {
      const product = index.product(productId);
      return product ? [{ productId, category: product.productCategory, inCream }] : [];
    };
    return combinationWarnings(rules, [
      ...recipeLines({ base, actives }).flatMap((l) => line(l.productId, true)),
      ...[...wash, ...ready].flatMap((l) => line(l.productId, false)),
    ]);
  }, [index, base, actives, wash, ready]);
}
