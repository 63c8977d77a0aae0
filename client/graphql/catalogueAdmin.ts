/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BaseProductSuggestionInput = {
  baseSize: number;
  increment: number;
  maxVolumeSuggestion: number;
  recommendedInput: number;
};

/** An evaluation (-10..10) against the entry of the other kind with this id. */
export type EvaluationEntryInput = {
  id: number;
  value: number;
};

/** A text of one locale; an empty value removes it (de_DE and en_GB are required). */
export type LocalizedTextInput = {
  locale: string;
  value?: string | null | undefined;
};

export type ProductCategory =
  | 'CARE'
  | 'CLEANING'
  | 'COLOR'
  | 'MODULAR';

/** No id: a new product. With id: an update (send the version read). Replaces texts given, links, suggestions and evaluations. */
export type ProductInput = {
  /** Kept for BASE products only. */
  baseProductSuggestions?: Array<BaseProductSuggestionInput> | null | undefined;
  descriptions: Array<LocalizedTextInput>;
  enabled: boolean;
  /** Against skin indicators: the whole row of the matrix. */
  evaluations?: Array<EvaluationEntryInput> | null | undefined;
  id?: number | null | undefined;
  names: Array<LocalizedTextInput>;
  productCategory: ProductCategory;
  /** READY_PRODUCT unless the category is MODULAR (BASE or ACTIVE). */
  productUsage: ProductUsage;
  searchLinks?: Array<SearchLinkInput> | null | undefined;
  version?: number | null | undefined;
};

export type ProductUsage =
  | 'ACTIVE'
  | 'BASE'
  | 'READY_PRODUCT';

/** An http(s) link per locale; empty ones are left out. */
export type SearchLinkInput = {
  locale: string;
  url?: string | null | undefined;
};

export type SkinIndicatorCategory =
  | 'CONDITION'
  | 'DAMAGE'
  | 'DISEASE';

/** No id: a new indicator. With id: an update (send the version read). */
export type SkinIndicatorInput = {
  descriptions: Array<LocalizedTextInput>;
  enabled: boolean;
  /** Against products: the whole column of the matrix. */
  evaluations?: Array<EvaluationEntryInput> | null | undefined;
  id?: number | null | undefined;
  names: Array<LocalizedTextInput>;
  searchLinks?: Array<SearchLinkInput> | null | undefined;
  skinIndicatorCategory: SkinIndicatorCategory;
  version?: number | null | undefined;
};

export type AdminProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProductsQuery = { products: Array<{ id: number, name: string, description: string, productCategory: ProductCategory, productUsage: ProductUsage, enabled: boolean, isInOffer: boolean, searchLinks: Array<{ locale: string, url: string }> }> };

export type AdminProductQueryVariables = Exact<{
  id: number;
}>;


export type AdminProductQuery = { product: { id: number, version: number, productCategory: ProductCategory, productUsage: ProductUsage, enabled: boolean, names: Array<{ locale: string, value: string }>, descriptions: Array<{ locale: string, value: string }>, searchLinks: Array<{ locale: string, url: string }>, baseProductSuggestions: Array<{ baseSize: number, increment: number, maxVolumeSuggestion: number, recommendedInput: number }>, evaluations: Array<{ skinIndicatorId: number, value: number }> } };

export type AdminIndicatorNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminIndicatorNamesQuery = { skinIndicators: Array<{ id: number, name: string, enabled: boolean }> };

export type SaveProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type SaveProductMutation = { saveProduct: { id: number, version: number, name: string, description: string, namePlaceholder: string, descriptionPlaceholder: string, productCategory: ProductCategory, productUsage: ProductUsage, enabled: boolean, isInOffer: boolean, evaluationMap: Record<string, number>, searchLinks: Array<{ locale: string, url: string }>, baseProductSuggestions: Array<{ baseSize: number, increment: number, maxVolumeSuggestion: number, recommendedInput: number }>, evaluations: Array<{ skinIndicatorId: number, value: number }> } };

export type AdminSkinIndicatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSkinIndicatorsQuery = { skinIndicators: Array<{ id: number, name: string, description: string, skinIndicatorCategory: SkinIndicatorCategory, enabled: boolean, searchLinks: Array<{ locale: string, url: string }> }> };

export type AdminSkinIndicatorQueryVariables = Exact<{
  id: number;
}>;


export type AdminSkinIndicatorQuery = { skinIndicator: { id: number, version: number, skinIndicatorCategory: SkinIndicatorCategory, enabled: boolean, names: Array<{ locale: string, value: string }>, descriptions: Array<{ locale: string, value: string }>, searchLinks: Array<{ locale: string, url: string }>, evaluations: Array<{ productId: number, value: number }> } };

export type AdminProductNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProductNamesQuery = { products: Array<{ id: number, name: string, enabled: boolean }> };

export type SaveSkinIndicatorMutationVariables = Exact<{
  input: SkinIndicatorInput;
}>;


export type SaveSkinIndicatorMutation = { saveSkinIndicator: { id: number, version: number, name: string, description: string, namePlaceholder: string, descriptionPlaceholder: string, skinIndicatorCategory: SkinIndicatorCategory, enabled: boolean, evaluationMap: Record<string, number>, searchLinks: Array<{ locale: string, url: string }>, evaluations: Array<{ productId: number, value: number }> } };

export type DeleteProductMutationVariables = Exact<{
  id: number;
}>;


export type DeleteProductMutation = { deleteProduct: boolean };


export const AdminProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"productCategory"}},{"kind":"Field","name":{"kind":"Name","value":"productUsage"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"isInOffer"}},{"kind":"Field","name":{"kind":"Name","value":"searchLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductsQuery, AdminProductsQueryVariables>;
export const AdminProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"productCategory"}},{"kind":"Field","name":{"kind":"Name","value":"productUsage"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"descriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"searchLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseProductSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseSize"}},{"kind":"Field","name":{"kind":"Name","value":"increment"}},{"kind":"Field","name":{"kind":"Name","value":"maxVolumeSuggestion"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedInput"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductQuery, AdminProductQueryVariables>;
export const AdminIndicatorNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminIndicatorNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skinIndicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<AdminIndicatorNamesQuery, AdminIndicatorNamesQueryVariables>;
export const SaveProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"namePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"productCategory"}},{"kind":"Field","name":{"kind":"Name","value":"productUsage"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"isInOffer"}},{"kind":"Field","name":{"kind":"Name","value":"searchLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseProductSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseSize"}},{"kind":"Field","name":{"kind":"Name","value":"increment"}},{"kind":"Field","name":{"kind":"Name","value":"maxVolumeSuggestion"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedInput"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluationMap"}}]}}]}}]} as unknown as DocumentNode<SaveProductMutation, SaveProductMutationVariables>;
export const AdminSkinIndicatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSkinIndicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skinIndicators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorCategory"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"searchLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSkinIndicatorsQuery, AdminSkinIndicatorsQueryVariables>;
export const AdminSkinIndicatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSkinIndicator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skinIndicator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorCategory"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"descriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"searchLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSkinIndicatorQuery, AdminSkinIndicatorQueryVariables>;
export const AdminProductNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProductNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<AdminProductNamesQuery, AdminProductNamesQueryVariables>;
export const SaveSkinIndicatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSkinIndicator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SkinIndicatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSkinIndicator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"namePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorCategory"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"searchLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluationMap"}}]}}]}}]} as unknown as DocumentNode<SaveSkinIndicatorMutation, SaveSkinIndicatorMutationVariables>;
export const DeleteProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;