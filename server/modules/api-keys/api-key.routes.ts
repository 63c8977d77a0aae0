import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as apiKeys from './api-key.service.js';

type IdRequest = FastifyRequest<{ Params: { id?: string } }>;
const BASE = '/secured/api/admin/api-keys';

/** admin/api-keys (issue 12): list, create (the answer carries the secret, once), revoke. ADMIN only. */
export async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  app.get(BASE, (req) => apiKeys.listApiKeys(req.ctx));
  app.post(BASE, (req) => apiKeys.createApiKey(req.ctx, req.body));
  app.delete(`${BASE}/:id`, (req: IdRequest) => apiKeys.revokeApiKey(req.ctx, req.params.id));
}
