import type { ApolloServerPlugin } from '@apollo/server';
import { ERROR_STATUS, errorHeaders, type ErrorCode } from '../errors.js';

/**
 * When a whole operation is refused (no data), answer with the HTTP status of its first error,
 * as REST does: 401, 400, 403, 404, 409, 429, 503 (with its `Retry-After`).
 */
export const errorStatusPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const { data, errors } = response.body.singleResult;
        if (!errors?.length || (data !== null && data !== undefined)) return;
        const code = errors[0]?.extensions?.code as ErrorCode | undefined;
        if (!code || !(code in ERROR_STATUS)) return;
        response.http.status = ERROR_STATUS[code];
        for (const [name, value] of Object.entries(errorHeaders(code))) response.http.headers.set(name, value);
      },
    };
  },
};
