import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyCreateSchema } from '../../../common/validation/api-key.js';
import { restBody } from '../../platform/openapi/from-yup.js';
import { arr, dateTime, int, nullable, obj, str, uuid } from '../../platform/openapi/json-schema.js';
import { doc } from '../../platform/openapi/route-doc.js';
import * as apiKeys from './api-key.service.js';

type IdRequest = FastifyRequest<{ Params: { id?: string } }>;
const BASE = '/secured/api/admin/api-keys';
const tags = ['api-keys'];

/** A key as admins see it: never its secret or hash. */
const apiKeyView = obj({
  id: uuid(),
  name: str(),
  prefix: str({ description: 'The visible start of the secret, to recognise a key.' }),
  regionId: int({ description: 'The region whose offer the key sees.' }),
  regionName: str(),
  createdBy: str({ description: 'The e-mail of the admin who made it.' }),
  createdDate: dateTime(),
  revokedAt: nullable(dateTime()),
  lastUsedAt: nullable(dateTime()),
  requestCount: int(),
});
const createdKey = obj(
  {
    ...(apiKeyView.properties as Record<string, Record<string, unknown>>),
    secret: str({ description: 'The secret, shown this once: only its hash is kept.' }),
  },
  { description: 'The new key with its secret.' },
);

/** admin/api-keys: list, create (the answer carries the secret, once), revoke. ADMIN only. */
export async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  app.get(BASE, doc({ summary: 'Every API key, newest first.', tags, response: { 200: arr(apiKeyView) } }), (req) =>
    apiKeys.listApiKeys(req.ctx),
  );
  app.post(
    BASE,
    doc({
      summary: 'Creates a key for a region; the answer carries its secret, once.',
      tags,
      idempotent: true,
      body: restBody(apiKeyCreateSchema),
      response: { 200: createdKey },
    }),
    (req) => apiKeys.createApiKey(req.ctx, req.body),
  );
  app.delete(
    `${BASE}/:id`,
    doc({
      summary: 'Revokes a key at once in every process (again: no change).',
      tags,
      params: obj({ id: uuid() }),
      response: { 200: apiKeyView },
    }),
    (req: IdRequest) => apiKeys.revokeApiKey(req.ctx, req.params.id),
  );
}
