/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { HttpError, authorizedFetch } from '../../client/app/authorizedFetch.js';
import { SESSION_STORAGE_KEY, SessionStore } from '../../client/app/session.js';
import { makeToken } from './support/tokens.js';

/** A minimal fetch answer (jsdom has no Response). */
const answer = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;

function recorder(status: number | 'network') {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetchFn = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), headers: (init?.headers ?? {}) as Record<string, string> });
    if (status === 'network') throw new TypeError('Failed to fetch');
    return answer(status);
  }) as typeof fetch;
  return { fetchFn, calls };
}

function loggedIn(): { session: SessionStore; token: string } {
  const token = makeToken({ exp: Math.floor(Date.now() / 1000) + 3600 });
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token }));
  return { session: new SessionStore({ storage: localStorage }), token };
}

describe('authorizedFetch', () => {
  beforeEach(() => localStorage.clear());

  it('sends the bearer token with the caller’s headers and resolves with an OK answer', async () => {
    const { session, token } = loggedIn();
    const server = recorder(200);
    const response = await authorizedFetch(
      session,
      '/secured/x',
      { headers: { accept: 'application/pdf' } },
      server.fetchFn,
    );
    await expect(response).toHaveStatus(200);
    expect(server.calls).toEqual([
      { url: '/secured/x', headers: { accept: 'application/pdf', authorization: `Bearer ${token}` } },
    ]);
  });

  it("sends the language chosen in the header (the page's lang) as Accept-Language; the caller's own header wins", async () => {
    const { session } = loggedIn();
    const server = recorder(200);
    document.documentElement.lang = 'de-DE';
    try {
      await authorizedFetch(session, '/secured/x', { headers: { accept: 'text/csv' } }, server.fetchFn);
      await authorizedFetch(session, '/secured/x', { headers: { 'accept-language': 'pl-PL' } }, server.fetchFn);
    } finally {
      document.documentElement.lang = '';
    }
    expect(server.calls.map((c) => c.headers['accept-language'])).toEqual(['de-DE', 'pl-PL']);
  });

  it('ends the session on a 401 to a request that carried a token', async () => {
    const { session } = loggedIn();
    await expect(authorizedFetch(session, '/secured/x', {}, recorder(401).fetchFn)).rejects.toEqual(
      new HttpError('/secured/x', 401),
    );
    expect(session.getUser()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps the session on other failures, with the status (0 for the network)', async () => {
    const { session } = loggedIn();
    await expect(authorizedFetch(session, '/x', {}, recorder(403).fetchFn)).rejects.toMatchObject({ status: 403 });
    await expect(authorizedFetch(session, '/x', {}, recorder('network').fetchFn)).rejects.toMatchObject({ status: 0 });
    expect(session.getUser()).not.toBeNull();
  });

  it('sends no token without a session', async () => {
    const session = new SessionStore({ storage: localStorage });
    const server = recorder(401);
    await expect(authorizedFetch(session, '/x', {}, server.fetchFn)).rejects.toMatchObject({ status: 401 });
    expect(server.calls[0]!.headers).toEqual({});
  });
});
