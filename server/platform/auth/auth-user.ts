import type { Role } from '../../../common/enums.js';

/** The caller, as established from a verified token and the account's current state. */
export interface AuthUser {
  accountId: string;
  email: string;
  roles: Role[];
  preferredLocale: string;
  fallbackLocale: string;
  mustResetPassword: boolean;
  regionId: number | null;
  adminRegionIds: number[];
  translationLocales: string[];
  /** The login session of the token (logout revokes it; refresh keeps it). */
  sessionId: string;
  /**
   * Set when the caller is an integrator's API key, not an account: no roles, the
   * key's region, and only the catalogue (modules/api-keys/api-key.scope.ts).
   */
  apiKeyId?: string;
}
