/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ProductCategory =
  | 'CARE'
  | 'CLEANING'
  | 'COLOR'
  | 'MODULAR';

export type ProductUsage =
  | 'ACTIVE'
  | 'BASE'
  | 'READY_PRODUCT';

export type RegionProductsInput = {
  productIds: Array<number>;
  regionId: number;
};

export type RegionProductAvailabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type RegionProductAvailabilityQuery = { myRegions: Array<{ id: number, name: string }>, products: Array<{ id: number, name: string, productCategory: ProductCategory, productUsage: ProductUsage }>, regionProductAvailability: { regions: Array<{ regionId: number, productIds: Array<number> }> } };

export type RegionProductDisallowedQueryVariables = Exact<{ [key: string]: never; }>;


export type RegionProductDisallowedQuery = { myRegions: Array<{ id: number, name: string }>, products: Array<{ id: number, name: string, productCategory: ProductCategory, productUsage: ProductUsage }>, regionProductDisallowed: { regions: Array<{ regionId: number, productIds: Array<number> }> } };

export type SetRegionAvailableProductsMutationVariables = Exact<{
  input: RegionProductsInput;
}>;


export type SetRegionAvailableProductsMutation = { setRegionAvailableProducts: { regions: Array<{ regionId: number, productIds: Array<number> }> } };

export type SetRegionDisallowedProductsMutationVariables = Exact<{
  input: RegionProductsInput;
}>;


export type SetRegionDisallowedProductsMutation = { setRegionDisallowedProducts: { regions: Array<{ regionId: number, productIds: Array<number> }> } };


export const RegionProductAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegionProductAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productCategory"}},{"kind":"Field","name":{"kind":"Name","value":"productUsage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regionProductAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}}]}}]}}]}}]} as unknown as DocumentNode<RegionProductAvailabilityQuery, RegionProductAvailabilityQueryVariables>;
export const RegionProductDisallowedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegionProductDisallowed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productCategory"}},{"kind":"Field","name":{"kind":"Name","value":"productUsage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regionProductDisallowed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}}]}}]}}]}}]} as unknown as DocumentNode<RegionProductDisallowedQuery, RegionProductDisallowedQueryVariables>;
export const SetRegionAvailableProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRegionAvailableProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegionProductsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRegionAvailableProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}}]}}]}}]}}]} as unknown as DocumentNode<SetRegionAvailableProductsMutation, SetRegionAvailableProductsMutationVariables>;
export const SetRegionDisallowedProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRegionDisallowedProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegionProductsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRegionDisallowedProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}}]}}]}}]}}]} as unknown as DocumentNode<SetRegionDisallowedProductsMutation, SetRegionDisallowedProductsMutationVariables>;