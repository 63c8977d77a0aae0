import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as languages from './language-admin.service.js';
import { languageSchema } from '../../../common/validation/admin.js';
import { fromYup } from '../../platform/openapi/from-yup.js';
import { arr, bool, obj, str } from '../../platform/openapi/json-schema.js';
import { doc } from '../../platform/openapi/route-doc.js';

const tags = ['languages'];
const language = obj({ language: str(), country: str(), name: str() });
const deleted = { 200: bool({ description: 'true once removed.' }) };
const idDescription = '"ll_CC"';

type IdRequest = FastifyRequest<{ Params: { id?: string }; Querystring: { id?: string } }>;
const BASE = '/secured/api/admin/languages';
const toRest = (l: { language: string; country: string; name: string }) => ({
  language: l.language,
  country: l.country,
  name: l.name,
});

/** admin/languages (back-office section 7): system languages, all known ones, add, remove. */
export async function languageAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get(BASE, doc({ summary: 'The system languages.', tags, response: { 200: arr(language) } }), async (req) =>
    (await languages.systemLanguages(req.ctx)).map(toRest),
  );
  app.get(
    `${BASE}/all`,
    doc({ summary: 'Every known language.', tags, response: { 200: arr(language) } }),
    async (req) => (await languages.allLanguages(req.ctx)).map(toRest),
  );
  app.post(
    BASE,
    doc({ summary: 'Adds a system language.', tags, body: fromYup(languageSchema), response: { 200: language } }),
    async (req) => toRest(await languages.addLanguage(req.ctx, req.body)),
  );
  app.delete(
    BASE,
    doc({
      summary: 'Removes a system language.',
      tags,
      querystring: obj({ id: str({ description: idDescription }) }),
      response: deleted,
    }),
    (req: IdRequest) => languages.removeLanguage(req.ctx, req.query.id),
  );
  app.delete(
    `${BASE}/:id`,
    doc({
      summary: 'Removes a system language.',
      tags,
      params: obj({ id: str({ description: idDescription }) }),
      response: deleted,
    }),
    (req: IdRequest) => languages.removeLanguage(req.ctx, req.params.id),
  );
}
