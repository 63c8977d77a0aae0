/**
 * Telling "the database is unreachable" apart from a bug. Such failures are answered 503 with
 * `Retry-After` (REST error handler, GraphQL format-error and status plugin) instead of 500:
 * the request was not carried out, and the client may simply try again.
 */

/** Node socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server going away: class 08 (connection exception), 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or recovering).
 */
const isServerGone = (code: string) =>
  code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03';

/**
 * Messages of pg that carry no code (a lost socket, the pool's acquire timeout). MikroORM
 * prefixes the statement: `<sql> - <message>`.
 */
const MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];
const hasMessage = (message: string) => MESSAGES.some((m) => message.startsWith(m) || message.includes(` - ${m}`));

/** Whether `error` (or what it wraps) says the database cannot be reached right now. */
export function isConnectionError(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, name, message, cause } = e as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || (code.length === 5 && isServerGone(code)))) return true;
    // MikroORM's own class for a failed connect.
    if (name === 'ConnectionException') return true;
    if (typeof message === 'string' && hasMessage(message)) return true;
    e = cause;
  }
  return false;
}
