import type { FastifyInstance } from 'fastify';
import * as offers from './region-offer.service.js';
import { regionProductsSchema } from '../../../common/validation/local-admin.js';
import { fromYup } from '../../platform/openapi/from-yup.js';
import { arr, int, map, obj, str } from '../../platform/openapi/json-schema.js';
import { doc } from '../../platform/openapi/route-doc.js';

const tags = ['regional offer'];
const regionProducts = obj({
  productsId: arr(int(), { description: 'Every product id.' }),
  regionProductMap: map(arr(int()), { description: 'region id → the product ids of the list' }),
});
const listDoc = (list: string) => ({
  get: doc({ summary: `The ${list} products of the caller's regions.`, tags, response: { 200: regionProducts } }),
  put: doc({
    summary: `Replaces a region's ${list} products.`,
    tags,
    body: fromYup(regionProductsSchema),
    response: { 200: regionProducts },
  }),
});
const available = listDoc('available');
const disallowed = listDoc('disallowed');

const BASE = '/secured/api/local-admin';

/** The spec's local-admin region paths (section 7 of both files), thin adapters over the service. */
export async function regionRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    `${BASE}/myregions`,
    doc({
      summary: 'The regions the caller administers.',
      tags,
      response: { 200: arr(obj({ id: int(), name: str() })) },
    }),
    async (req) => (await offers.myRegions(req.ctx)).map((r) => ({ id: r.id, name: r.name })),
  );
  app.get(`${BASE}/products/availability`, available.get, (req) => offers.regionProducts(req.ctx, 'available'));
  app.put(`${BASE}/products/availability`, available.put, (req) =>
    offers.setRegionProducts(req.ctx, 'available', req.body),
  );
  app.get(`${BASE}/products/disallowed`, disallowed.get, (req) => offers.regionProducts(req.ctx, 'disallowed'));
  app.put(`${BASE}/products/disallowed`, disallowed.put, (req) =>
    offers.setRegionProducts(req.ctx, 'disallowed', req.body),
  );
}
