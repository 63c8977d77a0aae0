/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { describe, expect, it } from '@jest/globals';
import { AUTH_PATH, guardRedirect } from '../../client/app/guards.js';
import { CONTENT_EDITOR_MENU } from '../../client/app/menu.js';
import { decodeToken, type SessionUser } from '../../client/app/session.js';
import { auditFilterInput, auditMessage, EMPTY_AUDIT_FILTER } from '../../client/features/audit/auditFilter.js';
import { newTranslationValues } from '../../client/features/translations/AddTranslationDialog.js';
import { draftOf, textsOf } from '../../client/features/translations/TranslationRowView.js';
import { makeToken } from './support/tokens.js';

const userWith = (authorities: string): SessionUser =>
  decodeToken(makeToken({ authorities, mustResetPassword: false, exp: 2_000_000_000 }))!;

describe('translation administration access', () => {
  it('lets LOCAL_ADMIN, ADMIN and CONTENT_EDITOR through the translator guard, APP_USER to /auth', () => {
    for (const role of ['LOCAL_ADMIN', 'ADMIN', 'CONTENT_EDITOR'])
      expect(guardRedirect('translator', userWith(role), '/local-admin/translate')).toBeNull();
    expect(guardRedirect('translator', userWith('APP_USER'), '/local-admin/translate')).toBe(AUTH_PATH);
  });

  it('gives CONTENT_EDITOR an Admin menu of the catalogue entries and the translations (DESIGN.md)', () => {
    expect(CONTENT_EDITOR_MENU.map((e) => e.path)).toEqual([
      '/admin/products',
      '/admin/available',
      '/admin/disallowed',
      '/admin/indicators',
      '/admin/evaluations',
      '/admin/inci-management',
      '/admin/combination-rules',
      '/local-admin/translate',
    ]);
  });
});

describe('audit messages', () => {
  const t = (key: string) => `<${key}>`;
  it('name a leading role code instead of showing it', () => {
    expect(auditMessage('LOCAL_ADMIN la@example.com', t)).toBe('<AUDIT_ROLE_LOCAL_ADMIN> la@example.com');
    expect(auditMessage('ADMIN a@example.com', t)).toBe('<AUDIT_ROLE_ADMIN> a@example.com');
    expect(auditMessage('anna@example.com (2 programs)', t)).toBe('anna@example.com (2 programs)');
    expect(auditMessage('ADMINISTRATION note', t)).toBe('ADMINISTRATION note');
    expect(auditMessage(null, t)).toBe('');
  });
});

describe('audit filter', () => {
  it('sends whole days in the browser time zone, the user trimmed, no empty filters, 50 per page', () => {
    expect(auditFilterInput(EMPTY_AUDIT_FILTER, 3)).toEqual({
      from: null,
      to: null,
      who: null,
      types: null,
      hideSuccessfulLogins: null,
      pageNo: 3,
      pageSize: 50,
    });
    const input = auditFilterInput(
      { from: '2026-03-01', to: '2026-03-02', who: '  amy ', types: ['LOGOUT'], hideLogins: true },
      0,
    );
    expect(input.from).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).toISOString());
    expect(input.to).toBe(new Date(2026, 2, 2, 23, 59, 59, 999).toISOString());
    expect(input).toMatchObject({ who: 'amy', types: ['LOGOUT'], hideSuccessfulLogins: true });
    expect(auditFilterInput({ ...EMPTY_AUDIT_FILTER, from: 'not-a-date' }, 0).from).toBeNull();
  });
});

describe('translation rows', () => {
  const row = {
    key: 'K',
    textType: 'INTERFACE',
    texts: [{ locale: 'en_GB', value: 'Hi', comment: null, version: 3, editable: false }],
  };

  it('shows every locale, a missing one empty; only the translatable ones enter edit mode', () => {
    const texts = textsOf(row, ['en_GB', 'pl_PL', 'de_DE'], ['pl_PL']);
    expect(texts.map((t) => [t.locale, t.value, t.editable])).toEqual([
      ['en_GB', 'Hi', false],
      ['pl_PL', '', true],
      ['de_DE', '', false],
    ]);
    expect(draftOf(texts)).toEqual({ pl_PL: { value: '', comment: '' } });
  });

  it('adds with text type INTERFACE and en_GB, or the first translatable locale without en_GB', () => {
    expect(newTranslationValues(['de_DE', 'en_GB'])).toEqual({
      key: '',
      textType: 'INTERFACE',
      comment: '',
      value: '',
      locale: 'en_GB',
    });
    expect(newTranslationValues(['pl_PL', 'de_DE']).locale).toBe('pl_PL');
  });
});
