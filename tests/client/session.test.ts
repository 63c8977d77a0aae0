/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SESSION_STORAGE_KEY, SessionStore, TOKEN_CHECK_INTERVAL_MS, decodeToken } from '../../client/app/session.js';
import { inSeconds, makeToken } from './support/tokens.js';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

function storeToken(token: string) {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token }));
}

describe('token claims', () => {
  it('reads sub, known authorities, languages, mustResetPassword and exp', () => {
    const token = makeToken({
      sub: 'anna@example.com',
      authorities: 'ADMIN SOMETHING_ELSE LOCAL_ADMIN',
      preferredLanguage: 'pl_PL',
      fallbackLocale: 'de_DE',
      mustResetPassword: true,
      exp: 2_000_000_000,
    });
    expect(decodeToken(token)).toEqual({
      token,
      email: 'anna@example.com',
      roles: ['ADMIN', 'LOCAL_ADMIN'],
      preferredLanguage: 'pl_PL',
      fallbackLocale: 'de_DE',
      mustResetPassword: true,
      expiresAt: 2_000_000_000_000,
    });
  });

  it('decodes UTF-8 payloads', () => {
    expect(decodeToken(makeToken({ sub: 'zoë@example.com', exp: 1 }))?.email).toBe('zoë@example.com');
  });

  it('refuses what is not a token', () => {
    expect(decodeToken('garbage')).toBeNull();
    expect(decodeToken('a.b.c')).toBeNull();
    expect(decodeToken(`x.${Buffer.from('{"sub":"a"}').toString('base64url')}.y`)).toBeNull();
  });
});

describe('session', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('restores a stored token that is still valid', () => {
    const token = makeToken({ exp: inSeconds(NOW, 10 * 60_000) });
    storeToken(token);
    const session = new SessionStore({ storage: localStorage });
    expect(session.getUser()?.token).toBe(token);
    expect(session.getToken()).toBe(token);
  });

  it('discards an expired or unreadable stored token', () => {
    storeToken(makeToken({ exp: inSeconds(NOW, -1000) }));
    expect(new SessionStore({ storage: localStorage }).getUser()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    localStorage.setItem(SESSION_STORAGE_KEY, '{"token": 42}');
    expect(new SessionStore({ storage: localStorage }).getUser()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('stores a new token under userData and tells subscribers', () => {
    const session = new SessionStore({ storage: localStorage });
    const seen: (string | undefined)[] = [];
    session.subscribe(() => seen.push(session.getUser()?.email));
    session.setToken(makeToken({ sub: 'new@example.com', exp: inSeconds(NOW, 60 * 60_000) }));
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toHaveProperty('token');
    expect(seen).toEqual(['new@example.com']);
    expect(() => session.setToken('not a token')).toThrow();
  });

  it('checks every 5 seconds and logs out once the token has expired', async () => {
    storeToken(makeToken({ exp: inSeconds(NOW, 7000) }));
    const session = new SessionStore({ storage: localStorage });
    const afterLogout = jest.fn(async () => undefined);
    const serverLogout = jest.fn(async () => true);
    session.connect({ afterLogout, serverLogout });
    session.start();

    await jest.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    // 2 s left: no refresh is wired, so nothing happens yet.
    expect(session.getUser()).not.toBeNull();
    await jest.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(session.getUser()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(afterLogout).toHaveBeenCalledTimes(1);
    // The token is no longer valid: the server is not asked.
    expect(serverLogout).not.toHaveBeenCalled();
    session.stop();
  });

  it('refreshes the token when less than 60 seconds are left, and only then', async () => {
    storeToken(makeToken({ exp: inSeconds(NOW, 70_000) }));
    const session = new SessionStore({ storage: localStorage });
    const fresh = makeToken({ exp: inSeconds(NOW, 30 * 60_000) });
    const refresh = jest.fn(async () => fresh);
    session.connect({ refresh });
    session.start();

    await jest.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS); // 65 s left
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS); // 60 s left
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS); // 55 s left
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.getToken()).toBe(fresh);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).token).toBe(fresh);
    await jest.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    session.stop();
  });

  it('passes a refresh error on without logging out', async () => {
    const token = makeToken({ exp: inSeconds(NOW, 30_000) });
    storeToken(token);
    const session = new SessionStore({ storage: localStorage });
    const failure = new Error('refresh refused');
    const onRefreshError = jest.fn<(error: unknown) => void>();
    const afterLogout = jest.fn<() => void>();
    session.connect({ refresh: async () => Promise.reject(failure), onRefreshError, afterLogout });
    session.start();
    await jest.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(onRefreshError).toHaveBeenCalledWith(failure);
    expect(session.getToken()).toBe(token);
    expect(afterLogout).not.toHaveBeenCalled();
    session.stop();
  });

  it('logout records it on the server first, then clears the user, the session and drafts', async () => {
    const token = makeToken({ exp: inSeconds(NOW, 10 * 60_000) });
    storeToken(token);
    localStorage.setItem('draft.program', '{}');
    localStorage.setItem('uiLocale', '{"locale":"de_DE"}');
    const session = new SessionStore({ storage: localStorage });
    const order: string[] = [];
    session.connect({
      serverLogout: async () => {
        // The token is still there while the server is told.
        order.push(`server:${session.getToken() === token}`);
        throw new Error('offline');
      },
      afterLogout: () => {
        order.push('after');
      },
    });
    await session.logout();
    expect(order).toEqual(['server:true', 'after']);
    expect(session.getUser()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('draft.program')).toBeNull();
    expect(localStorage.getItem('uiLocale')).not.toBeNull();
  });

  it('gives no token once it has expired, even before the next check', () => {
    storeToken(makeToken({ exp: inSeconds(NOW, 3000) }));
    const session = new SessionStore({ storage: localStorage });
    expect(session.getToken()).not.toBeNull();
    jest.setSystemTime(NOW + 4000);
    expect(session.getToken()).toBeNull();
  });
});
