import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorHeaders, PlatformErrors, type ErrorBody, type ErrorKey } from '../platform/errors.js';
import { asAppError } from '../platform/known-errors.js';
import { loggableError } from '../platform/loggable-error.js';
import { REQUEST_ID_HEADER } from '../platform/observability/request-id.js';
import { SECURITY_HEADERS } from '../platform/security-headers.js';

export function errorBody(code: ErrorBody['code'], translationKey: ErrorKey, param?: string): ErrorBody {
  return { code, errorDataList: [param ? { translationKey, param } : { translationKey }] };
}

/** A 5xx answer names its request id, so that a user's report can be found in the log. */
export function withRequestId(status: number, body: ErrorBody, requestId: unknown): ErrorBody & { requestId?: string } {
  return status >= 500 ? { ...body, requestId: String(requestId) } : body;
}

/** Fastify's own refusals (parsing, limits, content type) in the error format. */
function frameworkError(error: FastifyError): { status: number; body: ErrorBody } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 400, body: errorBody('BAD_REQUEST', 'ERROR_BODY_TOO_LARGE') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, body: errorBody('BAD_REQUEST', 'ERROR_UNSUPPORTED_MEDIA_TYPE') };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: errorBody('BAD_REQUEST', 'ERROR_MALFORMED_JSON') };
    case 'FST_ERR_VALIDATION':
      return { status: 400, body: errorBody('BAD_REQUEST', 'ERROR_BAD_REQUEST') };
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return { status: 400, body: errorBody('BAD_REQUEST', 'ERROR_MALFORMED_JSON') };
  }
  if (error.statusCode === 413) return { status: 400, body: errorBody('BAD_REQUEST', 'ERROR_BODY_TOO_LARGE') };
  return null;
}

/** Fastify's `frameworkErrors`: refusals made by the router before any hook runs (bad URL encoding, over-long parameter). */
export function routerErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const [status, body] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, errorBody('BAD_REQUEST', 'ERROR_URL_TOO_LONG')]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, errorBody('BAD_REQUEST', 'ERROR_BAD_URL')]
        : [500, errorBody('INTERNAL', 'ERROR_GENERIC')];
  void reply
    .code(status)
    .headers(SECURITY_HEADERS)
    .header(REQUEST_ID_HEADER, String(req.id))
    .send(withRequestId(status, body, req.id));
}

/**
 * Node's `clientError`: requests its HTTP parser refuses (headers or URL too large, malformed
 * request line, unknown method), answered on the socket in the error format, with the security headers.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, key]: [number, ErrorKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'ERROR_HEADERS_TOO_LARGE']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'ERROR_BAD_REQUEST']
        : error.code === 'HPE_INVALID_METHOD'
          ? [405, 'ERROR_METHOD_NOT_ALLOWED']
          : [400, 'ERROR_BAD_REQUEST'];
  const body = JSON.stringify(errorBody('BAD_REQUEST', key));
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
}

/**
 * Every thrown error in the error format: an AppError with its status and headers, Fastify's own
 * refusals as 400, anything else a logged 500 naming its request id. Registered before the routes
 * (a route keeps the error handler it was registered under).
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, req, reply) => {
      const expected = asAppError(error);
      if (
        expected?.code === 'SERVICE_UNAVAILABLE' &&
        expected.errorDataList[0]?.translationKey === PlatformErrors.serviceUnavailable
      ) {
        req.log.warn({ err: loggableError(error) }, 'database unreachable');
      }
      if (expected)
        return reply
          .code(expected.status)
          .headers(errorHeaders(expected))
          .send(withRequestId(expected.status, expected.toBody(), req.id));
      const known = frameworkError(error);
      if (known) return reply.code(known.status).send(known.body);
      req.log.error({ err: loggableError(error) }, 'unexpected error');
      return reply.code(500).send(withRequestId(500, errorBody('INTERNAL', 'ERROR_GENERIC'), req.id));
    });
  },
  { name: 'errors', fastify: '5.x' },
);
