import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../platform/errors.js';
import { Account } from '../accounts/account.entity.js';

/** The two kinds of accounts an admin maintains on admin/local-admins and admin/admins. */
export type AdminKind = 'LOCAL_ADMIN' | 'ADMIN';

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
