import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromWire } from '../../platform/rest-shapes.js';
import { regionToRest } from './region-admin.presenter.js';
import { regionSchema } from '../../../common/validation/catalogue.js';
import { restBody } from '../../platform/openapi/from-yup.js';
import { arr, bool, int, obj } from '../../platform/openapi/json-schema.js';
import { doc } from '../../platform/openapi/route-doc.js';
import { regionRecordSchema } from './region.schemas.js';

const tags = ['regions'];
const deleted = { 200: bool({ description: 'true once deleted.' }) };
import * as regions from './region-admin.service.js';

type IdRequest = FastifyRequest<{ Params: { id?: string }; Querystring: { id?: string } }>;
const BASE = '/secured/api/admin/regions';

/** admin/regions (back-office section 7): list, create or update, delete. */
export async function regionAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get(BASE, doc({ summary: 'Every region.', tags, response: { 200: arr(regionRecordSchema) } }), async (req) =>
    (await regions.allRegions(req.ctx)).map(regionToRest),
  );
  app.post(
    BASE,
    doc({
      summary: 'Creates a region (no id) or updates one (409 when its version is stale).',
      tags,
      body: restBody(regionSchema, { locales: ['defaultLocale'] }),
      response: { 200: regionRecordSchema },
    }),
    async (req) => regionToRest(await regions.saveRegion(req.ctx, fromWire(req.body, { locales: ['defaultLocale'] }))),
  );
  app.delete(
    BASE,
    doc({ summary: 'Deletes a region.', tags, querystring: obj({ id: int() }), response: deleted }),
    (req: IdRequest) => regions.deleteRegion(req.ctx, req.query.id),
  );
  app.delete(
    `${BASE}/:id`,
    doc({ summary: 'Deletes a region.', tags, params: obj({ id: int() }), response: deleted }),
    (req: IdRequest) => regions.deleteRegion(req.ctx, req.params.id),
  );
}
