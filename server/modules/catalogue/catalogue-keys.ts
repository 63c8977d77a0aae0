/** Translation keys of catalogue texts, derived from the stable codes. */
export const catalogueKeys = {
  productName: (code: string) => `PRODUCT_NAME_${code}`,
  productDescription: (code: string) => `PRODUCT_DESCRIPTION_${code}`,
  indicatorName: (code: string) => `SKIN_INDICATOR_NAME_${code}`,
  indicatorDescription: (code: string) => `SKIN_INDICATOR_DESCRIPTION_${code}`,
  inciChemicalName: (code: string) => `INCI_CHEMICAL_NAME_${code}`,
  inciDescription: (code: string) => `INCI_DESCRIPTION_${code}`,
};
