import type { FastifyInstance, FastifyRequest } from 'fastify';
import { productFromRest, productToRest, skinIndicatorFromRest, skinIndicatorToRest } from './catalogue-admin.rest.js';
import { arr, bool, dateTime, int, nullable, obj, str } from '../../../platform/openapi/json-schema.js';
import { doc } from '../../../platform/openapi/route-doc.js';
import {
  productRecordSchema,
  productSaveSchema,
  skinIndicatorRecordSchema,
  skinIndicatorSaveSchema,
} from '../snapshot/catalogue.schemas.js';
import * as products from './product-admin.service.js';
import * as indicators from './skin-indicator-admin.service.js';
import { entryHistory, restoreEntryVersion } from './catalogue-history.service.js';

type IdQuery = FastifyRequest<{ Querystring: { id?: string } }>;
type IdParams = FastifyRequest<{ Params: { id?: string } }>;
const PRODUCT = '/secured/api/admin/product';
const INDICATOR = '/secured/api/admin/skin-indicator';
const tags = ['catalogue administration'];
const idQuery = obj({ id: int() });

type HistoryParams = FastifyRequest<{ Params: { id: string } }>;
type RestoreParams = FastifyRequest<{ Params: { id: string; number: string }; Body: unknown }>;
const anyValue = (description: string) => ({ description });
/** One version of an entry's history (decision 069). */
const historySchema = arr(
  obj({
    number: int({ description: 'The version, from 1 per entry.' }),
    author: nullable(str({ description: 'E-mail of who made it; null: the state before the history began.' })),
    createdDate: dateTime(),
    restoredFrom: nullable(int({ description: 'A restore: the version it restored.' })),
    changes: arr(
      obj({
        path: str({ description: '`enabled`, `names.de_DE`, `searchLinks.en_GB`, `evaluations.<id>`, `incis`, …' }),
        field: str(),
        locale: nullable(str({ description: 'Texts and links: the locale ("ll_CC").' })),
        refId: nullable(int({ description: "Evaluations: the other entry's id." })),
        refName: nullable(str({ description: "Evaluations: the other entry's name now (null: deleted)." })),
        before: anyValue('The value before (null: none); a label as ingredient names.'),
        after: anyValue('The value after (null: none).'),
      }),
    ),
  }),
);
const historyParams = obj({ id: int() });
const restoreParams = obj({ id: int(), number: int({ description: 'The version to restore.' }) });
const restoreBody = obj({
  version: int({ description: "The entry's version as the caller read it (409 when stale)." }),
});

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
    `${PRODUCT}/:id/history`,
    doc({
      summary: "The product's versions, newest first, each with its author, time and changes.",
      tags,
      params: historyParams,
      response: { 200: historySchema },
    }),
    (req: HistoryParams) => entryHistory(req.ctx, 'product', req.params.id),
  );
  app.post(
    `${PRODUCT}/:id/history/:number/restore`,
    doc({
      summary: 'Makes a new version of the product equal to version `number` (409 when its version is stale).',
      tags,
      params: restoreParams,
      body: restoreBody,
      response: { 200: productRecordSchema },
    }),
    async (req: RestoreParams) => {
      const id = await restoreEntryVersion(req.ctx, 'product', req.params.id, req.params.number, req.body);
      return productToRest(await products.productDetail(req.ctx, id));
    },
  );

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
  app.get(
    `${INDICATOR}/:id/history`,
    doc({
      summary: "The skin indicator's versions, newest first, each with its author, time and changes.",
      tags,
      params: historyParams,
      response: { 200: historySchema },
    }),
    (req: HistoryParams) => entryHistory(req.ctx, 'skin_indicator', req.params.id),
  );
  app.post(
    `${INDICATOR}/:id/history/:number/restore`,
    doc({
      summary: 'Makes a new version of the skin indicator equal to version `number` (409 when its version is stale).',
      tags,
      params: restoreParams,
      body: restoreBody,
      response: { 200: skinIndicatorRecordSchema },
    }),
    async (req: RestoreParams) => {
      const id = await restoreEntryVersion(req.ctx, 'skin_indicator', req.params.id, req.params.number, req.body);
      return skinIndicatorToRest(await indicators.skinIndicatorDetail(req.ctx, id));
    },
  );
}
