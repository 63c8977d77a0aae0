/**
 * Expected failures. Every refusal, REST or GraphQL, carries
 * `{ code, errorDataList: [{ translationKey, param? }] }`; one place maps it to an HTTP status
 * (app.ts error handler) and one to GraphQL `extensions` (graphql/format-error.ts).
 */
import type { ValidationKey } from '../../common/validation/messages.js';

/** The keys the platform itself sends; each domain declares its own in `<domain>.errors.ts`. */
export const PlatformErrors = {
  badRequest: 'ERROR_BAD_REQUEST',
  unauthenticated: 'ERROR_UNAUTHENTICATED',
  forbidden: 'ERROR_FORBIDDEN',
  notFound: 'ERROR_NOT_FOUND',
  staleVersion: 'ERROR_STALE_VERSION',
  tooManyAttempts: 'ERROR_TOO_MANY_ATTEMPTS',
  generic: 'ERROR_GENERIC',
  bodyTooLarge: 'ERROR_BODY_TOO_LARGE',
  unsupportedMediaType: 'ERROR_UNSUPPORTED_MEDIA_TYPE',
  malformedJson: 'ERROR_MALFORMED_JSON',
  passwordChangeRequired: 'ERROR_PASSWORD_CHANGE_REQUIRED',
  urlTooLong: 'ERROR_URL_TOO_LONG',
  badUrl: 'ERROR_BAD_URL',
  headersTooLarge: 'ERROR_HEADERS_TOO_LARGE',
  methodNotAllowed: 'ERROR_METHOD_NOT_ALLOWED',
  introspectionNotAllowed: 'ERROR_INTROSPECTION_NOT_ALLOWED',
  operationOncePerRequest: 'ERROR_OPERATION_ONCE_PER_REQUEST',
  queryTooComplex: 'ERROR_QUERY_TOO_COMPLEX',
  queryTooDeep: 'ERROR_QUERY_TOO_DEEP',
  queryTooManyAliases: 'ERROR_QUERY_TOO_MANY_ALIASES',
  queryTooManyDirectives: 'ERROR_QUERY_TOO_MANY_DIRECTIVES',
  queryTooManyTokens: 'ERROR_QUERY_TOO_MANY_TOKENS',
  serverBusy: 'ERROR_SERVER_BUSY',
  serviceUnavailable: 'ERROR_SERVICE_UNAVAILABLE',
  idempotencyKeyInvalid: 'ERROR_IDEMPOTENCY_KEY_INVALID',
  idempotencyKeyReused: 'ERROR_IDEMPOTENCY_KEY_REUSED',
  idempotencyKeyInFlight: 'ERROR_IDEMPOTENCY_KEY_IN_FLIGHT',
} as const;

declare const declaredKey: unique symbol;
/** A key declared with `errorKeys()` in a domain's errors file (the platform imports no module). */
export type DomainErrorKey = string & { readonly [declaredKey]: true };
/** Every key an AppError may carry: a misspelt literal does not typecheck. */
export type ErrorKey = (typeof PlatformErrors)[keyof typeof PlatformErrors] | ValidationKey | DomainErrorKey;

/**
 * Declares a domain's error keys: `export const ProgramErrors = errorKeys({ ... })`. Only keys
 * declared this way (or the platform's and common/validation's) are accepted by the factories;
 * tests/server/error-keys.test.ts checks that each has an en_GB text.
 */
export function errorKeys<const T extends Record<string, `ERROR_${string}`>>(
  keys: T,
): { readonly [K in keyof T]: T[K] & DomainErrorKey } {
  return Object.freeze(keys) as never;
}

export interface ErrorData {
  translationKey: string;
  param?: string;
}

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** An `Idempotency-Key` already used with another request. */
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Seconds a refused caller should wait before trying again: a full PDF queue drains within a
 * second; a database that went away takes longer to come back.
 */
const RETRY_AFTER_SECONDS: Partial<Record<string, number>> = { ERROR_SERVER_BUSY: 1, ERROR_SERVICE_UNAVAILABLE: 5 };

/** Seconds a throttled caller is told to wait when the throttle did not say (never 0). */
const DEFAULT_THROTTLE_SECONDS = 60;

/**
 * Headers an error answer carries besides its body, REST and GraphQL alike: `Retry-After` on
 * every 503 (by key) and every 429 (the throttle's own seconds, carried in the AppError).
 */
export function errorHeaders(body: {
  code: ErrorCode;
  errorDataList?: readonly ErrorData[];
  retryAfterSeconds?: number;
}): Record<string, string> {
  if (body.code === 'TOO_MANY_REQUESTS') {
    return { 'retry-after': String(Math.max(1, Math.ceil(body.retryAfterSeconds ?? DEFAULT_THROTTLE_SECONDS))) };
  }
  if (body.code !== 'SERVICE_UNAVAILABLE') return {};
  const seconds = body.retryAfterSeconds ?? RETRY_AFTER_SECONDS[body.errorDataList?.[0]?.translationKey ?? ''] ?? 5;
  return { 'retry-after': String(seconds) };
}

export interface ErrorBody {
  code: ErrorCode;
  errorDataList: ErrorData[];
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errorDataList: ErrorData[];
  /** When to try again (429: until the throttle lets the caller in); sent as `Retry-After`, not in the body. */
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, errorDataList: ErrorData[], retryAfterSeconds?: number) {
    super(`${code}: ${errorDataList.map((e) => e.translationKey).join(', ')}`);
    this.name = 'AppError';
    this.code = code;
    this.errorDataList = errorDataList;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return { code: this.code, errorDataList: this.errorDataList };
  }
}

/** One entry of an error list, e.g. a refused field named by its path. */
export const fieldError = (translationKey: ErrorKey, param?: string): ErrorData =>
  param === undefined ? { translationKey } : { translationKey, param };
const one = (key: ErrorKey, param?: string): ErrorData[] => [fieldError(key, param)];

export const badRequest = (key: ErrorKey = PlatformErrors.badRequest, param?: string) =>
  new AppError('BAD_REQUEST', one(key, param));
export const invalid = (errorDataList: ErrorData[]) => new AppError('BAD_REQUEST', errorDataList);
export const unauthenticated = (key: ErrorKey = PlatformErrors.unauthenticated) =>
  new AppError('UNAUTHENTICATED', one(key));
export const forbidden = (key: ErrorKey = PlatformErrors.forbidden) => new AppError('FORBIDDEN', one(key));
export const notFound = (key: ErrorKey = PlatformErrors.notFound) => new AppError('NOT_FOUND', one(key));
export const conflict = (key: ErrorKey = PlatformErrors.staleVersion, param?: string) =>
  new AppError('CONFLICT', one(key, param));
/** 429 with the seconds until the throttle lets the caller in again (`Retry-After`). */
export const tooMany = (key: ErrorKey = PlatformErrors.tooManyAttempts, retryAfterSeconds?: number) =>
  new AppError('TOO_MANY_REQUESTS', one(key), retryAfterSeconds);
/** 503: the database is unreachable (the default), or a work queue is full (ERROR_SERVER_BUSY). */
export const serviceUnavailable = (key: ErrorKey = PlatformErrors.serviceUnavailable) =>
  new AppError('SERVICE_UNAVAILABLE', one(key));
/** 422: the request is understood but cannot be carried out as sent (a reused `Idempotency-Key`). */
export const unprocessable = (key: ErrorKey, param?: string) => new AppError('UNPROCESSABLE_CONTENT', one(key, param));
