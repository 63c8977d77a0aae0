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

export type CatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueQuery = { products: Array<{ descriptionPlaceholder: string, id: number, code: string, namePlaceholder: string, productCategory: ProductCategory, productUsage: ProductUsage, enabled: boolean, isInOffer: boolean, evaluationMap: Record<string, number>, searchLinks: Array<{ locale: string, url: string }>, incis: Array<{ position: number, inci: { id: number } }>, baseProductSuggestions: Array<{ baseSize: number, increment: number, maxVolumeSuggestion: number, recommendedInput: number }> }>, skinIndicators: Array<{ descriptionPlaceholder: string, id: number, code: string, namePlaceholder: string, skinIndicatorCategory: SkinIndicatorCategory, enabled: boolean, searchLinks: Array<{ locale: string, url: string }> }>, incis: Array<{ id: number, name: string, alternativeName: string | null, chemicalNamePlaceholder: string, descriptionPlaceholder: string }>, combinationRules: Array<{ id: number, productId: number, otherProductId: number | null, otherCategory: ProductCategory | null, kind: CombinationKind, severity: CombinationSeverity, messagePlaceholder: string }> };

export type CatalogueVersionQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueVersionQuery = { catalogueVersion: string };


export const CatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Catalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderProduct"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"searchLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"inci"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"skinIndicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderIndicator"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"searchLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"incis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeName"}},{"kind":"Field","name":{"kind":"Name","value":"chemicalNamePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionPlaceholder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"combinationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderCombinationRule"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"namePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"productCategory"}},{"kind":"Field","name":{"kind":"Name","value":"productUsage"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"isInOffer"}},{"kind":"Field","name":{"kind":"Name","value":"baseProductSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseSize"}},{"kind":"Field","name":{"kind":"Name","value":"increment"}},{"kind":"Field","name":{"kind":"Name","value":"maxVolumeSuggestion"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedInput"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluationMap"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderIndicator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SkinIndicator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"namePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorCategory"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderCombinationRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CombinationRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"otherProductId"}},{"kind":"Field","name":{"kind":"Name","value":"otherCategory"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"messagePlaceholder"}}]}}]} as unknown as DocumentNode<CatalogueQuery, CatalogueQueryVariables>;
export const CatalogueVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueVersion"}}]}}]} as unknown as DocumentNode<CatalogueVersionQuery, CatalogueVersionQueryVariables>;