import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { requireUser } from '../../../platform/auth/guard.js';
import type { Ctx } from '../../../platform/context.js';
import { CATALOGUE_STAFF_ROLES } from '../catalogue.policy.js';

/** Products and indicators are edited by ADMIN and CONTENT_EDITOR (DESIGN.md: roles). */
export function requireCatalogueEditor(ctx: Ctx): AuthUser {
  return requireUser(ctx, CATALOGUE_STAFF_ROLES);
}
