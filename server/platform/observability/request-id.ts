import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A proxy's id is kept only when it is short and plain: it goes into headers and every log line. */
const ACCEPTED_ID = /^[\w.:@-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The id of a request: the one a trusted proxy (TRUST_PROXY) sent in `X-Request-Id`, so that the
 * proxy's and the app's logs match; otherwise (or when malformed) a fresh one. Untrusted clients
 * could otherwise plant ids that collide with other users' requests in the log.
 */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const given = trustProxy ? req.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
  };
}

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
  ip?: string;
}

/**
 * Log serializers without personal data: the query string (search terms, PDF tokens) and path
 * parameters (ids, reset tokens) are left out; the route pattern says what was asked.
 */
export const LOG_SERIALIZERS = {
  req(req: LoggedRequest) {
    return {
      method: req.method,
      route: req.routeOptions?.url ?? req.url?.replace(/\?.*$/, '').replace(/\/[^/]{20,}/g, '/…'),
    };
  },
  res(res: { statusCode?: number }) {
    return { statusCode: res.statusCode };
  },
};

/**
 * Paths pino masks in any log object, as a second line of defence behind the serializers:
 * credentials and the personal fields of this app's data.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.token',
  '*.email',
  '*.username',
  '*.name',
  '*.surname',
  // An account's or candidate's person fields, one level deeper (the PersonDetails embeddable).
  '*.person.name',
  '*.person.surname',
  '*.person.phoneNo',
  'person.name',
  'person.surname',
  'person.phoneNo',
  '*.comment',
  '*.clientReference',
  'password',
  'token',
  'email',
  'username',
  'clientReference',
];
