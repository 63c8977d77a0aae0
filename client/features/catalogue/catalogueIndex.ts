import { bcp47 } from '../../../common/locales.js';
import type { ScoringIndicator, ScoringProduct } from '../../../common/scoring/index.js';
import type { Catalogue, CatalogueInci, CatalogueIndicator, CatalogueProduct } from './catalogue.types.js';

/** The catalogue with lookups by id and the translated names, built once per catalogue and language. */
export interface CatalogueIndex {
  catalogue: Catalogue;
  product: (id: number) => CatalogueProduct | undefined;
  indicator: (id: number) => CatalogueIndicator | undefined;
  inci: (id: number) => CatalogueInci | undefined;
  productName: (id: number) => string;
  indicatorName: (id: number) => string;
  /** Products and indicators in the shape common/scoring expects, with translated names. */
  scoringProducts: ScoringProduct[];
  scoringIndicators: ScoringIndicator[];
}

/** A translation function (i18next's `t`). */
export type Translate = (key: string) => string;

export function indexCatalogue(catalogue: Catalogue, t: Translate): CatalogueIndex {
  const products = new Map(catalogue.products.map((p) => [p.id, p]));
  const indicators = new Map(catalogue.skinIndicators.map((i) => [i.id, i]));
  const incis = new Map(catalogue.incis.map((i) => [i.id, i]));
  const productNames = new Map(catalogue.products.map((p) => [p.id, t(p.namePlaceholder)]));
  const indicatorNames = new Map(catalogue.skinIndicators.map((i) => [i.id, t(i.namePlaceholder)]));
  return {
    catalogue,
    product: (id) => products.get(id),
    indicator: (id) => indicators.get(id),
    inci: (id) => incis.get(id),
    productName: (id) => productNames.get(id) ?? String(id),
    indicatorName: (id) => indicatorNames.get(id) ?? String(id),
    scoringProducts: catalogue.products.map((p) => ({
      id: p.id,
      category: p.productCategory,
      usage: p.productUsage,
      enabled: p.enabled,
      name: productNames.get(p.id) ?? '',
    })),
    scoringIndicators: catalogue.skinIndicators.map((i) => ({
      id: i.id,
      enabled: i.enabled,
      name: indicatorNames.get(i.id) ?? '',
    })),
  };
}

/** Sorts by a translated name in the UI language's collation. */
export function byName<T>(items: readonly T[], nameOf: (item: T) => string, locale: string): T[] {
  const collator = new Intl.Collator(bcp47(locale));
  return [...items].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
}
