import type { ProductCategory, ProductUsage, SkinIndicatorCategory } from '../../../common/enums.js';
import type { BaseSuggestion } from '../../../common/volume.js';

/** The shapes of `GET /secured/api/dataForEvaluations` (see the API contract). */

export interface CatalogueProduct {
  id: number;
  code: string;
  namePlaceholder: string;
  descriptionPlaceholder: string;
  productCategory: ProductCategory;
  productUsage: ProductUsage;
  enabled: boolean;
  /** locale → search link. */
  searchLinks: Record<string, string>;
  isInOffer: boolean;
  baseProductSuggestions: BaseSuggestion[];
}

export interface CatalogueIndicator {
  id: number;
  code: string;
  namePlaceholder: string;
  descriptionPlaceholder: string;
  skinIndicatorCategory: SkinIndicatorCategory;
  enabled: boolean;
  searchLinks: Record<string, string>;
}

export interface CatalogueInci {
  id: number;
  name: string;
  alternativeName: string | null;
  chemicalNamePlaceholder: string;
  descriptionPlaceholder: string;
}

/** id → id → evaluation (-10..10); JSON object keys are strings, indexing by number works. */
export type EvaluationMap = Record<string, Record<string, number>>;

export interface Catalogue {
  products: CatalogueProduct[];
  skinIndicators: CatalogueIndicator[];
  incis: CatalogueInci[];
  /** productId → the product's ingredients (position = label order). */
  incisInProducts: Record<string, { inciId: number; position: number }[]>;
  productToIndicatorEvaluation: EvaluationMap;
  indicatorToProductEvaluation: EvaluationMap;
}

export const EMPTY_CATALOGUE: Catalogue = Object.freeze({
  products: [],
  skinIndicators: [],
  incis: [],
  incisInProducts: {},
  productToIndicatorEvaluation: {},
  indicatorToProductEvaluation: {},
}) as Catalogue;
