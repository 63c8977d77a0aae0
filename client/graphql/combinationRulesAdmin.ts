/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CombinationKind =
  | 'NOT_SAME_ROUTINE_TIME'
  | 'NOT_TOGETHER';

/** No id: a new rule. With id: an update (send the version read). Exactly one of otherProductId and otherCategory. */
export type CombinationRuleInput = {
  comment?: string | null | undefined;
  id?: number | null | undefined;
  kind: CombinationKind;
  /** The message per locale (de_DE and en_GB required). */
  messages: Array<LocalizedTextInput>;
  otherCategory?: ProductCategory | null | undefined;
  otherProductId?: number | null | undefined;
  productId: number;
  severity: CombinationSeverity;
  version?: number | null | undefined;
};

export type CombinationSeverity =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

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

export type AdminCombinationRuleFieldsFragment = { id: number, code: string, version: number, productId: number, otherProductId: number | null, otherCategory: ProductCategory | null, kind: CombinationKind, severity: CombinationSeverity, messagePlaceholder: string, comment: string | null, messages: Array<{ locale: string, value: string }> };

export type AdminCombinationRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCombinationRulesQuery = { adminCombinationRules: Array<{ id: number, code: string, version: number, productId: number, otherProductId: number | null, otherCategory: ProductCategory | null, kind: CombinationKind, severity: CombinationSeverity, messagePlaceholder: string, comment: string | null, messages: Array<{ locale: string, value: string }> }> };

export type CombinationRuleProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type CombinationRuleProductsQuery = { products: Array<{ id: number, namePlaceholder: string, productCategory: ProductCategory, enabled: boolean }> };

export type SaveCombinationRuleMutationVariables = Exact<{
  input: CombinationRuleInput;
}>;


export type SaveCombinationRuleMutation = { saveCombinationRule: { id: number, code: string, version: number, productId: number, otherProductId: number | null, otherCategory: ProductCategory | null, kind: CombinationKind, severity: CombinationSeverity, messagePlaceholder: string, comment: string | null, messages: Array<{ locale: string, value: string }> } };

export type DeleteCombinationRuleMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCombinationRuleMutation = { deleteCombinationRule: boolean };

export const AdminCombinationRuleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCombinationRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CombinationRuleAdmin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"otherProductId"}},{"kind":"Field","name":{"kind":"Name","value":"otherCategory"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"messagePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]} as unknown as DocumentNode<AdminCombinationRuleFieldsFragment, unknown>;
export const AdminCombinationRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCombinationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCombinationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCombinationRuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCombinationRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CombinationRuleAdmin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"otherProductId"}},{"kind":"Field","name":{"kind":"Name","value":"otherCategory"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"messagePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]} as unknown as DocumentNode<AdminCombinationRulesQuery, AdminCombinationRulesQueryVariables>;
export const CombinationRuleProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CombinationRuleProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"namePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"productCategory"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<CombinationRuleProductsQuery, CombinationRuleProductsQueryVariables>;
export const SaveCombinationRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCombinationRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CombinationRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCombinationRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCombinationRuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCombinationRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CombinationRuleAdmin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"otherProductId"}},{"kind":"Field","name":{"kind":"Name","value":"otherCategory"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"messagePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]} as unknown as DocumentNode<SaveCombinationRuleMutation, SaveCombinationRuleMutationVariables>;
export const DeleteCombinationRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCombinationRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCombinationRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCombinationRuleMutation, DeleteCombinationRuleMutationVariables>;