import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { PlatformErrors, type ErrorBody } from '../errors.js';
import { asAppError } from '../known-errors.js';
import { tokenLimitRefusal } from './limits.js';

/**
 * Whether an error of an operation is neither a refusal (AppError) nor the caller's fault: the
 * request's logger records it (errorStatusPlugin), the client sees INTERNAL only.
 */
export function isUnexpectedError(error: GraphQLError): boolean {
  return !expectedError(error) && !isClientError(error);
}

/**
 * Whether an error is the caller's: a code of a malformed document, operation or variables, or a
 * 4xx Apollo gave it without a code (an unsupported persisted-query version), or graphql-js
 * refusing variables with too many errors (no code, no node: Apollo leaves it uncoded).
 */
function isClientError(error: Pick<GraphQLFormattedError, 'extensions' | 'message'>): boolean {
  const code = error.extensions?.code;
  if (typeof code === 'string' && CLIENT_CODES.has(code)) return true;
  const status = (error.extensions?.http as { status?: unknown } | undefined)?.status;
  if (code === undefined && typeof status === 'number' && status >= 400 && status < 500) return true;
  return TOO_MANY_VARIABLE_ERRORS.test(error.message);
}

/** The refusal (AppError) behind an error, also when a plugin threw it wrapped without a path. */
function expectedError(error: unknown) {
  const original = unwrapResolverError(error);
  return asAppError(original) ?? (original instanceof GraphQLError ? asAppError(original.originalError) : null);
}

/**
 * Maps every GraphQL error to the error format: `extensions: { code, errorDataList }`. Nothing of
 * an unexpected error (message, stack, SQL) reaches the client; errorStatusPlugin logs it with the
 * request's id and adds that id to the error.
 */
export function makeFormatError() {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const overTokenLimit = tokenLimitRefusal(formatted);
    if (overTokenLimit) return overTokenLimit;
    const expected = expectedError(error);
    let body: ErrorBody;
    if (expected) {
      body = expected.toBody();
    } else if (isClientError(formatted) || (error instanceof GraphQLError && isClientError(error))) {
      // Parse and validation errors of the GraphQL document or variables: the caller's fault.
      // The limits' refusals (graphql/limits.ts) already carry their translation key.
      body = {
        code: 'BAD_REQUEST',
        errorDataList: ownErrorDataList(formatted) ?? [{ translationKey: PlatformErrors.badRequest }],
      };
      return {
        message: formatted.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { ...body },
      };
    } else {
      body = { code: 'INTERNAL', errorDataList: [{ translationKey: PlatformErrors.generic }] };
    }
    return { message: body.code, path: formatted.path, extensions: { ...body } };
  };
}

const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  // An operationName the document does not define.
  'OPERATION_RESOLUTION_FAILURE',
  // Persisted queries are off (app.ts): a request with a hash is malformed for this server.
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'PERSISTED_QUERY_NOT_FOUND',
]);

/** graphql-js's wording when it stops coercing variables after 50 errors (values.js). */
const TOO_MANY_VARIABLE_ERRORS = /^Too many errors processing variables, error limit reached\. Execution aborted\.$/;

function ownErrorDataList(formatted: GraphQLFormattedError): ErrorBody['errorDataList'] | undefined {
  const list = formatted.extensions?.errorDataList;
  return Array.isArray(list) ? (list as ErrorBody['errorDataList']) : undefined;
}
