import type { ApolloServerPlugin } from '@apollo/server';
import { ERROR_STATUS, type ErrorCode } from '../errors.js';
import type { Ctx } from '../context.js';
import { RETRY_AFTER_SECONDS } from '../outage.js';

/**
 * When a whole operation is refused (no data), answer with the HTTP status of its first error,
 * as REST does: 401, 400, 403, 404, 409, 429. An unreachable database answers 503 with
 * `Retry-After` even when some fields resolved: the client should retry the whole operation.
 */
export const errorStatusPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        const { data, errors } = response.body.singleResult;
        if (errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) {
          const ctx = contextValue as Partial<Ctx>; // every 5xx is logged with its request id
          ctx.deps?.log.warn({ requestId: ctx.requestId }, 'database unreachable');
          response.http.status = ERROR_STATUS.SERVICE_UNAVAILABLE;
          response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
          return;
        }
        if (!errors?.length || (data !== null && data !== undefined)) return;
        const code = errors[0]?.extensions?.code as ErrorCode | undefined;
        if (code && code in ERROR_STATUS) response.http.status = ERROR_STATUS[code];
      },
    };
  },
};
