import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale } from '../../../common/locales.js';
import { badRequest, PlatformErrors } from '../../platform/errors.js';
import { requireUser } from '../../platform/auth/guard.js';
import { translationsJson, translationsVersion } from './translation.service.js';
import * as admin from './translation-admin.service.js';
import { TranslationErrors } from './translation.errors.js';

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
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(json);
}

/** Key → locale → text, from text_source; the version changes whenever a text changes. */
export async function translationRoutes(app: FastifyInstance): Promise<void> {
  app.get('/public/api/translations', sendTranslations);
  app.get('/public/api/translations/version', async (req) => ({ id: await translationsVersion(req.ctx.em) }));
  app.get('/secured/api/translations', async (req, reply) => {
    requireUser(req.ctx, [], { allowMustReset: true });
    return sendTranslations(req as FastifyRequest<{ Querystring: { locales?: string } }>, reply);
  });
  app.get('/secured/api/translations/locales', (req) => admin.locales(req.ctx));
  app.get('/secured/api/translations/allowedlocales', async (req) => admin.allowedLocales(req.ctx));
  app.post('/secured/api/translations', (req) => admin.saveText(req.ctx, req.body));
}
