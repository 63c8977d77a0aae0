import { ROLES, type Role } from '../../../common/enums.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Ctx } from '../../platform/context.js';

/** Who may do what with the catalogue: functions of the caller and the entry. */

/** Every role reads the catalogue (it is the builder's); an account with no role does not. */
export const CATALOGUE_READER_ROLES: readonly Role[] = ROLES;

/** Roles that see the whole catalogue, disabled entries included (they maintain it). */
export const CATALOGUE_STAFF_ROLES: readonly Role[] = ['ADMIN', 'CONTENT_EDITOR'];

/** Staff see disabled products and indicators; everyone else only enabled ones. */
export function seesDisabledEntries(user: Pick<AuthUser, 'roles'>): boolean {
  return user.roles.some((r) => CATALOGUE_STAFF_ROLES.includes(r));
}

/** Any logged-in role reads the catalogue; a disabled entry only staff. */
export function canSeeEntry(user: Pick<AuthUser, 'roles'>, entry: { enabled: boolean }): boolean {
  return entry.enabled || seesDisabledEntries(user);
}

/**
 * Products, indicators, INCI and the matrices are edited by ADMIN and CONTENT_EDITOR (DESIGN.md:
 * roles). Here, not in admin/: the INCI and matrix services need it, and admin/ needs INCI's entity.
 */
export function requireCatalogueEditor(ctx: Ctx): AuthUser {
  return requireUser(ctx, CATALOGUE_STAFF_ROLES);
}
