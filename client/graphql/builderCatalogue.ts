/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CombinationKind =
  | 'NOT_SAME_ROUTINE_TIME'
  | 'NOT_TOGETHER';

export type CombinationSeverity =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

export type ProductCategory =
  | 'CARE'
  | 'CLEANING'
  | 'COLOR'
  | 'MODULAR';

export type ProductUsage =
  | 'ACTIVE'
  | 'BASE'
  | 'READY_PRODUCT';

export type SkinIndicatorCategory =
  | 'CONDITION'
  | 'DAMAGE'
  | 'DISEASE';

export type BuilderCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type BuilderCatalogueQuery = { products: Array<{ id: number, code: string, namePlaceholder: string, productCategory: ProductCategory, productUsage: ProductUsage, enabled: boolean, isInOffer: boolean, evaluationMap: Record<string, number>, baseProductSuggestions: Array<{ baseSize: number, increment: number, maxVolumeSuggestion: number, recommendedInput: number }> }>, skinIndicators: Array<{ id: number, code: string, namePlaceholder: string, skinIndicatorCategory: SkinIndicatorCategory, enabled: boolean }>, combinationRules: Array<{ id: number, productId: number, otherProductId: number | null, otherCategory: ProductCategory | null, kind: CombinationKind, severity: CombinationSeverity, messagePlaceholder: string }> };

export type ProductIngredientsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductIngredientsQuery = { products: Array<{ id: number, incis: Array<{ position: number, inci: { id: number } }> }>, incis: Array<{ id: number, name: string }> };

export type BuilderIndicatorFragment = { id: number, code: string, namePlaceholder: string, skinIndicatorCategory: SkinIndicatorCategory, enabled: boolean };

export type BuilderProductFragment = { id: number, code: string, namePlaceholder: string, productCategory: ProductCategory, productUsage: ProductUsage, enabled: boolean, isInOffer: boolean, evaluationMap: Record<string, number>, baseProductSuggestions: Array<{ baseSize: number, increment: number, maxVolumeSuggestion: number, recommendedInput: number }> };

export type BuilderCombinationRuleFragment = { id: number, productId: number, otherProductId: number | null, otherCategory: ProductCategory | null, kind: CombinationKind, severity: CombinationSeverity, messagePlaceholder: string };

export const BuilderIndicatorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderIndicator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SkinIndicator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"namePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorCategory"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]} as unknown as DocumentNode<BuilderIndicatorFragment, unknown>;
export const BuilderProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"namePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"productCategory"}},{"kind":"Field","name":{"kind":"Name","value":"productUsage"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"isInOffer"}},{"kind":"Field","name":{"kind":"Name","value":"baseProductSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseSize"}},{"kind":"Field","name":{"kind":"Name","value":"increment"}},{"kind":"Field","name":{"kind":"Name","value":"maxVolumeSuggestion"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedInput"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluationMap"}}]}}]} as unknown as DocumentNode<BuilderProductFragment, unknown>;
export const BuilderCombinationRuleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderCombinationRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CombinationRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"otherProductId"}},{"kind":"Field","name":{"kind":"Name","value":"otherCategory"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"messagePlaceholder"}}]}}]} as unknown as DocumentNode<BuilderCombinationRuleFragment, unknown>;
export const BuilderCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderProduct"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skinIndicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderIndicator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"combinationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderCombinationRule"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"namePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"productCategory"}},{"kind":"Field","name":{"kind":"Name","value":"productUsage"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"isInOffer"}},{"kind":"Field","name":{"kind":"Name","value":"baseProductSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseSize"}},{"kind":"Field","name":{"kind":"Name","value":"increment"}},{"kind":"Field","name":{"kind":"Name","value":"maxVolumeSuggestion"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedInput"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluationMap"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderIndicator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SkinIndicator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"namePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorCategory"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderCombinationRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CombinationRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"otherProductId"}},{"kind":"Field","name":{"kind":"Name","value":"otherCategory"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"messagePlaceholder"}}]}}]} as unknown as DocumentNode<BuilderCatalogueQuery, BuilderCatalogueQueryVariables>;
export const ProductIngredientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductIngredients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"incis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"inci"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"incis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProductIngredientsQuery, ProductIngredientsQueryVariables>;