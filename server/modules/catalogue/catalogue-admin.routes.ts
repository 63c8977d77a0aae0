import type { FastifyInstance, FastifyRequest } from 'fastify';
import { productFromRest, productToRest, skinIndicatorFromRest, skinIndicatorToRest } from './catalogue-admin.rest.js';
import * as products from './product-admin.service.js';
import * as indicators from './skin-indicator-admin.service.js';

type IdQuery = FastifyRequest<{ Querystring: { id?: string } }>;
const PRODUCT = '/secured/api/admin/product';
const INDICATOR = '/secured/api/admin/skin-indicator';

/** Products and skin indicators of the back office (section 7): all, ids, one, save. ADMIN and CONTENT_EDITOR. */
export async function catalogueAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get(PRODUCT, async (req) => (await products.allProducts(req.ctx)).map(productToRest));
  app.get(`${PRODUCT}/ids`, (req) => products.productIds(req.ctx));
  app.get(`${PRODUCT}/id`, async (req: IdQuery) => productToRest(await products.productDetail(req.ctx, req.query.id)));
  app.post(PRODUCT, async (req) => {
    const id = await products.saveProduct(req.ctx, productFromRest(req.body));
    return productToRest(await products.productDetail(req.ctx, id));
  });

  app.get(INDICATOR, async (req) => (await indicators.allSkinIndicators(req.ctx)).map(skinIndicatorToRest));
  app.get(`${INDICATOR}/ids`, (req) => indicators.skinIndicatorIds(req.ctx));
  app.get(`${INDICATOR}/id`, async (req: IdQuery) => skinIndicatorToRest(await indicators.skinIndicatorDetail(req.ctx, req.query.id)));
  app.post(INDICATOR, async (req) => {
    const id = await indicators.saveSkinIndicator(req.ctx, skinIndicatorFromRest(req.body));
    return skinIndicatorToRest(await indicators.skinIndicatorDetail(req.ctx, id));
  });
}
