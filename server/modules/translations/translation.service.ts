import type { EntityManager } from '@mikro-orm/postgresql';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { LOCALES, missingText, textPicker, type Locale } from '../../../common/locales.js';
import { dataVersion } from '../../platform/data-versions.js';
import { acceptedEncoding, COMPRESS_THRESHOLD, type EncodedBytes, type Encoding } from '../../platform/delivery.js';
import { versionedCache } from '../../platform/versioned-cache.js';
import { TextSource } from './text-source.entity.js';

export type TranslationsMap = Record<string, Record<string, string>>;

/**
 * Bounds of the serialised answers kept per text version. The routes answer lookup chains only
 * (at most three locales, en_GB among them: 56 sets, and every locale) and one bundle per locale
 * (11): each about 0.1–0.3 MB with its compressed copies, so all of them fit and a caller
 * inventing lists meets cached ones.
 */
export const TRANSLATION_ANSWERS_MAX_ENTRIES = 72;
export const TRANSLATION_ANSWERS_MAX_BYTES = 24 * 1024 * 1024;

const sizeOf = (holder: EncodedBytes) =>
  holder.body.length + (holder.encoded.br?.length ?? 0) + (holder.encoded.gzip?.length ?? 0);

interface Snapshot {
  version: string;
  map: TranslationsMap;
  /**
   * Serialised (and compressed, delivery.ts) once per version and canonical locale set, bounded in
   * entries and bytes: the hot path sends cached bytes.
   */
  json: LRUCache<string, EncodedBytes>;
}

export function translationsVersion(em: EntityManager): Promise<string> {
  return dataVersion(em, 'translations');
}

async function load(em: EntityManager, version: string): Promise<Snapshot> {
  // Plain rows, not entities: thousands of texts are only copied into the map.
  const rows = await em
    .createQueryBuilder(TextSource)
    .select(['key', 'locale', 'value'])
    .execute<{ key: string; locale: string; value: string }[]>('all', false);
  const map: TranslationsMap = {};
  for (const row of rows) (map[row.key] ??= {})[row.locale] = row.value;
  return {
    version,
    map,
    json: new LRUCache({
      max: TRANSLATION_ANSWERS_MAX_ENTRIES,
      maxSize: TRANSLATION_ANSWERS_MAX_BYTES,
      sizeCalculation: sizeOf,
    }),
  };
}

/**
 * All texts, cached per process and reloaded when the database's translations version (bumped
 * by a trigger on any change, from any process) differs from the cached one.
 */
export const currentTranslations: (em: EntityManager) => Promise<Snapshot> = versionedCache(translationsVersion, load);

/**
 * The cache key of a locale list: its known locales, each once, sorted (`*` for every locale), so
 * that repeats and orderings of one set share one answer. Unknown locales are the caller's to
 * refuse before this.
 */
export function canonicalLocales(locales: readonly string[] | undefined): string {
  if (!locales) return '*';
  const known = new Set<string>(LOCALES);
  return [...new Set(locales.filter((l) => known.has(l)))].sort().join(',');
}

const BUNDLE_KEY_PREFIX = 'bundle:';

/** The cache key of one locale's bundle (localeBundle); never a canonical locale set's. */
export const bundleCacheKey = (locale: Locale): string => `${BUNDLE_KEY_PREFIX}${locale}`;

/** Key → locale → text of a canonical locale set (canonicalLocales). */
function localeSet(map: TranslationsMap, cacheKey: string): TranslationsMap {
  const wanted = cacheKey === '*' ? null : new Set(cacheKey.split(','));
  const out: TranslationsMap = {};
  for (const [key, byLocale] of Object.entries(map)) {
    const entries = Object.entries(byLocale).filter(([l]) => !wanted || wanted.has(l));
    if (entries.length > 0) out[key] = Object.fromEntries(entries);
  }
  return out;
}

/**
 * One locale's texts as i18next holds a bundle: key → text, without empty texts (an empty text
 * counts as missing, so the client's lookup goes on along its chain).
 */
function localeBundle(map: TranslationsMap, locale: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, byLocale] of Object.entries(map)) {
    const text = byLocale[locale];
    if (text) out[key] = text;
  }
  return out;
}

/** The JSON bytes of a canonical locale set (canonicalLocales) or of a bundle (bundleCacheKey). */
async function translationsJson(
  em: EntityManager,
  cacheKey: string,
): Promise<{ version: string; json: EncodedBytes; snapshot: Snapshot }> {
  const snap = await currentTranslations(em);
  let json = snap.json.get(cacheKey);
  if (json === undefined) {
    const out = cacheKey.startsWith(BUNDLE_KEY_PREFIX)
      ? localeBundle(snap.map, cacheKey.slice(BUNDLE_KEY_PREFIX.length))
      : localeSet(snap.map, cacheKey);
    json = { body: Buffer.from(JSON.stringify(out), 'utf8'), encoded: {} };
    snap.json.set(cacheKey, json);
  }
  return { version: snap.version, json, snapshot: snap };
}

/**
 * A compressed copy of an answer. Brotli at quality 5 and gzip at 6, not the 9 of the other cached
 * bytes (delivery.ts): any caller can make a locale set's first request, and quality 9 costs some
 * ten times as much CPU for 2–3 % fewer bytes.
 */
function encode(holder: EncodedBytes, encoding: Encoding): Buffer {
  return (holder.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(holder.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: holder.body.length },
        })
      : gzipSync(holder.body, { level: 6 }));
}

/**
 * The answer's bytes in the encoding the client accepts. A compressed copy made now is counted
 * in the cache's bytes (set again with its new size; it may push out older entries).
 */
export async function translationsPayload(
  em: EntityManager,
  cacheKey: string,
  acceptEncoding: string | undefined,
): Promise<{ version: string; payload: Buffer; encoding: Encoding | null }> {
  const { version, json, snapshot } = await translationsJson(em, cacheKey);
  const encoding = json.body.length >= COMPRESS_THRESHOLD ? acceptedEncoding(acceptEncoding) : null;
  if (!encoding) return { version, payload: json.body, encoding: null };
  const fresh = json.encoded[encoding] === undefined;
  const payload = encode(json, encoding);
  if (fresh && snapshot.json.has(cacheKey)) snapshot.json.set(cacheKey, json);
  return { version, payload, encoding };
}

/** What the answer cache of the current text version holds (for tests and the memory bound). */
export async function translationAnswerCache(em: EntityManager): Promise<{ entries: number; bytes: number }> {
  const { json } = await currentTranslations(em);
  return { entries: json.size, bytes: json.calculatedSize };
}

/**
 * The server's one translator: a synchronous lookup for one locale along the chain of
 * common/locales.ts (requested, language default, fallback, en_GB), else `!!!KEY!!!`, on the
 * current snapshot (one version check). GraphQL, PDFs and e-mails all use it.
 */
export async function translator(
  em: EntityManager,
  locale: string,
  fallback?: string | null,
): Promise<(key: string) => string> {
  const snap = await currentTranslations(em);
  const pick = textPicker(locale, fallback);
  return (key) => pick(snap.map[key]) ?? missingText(key);
}

/** Replaces `{{name}}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
