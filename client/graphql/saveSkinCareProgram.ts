/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type IndicatorWithPriorityInput = {
  priority: Priority;
  skinIndicatorId: number;
};

export type MixedProductLineInput = {
  productId: number;
  volume: number;
};

export type MixtureRole =
  | 'CARE'
  | 'WASH';

export type Priority =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

export type RoleProductLineInput = {
  comment?: string | null | undefined;
  mixtureRole?: MixtureRole | null | undefined;
  productId: number;
  volume?: number | null | undefined;
};

export type SkinCareProgramInput = {
  /** The client (name or code), at most 200 characters, one line; blank: none. */
  clientReference?: string | null | undefined;
  /** Absent: create. With version: update (or copy with saveAsNew). */
  id?: string | null | undefined;
  readyProducts: Array<RoleProductLineInput>;
  skinIndicatorWithPriorityDtos: Array<IndicatorWithPriorityInput>;
  specialMixedProducts: SpecialMixedProductsInput;
  version?: number | null | undefined;
  washProducts: Array<RoleProductLineInput>;
};

export type SpecialMixedProductsInput = {
  activeProducts?: Array<MixedProductLineInput> | null | undefined;
  baseProducts?: Array<MixedProductLineInput> | null | undefined;
  comment?: string | null | undefined;
};

export type SaveSkinCareProgramMutationVariables = Exact<{
  program: SkinCareProgramInput;
  saveAsNew: boolean;
}>;


export type SaveSkinCareProgramMutation = { saveSkinCareProgram: { id: string, number: string, version: number, pdfId: string | null, clientReference: string | null, skinIndicatorWithPriorityDtos: Array<{ skinIndicatorId: number, priority: Priority }>, specialMixedProducts: { comment: string | null, baseProducts: Array<{ productId: number, volume: number }>, activeProducts: Array<{ productId: number, volume: number }> }, washProducts: Array<{ productId: number, volume: number | null, comment: string | null, mixtureRole: MixtureRole }>, readyProducts: Array<{ productId: number, volume: number | null, comment: string | null, mixtureRole: MixtureRole }> } };


export const SaveSkinCareProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSkinCareProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"program"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SkinCareProgramInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"saveAsNew"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSkinCareProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"program"},"value":{"kind":"Variable","name":{"kind":"Name","value":"program"}}},{"kind":"Argument","name":{"kind":"Name","value":"saveAsNew"},"value":{"kind":"Variable","name":{"kind":"Name","value":"saveAsNew"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderProgramFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SkinCareProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pdfId"}},{"kind":"Field","name":{"kind":"Name","value":"clientReference"}},{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorWithPriorityDtos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorId"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialMixedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"baseProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"washProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"mixtureRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readyProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"mixtureRole"}}]}}]}}]} as unknown as DocumentNode<SaveSkinCareProgramMutation, SaveSkinCareProgramMutationVariables>;