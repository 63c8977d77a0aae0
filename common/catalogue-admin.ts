/** Rules of the product and indicator forms (back-office spec sections 4 and 5), for both sides. */
import type { ProductCategory, ProductUsage } from './enums.js';
import { DEFAULT_BASE_SUGGESTION, type BaseSuggestion } from './volume.js';

/** Usages a MODULAR product may have; any other category is a READY_PRODUCT. */
export const MODULAR_USAGES: readonly ProductUsage[] = ['BASE', 'ACTIVE'];

/** The usage a category allows: READY_PRODUCT unless MODULAR (which keeps BASE or ACTIVE). */
export function effectiveUsage(category: ProductCategory, usage: ProductUsage): ProductUsage {
  if (category !== 'MODULAR') return 'READY_PRODUCT';
  return MODULAR_USAGES.includes(usage) ? usage : 'ACTIVE';
}

/** Base suggestions belong to BASE products only. */
export const hasBaseSuggestions = (usage: ProductUsage): boolean => usage === 'BASE';

/** The product form's new base suggestion row: the defaults of common/volume.ts, defined there once. */
export const NEW_BASE_SUGGESTION: Readonly<BaseSuggestion> = DEFAULT_BASE_SUGGESTION;

/** Defaults of a new product and indicator (spec section 3). */
export const NEW_PRODUCT = { productCategory: 'MODULAR', productUsage: 'ACTIVE', enabled: false } as const;
export const NEW_SKIN_INDICATOR = { skinIndicatorCategory: 'CONDITION', enabled: false } as const;

/** Locales whose name and description must be filled in (countryValueRequired). */
export const REQUIRED_TEXT_LOCALES: readonly string[] = ['de_DE', 'en_GB'];
