import { LOCALES } from '../../../common/locales.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';

/** Who may translate what: pure functions of the caller and the locale. */

/** Roles that reach the translation administration at all. */
export const TRANSLATOR_ROLES = ['ADMIN', 'CONTENT_EDITOR', 'LOCAL_ADMIN'] as const;

/** ADMIN and CONTENT_EDITOR translate into every locale; a LOCAL_ADMIN only into their own. */
export function translatableLocales(user: Pick<AuthUser, 'roles' | 'translationLocales'>): string[] {
  if (user.roles.includes('ADMIN') || user.roles.includes('CONTENT_EDITOR')) return [...LOCALES];
  if (user.roles.includes('LOCAL_ADMIN'))
    return user.translationLocales.filter((l) => (LOCALES as readonly string[]).includes(l));
  return [];
}

export function canTranslate(user: Pick<AuthUser, 'roles' | 'translationLocales'>, locale: string): boolean {
  return translatableLocales(user).includes(locale);
}
