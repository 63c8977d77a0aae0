import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type * as yup from 'yup';
import { LOCALES } from '../../../common/locales.js';
import {
  MAX_BASE_SUGGESTIONS,
  MAX_CLIENT_REFERENCE,
  MAX_COMMENT,
  MAX_EVALUATIONS,
  MAX_KEY,
  MAX_PRODUCT_LINES,
  MAX_PROGRAM_INDICATORS,
  MAX_REGION_PRODUCTS,
  MAX_TEXT_VALUE,
  MAX_URL,
  productSaveSchema,
  programSchema,
  regionProductsSchema,
  translationSaveSchema,
} from '../../../common/validation/index.js';
import { DEFAULT_BODY_LIMIT, ROUTE_BODY_LIMITS } from '../../../server/platform/body-limits.js';
import { GRAPHQL_LIMITS } from '../../../server/platform/graphql/limits.js';
import { createTestApp, DEMO_PASSWORD, loginToken, withToken, type TestApp } from '../../support/app.js';

/**
 * Issue 34 rows 2 and 4: every route took bodies of up to 1 MB, whatever it needs. Now each takes
 * what its largest valid input needs, with margin: these are the largest valid inputs the
 * schemas allow, in two-byte characters (Ukrainian), measured against their route's limit.
 */
const wide = (n: number) => 'Ж'.repeat(n);
const MAX_ID = 2_147_483_647;
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

const largestProgram = () => {
  const line = (i: number) => ({ productId: MAX_ID - i, volume: 999.5 });
  const roleLine = (i: number, mixtureRole: string) => ({ ...line(i), comment: wide(MAX_COMMENT), mixtureRole });
  return {
    id: '00000000-0000-4000-8000-000000000000',
    version: MAX_ID,
    clientReference: wide(MAX_CLIENT_REFERENCE),
    skinIndicatorWithPriorityDtos: Array.from({ length: MAX_PROGRAM_INDICATORS }, (_, i) => ({
      skinIndicatorId: MAX_ID - i,
      priority: 'MEDIUM',
    })),
    specialMixedProducts: {
      comment: wide(MAX_COMMENT),
      baseProducts: [line(0)],
      activeProducts: Array.from({ length: MAX_PRODUCT_LINES }, (_, i) => line(i + 1)),
    },
    washProducts: Array.from({ length: MAX_PRODUCT_LINES }, (_, i) => roleLine(i + 100, 'WASH')),
    readyProducts: Array.from({ length: MAX_PRODUCT_LINES }, (_, i) => roleLine(i + 200, 'CARE')),
  };
};

const largestProduct = () => {
  const texts = (textType: string) =>
    LOCALES.map((locale, i) => ({
      id: MAX_ID - i,
      key: `K${'x'.repeat(MAX_KEY - 1)}`,
      locale,
      textType,
      value: wide(MAX_TEXT_VALUE),
      comment: wide(MAX_COMMENT),
      version: MAX_ID,
    }));
  return {
    id: MAX_ID,
    version: MAX_ID,
    productCategory: 'MODULAR',
    productUsage: 'BASE',
    enabled: true,
    names: texts('PRODUCT_NAME'),
    descriptions: texts('PRODUCT_DESCRIPTION'),
    searchLinks: LOCALES.map((locale) => ({ locale, url: `https://${'x'.repeat(MAX_URL - 8)}` })),
    baseProductSuggestions: Array.from({ length: MAX_BASE_SUGGESTIONS }, (_, i) => ({
      id: MAX_ID - i,
      baseSize: 999.5,
      increment: 999.5,
      maxVolumeSuggestion: 999.5,
      recommendedInput: 999.5,
    })),
    evaluations: Array.from({ length: MAX_EVALUATIONS }, (_, i) => ({ id: MAX_ID - i, value: -10 })),
  };
};

const largestTranslation = () => ({
  key: `K${'x'.repeat(MAX_KEY - 1)}`,
  textType: 'INTERFACE',
  comment: wide(MAX_COMMENT),
  value: wide(MAX_TEXT_VALUE),
  locale: 'uk_UA',
  version: MAX_ID,
});
const largestRegionProducts = () => ({
  regionId: MAX_ID,
  productIds: Array.from({ length: MAX_REGION_PRODUCTS }, (_, i) => MAX_ID - i),
});

describe('the largest valid inputs fit their route with margin', () => {
  it.each<[string, yup.AnySchema, () => unknown, number]>([
    ['program save', programSchema, largestProgram, ROUTE_BODY_LIMITS['POST /secured/api/skincareprogram']!],
    ['product save', productSaveSchema, largestProduct, ROUTE_BODY_LIMITS['POST /secured/api/admin/product']!],
    [
      'region products',
      regionProductsSchema,
      largestRegionProducts,
      ROUTE_BODY_LIMITS['PUT /secured/api/local-admin/products/availability']!,
    ],
    ['translation save (the default limit)', translationSaveSchema, largestTranslation, DEFAULT_BODY_LIMIT],
  ])('%s', async (_name, schema, build, limit) => {
    const input = build();
    await expect(schema.validate(input, { abortEarly: false, strict: false })).resolves.toBeDefined();
    // Half the limit at most: room for a wider encoding and for fields yet to come.
    expect(bytes(input)).toBeLessThanOrEqual(limit / 2);
  });
});

it("the largest valid program fits GraphQL's variables limit (the builder saves over GraphQL)", () => {
  const length = JSON.stringify({ input: largestProgram() }).length;
  expect(length).toBeGreaterThan(200_000);
  expect(length).toBeLessThanOrEqual(GRAPHQL_LIMITS.variablesLength);
});

describe('over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const TOO_LARGE = { code: 'BAD_REQUEST', errorDataList: [{ translationKey: 'ERROR_BODY_TOO_LARGE' }] };

  it('a login larger than any form is refused before it is parsed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/api/authorization/login',
      payload: { username: 'user@example.com', password: 'x'.repeat(DEFAULT_BODY_LIMIT) },
    });
    expect(res).toHaveStatus(400);
    expect(res.json()).toEqual(TOO_LARGE);
    expect(
      await t.app.inject({
        method: 'POST',
        url: '/public/api/authorization/login',
        payload: { username: 'user@example.com', password: DEMO_PASSWORD },
      }),
    ).toHaveStatus(200);
  });

  it('a caller not signed in gets the default limit on the larger secured routes too, before the body is read', async () => {
    const large = { clientReference: 'x'.repeat(DEFAULT_BODY_LIMIT) };
    for (const url of ['/secured/api/admin/product', '/secured/api/skincareprogram']) {
      const res = await t.app.inject({ method: 'POST', url, payload: large });
      expect(res).toHaveStatus(400);
      expect(res.json()).toEqual(TOO_LARGE);
    }
    // Signed in, the same body is read (and refused for what it says).
    const user = await loginToken(t.app, 'user@example.com');
    const signedIn = await t.app.inject(
      withToken(user, { method: 'POST', url: '/secured/api/skincareprogram', payload: large }),
    );
    expect(signedIn).toHaveStatus(400);
    expect(signedIn.json()).not.toEqual(TOO_LARGE);
  });

  it('the largest valid program and product reach their service (refused there for unknown ids, not for their size)', async () => {
    const user = await loginToken(t.app, 'user@example.com');
    const program = await t.app.inject(
      withToken(user, { method: 'POST', url: '/secured/api/skincareprogram', payload: largestProgram() }),
    );
    expect(program.json()).not.toEqual(TOO_LARGE);
    expect(program.statusCode).toBeLessThan(500);
    const admin = await loginToken(t.app, 'admin@example.com');
    const product = await t.app.inject(
      withToken(admin, { method: 'POST', url: '/secured/api/admin/product', payload: largestProduct() }),
    );
    expect(product.json()).not.toEqual(TOO_LARGE);
    expect(product.statusCode).toBeLessThan(500);
  });
});
