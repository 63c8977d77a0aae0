import type { Ctx } from '../../../platform/context.js';
import { translationsVersion } from '../../translations/translation.service.js';
import { catalogueVersion } from './catalogue-snapshot.js';
import { viewOf, type CatalogueView } from './catalogue-visibility.js';

/** The GraphQL queries answered from the catalogue alone (their whole answers may be cached). */
export const CATALOGUE_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'products',
  'product',
  'skinIndicators',
  'skinIndicator',
  'incis',
  'inci',
  'suggestions',
  'catalogueVersion',
  // The combination rules (modules/combinations): catalogue data, bumping the same version.
  'combinationRules',
]);

/**
 * The version of the caller's view of the catalogue (Query.catalogueVersion): the data version,
 * the scope (all or enabled only) and the region of the offer. Names are not part of it: the
 * client translates the placeholders with its own texts, which have their own version.
 */
export async function catalogueViewVersion(ctx: Ctx): Promise<string> {
  const view = viewOf(ctx);
  return `${await catalogueVersion(ctx.deps.orm.em)}.${view.seesDisabled ? 'all' : 'enabled'}.${view.regionId ?? 'none'}`;
}

/**
 * Everything besides the query that decides a catalogue answer: the data versions, what the
 * caller's role sees (all or enabled entries), the region (offer) and the request's locale chain
 * (names). Null when the caller is to be refused: the resolvers' own check (viewOf) decides that
 * before any cached answer is looked up, and the resolvers then refuse.
 */
export async function catalogueCacheScope(ctx: Ctx): Promise<string | null> {
  let view: CatalogueView;
  try {
    view = viewOf(ctx);
  } catch {
    return null;
  }
  const em = ctx.deps.orm.em;
  const [catalogue, translations] = await Promise.all([catalogueVersion(em), translationsVersion(em)]);
  return [
    catalogue,
    translations,
    view.seesDisabled ? 'all' : 'enabled',
    view.regionId ?? 'none',
    ctx.locale,
    ctx.fallbackLocale,
  ].join('|');
}
