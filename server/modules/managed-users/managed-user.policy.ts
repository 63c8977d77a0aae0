import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../platform/errors.js';
import { regionWhere, type RegionScope } from '../regions/region.policy.js';
import { Account } from '../accounts/account.entity.js';

/**
 * Users a local administrator manages: plain APP_USER accounts (no other role, so no admin,
 * editor or local admin is ever edited from this screen) of the regions in the caller's scope.
 * ADMIN manages every such account. Anything else is 404, as if it did not exist.
 */
const OTHER_ROLES = ['ADMIN', 'LOCAL_ADMIN', 'CONTENT_EDITOR'];

export function managedUserWhere(scope: RegionScope): Record<string, unknown> {
  return { roles: { $contains: ['APP_USER'] }, $not: { roles: { $overlap: OTHER_ROLES } }, ...regionWhere(scope) };
}

export async function loadManagedUser(em: EntityManager, scope: RegionScope, id: string): Promise<Account> {
  const account = await em.findOne(Account, { id, ...managedUserWhere(scope) }, { populate: ['pdfUserInfo'] });
  if (!account) throw notFound();
  return account;
}
