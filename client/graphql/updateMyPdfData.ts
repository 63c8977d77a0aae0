/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PdfUserInfoInput = {
  companyAddressLine1?: string | null | undefined;
  companyAddressLine2?: string | null | undefined;
  companyAddressLine3?: string | null | undefined;
  companyName?: string | null | undefined;
  companyPhoneNo?: string | null | undefined;
  email?: string | null | undefined;
  id?: string | null | undefined;
  /** Required once the data exists. */
  version?: number | null | undefined;
};

export type UpdateMyPdfDataMutationVariables = Exact<{
  input: PdfUserInfoInput;
}>;


export type UpdateMyPdfDataMutation = { updateMyPdfData: { id: string, version: number, companyName: string | null, email: string | null, companyPhoneNo: string | null, companyAddressLine1: string | null, companyAddressLine2: string | null, companyAddressLine3: string | null } };


export const UpdateMyPdfDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyPdfData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PdfUserInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyPdfData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddressLine3"}}]}}]}}]} as unknown as DocumentNode<UpdateMyPdfDataMutation, UpdateMyPdfDataMutationVariables>;