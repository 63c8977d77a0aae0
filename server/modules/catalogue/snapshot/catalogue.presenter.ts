import type { CatalogueProduct } from '../../../../common/catalogue.js';
import type { CatalogueProductRow, CatalogueSnapshot } from './catalogue-snapshot.js';
import { isInOffer } from './catalogue-visibility.js';

/** A product as the caller sees it: the user-side fields of the spec with the region's offer. */
export function offeredProduct(
  snapshot: CatalogueSnapshot,
  p: CatalogueProductRow,
  regionId: number | null,
): CatalogueProduct {
  return {
    id: p.id,
    code: p.code,
    namePlaceholder: p.namePlaceholder,
    descriptionPlaceholder: p.descriptionPlaceholder,
    productCategory: p.productCategory,
    productUsage: p.productUsage,
    enabled: p.enabled,
    searchLinks: p.searchLinks,
    isInOffer: isInOffer(snapshot, p, regionId),
    baseProductSuggestions: p.baseProductSuggestions,
  };
}

/**
 * A product's base suggestions with the id the REST bundle gives them (catalogue-bundle.ts): its
 * place in the stored list (1, 2, …), stable until the product is saved.
 */
export function numberedSuggestions<T extends object>(suggestions: readonly T[]): Array<T & { id: number }> {
  return suggestions.map((suggestion, i) => ({ id: i + 1, ...suggestion }));
}
