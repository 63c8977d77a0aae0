import { Account, PdfUserInfo } from '../modules/accounts/account.entity.js';
import { OneTimeToken } from '../modules/accounts/one-time-token.entity.js';
import { PersonDetails } from '../modules/accounts/person-details.entity.js';
import { AuditEvent } from '../platform/audit-event.entity.js';
import { DataVersion } from '../platform/data-version.entity.js';
import { IdempotencyKey } from '../platform/idempotency/idempotency-key.entity.js';
import { ApiKey } from '../modules/api-keys/api-key.entity.js';
import { LoginSession } from '../modules/auth/login-session.entity.js';
import { LoginThrottle } from '../modules/auth/login-throttle.entity.js';
import { Candidate } from '../modules/candidates/candidate.entity.js';
import { CombinationRule } from '../modules/combinations/combination-rule.entity.js';
import { Evaluation } from '../modules/catalogue/evaluation.entity.js';
import { CatalogueEntryVersion } from '../modules/catalogue/history/entry-version.entity.js';
import { Inci, ProductInci } from '../modules/catalogue/inci/inci.entity.js';
import { InciReloadJob } from '../modules/catalogue/inci/inci-reload-job.entity.js';
import { Product } from '../modules/catalogue/product.entity.js';
import { SkinIndicator } from '../modules/catalogue/skin-indicator.entity.js';
import { Language } from '../modules/languages/language.entity.js';
import { PdfDocument } from '../modules/programs/pdf-document.entity.js';
import { ProgramIndicator, ProgramProduct, SkinCareProgram } from '../modules/programs/program.entity.js';
import { ProgramShareLink } from '../modules/programs/share-link.entity.js';
import { Region, RegionProductAvailable, RegionProductDisallowed } from '../modules/regions/region.entity.js';
import { TextSource } from '../modules/translations/text-source.entity.js';

/** Every entity of the data model (DESIGN.md), listed explicitly: no folder scanning at start. */
export const ENTITIES = [
  Account,
  PdfUserInfo,
  PersonDetails,
  OneTimeToken,
  LoginThrottle,
  LoginSession,
  Candidate,
  Region,
  RegionProductAvailable,
  RegionProductDisallowed,
  Language,
  Product,
  SkinIndicator,
  Evaluation,
  CombinationRule,
  Inci,
  ProductInci,
  InciReloadJob,
  CatalogueEntryVersion,
  TextSource,
  DataVersion,
  SkinCareProgram,
  ProgramIndicator,
  ProgramProduct,
  PdfDocument,
  ProgramShareLink,
  AuditEvent,
  ApiKey,
  IdempotencyKey,
];
