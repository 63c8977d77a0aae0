import type { TypePolicies } from '@apollo/client';

/** Whole values: an answer replaces what was there (a removed link or evaluation must go). */
const replace = { merge: false } as const;

/**
 * How Apollo's normalised cache keeps products, indicators, INCI and programs that the builder,
 * the knowledge pages and the back office read: one entry per id (a product saved in the back
 * office reaches every screen), a product's evaluations one scalar map (`evaluationMap`), not an
 * object per cell.
 */
export const catalogueTypePolicies: TypePolicies = {
  Query: {
    fields: {
      products: replace,
      skinIndicators: replace,
      incis: replace,
      // A single entry already in the cache is read from there (no request).
      product: {
        read: (existing, { args, toReference }) =>
          existing ?? toReference({ __typename: 'Product', id: args?.id as number }),
      },
      skinIndicator: {
        read: (existing, { args, toReference }) =>
          existing ?? toReference({ __typename: 'SkinIndicator', id: args?.id as number }),
      },
      inci: {
        read: (existing, { args, toReference }) =>
          existing ?? toReference({ __typename: 'Inci', id: args?.id as number }),
      },
    },
  },
  Product: {
    keyFields: ['id'],
    fields: {
      evaluationMap: replace,
      evaluations: replace,
      searchLinks: replace,
      baseProductSuggestions: replace,
      incis: replace,
    },
  },
  SkinIndicator: {
    keyFields: ['id'],
    fields: { evaluationMap: replace, evaluations: replace, searchLinks: replace },
  },
  // Its id is its place in its product's list (1, 2, …): not unique, so never a cache key.
  BaseProductSuggestion: { keyFields: false },
  Inci: { keyFields: ['id'] },
  SkinCareProgram: { keyFields: ['id'] },
};
