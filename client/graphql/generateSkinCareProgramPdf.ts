/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PdfOptionsInput = {
  /** The program id. */
  id: string;
  /** The PDF's locale, e.g. uk_UA (one of the eleven); null: the owner's preferred locale. */
  locale?: string | null | undefined;
  /** Print the program's live share link as a QR code (null: yes, when it has one). */
  shareQr?: boolean | null | undefined;
  showCompanyData: boolean;
  showInci: boolean;
  showReadyProducts: boolean;
  showSpecialMixedProducts: boolean;
  showUserNameForm: boolean;
  showVolume: boolean;
  showWashProducts: boolean;
};

export type GenerateSkinCareProgramPdfMutationVariables = Exact<{
  options: PdfOptionsInput;
}>;


export type GenerateSkinCareProgramPdfMutation = { generateSkinCareProgramPdf: { programId: string, pdfId: string } };


export const GenerateSkinCareProgramPdfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateSkinCareProgramPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PdfOptionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateSkinCareProgramPdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"pdfId"}}]}}]}}]} as unknown as DocumentNode<GenerateSkinCareProgramPdfMutation, GenerateSkinCareProgramPdfMutationVariables>;