import type { EntityManager } from '@mikro-orm/postgresql';
import { Language } from './language.entity.js';

/** The locales offered in the interface: the system languages (admin/languages). */
export async function systemLocales(em: EntityManager): Promise<string[]> {
  const languages = await em.find(Language, { isSystem: true }, { orderBy: { id: 'asc' } });
  return languages.map((l) => l.id);
}
