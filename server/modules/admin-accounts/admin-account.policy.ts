import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Ctx } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { Account } from '../accounts/account.entity.js';

/** The two kinds of accounts an admin maintains on admin/local-admins and admin/admins. */
export type AdminKind = 'LOCAL_ADMIN' | 'ADMIN';

/** Admin screens: ADMIN only (LOCAL_ADMIN, CONTENT_EDITOR and APP_USER: 403). */
export const requireAdmin = (ctx: Ctx): AuthUser => requireUser(ctx, ['ADMIN']);

/** Local admins are LOCAL_ADMIN accounts that are not also ADMIN (those are on the admins list). */
export function kindWhere(kind: AdminKind): Record<string, unknown> {
  return kind === 'ADMIN'
    ? { roles: { $contains: ['ADMIN'] } }
    : { roles: { $contains: ['LOCAL_ADMIN'] }, $not: { roles: { $overlap: ['ADMIN'] } } };
}

/** An account of the kind, with what its record shows; 404 when it is not one. */
export async function loadAdminAccount(em: EntityManager, kind: AdminKind, id: string): Promise<Account> {
  const account = await em.findOne(Account, { id, ...kindWhere(kind) }, { populate: ['pdfUserInfo', 'adminRegions'] });
  if (!account) throw notFound();
  return account;
}
