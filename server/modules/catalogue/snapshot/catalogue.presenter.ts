import type { CatalogueProduct } from '../../../../common/catalogue.js';
import type { CatalogueProductRow, CatalogueSnapshot } from './catalogue-snapshot.js';
import { isInOffer } from './catalogue-visibility.js';

/** A product as the caller sees it: the user-side fields of the spec with the region's offer. */
export function offeredProduct(snapshot: CatalogueSnapshot, p: CatalogueProductRow, regionId: number | null): CatalogueProduct {
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
