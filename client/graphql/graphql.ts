/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ForgottenPasswordInput = {
  password: string;
  passwordRepeated: string;
  token: string;
  username: string;
};

export type IndicatorWithPriorityInput = {
  priority: Priority;
  skinIndicatorId: number;
};

export type LoginInput = {
  password: string;
  username: string;
};

export type MixedProductLineInput = {
  productId: number;
  volume: number;
};

export type MixtureRole =
  | 'CARE'
  | 'WASH';

export type PasswordChangeInput = {
  password: string;
  passwordRepeated: string;
};

export type PdfOptionsInput = {
  /** The program id. */
  id: string;
  showCompanyData: boolean;
  showInci: boolean;
  showReadyProducts: boolean;
  showSpecialMixedProducts: boolean;
  showUserNameForm: boolean;
  showVolume: boolean;
  showWashProducts: boolean;
};

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

export type Priority =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

export type ResetRequestInput = {
  username: string;
};

export type RoleProductLineInput = {
  comment?: string | null | undefined;
  mixtureRole?: MixtureRole | null | undefined;
  productId: number;
  volume?: number | null | undefined;
};

export type SkinCareProgramInput = {
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

export type UserDetailsInput = {
  companyName?: string | null | undefined;
  /** Ignored (set to the preferred one) for en_GB and de_DE. */
  fallbackLocale?: string | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  phoneNo?: string | null | undefined;
  preferredLocale: string;
  surname?: string | null | undefined;
  version: number;
};

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type PublicSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicSettingsQuery = { publicSettings: { inciLocales: Array<string>, systemLocales: Array<string> } };

export type RefreshTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshTokenMutation = { refreshToken: { token: string } };

export type MyAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountQuery = { me: { id: string, email: string, customerId: string | null, name: string | null, surname: string | null, companyName: string | null, phoneNo: string | null, preferredLocale: string, fallbackLocale: string, version: number }, myPdfData: { id: string, version: number, companyName: string | null, email: string | null, companyPhoneNo: string | null, companyAddressLine1: string | null, companyAddressLine2: string | null, companyAddressLine3: string | null } | null };

export type UpdateMyDetailsMutationVariables = Exact<{
  input: UserDetailsInput;
}>;


export type UpdateMyDetailsMutation = { updateMyDetails: { id: string, email: string, customerId: string | null, name: string | null, surname: string | null, companyName: string | null, phoneNo: string | null, preferredLocale: string, fallbackLocale: string, version: number } };

export type UpdateMyPdfDataMutationVariables = Exact<{
  input: PdfUserInfoInput;
}>;


export type UpdateMyPdfDataMutation = { updateMyPdfData: { id: string, version: number, companyName: string | null, email: string | null, companyPhoneNo: string | null, companyAddressLine1: string | null, companyAddressLine2: string | null, companyAddressLine3: string | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: PasswordChangeInput;
}>;


export type ChangePasswordMutation = { changePassword: { token: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: ResetRequestInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetForgottenPasswordMutationVariables = Exact<{
  input: ForgottenPasswordInput;
}>;


export type ResetForgottenPasswordMutation = { resetForgottenPassword: boolean };

export type BuilderProgramFieldsFragment = { id: string, number: string, version: number, pdfId: string | null, skinIndicatorWithPriorityDtos: Array<{ skinIndicatorId: number, priority: Priority }>, specialMixedProducts: { comment: string | null, baseProducts: Array<{ productId: number, volume: number }>, activeProducts: Array<{ productId: number, volume: number }> }, washProducts: Array<{ productId: number, volume: number | null, comment: string | null, mixtureRole: MixtureRole }>, readyProducts: Array<{ productId: number, volume: number | null, comment: string | null, mixtureRole: MixtureRole }> };

export type BuilderProgramQueryVariables = Exact<{
  id: string;
}>;


export type BuilderProgramQuery = { skinCareProgram: { id: string, number: string, version: number, pdfId: string | null, skinIndicatorWithPriorityDtos: Array<{ skinIndicatorId: number, priority: Priority }>, specialMixedProducts: { comment: string | null, baseProducts: Array<{ productId: number, volume: number }>, activeProducts: Array<{ productId: number, volume: number }> }, washProducts: Array<{ productId: number, volume: number | null, comment: string | null, mixtureRole: MixtureRole }>, readyProducts: Array<{ productId: number, volume: number | null, comment: string | null, mixtureRole: MixtureRole }> } };

export type GenerateSkinCareProgramPdfMutationVariables = Exact<{
  options: PdfOptionsInput;
}>;


export type GenerateSkinCareProgramPdfMutation = { generateSkinCareProgramPdf: { programId: string, pdfId: string } };

export type SaveSkinCareProgramMutationVariables = Exact<{
  program: SkinCareProgramInput;
  saveAsNew: boolean;
}>;


export type SaveSkinCareProgramMutation = { saveSkinCareProgram: { id: string, number: string, version: number, pdfId: string | null, skinIndicatorWithPriorityDtos: Array<{ skinIndicatorId: number, priority: Priority }>, specialMixedProducts: { comment: string | null, baseProducts: Array<{ productId: number, volume: number }>, activeProducts: Array<{ productId: number, volume: number }> }, washProducts: Array<{ productId: number, volume: number | null, comment: string | null, mixtureRole: MixtureRole }>, readyProducts: Array<{ productId: number, volume: number | null, comment: string | null, mixtureRole: MixtureRole }> } };

export type DeleteSkinCareProgramMutationVariables = Exact<{
  id: string;
}>;


export type DeleteSkinCareProgramMutation = { deleteSkinCareProgram: boolean };

export type SkinCareProgramsQueryVariables = Exact<{
  pageNo: number;
  pageSize: number;
  search?: string | null | undefined;
}>;


export type SkinCareProgramsQuery = { skinCarePrograms: { page: number, pageSize: number, totalPages: number, totalElements: number, mixtures: Array<{ id: string, number: string, pdfId: string | null, createdDate: string, modifiedDate: string }> } };

export const BuilderProgramFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SkinCareProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pdfId"}},{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorWithPriorityDtos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorId"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialMixedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"baseProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"washProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"mixtureRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readyProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"mixtureRole"}}]}}]}}]} as unknown as DocumentNode<BuilderProgramFieldsFragment, unknown>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const PublicSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inciLocales"}},{"kind":"Field","name":{"kind":"Name","value":"systemLocales"}}]}}]}}]} as unknown as DocumentNode<PublicSettingsQuery, PublicSettingsQueryVariables>;
export const RefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const MyAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"preferredLocale"}},{"kind":"Field","name":{"kind":"Name","value":"fallbackLocale"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPdfData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddressLine3"}}]}}]}}]} as unknown as DocumentNode<MyAccountQuery, MyAccountQueryVariables>;
export const UpdateMyDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"preferredLocale"}},{"kind":"Field","name":{"kind":"Name","value":"fallbackLocale"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateMyDetailsMutation, UpdateMyDetailsMutationVariables>;
export const UpdateMyPdfDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyPdfData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PdfUserInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyPdfData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyPhoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddressLine3"}}]}}]}}]} as unknown as DocumentNode<UpdateMyPdfDataMutation, UpdateMyPdfDataMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetForgottenPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetForgottenPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForgottenPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetForgottenPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetForgottenPasswordMutation, ResetForgottenPasswordMutationVariables>;
export const BuilderProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skinCareProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderProgramFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SkinCareProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pdfId"}},{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorWithPriorityDtos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorId"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialMixedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"baseProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"washProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"mixtureRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readyProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"mixtureRole"}}]}}]}}]} as unknown as DocumentNode<BuilderProgramQuery, BuilderProgramQueryVariables>;
export const GenerateSkinCareProgramPdfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateSkinCareProgramPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PdfOptionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateSkinCareProgramPdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"pdfId"}}]}}]}}]} as unknown as DocumentNode<GenerateSkinCareProgramPdfMutation, GenerateSkinCareProgramPdfMutationVariables>;
export const SaveSkinCareProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSkinCareProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"program"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SkinCareProgramInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"saveAsNew"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSkinCareProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"program"},"value":{"kind":"Variable","name":{"kind":"Name","value":"program"}}},{"kind":"Argument","name":{"kind":"Name","value":"saveAsNew"},"value":{"kind":"Variable","name":{"kind":"Name","value":"saveAsNew"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderProgramFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SkinCareProgram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"pdfId"}},{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorWithPriorityDtos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skinIndicatorId"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialMixedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"baseProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"washProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"mixtureRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readyProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"mixtureRole"}}]}}]}}]} as unknown as DocumentNode<SaveSkinCareProgramMutation, SaveSkinCareProgramMutationVariables>;
export const DeleteSkinCareProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSkinCareProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSkinCareProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSkinCareProgramMutation, DeleteSkinCareProgramMutationVariables>;
export const SkinCareProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SkinCarePrograms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skinCarePrograms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNo"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mixtures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"pdfId"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}}]}}]}}]} as unknown as DocumentNode<SkinCareProgramsQuery, SkinCareProgramsQueryVariables>;