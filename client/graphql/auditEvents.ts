/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AuditFilterInput = {
  /** ISO 8601, inclusive. */
  from?: string | null | undefined;
  /** Leave out successful logins (the attempt and its success); failed attempts stay. */
  hideSuccessfulLogins?: boolean | null | undefined;
  pageNo?: number | null | undefined;
  /** Default 50. */
  pageSize?: number | null | undefined;
  /** ISO 8601, inclusive. */
  to?: string | null | undefined;
  /** Event types; none: all. */
  types?: Array<string> | null | undefined;
  /** The start of the user name (case-insensitive). */
  who?: string | null | undefined;
};

export type AuditEventsQueryVariables = Exact<{
  filter?: AuditFilterInput | null | undefined;
}>;


export type AuditEventsQuery = { auditEvents: { page: number, totalPages: number, totalElements: number, totalCapped: boolean, events: Array<{ createdDate: string, username: string, event: string, message: string | null, userName: string | null }> } };


export const AuditEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}}]}}]}}]} as unknown as DocumentNode<AuditEventsQuery, AuditEventsQueryVariables>;