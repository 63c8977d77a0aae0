import type {
  BuilderCombinationRuleFragment,
  BuilderIndicatorFragment,
  BuilderProductFragment,
} from '../../graphql/builderCatalogue.js';
import type { CatalogueQuery } from '../../graphql/catalogue.js';
import type { Catalogue, EvaluationMap } from './catalogue.types.js';

type Links = Array<{ locale: string; url: string }>;

/**
 * A catalogue answer: the builder's first stage (indicators only), its scoring fields or the
 * knowledge pages' whole catalogue.
 */
export interface CatalogueAnswer {
  products?: Array<
    BuilderProductFragment &
      Partial<Pick<CatalogueQuery['products'][number], 'descriptionPlaceholder' | 'searchLinks' | 'incis'>>
  >;
  skinIndicators: Array<
    BuilderIndicatorFragment &
      Partial<Pick<CatalogueQuery['skinIndicators'][number], 'descriptionPlaceholder' | 'searchLinks'>>
  >;
  incis?: CatalogueQuery['incis'];
  /** The builder's: the combination rules between the products it sees. */
  combinationRules?: BuilderCombinationRuleFragment[];
}

const linksOf = (links: Links | undefined) => Object.fromEntries((links ?? []).map((l) => [l.locale, l.url]));

/**
 * A catalogue answer in the shape the screens and common/scoring read (the one
 * `GET /secured/api/dataForEvaluations` has); fields the answer did not ask for are empty. Both
 * evaluation maps come from the products' `evaluationMap`s, so the cache has one place for each
 * evaluation.
 */
export function catalogueFromQuery(data: CatalogueAnswer): Catalogue {
  const productToIndicatorEvaluation: EvaluationMap = {};
  const indicatorToProductEvaluation: EvaluationMap = {};
  for (const i of data.skinIndicators) indicatorToProductEvaluation[i.id] = {};
  const incisInProducts: Catalogue['incisInProducts'] = {};
  const products = data.products ?? [];
  for (const p of products) {
    productToIndicatorEvaluation[p.id] = p.evaluationMap;
    for (const [indicatorId, value] of Object.entries(p.evaluationMap))
      (indicatorToProductEvaluation[indicatorId] ??= {})[p.id] = value;
    if (p.incis) incisInProducts[p.id] = p.incis.map((line) => ({ inciId: line.inci.id, position: line.position }));
  }
  return {
    products: products.map((p) => ({
      id: p.id,
      code: p.code,
      namePlaceholder: p.namePlaceholder,
      descriptionPlaceholder: p.descriptionPlaceholder ?? '',
      productCategory: p.productCategory,
      productUsage: p.productUsage,
      enabled: p.enabled,
      searchLinks: linksOf(p.searchLinks),
      isInOffer: p.isInOffer,
      baseProductSuggestions: p.baseProductSuggestions.map(
        ({ baseSize, increment, maxVolumeSuggestion, recommendedInput }) => ({
          baseSize,
          increment,
          maxVolumeSuggestion,
          recommendedInput,
        }),
      ),
    })),
    skinIndicators: data.skinIndicators.map((i) => ({
      id: i.id,
      code: i.code,
      namePlaceholder: i.namePlaceholder,
      descriptionPlaceholder: i.descriptionPlaceholder ?? '',
      skinIndicatorCategory: i.skinIndicatorCategory,
      enabled: i.enabled,
      searchLinks: linksOf(i.searchLinks),
    })),
    incis: (data.incis ?? []).map((i) => ({
      id: i.id,
      name: i.name,
      alternativeName: i.alternativeName,
      chemicalNamePlaceholder: i.chemicalNamePlaceholder,
      descriptionPlaceholder: i.descriptionPlaceholder,
    })),
    incisInProducts,
    productToIndicatorEvaluation,
    indicatorToProductEvaluation,
    ...(data.combinationRules
      ? {
          combinationRules: data.combinationRules.map((r) => ({
            id: r.id,
            productId: r.productId,
            otherProductId: r.otherProductId ?? null,
            otherCategory: r.otherCategory ?? null,
            kind: r.kind,
            severity: r.severity,
            messagePlaceholder: r.messagePlaceholder,
          })),
        }
      : {}),
  };
}
