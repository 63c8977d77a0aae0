import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Sql, Regions } from '../../local-admin/fixtures.js';

/**
 * The callers every row is tried with. `apiKey` is an integrator's key of the Polska
 * region, sent as `Authorization: ApiKey <secret>`: it reads the catalogue only.
 */
export const CALLERS = [
  'anonymous',
  'appUser',
  'contentEditor',
  'localAdminOwn',
  'localAdminOther',
  'admin',
  'apiKey',
] as const;
export type Caller = (typeof CALLERS)[number];
/** The callers that are accounts (they log in). */
export type AccountCaller = Exclude<Caller, 'anonymous' | 'apiKey'>;

/** The demo account each caller logs in as (anonymous sends no token, apiKey its key). */
export const CALLER_EMAIL: Record<AccountCaller, string> = {
  appUser: 'user@example.com',
  contentEditor: 'editor@example.com',
  localAdminOwn: 'local.admin@example.com',
  localAdminOther: 'local.admin@example.com',
  admin: 'admin@example.com',
};

/**
 * An exact HTTP status, or `'public'`: anything that is neither a refusal of the caller
 * (401/403) nor a server error (public routes answer 200, 400, 404 or 429 by their input).
 */
export type Expect = number | 'public';
/**
 * The status per caller. `apiKey` defaults to 403: a key reaches nothing but the catalogue, so
 * only the catalogue's rows name it (`catalogueRead`); every other row proves the refusal.
 */
export type Expectations = Record<Exclude<Caller, 'apiKey'>, Expect> & { apiKey?: Expect };
export const expectedFor = (expect: Expectations, caller: Caller): Expect =>
  caller === 'apiKey' ? (expect.apiKey ?? 403) : expect[caller];

/** The throw-away objects and ids the request builders use; made once per database. */
export interface Fixture {
  app: FastifyInstance;
  sql: Sql;
  regions: Regions;
  /** APP_USER accounts managed from the local-admin screens: user@example.com (Polska) and user.uk@example.com. */
  users: { polska: string; uk: string };
  /** A program of user@example.com. */
  program: { id: string };
  /** Another program of user@example.com with a stored PDF (generating one replaces the program's PDFs). */
  pdf: { programId: string; pdfId: string };
  /** Enabled entries of the demo catalogue. */
  catalogue: { productId: number; indicatorId: number; inciId: number };
  token(caller: Caller): string | null;
  /** Each call makes a new one, for rows that delete or consume it. */
  newProgram(): Promise<string>;
  newManagedUser(regionId: number): Promise<string>;
  newCandidate(regionId: number): Promise<string>;
}

/**
 * What a request builder is told: the caller, and which region the object should be in.
 * `own` is Polska (administered by local.admin@example.com); `other` is United Kingdom, used only
 * for the `localAdminOther` caller.
 */
export interface Target {
  fx: Fixture;
  caller: Caller;
  regionId: number;
  /** The managed user of that region (user@example.com or user.uk@example.com). */
  userId: string;
  /** A locale the caller may translate for `own`, one they may not for `other`. */
  locale: string;
}

export type RestRequest = Omit<InjectOptions, 'headers'> & { method: string; url: string };

interface RowBase {
  expect: Expectations;
  /**
   * Rows whose call ends sessions (logout, own password change) run each in a database of
   * their own, so later rows still have valid tokens.
   */
  isolated?: boolean;
  /** Why the expectations are what they are, when not obvious. */
  note?: string;
}

export interface RestRow extends RowBase {
  kind: 'rest';
  /** As registered: `GET /secured/api/skincareprogram/:id`. */
  route: string;
  request: (t: Target) => RestRequest | Promise<RestRequest>;
}

export interface GraphqlRow extends RowBase {
  kind: 'graphql';
  /** `Query.me`, `Mutation.login`. */
  field: string;
  query: string;
  variables?: (t: Target) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

/** A route the GraphQL rows cover (the endpoint itself). */
export interface CoveredRow {
  kind: 'covered';
  route: string;
  by: string;
}

export type Row = RestRow | GraphqlRow | CoveredRow;

/** Shorthands for the usual patterns. */
/** The catalogue: every logged-in role and API keys. */
export const catalogueRead = (status: number): Expectations => ({ ...anyLoggedIn(status), apiKey: status });
export const PUBLIC: Expectations = {
  anonymous: 'public',
  appUser: 'public',
  contentEditor: 'public',
  localAdminOwn: 'public',
  localAdminOther: 'public',
  admin: 'public',
};
export const anyLoggedIn = (status: number): Expectations => ({
  anonymous: 401,
  appUser: status,
  contentEditor: status,
  localAdminOwn: status,
  localAdminOther: status,
  admin: status,
});
/** Local-admin API on an object: 403 for other roles, 404 for an object outside the caller's regions. */
export const regionObject = (status: number): Expectations => ({
  anonymous: 401,
  appUser: 403,
  contentEditor: 403,
  localAdminOwn: status,
  localAdminOther: 404,
  admin: status,
});
/** Local-admin API naming a region: 403 for a region the caller does not administer. */
export const regionNamed = (status: number): Expectations => ({
  anonymous: 401,
  appUser: 403,
  contentEditor: 403,
  localAdminOwn: status,
  localAdminOther: 403,
  admin: status,
});
/** Local-admin API without an object (lists of the caller's own regions). */
export const localAdminApi = (status: number): Expectations => ({
  anonymous: 401,
  appUser: 403,
  contentEditor: 403,
  localAdminOwn: status,
  localAdminOther: status,
  admin: status,
});
/** An object of user@example.com: everyone else is told it does not exist. */
export const ownedByAppUser = (status: number): Expectations => ({
  anonymous: 401,
  appUser: status,
  contentEditor: 404,
  localAdminOwn: 404,
  localAdminOther: 404,
  admin: 404,
});
