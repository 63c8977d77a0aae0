/** Rules of the product and indicator forms (back-office spec sections 4 and 5), for both sides. */
import type { ProductCategory, ProductUsage } from './enums.js';
import type { BaseSuggestionInput } from './validation/catalogue.js';

/** Usages a MODULAR product may have; any other category is a READY_PRODUCT. */
export const MODULAR_USAGES: readonly ProductUsage[] = ['BASE', 'ACTIVE'];

/** The usage a category allows: READY_PRODUCT unless MODULAR (which keeps BASE or ACTIVE). */
export function effectiveUsage(category: ProductCategory, usage: ProductUsage): ProductUsage {
  if (category !== 'MODULAR') return 'READY_PRODUCT';
  return MODULAR_USAGES.includes(usage) ? usage : 'ACTIVE';
}

/** Base suggestions belong to BASE products only. */
export const hasBaseSuggestions = (usage: ProductUsage): boolean => usage === 'BASE';

/** DESIGN.md: 44 ml base + six 1 ml actives fill the suggested 50 ml. */
export const NEW_BASE_SUGGESTION: Readonly<Omit<BaseSuggestionInput, 'id'>> = {
  baseSize: 44,
  increment: 0.5,
  maxVolumeSuggestion: 50,
  recommendedInput: 1,
};

/** Defaults of a new product and indicator (spec section 3). */
export const NEW_PRODUCT = { productCategory: 'MODULAR', productUsage: 'ACTIVE', enabled: false } as const;
export const NEW_SKIN_INDICATOR = { skinIndicatorCategory: 'CONDITION', enabled: false } as const;

/** Locales whose name and description must be filled in (countryValueRequired). */
export const REQUIRED_TEXT_LOCALES: readonly string[] = ['de_DE', 'en_GB'];
