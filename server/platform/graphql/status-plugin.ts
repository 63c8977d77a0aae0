import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ERROR_STATUS, errorHeaders, type ErrorCode, type ErrorData } from '../errors.js';
import type { Ctx } from '../context.js';
import { asAppError } from '../known-errors.js';
import { loggableError } from '../loggable-error.js';
import { isUnexpectedError } from './format-error.js';

/** Codes answered with a 5xx: their errors carry the request id, to be found in the log. */
const SERVER_SIDE = new Set(['INTERNAL', 'SERVICE_UNAVAILABLE']);

/**
 * Whether nothing of the operation succeeded: no data, or every root field null with an error of
 * its own (a nullable field refused, e.g. `myPdfData` without a token).
 */
function wholeOperationRefused(
  data: Record<string, unknown> | null | undefined,
  errors: readonly GraphQLFormattedError[],
): boolean {
  if (data === null || data === undefined) return true;
  const failed = new Set(errors.map((e) => (e.path?.length === 1 ? e.path[0] : undefined)));
  const fields = Object.entries(data);
  return fields.length > 0 && fields.every(([name, value]) => value === null && failed.has(name));
}

/**
 * When a whole operation is refused, answer with the HTTP status of its first error, as REST
 * does: 401, 400, 403, 404, 409, 429, 503 (with its `Retry-After`). An unreachable database
 * answers 503 even when some fields resolved: the client should retry the whole operation.
 */
export const errorStatusPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    // A throttle's wait travels in the AppError, not in the formatted error (the body stays
    // `{ code, errorDataList }`): kept here for the `Retry-After` of the answer.
    let retryAfterSeconds: number | undefined;
    return {
      async didEncounterErrors({ errors, contextValue }) {
        const log = (contextValue as Partial<Ctx>).log;
        for (const error of errors) {
          if (isUnexpectedError(error))
            log?.error({ err: loggableError(unwrapResolverError(error)) }, 'unexpected GraphQL error');
          const seconds = asAppError(unwrapResolverError(error))?.retryAfterSeconds;
          if (seconds !== undefined) retryAfterSeconds = Math.max(retryAfterSeconds ?? 0, seconds);
        }
      },
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        const ctx = contextValue as Partial<Ctx>;
        if (response.body.singleResult.errors?.some((e) => SERVER_SIDE.has(String(e.extensions?.code)))) {
          response.body.singleResult.errors = response.body.singleResult.errors.map((e) =>
            SERVER_SIDE.has(String(e.extensions?.code))
              ? { ...e, extensions: { ...e.extensions, requestId: ctx.requestId } }
              : e,
          );
        }
        const { data, errors } = response.body.singleResult;
        const unavailable = errors?.find((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE');
        if (unavailable) {
          ctx.log?.warn('service unavailable');
          response.http.status = ERROR_STATUS.SERVICE_UNAVAILABLE;
          const errorDataList = unavailable.extensions?.errorDataList as ErrorData[] | undefined;
          for (const [name, value] of Object.entries(errorHeaders({ code: 'SERVICE_UNAVAILABLE', errorDataList })))
            response.http.headers.set(name, value);
          return;
        }
        if (!errors?.length || !wholeOperationRefused(data, errors)) return;
        const code = errors[0]?.extensions?.code as ErrorCode | undefined;
        if (!code || !(code in ERROR_STATUS)) return;
        response.http.status = ERROR_STATUS[code];
        const errorDataList = errors[0]?.extensions?.errorDataList as ErrorData[] | undefined;
        for (const [name, value] of Object.entries(errorHeaders({ code, errorDataList, retryAfterSeconds })))
          response.http.headers.set(name, value);
      },
    };
  },
};
