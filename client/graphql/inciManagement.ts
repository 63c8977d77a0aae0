/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type InciAdminListQueryVariables = Exact<{ [key: string]: never; }>;


export type InciAdminListQuery = { inciAdminList: Array<{ id: number, name: string, alternativeName: string | null, usedBy: Array<string> }> };

export type IncisReloadStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type IncisReloadStatusQuery = { incisReloadStatus: { id: number, status: string, total: number, processed: number, inserted: number, updated: number, relinked: number, errorKey: string | null } | null };

export type ReloadIncisMutationVariables = Exact<{ [key: string]: never; }>;


export type ReloadIncisMutation = { reloadIncis: { id: number, status: string, total: number, processed: number, inserted: number, updated: number, relinked: number, errorKey: string | null } };

export type DeleteInciMutationVariables = Exact<{
  id: number;
}>;


export type DeleteInciMutation = { deleteInci: boolean };

export type InciReloadStatusFieldsFragment = { id: number, status: string, total: number, processed: number, inserted: number, updated: number, relinked: number, errorKey: string | null };

export const InciReloadStatusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InciReloadStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InciReloadStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"inserted"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"relinked"}},{"kind":"Field","name":{"kind":"Name","value":"errorKey"}}]}}]} as unknown as DocumentNode<InciReloadStatusFieldsFragment, unknown>;
export const InciAdminListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InciAdminList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inciAdminList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeName"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"}}]}}]}}]} as unknown as DocumentNode<InciAdminListQuery, InciAdminListQueryVariables>;
export const IncisReloadStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncisReloadStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incisReloadStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InciReloadStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InciReloadStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InciReloadStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"inserted"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"relinked"}},{"kind":"Field","name":{"kind":"Name","value":"errorKey"}}]}}]} as unknown as DocumentNode<IncisReloadStatusQuery, IncisReloadStatusQueryVariables>;
export const ReloadIncisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReloadIncis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reloadIncis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InciReloadStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InciReloadStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InciReloadStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"inserted"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"relinked"}},{"kind":"Field","name":{"kind":"Name","value":"errorKey"}}]}}]} as unknown as DocumentNode<ReloadIncisMutation, ReloadIncisMutationVariables>;
export const DeleteInciDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInci"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInci"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteInciMutation, DeleteInciMutationVariables>;