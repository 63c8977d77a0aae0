import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromWire } from '../../platform/rest-shapes.js';
import { regionToRest } from './region-admin.presenter.js';
import * as regions from './region-admin.service.js';

type IdRequest = FastifyRequest<{ Params: { id?: string }; Querystring: { id?: string } }>;
const BASE = '/secured/api/admin/regions';

/** admin/regions (back-office section 7): list, create or update, delete. */
export async function regionAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get(BASE, async (req) => (await regions.allRegions(req.ctx)).map(regionToRest));
  app.post(BASE, async (req) => regionToRest(await regions.saveRegion(req.ctx, fromWire(req.body, { locales: ['defaultLocale'] }))));
  app.delete(BASE, (req: IdRequest) => regions.deleteRegion(req.ctx, req.query.id));
  app.delete(`${BASE}/:id`, (req: IdRequest) => regions.deleteRegion(req.ctx, req.params.id));
}
