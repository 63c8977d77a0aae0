import type { FastifyInstance, FastifyRequest } from 'fastify';
import { productFromRest, productToRest, skinIndicatorFromRest, skinIndicatorToRest } from './catalogue-admin.rest.js';
import { arr, bool, int, obj } from '../../../platform/openapi/json-schema.js';
import { doc } from '../../../platform/openapi/route-doc.js';
import {
  productRecordSchema,
  productSaveSchema,
  skinIndicatorRecordSchema,
  skinIndicatorSaveSchema,
} from '../snapshot/catalogue.schemas.js';
import * as products from './product-admin.service.js';
import * as indicators from './skin-indicator-admin.service.js';

type IdQuery = FastifyRequest<{ Querystring: { id?: string } }>;
type IdParams = FastifyRequest<{ Params: { id?: string } }>;
const PRODUCT = '/secured/api/admin/product';
const INDICATOR = '/secured/api/admin/skin-indicator';
const tags = ['catalogue administration'];
const idQuery = obj({ id: int() });

/** Products and skin indicators of the back office (section 7): all, ids, one, save; a product's delete. ADMIN and CONTENT_EDITOR. */
export async function catalogueAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    PRODUCT,
    doc({
      summary: 'Every product with its texts, evaluations and regions.',
      tags,
      response: { 200: arr(productRecordSchema) },
    }),
    async (req) => (await products.allProducts(req.ctx)).map(productToRest),
  );
  app.get(`${PRODUCT}/ids`, doc({ summary: 'The ids of every product.', tags, response: { 200: arr(int()) } }), (req) =>
    products.productIds(req.ctx),
  );
  app.get(
    `${PRODUCT}/id`,
    doc({ summary: 'One product.', tags, querystring: idQuery, response: { 200: productRecordSchema } }),
    async (req: IdQuery) => productToRest(await products.productDetail(req.ctx, req.query.id)),
  );
  app.post(
    PRODUCT,
    doc({
      summary: 'Saves a product (409 when its version is stale).',
      tags,
      body: productSaveSchema,
      response: { 200: productRecordSchema },
    }),
    async (req) => {
      const id = await products.saveProduct(req.ctx, productFromRest(req.body));
      return productToRest(await products.productDetail(req.ctx, id));
    },
  );
  // DELETE(id) as the spec's other admin lists take it: `?id=` or a path segment; a boolean answer.
  const deleteDoc = (where: 'querystring' | 'params') =>
    doc({
      summary: 'Deletes a product no saved program uses (409 ERROR_PRODUCT_IN_USE otherwise: disable it instead).',
      tags,
      [where]: idQuery,
      response: { 200: bool({ description: 'true once deleted.' }) },
    });
  app.delete(PRODUCT, deleteDoc('querystring'), (req: IdQuery) => products.deleteProduct(req.ctx, req.query.id));
  app.delete(`${PRODUCT}/:id`, deleteDoc('params'), (req: IdParams) => products.deleteProduct(req.ctx, req.params.id));

  app.get(
    INDICATOR,
    doc({
      summary: 'Every skin indicator with its texts and evaluations.',
      tags,
      response: { 200: arr(skinIndicatorRecordSchema) },
    }),
    async (req) => (await indicators.allSkinIndicators(req.ctx)).map(skinIndicatorToRest),
  );
  app.get(
    `${INDICATOR}/ids`,
    doc({ summary: 'The ids of every skin indicator.', tags, response: { 200: arr(int()) } }),
    (req) => indicators.skinIndicatorIds(req.ctx),
  );
  app.get(
    `${INDICATOR}/id`,
    doc({ summary: 'One skin indicator.', tags, querystring: idQuery, response: { 200: skinIndicatorRecordSchema } }),
    async (req: IdQuery) => skinIndicatorToRest(await indicators.skinIndicatorDetail(req.ctx, req.query.id)),
  );
  app.post(
    INDICATOR,
    doc({
      summary: 'Saves a skin indicator (409 when its version is stale).',
      tags,
      body: skinIndicatorSaveSchema,
      response: { 200: skinIndicatorRecordSchema },
    }),
    async (req) => {
      const id = await indicators.saveSkinIndicator(req.ctx, skinIndicatorFromRest(req.body));
      return skinIndicatorToRest(await indicators.skinIndicatorDetail(req.ctx, id));
    },
  );
}
