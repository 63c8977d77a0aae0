import { ROLES, type Role } from '../../../common/enums.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';

/** Who may do what with programs: pure functions of the caller and the program. */

/** Every role builds programs; an account with no role does not. */
export const PROGRAM_ROLES: readonly Role[] = ROLES;

/** A program is its owner's alone: anyone else is told it does not exist (404, not 403). */
export function isOwner(user: Pick<AuthUser, 'accountId'>, program: { owner: { id: string } }): boolean {
  return program.owner.id === user.accountId;
}

/** Only the owner reads a program (anyone else gets 404, as for a program that does not exist). */
export function canRead(user: Pick<AuthUser, 'accountId'>, program: { owner: { id: string } }): boolean {
  return isOwner(user, program);
}

/** The same rule as a query filter, so lists, locked reads and deletes are decided by PostgreSQL. */
export function ownedBy(user: Pick<AuthUser, 'accountId'>): { owner: string } {
  return { owner: user.accountId };
}

/** The same rule in SQL: `alias.owner_id = ?`, the caller's account id bound there. */
export const OWNER_SQL = (alias: string): string => `${alias}.owner_id = ?`;
