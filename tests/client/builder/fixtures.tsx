import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Catalogue, CatalogueProduct } from '../../../client/features/catalogue/catalogue.types.js';
import { indexCatalogue } from '../../../client/features/catalogue/catalogueIndex.js';
import { LocaleContext } from '../../../client/i18n/LocaleProvider.js';
import { withI18n, staticLocaleApi } from '../support/render.js';

const product = (
  p: Partial<CatalogueProduct> & Pick<CatalogueProduct, 'id' | 'code' | 'productCategory' | 'productUsage'>,
): CatalogueProduct => ({
  namePlaceholder: `PRODUCT_NAME_${p.code}`,
  descriptionPlaceholder: `PRODUCT_DESCRIPTION_${p.code}`,
  enabled: true,
  searchLinks: {},
  isInOffer: true,
  baseProductSuggestions: [],
  ...p,
});

/** A small catalogue: two bases, eleven actives, a cleanser, a care product; two indicators. */
export const CATALOGUE: Catalogue = {
  products: [
    product({
      id: 1,
      code: 'base-cream',
      productCategory: 'MODULAR',
      productUsage: 'BASE',
      baseProductSuggestions: [
        { baseSize: 44, increment: 0.5, maxVolumeSuggestion: 50, recommendedInput: 1 },
        { baseSize: 94, increment: 1, maxVolumeSuggestion: 100, recommendedInput: 2 },
      ],
    }),
    product({ id: 2, code: 'base-gel', productCategory: 'MODULAR', productUsage: 'BASE' }),
    product({ id: 3, code: 'niacinamide', productCategory: 'MODULAR', productUsage: 'ACTIVE' }),
    product({ id: 4, code: 'retinol', productCategory: 'MODULAR', productUsage: 'ACTIVE', isInOffer: false }),
    product({ id: 5, code: 'hyaluron', productCategory: 'MODULAR', productUsage: 'ACTIVE' }),
    product({ id: 6, code: 'cleanser', productCategory: 'CLEANING', productUsage: 'READY_PRODUCT' }),
    product({ id: 7, code: 'day-cream', productCategory: 'CARE', productUsage: 'READY_PRODUCT' }),
    // Enough actives for "show more".
    ...Array.from({ length: 8 }, (_, i) =>
      product({ id: 20 + i, code: `zz-extra-${i}`, productCategory: 'MODULAR', productUsage: 'ACTIVE' }),
    ),
  ],
  skinIndicators: [
    {
      id: 11,
      code: 'acne',
      namePlaceholder: 'SKIN_INDICATOR_NAME_acne',
      descriptionPlaceholder: 'D',
      skinIndicatorCategory: 'CONDITION',
      enabled: true,
      searchLinks: {},
    },
    {
      id: 12,
      code: 'dryness',
      namePlaceholder: 'SKIN_INDICATOR_NAME_dryness',
      descriptionPlaceholder: 'D',
      skinIndicatorCategory: 'CONDITION',
      enabled: true,
      searchLinks: {},
    },
  ],
  incis: [],
  incisInProducts: {},
  productToIndicatorEvaluation: {
    '1': { '11': 2, '12': 5 },
    '3': { '11': 9, '12': 1 },
    '4': { '11': 8, '12': -6 },
    '5': { '11': 0, '12': 10 },
  },
  indicatorToProductEvaluation: {},
};

/** Names as the tests read them: the code, capitalised ("Niacinamide"). */
export const nameOf = (code: string) => code.charAt(0).toUpperCase() + code.slice(1);

export const translate = (key: string) => {
  const match = /^(?:PRODUCT_NAME|SKIN_INDICATOR_NAME)_(.+)$/.exec(key);
  return match ? nameOf(match[1]!) : key;
};

export const INDEX = indexCatalogue(CATALOGUE, translate);

export const productById = (id: number) => CATALOGUE.products.find((p) => p.id === id)!;

const locale = staticLocaleApi;

/** The seeded texts (en_GB), the UI locale and a router around a builder component. */
export function inBuilder(children: ReactNode) {
  return withI18n(
    <LocaleContext.Provider value={locale}>
      <MemoryRouter>{children}</MemoryRouter>
    </LocaleContext.Provider>,
  );
}
