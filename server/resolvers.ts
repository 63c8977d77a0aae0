import { AccountResolver } from './modules/accounts/account.resolver.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { CandidateFieldsResolver, CandidateResolver } from './modules/candidates/candidate.resolver.js';
import { ManagedUserFieldsResolver, ManagedUserResolver } from './modules/managed-users/managed-user.resolver.js';
import { AdminAccountFieldsResolver, AdminAccountResolver } from './modules/admin-accounts/admin-account.resolver.js';
import { RegionAdminResolver } from './modules/regions/region-admin.resolver.js';
import { LanguageAdminResolver } from './modules/languages/language-admin.resolver.js';
import { AuditResolver } from './modules/audit/audit.resolver.js';
import { TranslationAdminResolver } from './modules/translations/translation-admin.resolver.js';
import { RegionOfferResolver } from './modules/regions/region-offer.resolver.js';
import {
  CatalogueResolver,
  InciFieldsResolver,
  ProductFieldsResolver,
  ProductInciLineFieldsResolver,
  SkinIndicatorFieldsResolver,
} from './modules/catalogue/snapshot/catalogue.resolver.js';
import { CATALOGUE_QUERY_FIELDS, catalogueCacheScope } from './modules/catalogue/snapshot/catalogue-cache-scope.js';
import {
  CatalogueAdminResolver,
  ProductAdminFieldsResolver,
  SkinIndicatorAdminFieldsResolver,
} from './modules/catalogue/admin/catalogue-admin.resolver.js';
import { CatalogueMatricesResolver } from './modules/catalogue/matrices/catalogue-matrices.resolver.js';
import { SettingsResolver } from './modules/languages/settings.resolver.js';
import { ProgramLinesResolver, ProgramResolver } from './modules/programs/program.resolver.js';
import { ShareLinkResolver } from './modules/programs/share-link.resolver.js';
import { CombinationResolver } from './modules/combinations/combination.resolver.js';
import { ApiKeyResolver } from './modules/api-keys/api-key.resolver.js';
import type { ResponseCacheOptions } from './platform/graphql/response-cache.js';
import type { AppResolvers } from './platform/graphql/schema.js';

/** Every resolver of the one schema (the platform builds it from this list). */
export const RESOLVERS: AppResolvers = [
  AuthResolver,
  AccountResolver,
  SettingsResolver,
  ProgramResolver,
  ProgramLinesResolver,
  ShareLinkResolver,
  CatalogueResolver,
  ProductFieldsResolver,
  SkinIndicatorFieldsResolver,
  ProductInciLineFieldsResolver,
  InciFieldsResolver,
  CatalogueAdminResolver,
  ProductAdminFieldsResolver,
  SkinIndicatorAdminFieldsResolver,
  CatalogueMatricesResolver,
  CombinationResolver,
  CandidateResolver,
  CandidateFieldsResolver,
  ManagedUserResolver,
  ManagedUserFieldsResolver,
  RegionOfferResolver,
  AdminAccountResolver,
  AdminAccountFieldsResolver,
  RegionAdminResolver,
  LanguageAdminResolver,
  AuditResolver,
  TranslationAdminResolver,
  ApiKeyResolver,
];

/** Catalogue queries are answered from cached bytes while the catalogue and texts are unchanged. */
export const RESPONSE_CACHE: ResponseCacheOptions = { rootFields: CATALOGUE_QUERY_FIELDS, scope: catalogueCacheScope };
