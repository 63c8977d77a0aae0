import type { EntityManager } from '@mikro-orm/postgresql';
import { LOCALES, splitLocale } from '../../../common/locales.js';
import { LANGUAGE_NAMES } from '../../modules/languages/known-languages.js';
import { listJson, readJson } from '../../platform/seed-files.js';

/** Languages and interface texts: seeded in every mode, never overwriting an edited text. */
export async function seedReference(em: EntityManager): Promise<void> {
  for (const id of LOCALES) {
    const { language, country } = splitLocale(id);
    await em.execute(
      `insert into language (id, language, country, name, is_system) values (?, ?, ?, ?, true)
       on conflict (id) do nothing`,
      [id, language, country, LANGUAGE_NAMES[id] ?? id],
    );
  }
  await insertTexts(em, seedTextRows());
}

/**
 * Every seed text as (key, locale, textType, value). A key's authors write en_GB and de_DE (and
 * pl_PL) beside it in its area file, whose name gives the text type; translators keep one file
 * per further locale under texts/locales/, mapping each key to its text.
 */
export function seedTextRows(): Array<[string, string, string, string]> {
  const rows: Array<[string, string, string, string]> = [];
  const typeOfKey = new Map<string, string>();
  for (const file of listJson('texts')) {
    const texts = readJson<Record<string, Record<string, string>>>('texts', file);
    const textType = file.startsWith('email') ? 'EMAIL' : file.startsWith('pdf') ? 'PDF' : 'INTERFACE';
    for (const [key, byLocale] of Object.entries(texts)) {
      typeOfKey.set(key, textType);
      for (const [locale, value] of Object.entries(byLocale)) rows.push([key, locale, textType, value]);
    }
  }
  for (const file of listJson('texts', 'locales')) {
    const locale = file.replace(/\.json$/, '');
    for (const [key, value] of Object.entries(readJson<Record<string, string>>('texts', 'locales', file))) {
      const textType = typeOfKey.get(key);
      // A key no area file declares any more is a translator's leftover: the seed test names it.
      if (textType) rows.push([key, locale, textType, value]);
    }
  }
  return rows;
}

/** Bulk insert of (key, locale, textType, value), keeping texts that already exist. */
export async function insertTexts(em: EntityManager, rows: Array<[string, string, string, string]>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await em.execute(
      `insert into text_source (key, locale, text_type, value, version)
       select key, locale, text_type, value, 1
         from jsonb_to_recordset(?::jsonb) as x(key text, locale text, text_type text, value text)
       on conflict (key, locale) do nothing`,
      [JSON.stringify(chunk.map(([key, locale, text_type, value]) => ({ key, locale, text_type, value })))],
    );
  }
}
