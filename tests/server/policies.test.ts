import { describe, expect, it } from '@jest/globals';
import { canEditAccount } from '../../server/modules/accounts/account.policy.js';
import { canLogIn, canRefresh, canRequestReset, canResetPassword } from '../../server/modules/auth/auth.policy.js';
import { canSeeEntry, seesDisabledEntries } from '../../server/modules/catalogue/catalogue.policy.js';
import { canRead, ownedBy } from '../../server/modules/programs/program.policy.js';
import { canTranslate, translatableLocales } from '../../server/modules/translations/translation.policy.js';
import { REFRESH_WINDOW_MS } from '../../server/platform/auth/tokens.js';

/** The domain policies are pure functions of the caller and the object: checked without a database. */

const user = { accountId: 'a1', roles: ['APP_USER' as const], translationLocales: [] as string[] };
const editor = { ...user, accountId: 'e1', roles: ['CONTENT_EDITOR' as const] };
const localAdmin = {
  ...user,
  accountId: 'l1',
  roles: ['LOCAL_ADMIN' as const],
  translationLocales: ['pl_PL', 'de_DE'],
};

describe('program policy', () => {
  it('a program is its owner’s alone', () => {
    expect(canRead(user, { owner: { id: 'a1' } })).toBe(true);
    expect(canRead(user, { owner: { id: 'someone-else' } })).toBe(false);
    expect(ownedBy(user)).toEqual({ owner: 'a1' });
  });
});

describe('account policy', () => {
  it('a user edits their own account only', () => {
    expect(canEditAccount(user, { id: 'a1' })).toBe(true);
    expect(canEditAccount(user, { id: 'e1' })).toBe(false);
  });
});

describe('catalogue policy', () => {
  it('staff see disabled entries, everyone sees enabled ones', () => {
    expect(seesDisabledEntries(editor)).toBe(true);
    expect(seesDisabledEntries(user)).toBe(false);
    expect(canSeeEntry(user, { enabled: false })).toBe(false);
    expect(canSeeEntry(user, { enabled: true })).toBe(true);
    expect(canSeeEntry(editor, { enabled: false })).toBe(true);
  });
});

describe('translation policy', () => {
  it('content editors translate every locale, local admins their own, users none', () => {
    expect(translatableLocales(editor)).toHaveLength(11);
    expect(canTranslate(localAdmin, 'pl_PL')).toBe(true);
    expect(canTranslate(localAdmin, 'en_GB')).toBe(false);
    expect(translatableLocales(user)).toEqual([]);
  });
});

describe('auth policy', () => {
  const now = Date.UTC(2026, 0, 1, 12);
  const account = { email: 'x@example.com', enabled: true, lastLoginAt: new Date(now - 1000) };
  it('a disabled account can neither log in nor reset', () => {
    expect(canLogIn(account)).toBe(true);
    expect(canLogIn({ ...account, enabled: false })).toBe(false);
    expect(canRequestReset({ ...account, enabled: false })).toBe(false);
    expect(canRequestReset(null)).toBe(false);
    expect(canResetPassword({ ...account, enabled: false }, account.email)).toBe(false);
  });
  it('a reset token only sets the password of the account it was sent to', () => {
    expect(canResetPassword(account, account.email)).toBe(true);
    expect(canResetPassword(account, 'other@example.com')).toBe(false);
  });
  it("refresh ends 12 hours after the session's login, and at its logout", () => {
    expect(canRefresh({ loggedInAt: new Date(now - 1000), revokedAt: null }, now)).toBe(true);
    expect(canRefresh({ loggedInAt: new Date(now - REFRESH_WINDOW_MS - 1), revokedAt: null }, now)).toBe(false);
    expect(canRefresh({ loggedInAt: new Date(now - 1000), revokedAt: new Date(now - 500) }, now)).toBe(false);
    expect(canRefresh(null, now)).toBe(false);
  });
});
