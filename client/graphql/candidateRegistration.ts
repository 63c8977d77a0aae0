/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The public registration form; locales as ll_CC. */
export type CandidateRegistrationInput = {
  companyName?: string | null | undefined;
  customerId?: string | null | undefined;
  email: string;
  /** Ignored (set to the preferred one) for en_GB and de_DE. */
  fallbackLocale?: string | null | undefined;
  name?: string | null | undefined;
  phoneNo?: string | null | undefined;
  preferredLocale: string;
  privacyPolicyConfirmed: boolean;
  regionId: number;
  surname?: string | null | undefined;
  termsConfirmed: boolean;
};

export type CandidateRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CandidateRegionsQuery = { candidateRegions: Array<{ id: number, name: string }> };

export type RegisterCandidateMutationVariables = Exact<{
  input: CandidateRegistrationInput;
}>;


export type RegisterCandidateMutation = { registerCandidate: boolean };

export type ConfirmCandidateEmailMutationVariables = Exact<{
  id: string;
  token: string;
}>;


export type ConfirmCandidateEmailMutation = { confirmCandidateEmail: boolean };


export const CandidateRegionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CandidateRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidateRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CandidateRegionsQuery, CandidateRegionsQueryVariables>;
export const RegisterCandidateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterCandidate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CandidateRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerCandidate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RegisterCandidateMutation, RegisterCandidateMutationVariables>;
export const ConfirmCandidateEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmCandidateEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmCandidateEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<ConfirmCandidateEmailMutation, ConfirmCandidateEmailMutationVariables>;