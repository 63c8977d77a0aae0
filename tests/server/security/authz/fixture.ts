import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loginToken, withToken, type TestApp } from '../../../support/app.js';
import { demoRegions, insertCandidate, insertUsers, sqlOf } from '../../local-admin/fixtures.js';
import { CALLERS, CALLER_EMAIL, type Caller, type Fixture, type RestRequest, type Target } from './types.js';

/** The smallest valid program: one indicator (the demo catalogue's first), no products (none at all is refused). */
export const EMPTY_PROGRAM = {
  skinIndicatorWithPriorityDtos: [{ skinIndicatorId: 1, priority: 'MEDIUM' }],
  specialMixedProducts: { baseProducts: [], activeProducts: [] },
  washProducts: [],
  readyProducts: [],
};

/** Sends a request as the target's caller (with their token, if any). */
export function asCaller(t: Target, request: RestRequest): Promise<LightMyRequestResponse> {
  const token = t.fx.token(t.caller);
  const options = request as InjectOptions;
  if (t.caller === 'apiKey')
    return t.fx.app.inject({ ...options, headers: { ...options.headers, authorization: `ApiKey ${token}` } });
  return t.fx.app.inject(token ? withToken(token, options) : options);
}

/**
 * Runs a GraphQL operation as the target's caller; throws unless it answers data. An API key has
 * no account data of its own: its requests are built from the APP_USER's (and then refused).
 */
export async function gqlAs(
  t: Target,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const as = t.caller === 'apiKey' ? { ...t, caller: 'appUser' as const } : t;
  const res = await asCaller(as, {
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query, variables },
  } as RestRequest);
  const body = res.json<{ data?: Record<string, unknown>; errors?: unknown }>();
  if (!body.data || body.errors) throw new Error(`fixture query failed: ${res.body}`);
  return body.data;
}

/** Logs every caller in and makes the objects the rows act on, in the test app's own database. */
export async function createFixture(t: TestApp): Promise<Fixture> {
  const sql = sqlOf(t);
  const regions = await demoRegions(sql);
  const tokens = new Map<Caller, string>();
  for (const caller of CALLERS)
    if (caller !== 'anonymous' && caller !== 'apiKey')
      tokens.set(caller, await loginToken(t.app, CALLER_EMAIL[caller]));
  const created = await t.app.inject(
    withToken(tokens.get('admin')!, {
      method: 'POST',
      url: '/secured/api/admin/api-keys',
      payload: { name: 'authz matrix', regionId: regions.polska },
    }),
  );
  if (created.statusCode !== 200) throw new Error(`API key fixture: ${created.statusCode} ${created.body}`);
  tokens.set('apiKey', created.json<{ secret: string }>().secret);
  const userToken = tokens.get('appUser')!;
  const idOf = async (email: string) =>
    (await sql<{ id: string }>('select id from account where email = ?', [email]))[0]!.id;

  const newProgram = async () => {
    const res = await t.app.inject(
      withToken(userToken, { method: 'POST', url: '/secured/api/skincareprogram', payload: EMPTY_PROGRAM }),
    );
    if (res.statusCode !== 200) throw new Error(`program fixture: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>().id;
  };
  const pdf = { programId: await newProgram(), pdfId: randomUUID() };
  await sql(
    `insert into pdf_document (id, program_id, options, bytes, created_date) values (?, ?, '{}', '\\x255044462d', now())`,
    [pdf.pdfId, pdf.programId],
  );
  const first = async (table: string) =>
    (
      await sql<{ id: number }>(
        `select id from ${table} ${table === 'inci' ? '' : 'where enabled'} order by id limit 1`,
      )
    )[0]!.id;

  return {
    app: t.app,
    sql,
    regions,
    users: { polska: await idOf('user@example.com'), uk: await idOf('user.uk@example.com') },
    program: { id: await newProgram() },
    pdf,
    catalogue: {
      productId: await first('product'),
      indicatorId: await first('skin_indicator'),
      inciId: await first('inci'),
    },
    token: (caller) => tokens.get(caller) ?? null,
    newProgram,
    newManagedUser: async (regionId) => (await insertUsers(sql, regionId, 1, `authz-${randomUUID().slice(0, 8)}-`))[0]!,
    newCandidate: (regionId) => insertCandidate(sql, { email: `authz-${randomUUID()}@example.com`, regionId }),
  };
}

/** What the rows are told for a caller: `localAdminOther` acts on United Kingdom objects. */
export function targetOf(fx: Fixture, caller: Caller): Target {
  const other = caller === 'localAdminOther';
  return {
    fx,
    caller,
    regionId: other ? fx.regions.uk : fx.regions.polska,
    userId: other ? fx.users.uk : fx.users.polska,
    locale: other ? 'en_GB' : 'pl_PL',
  };
}
