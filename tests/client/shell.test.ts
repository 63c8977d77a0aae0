/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { RouteObject } from 'react-router';
import { decodeFieldError, encodeFieldError, schemaValidator } from '../../client/app/forms.js';
import { AUTH_PATH, RESET_PASSWORD_PATH, guardRedirect, sessionRedirect } from '../../client/app/guards.js';
import { legalDocumentUrl } from '../../client/app/legal.js';
import { ADMIN_MENU, LOCAL_ADMIN_MENU, MAIN_MENU, availableEntries, routeExists } from '../../client/app/menu.js';
import { NotificationStore } from '../../client/app/notifications.js';
import { decodeToken, type SessionUser } from '../../client/app/session.js';
import { makeToken } from './support/tokens.js';

const userWith = (authorities: string, mustResetPassword = false): SessionUser =>
  decodeToken(makeToken({ authorities, mustResetPassword, exp: 2_000_000_000 }))!;

describe('guards', () => {
  it('send anonymous users to /auth', () => {
    expect(guardRedirect('user', null, '/')).toBe(AUTH_PATH);
    expect(guardRedirect('admin', null, '/admin/audit')).toBe(AUTH_PATH);
  });

  it('send a user whose password change is forced to /auth/reset-password, except from there', () => {
    const forced = userWith('APP_USER', true);
    expect(guardRedirect('user', forced, '/')).toBe(RESET_PASSWORD_PATH);
    expect(guardRedirect('admin', userWith('ADMIN', true), '/admin/audit')).toBe(RESET_PASSWORD_PATH);
    expect(guardRedirect('user', forced, RESET_PASSWORD_PATH)).toBeNull();
  });

  it('let every role through the logged-in guard', () => {
    for (const role of ['APP_USER', 'CONTENT_EDITOR', 'LOCAL_ADMIN', 'ADMIN']) {
      expect(guardRedirect('user', userWith(role), '/')).toBeNull();
    }
  });

  it('let LOCAL_ADMIN and ADMIN through the local-admin guard, others to /auth', () => {
    expect(guardRedirect('localAdmin', userWith('LOCAL_ADMIN'), '/local-admin/candidates')).toBeNull();
    expect(guardRedirect('localAdmin', userWith('ADMIN'), '/local-admin/candidates')).toBeNull();
    expect(guardRedirect('localAdmin', userWith('CONTENT_EDITOR'), '/local-admin/candidates')).toBe(AUTH_PATH);
    expect(guardRedirect('localAdmin', userWith('APP_USER UNKNOWN_ROLE'), '/x')).toBe(AUTH_PATH);
  });

  it('let only ADMIN through the admin guard', () => {
    expect(guardRedirect('admin', userWith('ADMIN'), '/admin/audit')).toBeNull();
    expect(guardRedirect('admin', userWith('LOCAL_ADMIN'), '/admin/audit')).toBe(AUTH_PATH);
  });

  it('keep a user sent to /auth for a missing role there, and send others on /auth home', () => {
    const localAdmin = userWith('LOCAL_ADMIN');
    expect(sessionRedirect(localAdmin, AUTH_PATH, { from: '/admin/audit', denied: true })).toBeNull();
    expect(sessionRedirect(localAdmin, AUTH_PATH, null)).toBe('/');
    expect(sessionRedirect(localAdmin, AUTH_PATH, { from: '/admin/audit' })).toBe('/');
    expect(sessionRedirect(null, AUTH_PATH, { from: '/admin/audit', denied: true })).toBeNull();
    expect(sessionRedirect(userWith('ADMIN', true), AUTH_PATH, { from: '/x', denied: true })).toBe(RESET_PASSWORD_PATH);
  });
});

describe('menu entries', () => {
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [{ index: true }, { path: 'auth' }, { children: [{ path: 'local-admin/candidates' }] }, { path: '*' }],
    },
  ];

  it('are shown only once their route exists (not through the not-found route)', () => {
    expect(routeExists(routes, '/')).toBe(true);
    expect(routeExists(routes, '/local-admin/candidates')).toBe(true);
    expect(routeExists(routes, '/user/my-account')).toBe(false);
    expect(availableEntries(MAIN_MENU, routes).map((e) => e.path)).toEqual(['/']);
    expect(availableEntries(LOCAL_ADMIN_MENU, routes).map((e) => e.path)).toEqual(['/local-admin/candidates']);
    expect(availableEntries(ADMIN_MENU, routes)).toEqual([]);
  });

  it('are answered per route table (the answers are kept per table)', () => {
    const larger: RouteObject[] = [
      { path: '/', children: [{ index: true }, { path: 'user/my-account' }, { path: '*' }] },
    ];
    expect(routeExists(routes, '/user/my-account')).toBe(false);
    expect(routeExists(larger, '/user/my-account')).toBe(true);
    expect(routeExists(routes, '/user/my-account')).toBe(false);
  });

  it('list the screens of the spec', () => {
    // The spec's four plus disallowed products, a local-admin route.
    expect(LOCAL_ADMIN_MENU.map((e) => e.path)).toEqual([
      '/local-admin/candidates',
      '/local-admin/registered-users',
      '/local-admin/available-products',
      '/local-admin/disallowed-products',
      '/local-admin/translate',
    ]);
    // The spec's twelve, the integrators' API keys, the GraphQL explorer and the combination rules (decision 070).
    expect(ADMIN_MENU).toHaveLength(15);
    expect(ADMIN_MENU.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/admin/api-keys', '/graphql', '/admin/combination-rules']),
    );
  });
});

describe('legal documents', () => {
  it('come in the UI language when it exists', () => {
    expect(legalDocumentUrl('privacy', 'de_DE')).toBe('/legal/privacy-de.html');
    expect(legalDocumentUrl('terms', 'pl_PL', 'de_DE')).toBe('/legal/terms-pl.html');
    for (const [locale, language] of [
      ['cs_CZ', 'cs'],
      ['sk_SK', 'sk'],
      ['uk_UA', 'uk'],
      ['lt_LT', 'lt'],
      ['ro_RO', 'ro'],
      ['es_ES', 'es'],
      ['fr_FR', 'fr'],
    ]) {
      expect(legalDocumentUrl('privacy', locale!, 'de_DE')).toBe(`/legal/privacy-${language}.html`);
      expect(legalDocumentUrl('terms', locale!)).toBe(`/legal/terms-${language}.html`);
    }
  });

  it("else in the user's fallback language, else in English", () => {
    expect(legalDocumentUrl('imprint', 'pl_PL', 'de_DE')).toBe('/legal/imprint-de.html');
    // pt has no privacy policy or terms (spec section 9): the fallback language, then English.
    expect(legalDocumentUrl('privacy', 'pt_PT', 'de_DE')).toBe('/legal/privacy-de.html');
    expect(legalDocumentUrl('terms', 'pt_PT', 'pl_PL')).toBe('/legal/terms-pl.html');
    expect(legalDocumentUrl('privacy', 'pt_PT', 'pt_PT')).toBe('/legal/privacy-en.html');
    expect(legalDocumentUrl('terms', 'pt_PT')).toBe('/legal/terms-en.html');
    // The imprint exists in en and de only.
    expect(legalDocumentUrl('imprint', 'cs_CZ', 'de_DE')).toBe('/legal/imprint-de.html');
    expect(legalDocumentUrl('imprint', 'uk_UA', 'lt_LT')).toBe('/legal/imprint-en.html');
    expect(legalDocumentUrl('imprint', 'pl_PL')).toBe('/legal/imprint-en.html');
  });
});

describe('notifications', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('go away after 5 seconds by default', () => {
    jest.useFakeTimers();
    const store = new NotificationStore();
    store.notify({ type: 'SUCCESS', message: 'AUTH_PASSWORD_CHANGED' });
    expect(store.getItems()).toHaveLength(1);
    expect(store.getItems()[0]).toMatchObject({ type: 'SUCCESS', messages: ['AUTH_PASSWORD_CHANGED'], duration: 5 });
    jest.advanceTimersByTime(4999);
    expect(store.getItems()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getItems()).toHaveLength(0);
  });

  it('with a duration of zero or less stay until dismissed', () => {
    jest.useFakeTimers();
    const store = new NotificationStore();
    const id = store.notify({ type: 'WARNING', message: ['A', 'B'], duration: 0 });
    store.notify({ type: 'INFO', message: 'C', duration: -1 });
    jest.advanceTimersByTime(60_000);
    expect(store.getItems()).toHaveLength(2);
    store.dismiss(id);
    expect(store.getItems().map((n) => n.messages)).toEqual([['C']]);
  });
});

describe('form validation with the shared schemas', () => {
  const validate = schemaValidator<{ username: string; password: string }>((v) => v.loginSchema);

  it('gives each failing field its translation key and parameter', async () => {
    const errors = await validate({ username: 'not-an-email', password: 'abc' });
    expect(decodeFieldError(errors.username!)).toEqual({ key: 'VALIDATION_EMAIL' });
    expect(decodeFieldError(errors.password!)).toEqual({ key: 'VALIDATION_PASSWORD_MIN_LENGTH', param: '4' });
  });

  it('passes valid values', async () => {
    expect(await validate({ username: 'anna@example.com', password: 'abcd' })).toEqual({});
  });

  it('requires both fields', async () => {
    const errors = await validate({ username: '', password: '' });
    expect(decodeFieldError(errors.username!).key).toBe('VALIDATION_REQUIRED');
    expect(decodeFieldError(errors.password!).key).toBe('VALIDATION_REQUIRED');
  });

  it('keeps key and parameter apart', () => {
    expect(decodeFieldError(encodeFieldError('K', 'p'))).toEqual({ key: 'K', param: 'p' });
    expect(decodeFieldError(encodeFieldError('K'))).toEqual({ key: 'K' });
  });

  it('checks that the repeated password matches', async () => {
    const change = schemaValidator<{ password: string; passwordRepeated: string }>((v) => v.passwordChangeSchema);
    const errors = await change({ password: 'long-enough-1', passwordRepeated: 'long-enough-2' });
    expect(decodeFieldError(errors.passwordRepeated!).key).toBe('VALIDATION_PASSWORDS_DO_NOT_MATCH');
  });
});
