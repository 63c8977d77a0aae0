import type { ProductCategory, ProductUsage, SkinIndicatorCategory } from './enums.js';
import type { BaseSuggestion } from './volume.js';

/**
 * The shapes of `GET /secured/api/dataForEvaluations` (user spec section 7): the server builds
 * them, the client reads them.
 */

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
  /** Enabled, available in the caller's region and not disallowed there. */
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

/** An ingredient of a product; position = label order. */
export interface InciLine {
  inciId: number;
  position: number;
}

/** id → id → evaluation (-10..10); JSON object keys are strings, indexing by number works. */
export type EvaluationMap = Record<string, Record<string, number>>;

export interface Catalogue {
  products: CatalogueProduct[];
  skinIndicators: CatalogueIndicator[];
  incis: CatalogueInci[];
  /** productId → the product's ingredients in label order. */
  incisInProducts: Record<string, InciLine[]>;
  productToIndicatorEvaluation: EvaluationMap;
  indicatorToProductEvaluation: EvaluationMap;
}
