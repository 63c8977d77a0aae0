import type { Catalogue as CatalogueShape } from '../../../common/catalogue.js';
import type { CombinationRule } from '../../../common/combinations.js';

/** The catalogue the screens read; the builder's answer also brings the combination rules. */
export type Catalogue = CatalogueShape & { combinationRules?: readonly CombinationRule[] };

export type { CatalogueInci, CatalogueIndicator, CatalogueProduct, EvaluationMap } from '../../../common/catalogue.js';

export const EMPTY_CATALOGUE: Catalogue = Object.freeze({
  products: [],
  skinIndicators: [],
  incis: [],
  incisInProducts: {},
  productToIndicatorEvaluation: {},
  indicatorToProductEvaluation: {},
}) as Catalogue;
