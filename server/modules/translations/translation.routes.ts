import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale } from '../../../common/locales.js';
import { badRequest, PlatformErrors } from '../../platform/errors.js';
import { requireUser } from '../../platform/auth/guard.js';
import { TEXTS_BUNDLE_URL } from '../../../common/pageHints.js';
import { bundleCacheKey, canonicalLocales, translationsPayload, translationsVersion } from './translation.service.js';
import * as admin from './translation-admin.service.js';
import { TranslationErrors } from './translation.errors.js';
import { TEXT_TYPES } from '../../../common/enums.js';
import { translationSaveSchema } from '../../../common/validation/admin.js';
import { restBody } from '../../platform/openapi/from-yup.js';
import { arr, int, map, nullable, obj, str, strEnum, wireLocale } from '../../platform/openapi/json-schema.js';
import { doc } from '../../platform/openapi/route-doc.js';

const tags = ['translations'];
const translationsDoc = (summary: string) =>
  doc({
    summary,
    description: 'Sent with an ETag (304 on a match); key → locale → text.',
    tags,
    querystring: obj(
      {
        locales: str({
          description:
            'Comma-separated "ll_CC" locales, at most three with en_GB (a lookup chain; en_GB is always sent); all when absent.',
        }),
      },
      { optional: ['locales'] },
    ),
    response: { 200: map(map(str()), { description: 'key → locale ("ll_CC") → text' }) },
  });
const textSchema = obj({
  key: str(),
  locale: wireLocale,
  textType: strEnum(TEXT_TYPES),
  value: str(),
  comment: nullable(str()),
  version: int(),
});

/** Items a locale list may have as sent (repeats included): more is no client's request. */
const MAX_LISTED = 20;
/**
 * Distinct locales one answer may hold, en_GB included: a lookup chain (the requested locale,
 * the fallback, en_GB), which is what clients ask for; all locales come without the parameter.
 * Every chain ends in en_GB, so every answer holds it: 56 locale sets in all, which the answer
 * cache keeps whole, so invented lists cost no more than the client's own.
 */
export const MAX_REQUESTED_LOCALES = 3;

function parseLocales(raw: unknown): string[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.length > MAX_LISTED * 8) throw badRequest(PlatformErrors.badRequest, 'locales');
  const locales = raw
    .split(',', MAX_LISTED + 1)
    .map((l) => l.trim())
    .filter(Boolean);
  if (locales.length > MAX_LISTED || !locales.every(isLocale))
    throw badRequest(TranslationErrors.unknownLocale, 'locales');
  const chain = [...new Set([...locales, DEFAULT_LOCALE])];
  if (chain.length > MAX_REQUESTED_LOCALES) throw badRequest(PlatformErrors.badRequest, 'locales');
  return chain;
}

/** The answer's tag: the text version and the canonical locale set (`.`-joined: If-None-Match lists tags with commas). */
const etagOf = (version: string, cacheKey: string) => `"t${version}-${cacheKey.replaceAll(',', '.')}"`;

/** Whether If-None-Match names the tag (weak or strong, in a list, or `*`). */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** The texts of a cache key (a canonical locale set, or a bundle), tagged with the texts' version. */
async function sendTexts(req: FastifyRequest, reply: FastifyReply, cacheKey: string) {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  // A revalidation costs a version read (no query while the notifier is connected): checked
  // before the texts are loaded, filtered or compressed.
  const current = await translationsVersion(req.ctx.em);
  const currentTag = etagOf(current, cacheKey);
  if (etagMatches(req.headers['if-none-match'], currentTag))
    return reply.code(304).header('etag', currentTag).header('x-translations-version', current).send();
  // Compressed once per version and locale set, never per request (a bounded cache).
  const { version, payload, encoding } = await translationsPayload(
    req.ctx.em,
    cacheKey,
    req.headers['accept-encoding'],
  );
  reply.header('etag', etagOf(version, cacheKey)).type('application/json; charset=utf-8');
  // The client stores the texts under this version; with it, a first visit needs no version call.
  reply.header('x-translations-version', version);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(payload);
}

// Repeats and orderings of one set are one answer, one cache entry and one tag.
const sendTranslations = (req: FastifyRequest<{ Querystring: { locales?: string } }>, reply: FastifyReply) =>
  sendTexts(req, reply, canonicalLocales(parseLocales(req.query.locales)));

/** Key → locale → text, from text_source; the version changes whenever a text changes. */
export async function translationRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { locales?: string } }>(
    '/public/api/translations',
    translationsDoc('Every text of the locales asked for.'),
    sendTranslations,
  );
  app.get<{ Params: { locale: string } }>(
    `${TEXTS_BUNDLE_URL}/:locale`,
    doc({
      summary: "One locale's texts, as the app reads them.",
      description:
        "Sent with an ETag (304 on a match); key → text, without empty texts (i18next's bundle: the app looks a missing text up along its chain).",
      tags,
      params: obj({ locale: str({ description: '"ll_CC", e.g. de_DE' }) }),
      response: { 200: map(str(), { description: 'key → text' }) },
    }),
    async (req, reply) => {
      const { locale } = req.params;
      if (!isLocale(locale)) throw badRequest(TranslationErrors.unknownLocale, 'locale');
      return sendTexts(req, reply, bundleCacheKey(locale));
    },
  );
  app.get(
    '/public/api/translations/version',
    doc({
      summary: "The texts' version: it changes whenever a text changes.",
      tags,
      response: { 200: obj({ id: str() }) },
    }),
    async (req) => ({ id: await translationsVersion(req.ctx.em) }),
  );
  app.get(
    '/secured/api/translations',
    translationsDoc('Every text of the locales asked for (signed in).'),
    async (req, reply) => {
      requireUser(req.ctx, [], { allowMustReset: true });
      return sendTranslations(req as FastifyRequest<{ Querystring: { locales?: string } }>, reply);
    },
  );
  app.get(
    '/secured/api/translations/locales',
    doc({ summary: "The system's locales.", tags, response: { 200: arr(wireLocale) } }),
    (req) => admin.locales(req.ctx),
  );
  app.get(
    '/secured/api/translations/allowedlocales',
    doc({ summary: 'The locales the caller may translate.', tags, response: { 200: arr(wireLocale) } }),
    async (req) => admin.allowedLocales(req.ctx),
  );
  app.post(
    '/secured/api/translations',
    doc({
      summary: 'Saves one text (409 when its version is stale).',
      tags,
      body: restBody(translationSaveSchema, { locales: ['locale'] }),
      response: { 200: textSchema },
    }),
    (req) => admin.saveText(req.ctx, req.body),
  );
}
