/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query PublicSettings {\n  publicSettings {\n    inciLocales\n    systemLocales\n  }\n}": typeof types.PublicSettingsDocument,
    "mutation RefreshToken {\n  refreshToken {\n    token\n  }\n}": typeof types.RefreshTokenDocument,
    "query MyAccount {\n  me {\n    id\n    email\n    customerId\n    name\n    surname\n    companyName\n    phoneNo\n    preferredLocale\n    fallbackLocale\n    version\n  }\n  myPdfData {\n    id\n    version\n    companyName\n    email\n    companyPhoneNo\n    companyAddressLine1\n    companyAddressLine2\n    companyAddressLine3\n  }\n}": typeof types.MyAccountDocument,
    "mutation UpdateMyDetails($input: UserDetailsInput!) {\n  updateMyDetails(input: $input) {\n    id\n    email\n    customerId\n    name\n    surname\n    companyName\n    phoneNo\n    preferredLocale\n    fallbackLocale\n    version\n  }\n}": typeof types.UpdateMyDetailsDocument,
    "mutation UpdateMyPdfData($input: PdfUserInfoInput!) {\n  updateMyPdfData(input: $input) {\n    id\n    version\n    companyName\n    email\n    companyPhoneNo\n    companyAddressLine1\n    companyAddressLine2\n    companyAddressLine3\n  }\n}": typeof types.UpdateMyPdfDataDocument,
    "query AuditEvents($filter: AuditFilterInput) {\n  auditEvents(filter: $filter) {\n    events {\n      createdDate\n      username\n      event\n      message\n    }\n    page\n    totalPages\n    totalElements\n    totalCapped\n  }\n}": typeof types.AuditEventsDocument,
    "mutation ChangePassword($input: PasswordChangeInput!) {\n  changePassword(input: $input) {\n    token\n  }\n}": typeof types.ChangePasswordDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}": typeof types.LoginDocument,
    "mutation RequestPasswordReset($input: ResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResetForgottenPassword($input: ForgottenPasswordInput!) {\n  resetForgottenPassword(input: $input)\n}": typeof types.ResetForgottenPasswordDocument,
    "fragment BuilderProgramFields on SkinCareProgram {\n  id\n  number\n  version\n  pdfId\n  skinIndicatorWithPriorityDtos {\n    skinIndicatorId\n    priority\n  }\n  specialMixedProducts {\n    comment\n    baseProducts {\n      productId\n      volume\n    }\n    activeProducts {\n      productId\n      volume\n    }\n  }\n  washProducts {\n    productId\n    volume\n    comment\n    mixtureRole\n  }\n  readyProducts {\n    productId\n    volume\n    comment\n    mixtureRole\n  }\n}\n\nquery BuilderProgram($id: ID!) {\n  skinCareProgram(id: $id) {\n    ...BuilderProgramFields\n  }\n}": typeof types.BuilderProgramFieldsFragmentDoc,
    "mutation GenerateSkinCareProgramPdf($options: PdfOptionsInput!) {\n  generateSkinCareProgramPdf(options: $options) {\n    programId\n    pdfId\n  }\n}": typeof types.GenerateSkinCareProgramPdfDocument,
    "mutation SaveSkinCareProgram($program: SkinCareProgramInput!, $saveAsNew: Boolean!) {\n  saveSkinCareProgram(program: $program, saveAsNew: $saveAsNew) {\n    ...BuilderProgramFields\n  }\n}": typeof types.SaveSkinCareProgramDocument,
    "query CandidateRegions {\n  candidateRegions {\n    id\n    name\n  }\n}\n\nmutation RegisterCandidate($input: CandidateRegistrationInput!) {\n  registerCandidate(input: $input)\n}\n\nmutation ConfirmCandidateEmail($id: ID!, $token: String!) {\n  confirmCandidateEmail(id: $id, token: $token)\n}": typeof types.CandidateRegionsDocument,
    "query Candidates($pageNo: Int!, $pageSize: Int!, $search: String) {\n  candidates(pageNo: $pageNo, pageSize: $pageSize, search: $search) {\n    candidates {\n      id\n      email\n      customerId\n      companyName\n      name\n      surname\n      phoneNo\n      preferredLocale\n      fallbackLocale\n      emailConfirmed\n      regionId\n      region {\n        id\n        name\n      }\n      version\n    }\n    totalPages\n    totalElements\n    totalCapped\n  }\n}\n\nmutation RegisterCandidateAsUser($input: RegisterCandidateInput!) {\n  registerCandidateAsUser(input: $input) {\n    id\n  }\n}\n\nmutation DeleteCandidate($id: ID!) {\n  deleteCandidate(id: $id)\n}": typeof types.CandidatesDocument,
    "fragment ManagedUserFields on ManagedUser {\n  id\n  email\n  customerId\n  companyName\n  name\n  surname\n  phoneNo\n  preferredLocale\n  fallbackLocale\n  enabled\n  credentialsNonExpired\n  regionId\n  region {\n    id\n    name\n  }\n  programCount\n  version\n}\n\nquery ManagedUsers($pageNo: Int!, $pageSize: Int!, $search: String) {\n  managedUsers(pageNo: $pageNo, pageSize: $pageSize, search: $search) {\n    users {\n      ...ManagedUserFields\n    }\n    totalPages\n    totalElements\n    totalCapped\n  }\n}\n\nquery MyRegions {\n  myRegions {\n    id\n    name\n  }\n}\n\nmutation CreateManagedUser($input: ManagedUserCreateInput!) {\n  createManagedUser(input: $input) {\n    ...ManagedUserFields\n  }\n}\n\nmutation UpdateManagedUser($input: ManagedUserUpdateInput!) {\n  updateManagedUser(input: $input) {\n    ...ManagedUserFields\n  }\n}\n\nmutation ForceManagedUserPasswordChange($id: ID!) {\n  forceManagedUserPasswordChange(id: $id)\n}\n\nmutation DeleteManagedUser($id: ID!) {\n  deleteManagedUser(id: $id)\n}\n\nquery ManagedUser($id: ID!) {\n  managedUser(id: $id) {\n    ...ManagedUserFields\n  }\n}": typeof types.ManagedUserFieldsFragmentDoc,
    "query RegionProductAvailability {\n  myRegions {\n    id\n    name\n  }\n  products {\n    id\n    name\n    productCategory\n    productUsage\n  }\n  regionProductAvailability {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}\n\nquery RegionProductDisallowed {\n  myRegions {\n    id\n    name\n  }\n  products {\n    id\n    name\n    productCategory\n    productUsage\n  }\n  regionProductDisallowed {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}\n\nmutation SetRegionAvailableProducts($input: RegionProductsInput!) {\n  setRegionAvailableProducts(input: $input) {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}\n\nmutation SetRegionDisallowedProducts($input: RegionProductsInput!) {\n  setRegionDisallowedProducts(input: $input) {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}": typeof types.RegionProductAvailabilityDocument,
    "mutation DeleteSkinCareProgram($id: ID!) {\n  deleteSkinCareProgram(id: $id)\n}": typeof types.DeleteSkinCareProgramDocument,
    "query SkinCarePrograms($pageNo: Int!, $pageSize: Int!, $search: String) {\n  skinCarePrograms(pageNo: $pageNo, pageSize: $pageSize, search: $search) {\n    mixtures {\n      id\n      number\n      pdfId\n      createdDate\n      modifiedDate\n    }\n    page\n    pageSize\n    totalPages\n    totalElements\n  }\n}": typeof types.SkinCareProgramsDocument,
    "query TranslationAdminPage($filter: TranslationFilterInput) {\n  translationAdminPage(filter: $filter) {\n    rows {\n      key\n      textType\n      texts {\n        locale\n        value\n        comment\n        version\n        editable\n      }\n    }\n    page\n    totalPages\n    totalElements\n  }\n}\n\nmutation SaveTranslation($input: TranslationSaveInput!) {\n  saveTranslation(input: $input) {\n    key\n    locale\n    textType\n    value\n    comment\n    version\n  }\n}": typeof types.TranslationAdminPageDocument,
};
const documents: Documents = {
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query PublicSettings {\n  publicSettings {\n    inciLocales\n    systemLocales\n  }\n}": types.PublicSettingsDocument,
    "mutation RefreshToken {\n  refreshToken {\n    token\n  }\n}": types.RefreshTokenDocument,
    "query MyAccount {\n  me {\n    id\n    email\n    customerId\n    name\n    surname\n    companyName\n    phoneNo\n    preferredLocale\n    fallbackLocale\n    version\n  }\n  myPdfData {\n    id\n    version\n    companyName\n    email\n    companyPhoneNo\n    companyAddressLine1\n    companyAddressLine2\n    companyAddressLine3\n  }\n}": types.MyAccountDocument,
    "mutation UpdateMyDetails($input: UserDetailsInput!) {\n  updateMyDetails(input: $input) {\n    id\n    email\n    customerId\n    name\n    surname\n    companyName\n    phoneNo\n    preferredLocale\n    fallbackLocale\n    version\n  }\n}": types.UpdateMyDetailsDocument,
    "mutation UpdateMyPdfData($input: PdfUserInfoInput!) {\n  updateMyPdfData(input: $input) {\n    id\n    version\n    companyName\n    email\n    companyPhoneNo\n    companyAddressLine1\n    companyAddressLine2\n    companyAddressLine3\n  }\n}": types.UpdateMyPdfDataDocument,
    "query AuditEvents($filter: AuditFilterInput) {\n  auditEvents(filter: $filter) {\n    events {\n      createdDate\n      username\n      event\n      message\n    }\n    page\n    totalPages\n    totalElements\n    totalCapped\n  }\n}": types.AuditEventsDocument,
    "mutation ChangePassword($input: PasswordChangeInput!) {\n  changePassword(input: $input) {\n    token\n  }\n}": types.ChangePasswordDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}": types.LoginDocument,
    "mutation RequestPasswordReset($input: ResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}": types.RequestPasswordResetDocument,
    "mutation ResetForgottenPassword($input: ForgottenPasswordInput!) {\n  resetForgottenPassword(input: $input)\n}": types.ResetForgottenPasswordDocument,
    "fragment BuilderProgramFields on SkinCareProgram {\n  id\n  number\n  version\n  pdfId\n  skinIndicatorWithPriorityDtos {\n    skinIndicatorId\n    priority\n  }\n  specialMixedProducts {\n    comment\n    baseProducts {\n      productId\n      volume\n    }\n    activeProducts {\n      productId\n      volume\n    }\n  }\n  washProducts {\n    productId\n    volume\n    comment\n    mixtureRole\n  }\n  readyProducts {\n    productId\n    volume\n    comment\n    mixtureRole\n  }\n}\n\nquery BuilderProgram($id: ID!) {\n  skinCareProgram(id: $id) {\n    ...BuilderProgramFields\n  }\n}": types.BuilderProgramFieldsFragmentDoc,
    "mutation GenerateSkinCareProgramPdf($options: PdfOptionsInput!) {\n  generateSkinCareProgramPdf(options: $options) {\n    programId\n    pdfId\n  }\n}": types.GenerateSkinCareProgramPdfDocument,
    "mutation SaveSkinCareProgram($program: SkinCareProgramInput!, $saveAsNew: Boolean!) {\n  saveSkinCareProgram(program: $program, saveAsNew: $saveAsNew) {\n    ...BuilderProgramFields\n  }\n}": types.SaveSkinCareProgramDocument,
    "query CandidateRegions {\n  candidateRegions {\n    id\n    name\n  }\n}\n\nmutation RegisterCandidate($input: CandidateRegistrationInput!) {\n  registerCandidate(input: $input)\n}\n\nmutation ConfirmCandidateEmail($id: ID!, $token: String!) {\n  confirmCandidateEmail(id: $id, token: $token)\n}": types.CandidateRegionsDocument,
    "query Candidates($pageNo: Int!, $pageSize: Int!, $search: String) {\n  candidates(pageNo: $pageNo, pageSize: $pageSize, search: $search) {\n    candidates {\n      id\n      email\n      customerId\n      companyName\n      name\n      surname\n      phoneNo\n      preferredLocale\n      fallbackLocale\n      emailConfirmed\n      regionId\n      region {\n        id\n        name\n      }\n      version\n    }\n    totalPages\n    totalElements\n    totalCapped\n  }\n}\n\nmutation RegisterCandidateAsUser($input: RegisterCandidateInput!) {\n  registerCandidateAsUser(input: $input) {\n    id\n  }\n}\n\nmutation DeleteCandidate($id: ID!) {\n  deleteCandidate(id: $id)\n}": types.CandidatesDocument,
    "fragment ManagedUserFields on ManagedUser {\n  id\n  email\n  customerId\n  companyName\n  name\n  surname\n  phoneNo\n  preferredLocale\n  fallbackLocale\n  enabled\n  credentialsNonExpired\n  regionId\n  region {\n    id\n    name\n  }\n  programCount\n  version\n}\n\nquery ManagedUsers($pageNo: Int!, $pageSize: Int!, $search: String) {\n  managedUsers(pageNo: $pageNo, pageSize: $pageSize, search: $search) {\n    users {\n      ...ManagedUserFields\n    }\n    totalPages\n    totalElements\n    totalCapped\n  }\n}\n\nquery MyRegions {\n  myRegions {\n    id\n    name\n  }\n}\n\nmutation CreateManagedUser($input: ManagedUserCreateInput!) {\n  createManagedUser(input: $input) {\n    ...ManagedUserFields\n  }\n}\n\nmutation UpdateManagedUser($input: ManagedUserUpdateInput!) {\n  updateManagedUser(input: $input) {\n    ...ManagedUserFields\n  }\n}\n\nmutation ForceManagedUserPasswordChange($id: ID!) {\n  forceManagedUserPasswordChange(id: $id)\n}\n\nmutation DeleteManagedUser($id: ID!) {\n  deleteManagedUser(id: $id)\n}\n\nquery ManagedUser($id: ID!) {\n  managedUser(id: $id) {\n    ...ManagedUserFields\n  }\n}": types.ManagedUserFieldsFragmentDoc,
    "query RegionProductAvailability {\n  myRegions {\n    id\n    name\n  }\n  products {\n    id\n    name\n    productCategory\n    productUsage\n  }\n  regionProductAvailability {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}\n\nquery RegionProductDisallowed {\n  myRegions {\n    id\n    name\n  }\n  products {\n    id\n    name\n    productCategory\n    productUsage\n  }\n  regionProductDisallowed {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}\n\nmutation SetRegionAvailableProducts($input: RegionProductsInput!) {\n  setRegionAvailableProducts(input: $input) {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}\n\nmutation SetRegionDisallowedProducts($input: RegionProductsInput!) {\n  setRegionDisallowedProducts(input: $input) {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}": types.RegionProductAvailabilityDocument,
    "mutation DeleteSkinCareProgram($id: ID!) {\n  deleteSkinCareProgram(id: $id)\n}": types.DeleteSkinCareProgramDocument,
    "query SkinCarePrograms($pageNo: Int!, $pageSize: Int!, $search: String) {\n  skinCarePrograms(pageNo: $pageNo, pageSize: $pageSize, search: $search) {\n    mixtures {\n      id\n      number\n      pdfId\n      createdDate\n      modifiedDate\n    }\n    page\n    pageSize\n    totalPages\n    totalElements\n  }\n}": types.SkinCareProgramsDocument,
    "query TranslationAdminPage($filter: TranslationFilterInput) {\n  translationAdminPage(filter: $filter) {\n    rows {\n      key\n      textType\n      texts {\n        locale\n        value\n        comment\n        version\n        editable\n      }\n    }\n    page\n    totalPages\n    totalElements\n  }\n}\n\nmutation SaveTranslation($input: TranslationSaveInput!) {\n  saveTranslation(input: $input) {\n    key\n    locale\n    textType\n    value\n    comment\n    version\n  }\n}": types.TranslationAdminPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicSettings {\n  publicSettings {\n    inciLocales\n    systemLocales\n  }\n}"): (typeof documents)["query PublicSettings {\n  publicSettings {\n    inciLocales\n    systemLocales\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefreshToken {\n  refreshToken {\n    token\n  }\n}"): (typeof documents)["mutation RefreshToken {\n  refreshToken {\n    token\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyAccount {\n  me {\n    id\n    email\n    customerId\n    name\n    surname\n    companyName\n    phoneNo\n    preferredLocale\n    fallbackLocale\n    version\n  }\n  myPdfData {\n    id\n    version\n    companyName\n    email\n    companyPhoneNo\n    companyAddressLine1\n    companyAddressLine2\n    companyAddressLine3\n  }\n}"): (typeof documents)["query MyAccount {\n  me {\n    id\n    email\n    customerId\n    name\n    surname\n    companyName\n    phoneNo\n    preferredLocale\n    fallbackLocale\n    version\n  }\n  myPdfData {\n    id\n    version\n    companyName\n    email\n    companyPhoneNo\n    companyAddressLine1\n    companyAddressLine2\n    companyAddressLine3\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMyDetails($input: UserDetailsInput!) {\n  updateMyDetails(input: $input) {\n    id\n    email\n    customerId\n    name\n    surname\n    companyName\n    phoneNo\n    preferredLocale\n    fallbackLocale\n    version\n  }\n}"): (typeof documents)["mutation UpdateMyDetails($input: UserDetailsInput!) {\n  updateMyDetails(input: $input) {\n    id\n    email\n    customerId\n    name\n    surname\n    companyName\n    phoneNo\n    preferredLocale\n    fallbackLocale\n    version\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMyPdfData($input: PdfUserInfoInput!) {\n  updateMyPdfData(input: $input) {\n    id\n    version\n    companyName\n    email\n    companyPhoneNo\n    companyAddressLine1\n    companyAddressLine2\n    companyAddressLine3\n  }\n}"): (typeof documents)["mutation UpdateMyPdfData($input: PdfUserInfoInput!) {\n  updateMyPdfData(input: $input) {\n    id\n    version\n    companyName\n    email\n    companyPhoneNo\n    companyAddressLine1\n    companyAddressLine2\n    companyAddressLine3\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditEvents($filter: AuditFilterInput) {\n  auditEvents(filter: $filter) {\n    events {\n      createdDate\n      username\n      event\n      message\n    }\n    page\n    totalPages\n    totalElements\n    totalCapped\n  }\n}"): (typeof documents)["query AuditEvents($filter: AuditFilterInput) {\n  auditEvents(filter: $filter) {\n    events {\n      createdDate\n      username\n      event\n      message\n    }\n    page\n    totalPages\n    totalElements\n    totalCapped\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($input: PasswordChangeInput!) {\n  changePassword(input: $input) {\n    token\n  }\n}"): (typeof documents)["mutation ChangePassword($input: PasswordChangeInput!) {\n  changePassword(input: $input) {\n    token\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($input: ResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}"): (typeof documents)["mutation RequestPasswordReset($input: ResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetForgottenPassword($input: ForgottenPasswordInput!) {\n  resetForgottenPassword(input: $input)\n}"): (typeof documents)["mutation ResetForgottenPassword($input: ForgottenPasswordInput!) {\n  resetForgottenPassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BuilderProgramFields on SkinCareProgram {\n  id\n  number\n  version\n  pdfId\n  skinIndicatorWithPriorityDtos {\n    skinIndicatorId\n    priority\n  }\n  specialMixedProducts {\n    comment\n    baseProducts {\n      productId\n      volume\n    }\n    activeProducts {\n      productId\n      volume\n    }\n  }\n  washProducts {\n    productId\n    volume\n    comment\n    mixtureRole\n  }\n  readyProducts {\n    productId\n    volume\n    comment\n    mixtureRole\n  }\n}\n\nquery BuilderProgram($id: ID!) {\n  skinCareProgram(id: $id) {\n    ...BuilderProgramFields\n  }\n}"): (typeof documents)["fragment BuilderProgramFields on SkinCareProgram {\n  id\n  number\n  version\n  pdfId\n  skinIndicatorWithPriorityDtos {\n    skinIndicatorId\n    priority\n  }\n  specialMixedProducts {\n    comment\n    baseProducts {\n      productId\n      volume\n    }\n    activeProducts {\n      productId\n      volume\n    }\n  }\n  washProducts {\n    productId\n    volume\n    comment\n    mixtureRole\n  }\n  readyProducts {\n    productId\n    volume\n    comment\n    mixtureRole\n  }\n}\n\nquery BuilderProgram($id: ID!) {\n  skinCareProgram(id: $id) {\n    ...BuilderProgramFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GenerateSkinCareProgramPdf($options: PdfOptionsInput!) {\n  generateSkinCareProgramPdf(options: $options) {\n    programId\n    pdfId\n  }\n}"): (typeof documents)["mutation GenerateSkinCareProgramPdf($options: PdfOptionsInput!) {\n  generateSkinCareProgramPdf(options: $options) {\n    programId\n    pdfId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveSkinCareProgram($program: SkinCareProgramInput!, $saveAsNew: Boolean!) {\n  saveSkinCareProgram(program: $program, saveAsNew: $saveAsNew) {\n    ...BuilderProgramFields\n  }\n}"): (typeof documents)["mutation SaveSkinCareProgram($program: SkinCareProgramInput!, $saveAsNew: Boolean!) {\n  saveSkinCareProgram(program: $program, saveAsNew: $saveAsNew) {\n    ...BuilderProgramFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CandidateRegions {\n  candidateRegions {\n    id\n    name\n  }\n}\n\nmutation RegisterCandidate($input: CandidateRegistrationInput!) {\n  registerCandidate(input: $input)\n}\n\nmutation ConfirmCandidateEmail($id: ID!, $token: String!) {\n  confirmCandidateEmail(id: $id, token: $token)\n}"): (typeof documents)["query CandidateRegions {\n  candidateRegions {\n    id\n    name\n  }\n}\n\nmutation RegisterCandidate($input: CandidateRegistrationInput!) {\n  registerCandidate(input: $input)\n}\n\nmutation ConfirmCandidateEmail($id: ID!, $token: String!) {\n  confirmCandidateEmail(id: $id, token: $token)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Candidates($pageNo: Int!, $pageSize: Int!, $search: String) {\n  candidates(pageNo: $pageNo, pageSize: $pageSize, search: $search) {\n    candidates {\n      id\n      email\n      customerId\n      companyName\n      name\n      surname\n      phoneNo\n      preferredLocale\n      fallbackLocale\n      emailConfirmed\n      regionId\n      region {\n        id\n        name\n      }\n      version\n    }\n    totalPages\n    totalElements\n    totalCapped\n  }\n}\n\nmutation RegisterCandidateAsUser($input: RegisterCandidateInput!) {\n  registerCandidateAsUser(input: $input) {\n    id\n  }\n}\n\nmutation DeleteCandidate($id: ID!) {\n  deleteCandidate(id: $id)\n}"): (typeof documents)["query Candidates($pageNo: Int!, $pageSize: Int!, $search: String) {\n  candidates(pageNo: $pageNo, pageSize: $pageSize, search: $search) {\n    candidates {\n      id\n      email\n      customerId\n      companyName\n      name\n      surname\n      phoneNo\n      preferredLocale\n      fallbackLocale\n      emailConfirmed\n      regionId\n      region {\n        id\n        name\n      }\n      version\n    }\n    totalPages\n    totalElements\n    totalCapped\n  }\n}\n\nmutation RegisterCandidateAsUser($input: RegisterCandidateInput!) {\n  registerCandidateAsUser(input: $input) {\n    id\n  }\n}\n\nmutation DeleteCandidate($id: ID!) {\n  deleteCandidate(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ManagedUserFields on ManagedUser {\n  id\n  email\n  customerId\n  companyName\n  name\n  surname\n  phoneNo\n  preferredLocale\n  fallbackLocale\n  enabled\n  credentialsNonExpired\n  regionId\n  region {\n    id\n    name\n  }\n  programCount\n  version\n}\n\nquery ManagedUsers($pageNo: Int!, $pageSize: Int!, $search: String) {\n  managedUsers(pageNo: $pageNo, pageSize: $pageSize, search: $search) {\n    users {\n      ...ManagedUserFields\n    }\n    totalPages\n    totalElements\n    totalCapped\n  }\n}\n\nquery MyRegions {\n  myRegions {\n    id\n    name\n  }\n}\n\nmutation CreateManagedUser($input: ManagedUserCreateInput!) {\n  createManagedUser(input: $input) {\n    ...ManagedUserFields\n  }\n}\n\nmutation UpdateManagedUser($input: ManagedUserUpdateInput!) {\n  updateManagedUser(input: $input) {\n    ...ManagedUserFields\n  }\n}\n\nmutation ForceManagedUserPasswordChange($id: ID!) {\n  forceManagedUserPasswordChange(id: $id)\n}\n\nmutation DeleteManagedUser($id: ID!) {\n  deleteManagedUser(id: $id)\n}\n\nquery ManagedUser($id: ID!) {\n  managedUser(id: $id) {\n    ...ManagedUserFields\n  }\n}"): (typeof documents)["fragment ManagedUserFields on ManagedUser {\n  id\n  email\n  customerId\n  companyName\n  name\n  surname\n  phoneNo\n  preferredLocale\n  fallbackLocale\n  enabled\n  credentialsNonExpired\n  regionId\n  region {\n    id\n    name\n  }\n  programCount\n  version\n}\n\nquery ManagedUsers($pageNo: Int!, $pageSize: Int!, $search: String) {\n  managedUsers(pageNo: $pageNo, pageSize: $pageSize, search: $search) {\n    users {\n      ...ManagedUserFields\n    }\n    totalPages\n    totalElements\n    totalCapped\n  }\n}\n\nquery MyRegions {\n  myRegions {\n    id\n    name\n  }\n}\n\nmutation CreateManagedUser($input: ManagedUserCreateInput!) {\n  createManagedUser(input: $input) {\n    ...ManagedUserFields\n  }\n}\n\nmutation UpdateManagedUser($input: ManagedUserUpdateInput!) {\n  updateManagedUser(input: $input) {\n    ...ManagedUserFields\n  }\n}\n\nmutation ForceManagedUserPasswordChange($id: ID!) {\n  forceManagedUserPasswordChange(id: $id)\n}\n\nmutation DeleteManagedUser($id: ID!) {\n  deleteManagedUser(id: $id)\n}\n\nquery ManagedUser($id: ID!) {\n  managedUser(id: $id) {\n    ...ManagedUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegionProductAvailability {\n  myRegions {\n    id\n    name\n  }\n  products {\n    id\n    name\n    productCategory\n    productUsage\n  }\n  regionProductAvailability {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}\n\nquery RegionProductDisallowed {\n  myRegions {\n    id\n    name\n  }\n  products {\n    id\n    name\n    productCategory\n    productUsage\n  }\n  regionProductDisallowed {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}\n\nmutation SetRegionAvailableProducts($input: RegionProductsInput!) {\n  setRegionAvailableProducts(input: $input) {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}\n\nmutation SetRegionDisallowedProducts($input: RegionProductsInput!) {\n  setRegionDisallowedProducts(input: $input) {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}"): (typeof documents)["query RegionProductAvailability {\n  myRegions {\n    id\n    name\n  }\n  products {\n    id\n    name\n    productCategory\n    productUsage\n  }\n  regionProductAvailability {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}\n\nquery RegionProductDisallowed {\n  myRegions {\n    id\n    name\n  }\n  products {\n    id\n    name\n    productCategory\n    productUsage\n  }\n  regionProductDisallowed {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}\n\nmutation SetRegionAvailableProducts($input: RegionProductsInput!) {\n  setRegionAvailableProducts(input: $input) {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}\n\nmutation SetRegionDisallowedProducts($input: RegionProductsInput!) {\n  setRegionDisallowedProducts(input: $input) {\n    regions {\n      regionId\n      productIds\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteSkinCareProgram($id: ID!) {\n  deleteSkinCareProgram(id: $id)\n}"): (typeof documents)["mutation DeleteSkinCareProgram($id: ID!) {\n  deleteSkinCareProgram(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SkinCarePrograms($pageNo: Int!, $pageSize: Int!, $search: String) {\n  skinCarePrograms(pageNo: $pageNo, pageSize: $pageSize, search: $search) {\n    mixtures {\n      id\n      number\n      pdfId\n      createdDate\n      modifiedDate\n    }\n    page\n    pageSize\n    totalPages\n    totalElements\n  }\n}"): (typeof documents)["query SkinCarePrograms($pageNo: Int!, $pageSize: Int!, $search: String) {\n  skinCarePrograms(pageNo: $pageNo, pageSize: $pageSize, search: $search) {\n    mixtures {\n      id\n      number\n      pdfId\n      createdDate\n      modifiedDate\n    }\n    page\n    pageSize\n    totalPages\n    totalElements\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TranslationAdminPage($filter: TranslationFilterInput) {\n  translationAdminPage(filter: $filter) {\n    rows {\n      key\n      textType\n      texts {\n        locale\n        value\n        comment\n        version\n        editable\n      }\n    }\n    page\n    totalPages\n    totalElements\n  }\n}\n\nmutation SaveTranslation($input: TranslationSaveInput!) {\n  saveTranslation(input: $input) {\n    key\n    locale\n    textType\n    value\n    comment\n    version\n  }\n}"): (typeof documents)["query TranslationAdminPage($filter: TranslationFilterInput) {\n  translationAdminPage(filter: $filter) {\n    rows {\n      key\n      textType\n      texts {\n        locale\n        value\n        comment\n        version\n        editable\n      }\n    }\n    page\n    totalPages\n    totalElements\n  }\n}\n\nmutation SaveTranslation($input: TranslationSaveInput!) {\n  saveTranslation(input: $input) {\n    key\n    locale\n    textType\n    value\n    comment\n    version\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;