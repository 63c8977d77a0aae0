import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './modules/accounts/account.routes.js';
import { candidateRoutes } from './modules/candidates/candidate.routes.js';
import { managedUserRoutes } from './modules/managed-users/managed-user.routes.js';
import { adminAccountRoutes, testMailRoutes } from './modules/admin-accounts/admin-account.routes.js';
import { regionAdminRoutes } from './modules/regions/region-admin.routes.js';
import { languageAdminRoutes } from './modules/languages/language-admin.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { regionRoutes } from './modules/regions/region.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { catalogueRoutes } from './modules/catalogue/snapshot/catalogue.routes.js';
import { catalogueAdminRoutes } from './modules/catalogue/admin/catalogue-admin.routes.js';
import { catalogueMatricesRoutes } from './modules/catalogue/matrices/catalogue-matrices.routes.js';
import { programRoutes } from './modules/programs/program.routes.js';
import { shareLinkRoutes } from './modules/programs/share-link.routes.js';
import { translationRoutes } from './modules/translations/translation.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { combinationRoutes } from './modules/combinations/combination.routes.js';
import { apiKeyRoutes } from './modules/api-keys/api-key.routes.js';

/** Every REST-compatible route module (the spec's documented paths only). */
export const REST_ROUTES: Array<(app: FastifyInstance) => Promise<void>> = [
  authRoutes,
  translationRoutes,
  systemRoutes,
  accountRoutes,
  programRoutes,
  shareLinkRoutes,
  catalogueRoutes,
  catalogueAdminRoutes,
  catalogueMatricesRoutes,
  combinationRoutes,
  candidateRoutes,
  managedUserRoutes,
  regionRoutes,
  adminAccountRoutes,
  regionAdminRoutes,
  languageAdminRoutes,
  auditRoutes,
  testMailRoutes,
  apiKeyRoutes,
];
