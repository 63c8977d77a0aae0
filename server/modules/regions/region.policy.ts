import type { Role } from '../../../common/enums.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Ctx } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';
import { REGION_ERRORS } from './region.errors.js';

/** Who may call the local-administrator API; APP_USER and CONTENT_EDITOR get 403. */
export const LOCAL_ADMIN_ROLES: readonly Role[] = ['LOCAL_ADMIN', 'ADMIN'];

/** The regions a caller administers: every region for ADMIN, the assigned ones for LOCAL_ADMIN. */
export interface RegionScope {
  user: AuthUser;
  all: boolean;
  regionIds: readonly number[];
}

/** 401 / 403 for the caller, then the caller's region scope. */
export function requireRegionScope(ctx: Ctx): RegionScope {
  const user = requireUser(ctx, LOCAL_ADMIN_ROLES);
  const all = user.roles.includes('ADMIN');
  return { user, all, regionIds: all ? [] : user.adminRegionIds };
}

export function managesRegion(scope: RegionScope, regionId: number | null | undefined): boolean {
  if (scope.all) return true;
  return regionId !== null && regionId !== undefined && scope.regionIds.includes(regionId);
}

/** A region the caller does not administer is 403 (objects in it are 404: see the policies using it). */
export function assertManagesRegion(scope: RegionScope, regionId: number): void {
  if (!managesRegion(scope, regionId)) throw forbidden(REGION_ERRORS.NOT_MANAGED);
}

/**
 * The filter that keeps a query inside the scope, for an entity with a `region` relation:
 * nothing for ADMIN, `region in (…)` for a local administrator (none: matches no row).
 */
export function regionWhere(scope: RegionScope): Record<string, unknown> {
  return scope.all ? {} : { region: { $in: [...scope.regionIds] } };
}
