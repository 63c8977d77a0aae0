import type { CatalogueQuery } from '../../graphql/graphql.js';
import type { Catalogue, EvaluationMap } from './catalogue.types.js';

/**
 * The Catalogue query's answer in the shape the screens and common/scoring read (the one
 * `GET /secured/api/dataForEvaluations` has). Both evaluation maps come from the products'
 * `evaluationMap`s, so the cache has one place for each evaluation.
 */
export function catalogueFromQuery(data: CatalogueQuery): Catalogue {
  const productToIndicatorEvaluation: EvaluationMap = {};
  const indicatorToProductEvaluation: EvaluationMap = {};
  for (const i of data.skinIndicators) indicatorToProductEvaluation[i.id] = {};
  const incisInProducts: Catalogue['incisInProducts'] = {};
  for (const p of data.products) {
    productToIndicatorEvaluation[p.id] = p.evaluationMap;
    for (const [indicatorId, value] of Object.entries(p.evaluationMap)) (indicatorToProductEvaluation[indicatorId] ??= {})[p.id] = value;
    incisInProducts[p.id] = p.incis.map((line) => ({ inciId: line.inci.id, position: line.position }));
  }
  return {
    products: data.products.map((p) => ({
      id: p.id,
      code: p.code,
      namePlaceholder: p.namePlaceholder,
      descriptionPlaceholder: p.descriptionPlaceholder,
      productCategory: p.productCategory,
      productUsage: p.productUsage,
      enabled: p.enabled,
      searchLinks: Object.fromEntries(p.searchLinks.map((l) => [l.locale, l.url])),
      isInOffer: p.isInOffer,
      baseProductSuggestions: p.baseProductSuggestions.map(({ baseSize, increment, maxVolumeSuggestion, recommendedInput }) => ({
        baseSize,
        increment,
        maxVolumeSuggestion,
        recommendedInput,
      })),
    })),
    skinIndicators: data.skinIndicators.map((i) => ({
      id: i.id,
      code: i.code,
      namePlaceholder: i.namePlaceholder,
      descriptionPlaceholder: i.descriptionPlaceholder,
      skinIndicatorCategory: i.skinIndicatorCategory,
      enabled: i.enabled,
      searchLinks: Object.fromEntries(i.searchLinks.map((l) => [l.locale, l.url])),
    })),
    incis: data.incis.map((i) => ({
      id: i.id,
      name: i.name,
      alternativeName: i.alternativeName,
      chemicalNamePlaceholder: i.chemicalNamePlaceholder,
      descriptionPlaceholder: i.descriptionPlaceholder,
    })),
    incisInProducts,
    productToIndicatorEvaluation,
    indicatorToProductEvaluation,
  };
}
