import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as languages from './language-admin.service.js';

type IdRequest = FastifyRequest<{ Params: { id?: string }; Querystring: { id?: string } }>;
const BASE = '/secured/api/admin/languages';
const toRest = (l: { language: string; country: string; name: string }) => ({ language: l.language, country: l.country, name: l.name });

/** admin/languages (back-office section 7): system languages, all known ones, add, remove. */
export async function languageAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get(BASE, async (req) => (await languages.systemLanguages(req.ctx)).map(toRest));
  app.get(`${BASE}/all`, async (req) => (await languages.allLanguages(req.ctx)).map(toRest));
  app.post(BASE, async (req) => toRest(await languages.addLanguage(req.ctx, req.body)));
  app.delete(BASE, (req: IdRequest) => languages.removeLanguage(req.ctx, req.query.id));
  app.delete(`${BASE}/:id`, (req: IdRequest) => languages.removeLanguage(req.ctx, req.params.id));
}
