import { REFRESH_WINDOW_MS } from '../../platform/auth/tokens.js';

/** Who may log in, refresh and reset: pure functions of the account (and the clock). */

interface AccountState {
  email: string;
  enabled: boolean;
}

/** A disabled account cannot log in, even with the right password. */
export function canLogIn(account: Pick<AccountState, 'enabled'>): boolean {
  return account.enabled;
}

/**
 * A token is refreshed while valid, up to 12 hours after the login of its own session (not the
 * account's latest login), and never once that session is logged out.
 */
export function canRefresh(
  session: { loggedInAt: Date; revokedAt: Date | null } | null,
  now: number = Date.now(),
): boolean {
  return !!session && !session.revokedAt && now - session.loggedInAt.getTime() <= REFRESH_WINDOW_MS;
}

/** Reset links go only to enabled accounts (the answer is the same either way). */
export function canRequestReset(account: Pick<AccountState, 'enabled'> | null): account is AccountState {
  return !!account && account.enabled;
}

/** A reset token sets the password of its own, enabled account, named by the same e-mail. */
export function canResetPassword(account: AccountState | null, email: string): boolean {
  return !!account && account.email === email && account.enabled;
}
