import {
  explainProductScore,
  suggestIndicators,
  suggestProducts,
  type ScoredProduct,
} from '../../../../common/scoring/index.js';
import { VALIDATION_KEYS, suggestionInputSchema } from '../../../../common/validation/index.js';
import type { Ctx } from '../../../platform/context.js';
import { memo } from '../../../platform/context.js';
import { fieldError, invalid, type ErrorData } from '../../../platform/errors.js';
import { validate } from '../../../platform/validation.js';
import { translator } from '../../translations/translation.service.js';
import type { BaseProductSuggestion } from '../product.entity.js';
import { numberedSuggestions } from './catalogue.presenter.js';
import { requestCatalogue, type CatalogueSnapshot } from './catalogue-snapshot.js';
import { isInOffer, viewOf, visibleIndicators, visibleProducts, type CatalogueView } from './catalogue-visibility.js';

export interface ProductScoreResult extends ScoredProduct {
  isInOffer: boolean;
  shownScore: number;
  contributions: Array<{ indicator: number; evaluation: number; weight: number; points: number }>;
}

export interface SuggestionsResult {
  baseProducts: Array<ProductScoreResult & { baseProductSuggestions: Array<BaseProductSuggestion & { id: number }> }>;
  activeProducts: ProductScoreResult[];
  careProducts: ProductScoreResult[];
  cleaningProducts: ProductScoreResult[];
  notRecommended: ProductScoreResult[];
  skinIndicators: Array<{ skinIndicatorId: number; score: number }>;
}

/** The request's text lookup in its locale chain (Ctx.locale; names order ties of equal scores). */
export function requestTranslator(ctx: Ctx): Promise<(key: string) => string> {
  return memo(ctx, 'catalogue.translator', () => translator(ctx.deps.orm.em, ctx.locale, ctx.fallbackLocale));
}

/** Ids the caller cannot see are refused as a bad id at their path, like any other bad field. */
function unknownIds(
  input: {
    skinIssues: { skinIndicatorId: number }[];
    recipe: { baseProducts: { productId: number }[]; activeProducts: { productId: number }[] };
  },
  snapshot: CatalogueSnapshot,
  view: CatalogueView,
): ErrorData[] {
  const indicators = new Set(visibleIndicators(snapshot, view).map((i) => i.id));
  const products = new Set(visibleProducts(snapshot, view).map((p) => p.id));
  const errors: ErrorData[] = [];
  input.skinIssues.forEach((issue, i) => {
    if (!indicators.has(issue.skinIndicatorId))
      errors.push(fieldError(VALIDATION_KEYS.INVALID_ID, `skinIssues[${i}].skinIndicatorId`));
  });
  for (const list of ['baseProducts', 'activeProducts'] as const) {
    input.recipe[list].forEach((line, i) => {
      if (!products.has(line.productId))
        errors.push(fieldError(VALIDATION_KEYS.INVALID_ID, `recipe.${list}[${i}].productId`));
    });
  }
  return errors;
}

/**
 * The spec's suggestions for skin issues and a recipe, computed by common/scoring on the cached
 * catalogue: the very functions the builder runs in the browser, on the same data.
 */
export async function suggestions(ctx: Ctx, raw: unknown): Promise<SuggestionsResult> {
  const view = viewOf(ctx);
  const input = await validate(suggestionInputSchema, raw);
  const snapshot = await requestCatalogue(ctx);
  const errors = unknownIds(input, snapshot, view);
  if (errors.length > 0) throw invalid(errors);
  const t = await requestTranslator(ctx);

  const products = visibleProducts(snapshot, view);
  const scoringProducts = products.map((p) => ({
    id: p.id,
    category: p.productCategory,
    usage: p.productUsage,
    enabled: p.enabled,
    name: t(p.namePlaceholder),
  }));
  const scoringIndicators = visibleIndicators(snapshot, view).map((i) => ({
    id: i.id,
    enabled: i.enabled,
    name: t(i.namePlaceholder),
  }));
  const matrix = snapshot.productToIndicator;

  const suggested = suggestProducts(scoringProducts, input.skinIssues, matrix);
  const withOffer = (scored: ScoredProduct): ProductScoreResult => {
    // The builder's own explanation (common/scoring), so the API and the tiles agree point by point.
    const explained = explainProductScore(scored.productId, input.skinIssues, matrix);
    return {
      ...scored,
      isInOffer: isInOffer(snapshot, snapshot.productById.get(scored.productId)!, view.regionId),
      shownScore: explained.shownScore,
      contributions: explained.contributions.map(({ indicatorId, ...c }) => ({ indicator: indicatorId, ...c })),
    };
  };
  const recipe = [...input.recipe.baseProducts, ...input.recipe.activeProducts];
  return {
    baseProducts: suggested.base.map((s) => ({
      ...withOffer(s),
      baseProductSuggestions: numberedSuggestions(snapshot.productById.get(s.productId)!.baseProductSuggestions),
    })),
    activeProducts: suggested.active.map(withOffer),
    careProducts: suggested.care.map(withOffer),
    cleaningProducts: suggested.cleaning.map(withOffer),
    notRecommended: suggested.notRecommended.map(withOffer),
    skinIndicators: suggestIndicators(scoringIndicators, recipe, matrix),
  };
}
