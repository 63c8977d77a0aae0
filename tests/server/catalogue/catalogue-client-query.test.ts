import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Catalogue } from '../../../common/catalogue.js';
import { syncDataVersions } from '../../../server/platform/data-versions.js';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';

type Answer<T> = { status: number; data: T | null; errors?: unknown[] };

/**
 * The client's catalogue query (client/features/catalogue/catalogue.graphql, with the fragments
 * it shares with the builder) against the REST
 * bundle: the same entries, offer and evaluations for every role and region, and the version the
 * client keeps its cached catalogue by.
 */
const DOCUMENT = [
  'client/features/catalogue/catalogue.graphql',
  // The fragments the Catalogue query shares with the builder's own queries.
  'client/features/builder/builderCatalogue.graphql',
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

interface ClientCatalogue {
  products: Array<{
    id: number;
    code: string;
    enabled: boolean;
    isInOffer: boolean;
    evaluationMap: Record<string, number>;
    incis: Array<{ position: number; inci: { id: number } }>;
  }>;
  skinIndicators: Array<{ id: number; enabled: boolean }>;
  incis: Array<{ id: number }>;
}

let t: TestApp;
const tokens: Record<string, string> = {};
const EMAILS = [
  'user@example.com',
  'user.uk@example.com',
  'local.admin@example.com',
  'editor@example.com',
  'admin@example.com',
];

async function sql(query: string): Promise<void> {
  await t.orm.em.fork().execute(query);
  await syncDataVersions(t.orm.em);
}

async function restBundle(token: string): Promise<Catalogue> {
  const res = await t.app.inject(withToken(token, { method: 'GET', url: '/secured/api/dataForEvaluations' }));
  expect(res).toHaveStatus(200);
  return res.json<Catalogue>();
}

/** Posts one operation of the client's document, as Apollo Client does (with its operationName). */
async function operation<T>(operationName: string, token: string | undefined): Promise<Answer<T>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify({ operationName, query: DOCUMENT, variables: {} }),
  });
  const body = res.json<{ data?: T; errors?: unknown[] }>();
  return { status: res.statusCode, data: body.data ?? null, errors: body.errors };
}

async function clientCatalogue(token: string): Promise<ClientCatalogue> {
  const res = await operation<ClientCatalogue>('Catalogue', token);
  expect(res.errors).toBeUndefined();
  expect(res).toHaveStatus(200);
  return res.data!;
}

async function version(token: string | undefined): Promise<{ status: number; version?: string }> {
  const res = await operation<{ catalogueVersion: string }>('CatalogueVersion', token);
  return { status: res.status, version: res.data?.catalogueVersion };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const email of EMAILS) tokens[email] = await loginToken(t.app, email);
});
afterAll(() => t.close());

describe("the client's Catalogue query", () => {
  it('answers what the REST bundle answers, for every role and region', async () => {
    // A disabled indicator: hidden from users, with its evaluations; staff see it.
    await sql(`update skin_indicator set enabled = false where code = 'psoriasis'`);
    try {
      for (const email of EMAILS) {
        const rest = await restBundle(tokens[email]!);
        const client = await clientCatalogue(tokens[email]!);
        expect(client.products.map((p) => [p.id, p.enabled, p.isInOffer])).toEqual(
          rest.products.map((p) => [p.id, p.enabled, p.isInOffer]),
        );
        expect(client.skinIndicators.map((i) => i.id)).toEqual(rest.skinIndicators.map((i) => i.id));
        expect(client.incis.map((i) => i.id)).toEqual(rest.incis.map((i) => i.id));
        for (const p of client.products) {
          expect(p.evaluationMap).toEqual(rest.productToIndicatorEvaluation[p.id]);
          expect(p.incis.map((l) => ({ inciId: l.inci.id, position: l.position }))).toEqual(rest.incisInProducts[p.id]);
        }
      }
      const user = await clientCatalogue(tokens['user@example.com']!);
      const staff = await clientCatalogue(tokens['editor@example.com']!);
      expect(user.products.every((p) => p.enabled)).toBe(true);
      expect(staff.products.some((p) => !p.enabled)).toBe(true);
      const hidden = staff.skinIndicators.find((i) => !i.enabled)!.id;
      expect(user.products.some((p) => String(hidden) in p.evaluationMap)).toBe(false);
      expect(staff.products.some((p) => String(hidden) in p.evaluationMap)).toBe(true);
      // The offer follows the region: tranexamic acid is available in the UK only.
      const offer = (c: ClientCatalogue) => c.products.find((p) => p.code === 'tranexamic-acid-3')!.isInOffer;
      expect(offer(user)).toBe(false);
      expect(offer(await clientCatalogue(tokens['user.uk@example.com']!))).toBe(true);
    } finally {
      await sql(`update skin_indicator set enabled = true where code = 'psoriasis'`);
    }
  });

  it('gives indicators their evaluations as one map over the products the caller sees', async () => {
    for (const email of ['user@example.com', 'admin@example.com']) {
      const rest = await restBundle(tokens[email]!);
      const res = await gql<{ skinIndicators: Array<{ id: number; evaluationMap: Record<string, number> }> }>(
        t.app,
        '{ skinIndicators { id evaluationMap } }',
        {},
        tokens[email],
      );
      for (const i of res.data!.skinIndicators)
        expect(i.evaluationMap).toEqual(rest.indicatorToProductEvaluation[i.id]);
    }
  });
});

describe('Query.catalogueVersion', () => {
  it('needs a login', async () => {
    expect(await version(undefined)).toHaveStatus(401);
  });

  it('differs by what decides the answer (scope, region) and stays put while nothing changes', async () => {
    const versions = Object.fromEntries(
      await Promise.all(EMAILS.map(async (e) => [e, (await version(tokens[e])).version!] as const)),
    );
    expect((await version(tokens['user@example.com'])).version).toBe(versions['user@example.com']);
    expect(versions['user@example.com']).not.toBe(versions['user.uk@example.com']); // Polska vs United Kingdom
    expect(versions['user@example.com']).not.toBe(versions['editor@example.com']); // enabled only vs all
    expect(versions['editor@example.com']).toBe(versions['admin@example.com']); // same view of the catalogue
  });

  it('changes with any change to the catalogue or the offer, from the response cache too', async () => {
    const token = tokens['user@example.com']!;
    const before = (await version(token)).version!;
    await clientCatalogue(token); // cached answer for this scope
    await sql(`update product set enabled = enabled where code = 'niacinamide-10'`);
    const afterProduct = (await version(token)).version!;
    expect(afterProduct).not.toBe(before);
    await sql(
      `insert into region_product_disallowed (region_id, product_id)
         select r.id, p.id from region r, product p where r.name = 'Polska' and p.code = 'niacinamide-10'`,
    );
    const afterOffer = (await version(token)).version!;
    expect(afterOffer).not.toBe(afterProduct);
    expect((await clientCatalogue(token)).products.find((p) => p.code === 'niacinamide-10')!.isInOffer).toBe(false);
    await sql(
      `delete from region_product_disallowed where product_id = (select id from product where code = 'niacinamide-10')`,
    );
  });
});
