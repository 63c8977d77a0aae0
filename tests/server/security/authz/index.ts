/**
 * The authorisation matrix: every REST route and every Query/Mutation field, tried by every
 * caller (see CALLERS in types.ts), with the status each must get. authz-matrix.test.ts FAILS
 * when the app has a route or field without a row here, and when a row names one that no
 * longer exists.
 *
 * Adding a route or field (every later issue does):
 * 1. Put its row in the file of its domain, `<domain>.rows.ts` (make one for a new domain and
 *    add it to DOMAINS below). A REST row names the route exactly as registered
 *    (`'PUT /secured/api/local-admin/user'`, path parameters as `:id`); a GraphQL row names
 *    `Query.<field>` or `Mutation.<field>`.
 * 2. Give a request (REST) or a document with variables (GraphQL) valid enough to get past
 *    parsing and validation to the authorisation check; build objects through `t.fx` so that
 *    `localAdminOther` acts on a United Kingdom object (`t.regionId`, `t.userId`, `t.locale`).
 *    A row that deletes or consumes its object makes a new one per call (`t.fx.newCandidate`, …);
 *    one that ends sessions (logout, own password change) is marked `isolated`.
 * 3. State the expected status per caller; the shorthands in types.ts cover the usual patterns
 *    (`anyLoggedIn`, `regionObject` 404 outside the caller's regions, `regionNamed` 403 for a
 *    region not administered, `ownedByAppUser`, `PUBLIC` = neither 401/403 nor 5xx).
 * The `apiKey` caller expects 403 unless a row says otherwise: only the catalogue's
 * rows (`catalogueRead`) let a key in.
 */
import { rows as accounts } from './accounts.rows.js';
import { rows as admin } from './admin.rows.js';
import { rows as apiKeys } from './api-keys.rows.js';
import { rows as auth } from './auth.rows.js';
import { rows as candidates } from './candidates.rows.js';
import { rows as catalogue } from './catalogue.rows.js';
import { rows as catalogueAdmin } from './catalogue-admin.rows.js';
import { rows as catalogueMatrices } from './catalogue-matrices.rows.js';
import { rows as combinations } from './combinations.rows.js';
import { rows as managedUsers } from './managed-users.rows.js';
import { rows as programs } from './programs.rows.js';
import { rows as regions } from './regions.rows.js';
import { rows as system } from './system.rows.js';
import { rows as translations } from './translations.rows.js';
import type { Row } from './types.js';

export const DOMAINS: Record<string, Row[]> = {
  auth,
  system,
  translations,
  accounts,
  programs,
  catalogue,
  catalogueAdmin,
  catalogueMatrices,
  combinations,
  candidates,
  managedUsers,
  regions,
  admin,
  apiKeys,
};

export const ROWS: Row[] = Object.values(DOMAINS).flat();

/** The name the coverage check matches: `GET /path` for routes, `Query.field` for fields. */
export const rowName = (row: Row): string => (row.kind === 'graphql' ? row.field : row.route);
