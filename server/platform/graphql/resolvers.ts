import { AccountResolver } from '../../modules/accounts/account.resolver.js';
import { AuthResolver } from '../../modules/auth/auth.resolver.js';
import { CandidateFieldsResolver, CandidateResolver } from '../../modules/candidates/candidate.resolver.js';
import { ManagedUserFieldsResolver, ManagedUserResolver } from '../../modules/managed-users/managed-user.resolver.js';
import { RegionOfferResolver } from '../../modules/regions/region-offer.resolver.js';
import {
  CatalogueResolver,
  InciFieldsResolver,
  ProductFieldsResolver,
  ProductInciLineFieldsResolver,
  SkinIndicatorFieldsResolver,
} from '../../modules/catalogue/catalogue.resolver.js';
import { SettingsResolver } from '../../modules/languages/settings.resolver.js';
import { ProgramResolver } from '../../modules/programs/program.resolver.js';

/** Every resolver of the one schema. */
export const RESOLVERS = [
  AuthResolver,
  AccountResolver,
  SettingsResolver,
  ProgramResolver,
  CatalogueResolver,
  ProductFieldsResolver,
  SkinIndicatorFieldsResolver,
  ProductInciLineFieldsResolver,
  InciFieldsResolver,
  CandidateResolver,
  CandidateFieldsResolver,
  ManagedUserResolver,
  ManagedUserFieldsResolver,
  RegionOfferResolver,
] as const;
