/**
 * Expected failures. Every refusal, REST or GraphQL, carries
 * `{ code, errorDataList: [{ translationKey, param? }] }`; one place maps it to an HTTP status
 * (app.ts error handler) and one to GraphQL `extensions` (graphql/format-error.ts).
 */
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
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  code: ErrorCode;
  errorDataList: ErrorData[];
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errorDataList: ErrorData[];

  constructor(code: ErrorCode, errorDataList: ErrorData[]) {
    super(`${code}: ${errorDataList.map((e) => e.translationKey).join(', ')}`);
    this.name = 'AppError';
    this.code = code;
    this.errorDataList = errorDataList;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return { code: this.code, errorDataList: this.errorDataList };
  }
}

const one = (translationKey: string, param?: string): ErrorData[] =>
  [param === undefined ? { translationKey } : { translationKey, param }];

export const badRequest = (key = 'ERROR_BAD_REQUEST', param?: string) =>
  new AppError('BAD_REQUEST', one(key, param));
export const invalid = (errorDataList: ErrorData[]) => new AppError('BAD_REQUEST', errorDataList);
export const unauthenticated = (key = 'ERROR_UNAUTHENTICATED') =>
  new AppError('UNAUTHENTICATED', one(key));
export const forbidden = (key = 'ERROR_FORBIDDEN') => new AppError('FORBIDDEN', one(key));
export const notFound = (key = 'ERROR_NOT_FOUND') => new AppError('NOT_FOUND', one(key));
export const conflict = (key = 'ERROR_STALE_VERSION', param?: string) =>
  new AppError('CONFLICT', one(key, param));
export const tooMany = (key = 'ERROR_TOO_MANY_ATTEMPTS') =>
  new AppError('TOO_MANY_REQUESTS', one(key));
export const internal = () => new AppError('INTERNAL', one('ERROR_GENERIC'));
/** The database cannot be reached; answered with `Retry-After` (seconds). */
export const serviceUnavailable = () => new AppError('SERVICE_UNAVAILABLE', one('ERROR_SERVICE_UNAVAILABLE'));
