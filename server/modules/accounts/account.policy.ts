import type { Role } from '../../../common/enums.js';
import type { RequireOptions } from '../../platform/auth/guard.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';

/** Who may do what with accounts: pure functions of the caller and the account. */

/** Every logged-in role reads and edits its own account (no role is excluded). */
export const OWN_ACCOUNT_ROLES: readonly Role[] = [];

/** `me` answers during a forced password change too: the client needs it to show the change form. */
export const ME_ACCESS: RequireOptions = { allowMustReset: true };

/** A user reads and edits their own account only; anyone else's does not exist for them (404). */
export function canEditAccount(user: Pick<AuthUser, 'accountId'>, account: { id: string }): boolean {
  return account.id === user.accountId;
}
