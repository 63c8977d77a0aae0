import type { EntityManager } from '@mikro-orm/postgresql';
import type { PagePublicSettings } from '../../../common/pageHints.js';
import type { Locale } from '../../../common/locales.js';
import type { LegalOperator } from '../../../common/operator.js';
import { Language } from './language.entity.js';

/** The locales offered in the interface: the system languages (admin/languages). */
export async function systemLocales(em: EntityManager): Promise<string[]> {
  const languages = await em.find(Language, { isSystem: true }, { orderBy: { id: 'asc' } });
  return languages.map((l) => l.id);
}

/**
 * What any caller may know of the configuration: INCI locales, system languages and the operator
 * the legal pages name (Query.publicSettings, and the app's page, which carries them for the
 * client's start).
 */
export async function publicSettings(
  em: EntityManager,
  config: { inciLocales: readonly Locale[]; operator: LegalOperator },
): Promise<PagePublicSettings> {
  return {
    inciLocales: [...config.inciLocales],
    systemLocales: await systemLocales(em),
    operator: { ...config.operator, address: config.operator.address && [...config.operator.address] },
  };
}
