import type { ScoredProduct } from '../../../common/scoring/index.js';
import type { CatalogueProduct } from '../catalogue/catalogue.types.js';

/** Products of scored lists, best first; lists of several kinds are merged by score (a stable sort keeps name order on ties). */
export function productsOf(
  lists: readonly (readonly ScoredProduct[])[],
  product: (id: number) => CatalogueProduct | undefined,
): CatalogueProduct[] {
  return lists
    .flat()
    .sort((a, b) => b.score - a.score)
    .flatMap((s) => {
      const p = product(s.productId);
      return p ? [p] : [];
    });
}
