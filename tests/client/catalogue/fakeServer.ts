import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { catalogueTypePolicies } from '../../../client/features/catalogue/catalogueTypePolicies.js';
import type { CatalogueQuery } from '../../../client/graphql/catalogue.js';

/*
 * The server side of the client's catalogue tests: answers the operations the client sends with
 * the shapes (and __typename) the GraphQL server sends, and records what was asked. Apollo's
 * client and its InMemoryCache are the real ones.
 */

const links = (code: string) => [
  { __typename: 'SearchLink' as const, locale: 'en_GB', url: `https://example.com/${code}` },
];

function product(
  id: number,
  code: string,
  usage: 'ACTIVE' | 'BASE',
  evaluationMap: Record<string, number>,
  isInOffer = true,
) {
  return {
    __typename: 'Product' as const,
    id,
    code,
    namePlaceholder: `PRODUCT_NAME_${code}`,
    descriptionPlaceholder: `PRODUCT_DESCRIPTION_${code}`,
    productCategory: 'MODULAR' as const,
    productUsage: usage,
    enabled: true,
    isInOffer,
    searchLinks: links(code),
    baseProductSuggestions:
      usage === 'BASE'
        ? [
            {
              __typename: 'BaseProductSuggestion' as const,
              baseSize: 44,
              increment: 0.5,
              maxVolumeSuggestion: 50,
              recommendedInput: 1,
            },
          ]
        : [],
    incis: [
      { __typename: 'ProductInciLine' as const, position: 0, inci: { __typename: 'Inci' as const, id: 100 } },
      { __typename: 'ProductInciLine' as const, position: 1, inci: { __typename: 'Inci' as const, id: 101 } },
    ],
    evaluationMap,
  };
}

/** A rule of the answer (declared apart: the answer carries the `__typename` the cache reads). */
const retinolWithGelBase = {
  __typename: 'CombinationRule' as const,
  id: 1,
  productId: 11,
  otherProductId: 12,
  otherCategory: null,
  kind: 'NOT_TOGETHER' as const,
  severity: 'LOW' as const,
  messagePlaceholder: 'COMBINATION_RULE_MESSAGE_test',
};

/** Two indicators (1 acne, 2 dryness), two actives and a base, two INCI, a combination rule (retinol and the base). */
export function catalogueAnswer(): CatalogueQuery {
  return {
    products: [
      product(10, 'niacinamide', 'ACTIVE', { 1: 8, 2: -2 }),
      product(11, 'retinol', 'ACTIVE', { 1: 1 }, false),
      product(12, 'gel-base', 'BASE', { 1: 3, 2: 5 }),
    ],
    skinIndicators: [1, 2].map((id) => ({
      __typename: 'SkinIndicator' as const,
      id,
      code: id === 1 ? 'acne' : 'dryness',
      namePlaceholder: `SKIN_INDICATOR_NAME_${id}`,
      descriptionPlaceholder: `SKIN_INDICATOR_DESCRIPTION_${id}`,
      skinIndicatorCategory: 'CONDITION' as const,
      enabled: true,
      searchLinks: [],
    })),
    incis: [100, 101].map((id) => ({
      __typename: 'Inci' as const,
      id,
      name: `INCI ${id}`,
      alternativeName: null,
      chemicalNamePlaceholder: `INCI_CHEMICAL_NAME_${id}`,
      descriptionPlaceholder: `INCI_DESCRIPTION_${id}`,
    })),
    combinationRules: [retinolWithGelBase],
  } as CatalogueQuery;
}

/** The operations that read the catalogue (the builder's stages, the summary, the knowledge pages). */
export const CATALOGUE_QUERIES = new Set(['Catalogue', 'BuilderCatalogue', 'ProductIngredients']);

export interface FakeServer {
  version: string;
  catalogue: CatalogueQuery;
  /** Answers to other operations (mutations), by operation name. */
  answers: Record<string, unknown>;
  /** Operation names in the order they were sent. */
  requests: string[];
  /** When set, every request fails with a network error. */
  down: boolean;
  /** When set, answers come this many ms later, as over a network (else in the same task). */
  latencyMs?: number;
}

export function fakeServer(): FakeServer {
  return { version: '7.enabled.1', catalogue: catalogueAnswer(), answers: {}, requests: [], down: false };
}

export function clientFor(
  server: FakeServer,
  cache = new InMemoryCache({ typePolicies: catalogueTypePolicies }),
): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        server.requests.push(operation.operationName ?? '');
        if (server.down) {
          observer.error(new Error('network down'));
          return;
        }
        const name = operation.operationName ?? '';
        // Every catalogue query gets the whole catalogue: the cache writes only what it asked for.
        const data =
          name === 'CatalogueVersion'
            ? { catalogueVersion: server.version }
            : CATALOGUE_QUERIES.has(name)
              ? (JSON.parse(JSON.stringify(server.catalogue)) as CatalogueQuery)
              : server.answers[name];
        const answer = () => {
          observer.next({ data: data as Record<string, unknown> });
          observer.complete();
        };
        if (server.latencyMs === undefined) answer();
        else setTimeout(answer, server.latencyMs);
      }),
  );
  return new ApolloClient({ link, cache });
}

/** Storage in memory (sessionStorage's interface), for tests without a DOM. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}
