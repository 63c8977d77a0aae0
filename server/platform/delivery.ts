import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { textLocalesFor, toSupportedLocale } from '../../common/locales.js';
import { SETTINGS_META_NAME, readTextsHint, textsBundleUrl, type PagePublicSettings } from '../../common/pageHints.js';

/** JSON answers shorter than this go uncompressed: below it, the encoding costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

/** Vite names every file under assets/ by its content hash: such a URL never changes content. */
const HASHED = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(?:\.(?:br|gz))?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Compresses answers (JSON, GraphQL) of at least COMPRESS_THRESHOLD bytes for clients that accept
 * it, brotli first, at the plugin's quality 4 (quality 11 costs too much per request). Registered
 * before the routes, whose answers its onSend hook then sees. Answers that carry a
 * Content-Encoding already (the pre-compressed catalogue bundle, static files) pass unchanged.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
}

export type Encoding = 'br' | 'gzip';

/** The best encoding of ours the client accepts (brotli before gzip), or null for none. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/** Cached bytes with their compressed copies, each made on first demand and kept beside them. */
export interface EncodedBytes {
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * The bytes in the encoding asked for, compressed once per holder. Brotli at quality 9: made
 * once, sent many times, so the smaller copy is worth the time.
 */
export function encodeOnce(holder: EncodedBytes, encoding: Encoding): Buffer {
  return (holder.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(holder.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: holder.body.length },
        })
      : gzipSync(holder.body, { level: 9 }));
}

/**
 * What to send of cached bytes: their compressed copy when the client accepts one and they are
 * worth compressing (with Content-Encoding set, which @fastify/compress then leaves alone).
 */
export function cachedPayload(
  holder: EncodedBytes,
  acceptEncoding: string | undefined,
): { payload: Buffer; encoding: Encoding | null } {
  const encoding = holder.body.length >= COMPRESS_THRESHOLD ? acceptedEncoding(acceptEncoding) : null;
  return encoding ? { payload: encodeOnce(holder, encoding), encoding } : { payload: holder.body, encoding: null };
}

function cacheHeaders(reply: { header(name: string, value: string): unknown }, file: string): void {
  // Hashed assets are cached for a year; everything else (index.html, flags, logo) is revalidated.
  reply.header('cache-control', HASHED.test(file) ? IMMUTABLE : 'no-cache');
  reply.header('vary', 'accept-encoding');
}

/**
 * The built client: the build's brotli and gzip copies (scripts/compress-client.mjs) are sent to
 * clients that accept them (`preCompressed`), with Cache-Control by kind of file.
 */
export async function registerClient(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
}

/**
 * The app's page with `<link rel=preload as=fetch crossorigin>` for first-screen data (URLs of
 * this origin, without `"`), before `</head>`: they download beside the scripts. `crossorigin`
 * makes the preload's mode and credentials those of the client's `fetch()`, which then reuses it.
 */
export function withPreloads(html: string, hrefs: readonly string[], settings?: PagePublicSettings): string {
  const links = hrefs
    .filter((href) => href.startsWith('/') && !/["<>\s]/.test(href))
    .map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`);
  if (settings)
    links.push(`<meta name="${SETTINGS_META_NAME}" content="${escapeAttribute(JSON.stringify(settings))}">`);
  return links.length === 0 ? html : html.replace('</head>', `${links.join('')}</head>`);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The texts the client will fetch on start (common/pageHints.ts), one URL per locale as i18next
 * reads them (client/i18n/textBackend.ts): none while its hint names the current version, else the
 * hint's locales, else the lookup chain of the browser's language (the first of Accept-Language,
 * which is what `navigator.language` says).
 */
export function textsPreloadHrefs(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
  currentVersion: string,
): string[] {
  const hint = readTextsHint(cookieHeader);
  if (hint?.version === currentVersion) return [];
  // A hint of every locale (`*`, written before decision 064) names no locale the client reads.
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  const locales = hint?.locales ?? textLocalesFor(toSupportedLocale(first));
  return locales.map(textsBundleUrl);
}

/** What a page for one person's eyes says to search engines (header and meta). */
export const NOINDEX = 'noindex, nofollow';

/** The page's variants (one per set of preloads) with their compressed copies; few, so a small bound. */
const pages = new LRUCache<string, EncodedBytes>({ max: 64 });

/**
 * Sends the app's page of `root` with those preloads, revalidated on every visit like the file
 * (read each time: a new build replaces it), compressed as the static copies are (the not-found
 * route that answers client routes gets no compression hook).
 */
export async function sendClientPage(
  reply: FastifyReply,
  root: string,
  page: { preloads: readonly string[]; settings?: PagePublicSettings; noindex?: boolean },
  acceptEncoding: string | undefined,
): Promise<FastifyReply> {
  let html = withPreloads(await readFile(path.join(root, 'index.html'), 'utf8'), page.preloads, page.settings);
  // A page for one person (a shared program): kept out of search engines and of every cache.
  if (page.noindex) html = html.replace('</head>', `<meta name="robots" content="${NOINDEX}"></head>`);
  let holder = pages.get(html);
  if (!holder) {
    holder = { body: Buffer.from(html), encoded: {} };
    pages.set(html, holder);
  }
  const { payload, encoding } = cachedPayload(holder, acceptEncoding);
  if (encoding) reply.header('content-encoding', encoding);
  if (page.noindex) reply.header('x-robots-tag', NOINDEX);
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', page.noindex ? 'no-store' : 'no-cache')
    .header('vary', 'accept-encoding, accept-language, cookie')
    .send(payload);
}
