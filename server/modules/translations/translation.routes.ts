import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale } from '../../../common/locales.js';
import { badRequest, PlatformErrors } from '../../platform/errors.js';
import { requireUser } from '../../platform/auth/guard.js';
import { translationsJson, translationsVersion } from './translation.service.js';
import * as admin from './translation-admin.service.js';
import { TranslationErrors } from './translation.errors.js';
import { TEXT_TYPES } from '../../../common/enums.js';
import { translationSaveSchema } from '../../../common/validation/admin.js';
import { restBody } from '../../platform/openapi/from-yup.js';
import { arr, int, map, nullable, obj, str, strEnum, wireLocale } from '../../platform/openapi/json-schema.js';
import { doc } from '../../platform/openapi/route-doc.js';
import { cachedPayload } from '../../platform/delivery.js';

const tags = ['translations'];
const translationsDoc = (summary: string) => doc({
  summary,
  description: 'Sent with an ETag (304 on a match); key → locale → text.',
  tags,
  querystring: obj({ locales: str({ description: 'Comma-separated "ll_CC" locales; all when absent.' }) }, { optional: ['locales'] }),
  response: { 200: map(map(str()), { description: 'key → locale ("ll_CC") → text' }) },
});
const textSchema = obj({ key: str(), locale: wireLocale, textType: strEnum(TEXT_TYPES), value: str(), comment: nullable(str()), version: int() });

function parseLocales(raw: unknown): string[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badRequest(PlatformErrors.badRequest, 'locales');
  const locales = raw.split(',').map((l) => l.trim()).filter(Boolean);
  if (locales.length > 20 || !locales.every(isLocale)) throw badRequest(TranslationErrors.unknownLocale, 'locales');
  return locales;
}

async function sendTranslations(req: FastifyRequest<{ Querystring: { locales?: string } }>, reply: FastifyReply) {
  const { version, json } = await translationsJson(req.ctx.em, parseLocales(req.query.locales));
  const etag = `"t${version}-${req.query.locales ?? '*'}"`;
  reply.header('etag', etag).header('cache-control', 'no-cache').type('application/json; charset=utf-8');
  reply.header('vary', 'accept-encoding');
  // The client stores the texts under this version; with it, a first visit needs no version call.
  reply.header('x-translations-version', version);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  // Compressed once per version and locale set, never per request.
  const { payload, encoding } = cachedPayload(json, req.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(payload);
}

/** Key → locale → text, from text_source; the version changes whenever a text changes. */
export async function translationRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { locales?: string } }>('/public/api/translations', translationsDoc('Every text of the locales asked for.'), sendTranslations);
  app.get('/public/api/translations/version', doc({ summary: 'The texts\' version: it changes whenever a text changes.', tags, response: { 200: obj({ id: str() }) } }), async (req) => ({ id: await translationsVersion(req.ctx.em) }));
  app.get('/secured/api/translations', translationsDoc('Every text of the locales asked for (signed in).'), async (req, reply) => {
    requireUser(req.ctx, [], { allowMustReset: true });
    return sendTranslations(req as FastifyRequest<{ Querystring: { locales?: string } }>, reply);
  });
  app.get('/secured/api/translations/locales', doc({ summary: 'The system\'s locales.', tags, response: { 200: arr(wireLocale) } }), (req) => admin.locales(req.ctx));
  app.get('/secured/api/translations/allowedlocales', doc({ summary: 'The locales the caller may translate.', tags, response: { 200: arr(wireLocale) } }), async (req) => admin.allowedLocales(req.ctx));
  app.post('/secured/api/translations', doc({ summary: 'Saves one text (409 when its version is stale).', tags, body: restBody(translationSaveSchema, { locales: ['locale'] }), response: { 200: textSchema } }), (req) => admin.saveText(req.ctx, req.body));
}
