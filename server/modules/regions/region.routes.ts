import type { FastifyInstance } from 'fastify';
import * as offers from './region-offer.service.js';

const BASE = '/secured/api/local-admin';

/** The spec's local-admin region paths (section 7 of both files), thin adapters over the service. */
export async function regionRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${BASE}/myregions`, async (req) => (await offers.myRegions(req.ctx)).map((r) => ({ id: r.id, name: r.name })));
  app.get(`${BASE}/products/availability`, (req) => offers.regionProducts(req.ctx, 'available'));
  app.put(`${BASE}/products/availability`, (req) => offers.setRegionProducts(req.ctx, 'available', req.body));
  app.get(`${BASE}/products/disallowed`, (req) => offers.regionProducts(req.ctx, 'disallowed'));
  app.put(`${BASE}/products/disallowed`, (req) => offers.setRegionProducts(req.ctx, 'disallowed', req.body));
}
