import { acceptLanguageHeader } from '../i18n/requestLanguage.js';
import { endsSession } from './errors.js';
import type { SessionStore } from './session.js';

/** A failed REST request; `status` is the HTTP status (0 when the request itself failed). */
export class HttpError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`Request to ${url} failed (${status})`);
    this.name = 'HttpError';
  }
}

/**
 * A REST request with the session's bearer token (a plain link or fetch carries none) and the
 * header's language (names the server builds, e.g. the CSV, follow it). Resolves
 * with an OK response, else rejects with an HttpError; an answer of 401 to a request that carried
 * a token ends the session, as for GraphQL calls (sessionRequest, Apollo's error link).
 */
export async function authorizedFetch(
  session: SessionStore,
  url: string,
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
  fetchFn: typeof fetch = fetch.bind(globalThis),
): Promise<Response> {
  const token = session.getToken();
  const base = { ...acceptLanguageHeader(), ...init.headers };
  const headers = token ? { ...base, authorization: `Bearer ${token}` } : base;
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, headers });
  } catch {
    throw new HttpError(url, 0);
  }
  if (!response.ok) {
    if (endsSession(!!token, { status: response.status })) void session.logout({ callServer: false });
    throw new HttpError(url, response.status);
  }
  return response;
}
