import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, type TestApp } from '../../support/app.js';
import { fullProgram, insertCatalogue, saveRest, type Catalogue } from './fixtures.js';

/*
 * The ready list on save, by the one rule of common/product-role.ts: CARE and ACTIVE products
 * (everything the READY stage offers) are accepted, COLOR products (knowledge pages only) refused,
 * and a concentrate the custom cream holds is refused as a ready product too (issue 35: the summary
 * and the PDF listed it twice).
 */
let t: TestApp;
let c: Catalogue;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await insertCatalogue(t.orm);
  user = await loginToken(t.app, 'user@example.com');
});
afterAll(async () => {
  await t.close();
});

const ready = (...productIds: number[]) => ({
  readyProducts: productIds.map((productId) => ({ productId, comment: 'x' })),
});

describe('POST /secured/api/skincareprogram: the ready list', () => {
  const creamOf = (...productIds: number[]) => ({
    specialMixedProducts: {
      baseProducts: [{ productId: c.products.base, volume: 44 }],
      activeProducts: productIds.map((productId) => ({ productId, volume: 2 })),
    },
  });
  const count = async () =>
    Number((await t.orm.em.fork().execute<{ n: string }[]>('select count(*)::text as n from skin_care_program'))[0]!.n);

  it('saves a care and an active product among the ready ones', async () => {
    const res = await saveRest(
      t.app,
      user,
      fullProgram(c, { ...creamOf(c.products.active2), ...ready(c.products.care, c.products.active1) }),
    );
    expect(res).toHaveStatus(200);
    expect(res.json().readyProducts.map((l: { productId: number }) => l.productId)).toEqual([
      c.products.care,
      c.products.active1,
    ]);
  });

  it('refuses a COLOR product among the ready ones with 400, naming the line, and stores nothing', async () => {
    const before = await count();
    const res = await saveRest(t.app, user, fullProgram(c, ready(c.products.care, c.products.color)));
    expect(res).toHaveStatus(400);
    expect(res.json()).toEqual({
      code: expect.any(String),
      errorDataList: [{ translationKey: 'ERROR_PRODUCT_NOT_ALLOWED', param: 'readyProducts[1].productId' }],
    });
    expect(await count()).toBe(before);
  });

  it('refuses a COLOR product in every other list too', async () => {
    const res = await saveRest(
      t.app,
      user,
      fullProgram(c, {
        specialMixedProducts: {
          baseProducts: [{ productId: c.products.color, volume: 44 }],
          activeProducts: [{ productId: c.products.color, volume: 1 }],
        },
        washProducts: [{ productId: c.products.color }],
      }),
    );
    expect(res).toHaveStatus(400);
    expect(res.json().errorDataList.map((e: { param: string }) => e.param)).toEqual([
      'specialMixedProducts.baseProducts[0].productId',
      'specialMixedProducts.activeProducts[0].productId',
      'washProducts[0].productId',
    ]);
  });

  it('refuses a concentrate of the cream as a ready product too, naming the ready line, and stores nothing', async () => {
    const before = await count();
    const res = await saveRest(
      t.app,
      user,
      fullProgram(c, {
        ...creamOf(c.products.active1, c.products.active2),
        ...ready(c.products.care, c.products.active2),
      }),
    );
    expect(res).toHaveStatus(400);
    expect(res.json()).toEqual({
      code: expect.any(String),
      errorDataList: [{ translationKey: 'ERROR_PRODUCT_IN_CREAM', param: 'readyProducts[1].productId' }],
    });
    expect(await count()).toBe(before);
  });

  it('refuses it alike through GraphQL', async () => {
    const before = await count();
    const { specialMixedProducts } = creamOf(c.products.active1);
    const res = await gql(
      t.app,
      'mutation ($p: SkinCareProgramInput!) { saveSkinCareProgram(program: $p) { id } }',
      {
        p: {
          skinIndicatorWithPriorityDtos: [],
          specialMixedProducts,
          washProducts: [],
          readyProducts: [{ productId: c.products.active1, comment: 'x' }],
        },
      },
      user,
    );
    expect(res.errors![0]!.extensions.errorDataList).toEqual([
      { translationKey: 'ERROR_PRODUCT_IN_CREAM', param: 'readyProducts[0].productId' },
    ]);
    expect(await count()).toBe(before);
  });
});
