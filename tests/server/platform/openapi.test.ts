import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../support/app.js';
import { registeredRoutes } from '../../support/routes.js';
import { asCaller, createFixture, targetOf } from '../security/authz/fixture.js';
import { ROWS } from '../security/authz/index.js';
import { CALLERS, type Caller, type Fixture, type RestRow } from '../security/authz/types.js';

/**
 * GET /api/openapi.json describes every REST route, and every route's real
 * answer matches its documented schema. Each route is driven by its authorisation-matrix row
 * (the request that row makes, as the first caller that succeeds), against the real database.
 */

// ajv 8 and its formats, as Fastify validates with them, here in strict mode. ajv-formats is CommonJS:
// its plugin is the module itself, which TypeScript's NodeNext types see as `.default`.
const addFormats = addFormatsPlugin as unknown as (ajv: Ajv) => void;

type Schema = Record<string, unknown>;
type Operation = {
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  'x-undocumented'?: boolean;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, unknown> };
};

const isRest = (url: string) => /^\/(public\/api|secured\/api|api)\//.test(url);
const docPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

let t: TestApp;
let fx: Fixture;
let document: Document;
/** The answer of the latest request as the handler returned it, before serialisation. */
let unserialised: string | undefined;

/** An app whose answers are also captured before serialisation. */
const observedApp = () =>
  createTestApp(
    {},
    {
      beforeRoutes: (app: FastifyInstance) => {
        app.addHook('preSerialization', async (_req, _reply, payload) => {
          unserialised = JSON.stringify(payload);
          return payload;
        });
      },
    },
  );

beforeAll(async () => {
  t = await observedApp();
  fx = await createFixture(t);
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res).toHaveStatus(200);
  document = res.json<Document>();
});
afterAll(() => t?.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([p, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ name: `${method.toUpperCase()} ${p}`, op })),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the error format and both auth schemes', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['apiKey', 'apiKeyHeader', 'bearerAuth']);
    expect(document.components.schemas.ErrorBody).toMatchObject({ required: ['code', 'errorDataList'] });
  });

  it('describes every registered REST route, and no route that is not registered', () => {
    const registered = registeredRoutes(t.app)
      .filter((r) => isRest(r.split(' ')[1]!))
      .map((r) => {
        const [m, u] = r.split(' ');
        return `${m} ${docPath(u!)}`;
      });
    const documented = operations().map((o) => o.name);
    expect({
      missing: registered.filter((r) => !documented.includes(r)).sort(),
      extra: documented.filter((d) => !registered.includes(d)).sort(),
    }).toEqual({ missing: [], extra: [] });
  });

  it('gives every route a success answer with its schema or media type', () => {
    const without = operations()
      .filter(({ op }) => op['x-undocumented'] || !Object.keys(op.responses).some((s) => /^2\d\d$/.test(s)))
      .map((o) => o.name);
    expect(without).toEqual([]);
  });

  it('has schemas ajv compiles in strict mode', () => {
    const ajv = new Ajv({ strict: true, allErrors: true });
    addFormats(ajv);
    const failures: string[] = [];
    for (const { name, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        for (const media of Object.values(response.content ?? {})) {
          if ('$ref' in media.schema) continue;
          try {
            ajv.compile(media.schema);
          } catch (error) {
            failures.push(`${name} ${status}: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

const restRows = ROWS.filter((r): r is RestRow => r.kind === 'rest' && isRest(r.route.split(' ')[1]!));
/** The first caller the matrix expects to succeed, else anonymous (public routes). */
const callerOf = (row: RestRow): Caller =>
  CALLERS.find((c) => typeof row.expect[c] === 'number' && (row.expect[c] as number) < 300) ?? 'anonymous';

describe('every route answers as documented', () => {
  it('drives a row for every documented operation', () => {
    const driven = restRows.map((r) => {
      const [m, u] = r.route.split(' ');
      return `${m} ${docPath(u!)}`;
    });
    expect(
      operations()
        .map((o) => o.name)
        .filter((n) => !driven.includes(n)),
    ).toEqual([]);
  });

  it.each(restRows.map((row) => [row.route, row] as const))('%s', async (_name, row) => {
    const ajv = new Ajv({ strict: true, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document.components.schemas.ErrorBody!, '#/components/schemas/ErrorBody');
    const [method, url] = row.route.split(' ') as [string, string];
    const op = document.paths[docPath(url)]?.[method.toLowerCase()];
    expect(op).toBeDefined();
    // A session-ending row (logout, password change) runs in a database of its own.
    const own = row.isolated ? await observedApp() : null;
    const target = targetOf(own ? await createFixture(own) : fx, callerOf(row));
    unserialised = undefined;
    const res = await asCaller(target, await row.request(target)).finally(() => own?.close());
    expect(res.statusCode).toBeLessThan(500);
    const status = String(res.statusCode);
    const response = op!.responses[status] ?? op!.responses[`${status[0]}XX`];
    expect({ status, documented: Boolean(response) }).toEqual({ status, documented: true });
    if (res.statusCode === 204 || res.statusCode === 304) return;
    const mediaType = String(res.headers['content-type']).split(';')[0]!;
    const media = response!.content?.[mediaType];
    expect({ status, mediaType, documented: Boolean(media) }).toEqual({ status, mediaType, documented: true });
    if (mediaType !== 'application/json') return;
    const body = res.json();
    const validate = ajv.compile(media!.schema);
    const valid = validate(body);
    expect({ status, errors: valid ? null : validate.errors, body: valid ? null : res.body.slice(0, 2000) }).toEqual({
      status,
      errors: null,
      body: null,
    });
    // The serialiser (the same schema) dropped or changed nothing the handler answered.
    if (unserialised !== undefined) expect(body).toEqual(JSON.parse(unserialised));
  });
});
