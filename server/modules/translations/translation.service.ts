import type { EntityManager } from '@mikro-orm/postgresql';
import { missingText, textPicker } from '../../../common/locales.js';
import { dataVersion } from '../../platform/data-versions.js';
import type { EncodedBytes } from '../../platform/delivery.js';
import { versionedCache } from '../../platform/versioned-cache.js';

export type TranslationsMap = Record<string, Record<string, string>>;

interface Snapshot {
  version: string;
  map: TranslationsMap;
  /** Serialised (and compressed, delivery.ts) once per version and locale set: the hot path sends cached bytes. */
  json: Map<string, EncodedBytes>;
}

export function translationsVersion(em: EntityManager): Promise<string> {
  return dataVersion(em, 'translations');
}

async function load(em: EntityManager, version: string): Promise<Snapshot> {
  const rows = await em
    .getConnection()
    .execute<{ key: string; locale: string; value: string }[]>('select key, locale, value from text_source');
  const map: TranslationsMap = {};
  for (const row of rows) (map[row.key] ??= {})[row.locale] = row.value;
  return { version, map, json: new Map() };
}

/**
 * All texts, cached per process and reloaded when the database's translations version (bumped
 * by a trigger on any change, from any process) differs from the cached one.
 */
export const currentTranslations: (em: EntityManager) => Promise<Snapshot> = versionedCache(translationsVersion, load);

/** The translations map as JSON bytes, optionally limited to some locales. */
export async function translationsJson(em: EntityManager, locales?: readonly string[]): Promise<{ version: string; json: EncodedBytes }> {
  const snap = await currentTranslations(em);
  const cacheKey = locales ? [...locales].sort().join(',') : '*';
  let json = snap.json.get(cacheKey);
  if (json === undefined) {
    const wanted = locales ? new Set(locales) : null;
    const out: TranslationsMap = {};
    for (const [key, byLocale] of Object.entries(snap.map)) {
      const entries = Object.entries(byLocale).filter(([l]) => !wanted || wanted.has(l));
      if (entries.length > 0) out[key] = Object.fromEntries(entries);
    }
    json = { body: Buffer.from(JSON.stringify(out), 'utf8'), encoded: {} };
    snap.json.set(cacheKey, json);
  }
  return { version: snap.version, json };
}

/**
 * The server's one translator: a synchronous lookup for one locale along the chain of
 * common/locales.ts (requested, language default, fallback, en_GB), else `!!!KEY!!!`, on the
 * current snapshot (one version check). GraphQL, PDFs and e-mails all use it.
 */
export async function translator(em: EntityManager, locale: string, fallback?: string | null): Promise<(key: string) => string> {
  const snap = await currentTranslations(em);
  const pick = textPicker(locale, fallback);
  return (key) => pick(snap.map[key]) ?? missingText(key);
}

/** Replaces `{{name}}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
