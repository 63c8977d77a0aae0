/*
 * The error format of DESIGN.md: every refusal carries `{ code, errorDataList: [{ translationKey,
 * param? }] }`, in GraphQL `errors[0].extensions` or as a REST body. Errors are recognised by
 * shape, so this file works for Apollo's CombinedGraphQLErrors and ServerError, for
 * GraphQLRequestError and for REST bodies without importing Apollo.
 */

/** A translation key to show, with its optional parameter. */
export interface ErrorMessage {
  key: string;
  param?: string;
}

export const GENERIC_ERROR: ErrorMessage = { key: 'ERROR_GENERIC' };

export interface ErrorBody {
  code: string;
  errorDataList: { translationKey: string; param?: string | null }[];
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (!value || typeof value !== 'object') return false;
  const body = value as Partial<ErrorBody>;
  return (
    typeof body.code === 'string' &&
    Array.isArray(body.errorDataList) &&
    body.errorDataList.length > 0 &&
    body.errorDataList.every((e) => !!e && typeof e.translationKey === 'string' && e.translationKey !== '')
  );
}

type GraphQLErrorList = readonly { extensions?: Record<string, unknown> | null }[];

function graphQLErrors(error: unknown): GraphQLErrorList | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as GraphQLErrorList) : undefined;
}

/** An HTTP error with its body text (Apollo's ServerError). */
function bodyText(error: unknown): string | undefined {
  const text = error && typeof error === 'object' ? (error as { bodyText?: unknown }).bodyText : undefined;
  return typeof text === 'string' ? text : undefined;
}

/** The `{ code, errorDataList }` of a failed call, if the server sent one. */
export function errorBody(error: unknown): ErrorBody | undefined {
  const errors = graphQLErrors(error);
  if (errors) {
    const extensions = errors[0]?.extensions;
    return isErrorBody(extensions) ? extensions : undefined;
  }
  const text = bodyText(error);
  if (text !== undefined) {
    try {
      const parsed = JSON.parse(text) as { errors?: GraphQLErrorList };
      const candidate = Array.isArray(parsed.errors) ? parsed.errors[0]?.extensions : parsed;
      return isErrorBody(candidate) ? candidate : undefined;
    } catch {
      return undefined;
    }
  }
  return isErrorBody(error) ? error : undefined;
}

/** The error code (`UNAUTHENTICATED`, …) of a failed call, if the server sent one. */
export function errorCode(error: unknown): string | undefined {
  const errors = graphQLErrors(error);
  if (errors) {
    const code = errors.find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return errorBody(error)?.code;
}

/**
 * The one rule for every kind of request (REST, Apollo, plain GraphQL): an answer of 401 /
 * UNAUTHENTICATED to a request that carried a token ends the session (the token expired or was
 * revoked), unless the caller asked to keep it (the token refresh reports its own failure).
 */
export function endsSession(
  sentToken: boolean,
  answer: { status?: number; error?: unknown },
  keepSession = false,
): boolean {
  if (!sentToken || keepSession) return false;
  return answer.status === 401 || (answer.error !== undefined && errorCode(answer.error) === 'UNAUTHENTICATED');
}

function toMessage(entry: ErrorBody['errorDataList'][number]): ErrorMessage {
  return entry.param === undefined || entry.param === null
    ? { key: entry.translationKey }
    : { key: entry.translationKey, param: String(entry.param) };
}

/**
 * Spec section 8, parsing rule: with a code and a non-empty errorDataList the first entry's
 * translation key (and param) is shown; anything else gives the generic error.
 */
export function errorMessage(error: unknown): ErrorMessage {
  const body = errorBody(error);
  return body ? toMessage(body.errorDataList[0]!) : GENERIC_ERROR;
}

/**
 * A 409 for a stale version: somebody else saved the entry since it was loaded (DESIGN.md: a
 * stale version is refused, never merged). Other 409s (a name taken, an entry in use) are not.
 */
export function isStaleVersion(error: unknown): boolean {
  return errorCode(error) === 'CONFLICT' && errorMessage(error).key === 'ERROR_STALE_VERSION';
}

const LOGIN_PARSED_CODES = ['BAD_REQUEST', 'UNAUTHENTICATED', 'FORBIDDEN'];

/** Login failures: for 400, 401 and 403 the LAST entry of errorDataList; otherwise the generic error. */
export function loginErrorMessage(error: unknown): ErrorMessage {
  const body = errorBody(error);
  if (!body || !LOGIN_PARSED_CODES.includes(body.code)) return GENERIC_ERROR;
  return toMessage(body.errorDataList[body.errorDataList.length - 1]!);
}
