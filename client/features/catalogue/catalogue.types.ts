import type { Catalogue } from '../../../common/catalogue.js';

export type {
  Catalogue,
  CatalogueInci,
  CatalogueIndicator,
  CatalogueProduct,
  EvaluationMap,
} from '../../../common/catalogue.js';

export const EMPTY_CATALOGUE: Catalogue = Object.freeze({
  products: [],
  skinIndicators: [],
  incis: [],
  incisInProducts: {},
  productToIndicatorEvaluation: {},
  indicatorToProductEvaluation: {},
}) as Catalogue;
