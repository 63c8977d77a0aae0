import { readFileSync } from 'node:fs';
import type { DocumentNode, FieldNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import { Kind } from 'graphql';

/*
 * The answers the GraphQL server gives to the client's catalogue queries on the demo catalogue
 * (server/db/seed/catalogue/*.json, ids in the seed's insert order): the whole catalogue with the
 * server's __typename on every object, cut to what a query selects as a GraphQL server does.
 */

interface SeedProduct {
  key: string;
  category: string;
  usage: string;
  enabled: boolean;
  searchLinks: Record<string, string>;
  baseProductSuggestions: Array<{
    baseSize: number;
    increment: number;
    maxVolumeSuggestion: number;
    recommendedInput: number;
  }>;
  inci: string[];
}
interface SeedIndicator {
  key: string;
  category: string;
  enabled: boolean;
  searchLinks: Record<string, string>;
}
interface SeedInci {
  key: string;
  name: string;
  alternativeName: string | null;
}

const seed = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../../../server/db/seed/catalogue/${file}`, import.meta.url), 'utf8')) as T;
const links = (byLocale: Record<string, string>) =>
  Object.entries(byLocale).map(([locale, url]) => ({ __typename: 'SearchLink', locale, url }));

/** Every field the client's catalogue queries may select, on the demo data. */
export function demoCatalogue(scale = 1): Record<string, unknown> {
  const seedProducts = seed<SeedProduct[]>('products.json');
  const seedIndicators = seed<SeedIndicator[]>('indicators.json');
  const seedIncis = seed<SeedInci[]>('incis.json');
  const evaluations = seed<Record<string, Record<string, number>>>('evaluations.json');
  const inciIds = new Map(seedIncis.map((inci, i) => [inci.key, i + 1]));
  const indicatorIds = new Map(seedIndicators.map((indicator, i) => [indicator.key, i + 1]));
  const products = Array.from({ length: seedProducts.length * scale }, (_, n) => {
    const p = seedProducts[n % seedProducts.length]!;
    const code = n < seedProducts.length ? p.key : `${p.key}-${n}`;
    return {
      __typename: 'Product',
      id: n + 1,
      code,
      namePlaceholder: `PRODUCT_NAME_${code}`,
      descriptionPlaceholder: `PRODUCT_DESCRIPTION_${code}`,
      productCategory: p.category,
      productUsage: p.usage,
      enabled: p.enabled,
      isInOffer: p.enabled,
      searchLinks: links(p.searchLinks),
      baseProductSuggestions: p.baseProductSuggestions.map((s) => ({ __typename: 'BaseProductSuggestion', ...s })),
      incis: p.inci.map((key, position) => ({
        __typename: 'ProductInciLine',
        position,
        inci: { __typename: 'Inci', id: inciIds.get(key)! },
      })),
      evaluationMap: Object.fromEntries(
        Object.entries(evaluations[p.key] ?? {}).map(([key, value]) => [String(indicatorIds.get(key)), value]),
      ),
    };
  });
  // The demo's combination rules (seed/catalogue/combinations.json), a product pair smaller id first.
  const productIds = new Map(seedProducts.map((p, i) => [p.key, i + 1]));
  const combinationRules = seed<
    Array<{ key: string; product: string; otherProduct: string; kind: string; severity: string }>
  >('combinations.json').map((r, n) => {
    const [productId, otherProductId] = [productIds.get(r.product)!, productIds.get(r.otherProduct)!].sort(
      (a, b) => a - b,
    );
    return {
      __typename: 'CombinationRule',
      id: n + 1,
      productId,
      otherProductId,
      otherCategory: null,
      kind: r.kind,
      severity: r.severity,
      messagePlaceholder: `COMBINATION_RULE_MESSAGE_${r.key}`,
    };
  });
  return {
    catalogueVersion: '1.enabled.1',
    products,
    combinationRules,
    skinIndicators: seedIndicators.map((i, n) => ({
      __typename: 'SkinIndicator',
      id: n + 1,
      code: i.key,
      namePlaceholder: `SKIN_INDICATOR_NAME_${i.key}`,
      descriptionPlaceholder: `SKIN_INDICATOR_DESCRIPTION_${i.key}`,
      skinIndicatorCategory: i.category,
      enabled: i.enabled,
      searchLinks: links(i.searchLinks),
    })),
    incis: seedIncis.map((i, n) => ({
      __typename: 'Inci',
      id: n + 1,
      name: i.name,
      alternativeName: i.alternativeName,
      chemicalNamePlaceholder: `INCI_CHEMICAL_NAME_${i.key}`,
      descriptionPlaceholder: `INCI_DESCRIPTION_${i.key}`,
    })),
  };
}

/** `source` cut to the selection of `document` (its fragments spread), as the server answers it. */
export function answerTo(document: DocumentNode, source: Record<string, unknown>): Record<string, unknown> {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  const fieldsOf = (set: SelectionSetNode): FieldNode[] =>
    set.selections.flatMap((s) =>
      s.kind === Kind.FIELD
        ? [s]
        : s.kind === Kind.FRAGMENT_SPREAD
          ? fieldsOf(fragments.get(s.name.value)!.selectionSet)
          : fieldsOf(s.selectionSet),
    );
  const cut = (value: unknown, set: SelectionSetNode | undefined): unknown => {
    if (!set || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item) => cut(item, set));
    const object = value as Record<string, unknown>;
    return Object.fromEntries(
      fieldsOf(set).map((field) => [field.name.value, cut(object[field.name.value], field.selectionSet)]),
    );
  };
  return cut(source, operation.selectionSet) as Record<string, unknown>;
}
