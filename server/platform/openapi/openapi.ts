import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorBody, type JsonSchema } from './json-schema.js';
import type { RouteDoc } from './route-doc.js';

/** The REST-compatible routes the document describes (GraphQL has its own schema). */
const isRest = (url: string) => url.startsWith('/public/api/') || url.startsWith('/secured/api/') || url.startsWith('/api/');

interface Collected {
  method: string;
  url: string;
  schema: (RouteDoc & { 'x-produces'?: RouteDoc['produces']; 'x-idempotent'?: boolean }) | undefined;
}

export const OPENAPI_PATH = '/api/openapi.json';

const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token of POST /public/api/authorization/login.' },
  apiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'An integrator\'s key: `Authorization: ApiKey <secret>` (catalogue reads only).' },
  apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'The same key in its own header.' },
};

const ERROR_RESPONSES = {
  '4XX': { description: 'Refused: bad input (400, with the field\'s translation key), not logged in (401), not allowed (403), unknown (404), stale version or an Idempotency-Key still running (409), an Idempotency-Key used for another request (422), too many requests (429, with Retry-After).', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
  '5XX': { description: 'The database is unreachable or the server is busy (503, with Retry-After), or an unexpected error (500); never a stack trace.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
};

function parameters(where: 'path' | 'query', schema: JsonSchema | undefined): unknown[] {
  if (!schema) return [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: where, required: where === 'path' || required.includes(name), ...(description ? { description } : {}), schema: rest };
  });
}

/** The header of a create that may be sent again safely (IETF httpapi draft "The Idempotency-Key HTTP Header Field"). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'One key per action, a structured-field string (`"8e03978e-40d5-43e8-bc93-6894a57f9324"`), at most 255 characters. Sent again with the same request within 48 hours, the first answer comes again and nothing new is stored (also when that answer was lost); with another request 422; while the first is still running 409; malformed 400.',
  schema: { type: 'string', maxLength: 257 },
};

function operation({ method, url, schema }: Collected): Record<string, unknown> {
  const secured = url.startsWith('/secured/');
  const responses: Record<string, unknown> = {};
  if (!schema) {
    responses.default = { description: 'Not described yet.' };
  } else {
    for (const [status, body] of Object.entries(schema.response ?? {})) {
      responses[status] = { description: (body.description as string | undefined) ?? 'Success.', content: { 'application/json': { schema: body } } };
    }
    const produces = schema['x-produces'];
    if (produces) responses[String(produces.status)] = { description: produces.description, content: { [produces.mediaType]: { schema: { type: 'string', format: 'binary' } } } };
  }
  Object.assign(responses, ERROR_RESPONSES);
  return {
    operationId: `${method.toLowerCase()}${url.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: schema?.summary ?? `${method} ${url}`,
    ...(schema?.description ? { description: schema.description } : {}),
    tags: schema?.tags ?? [url.split('/')[3] ?? 'api'],
    ...(schema ? {} : { 'x-undocumented': true }),
    security: secured ? [{ bearerAuth: [] }, { apiKey: [] }, { apiKeyHeader: [] }] : [],
    parameters: [...parameters('path', schema?.params), ...parameters('query', schema?.querystring), ...(schema?.['x-idempotent'] ? [IDEMPOTENCY_KEY_PARAMETER] : [])],
    ...(schema?.body ? { requestBody: { required: true, content: { 'application/json': { schema: schema.body } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the routes collected so far. */
export function openApiDocument(routes: readonly Collected[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Skin-care formula builder: REST API',
      version,
      description: 'The spec\'s REST-compatible routes. Every refusal has the form `{ code, errorDataList: [{ translationKey, param? }] }`. GraphQL is at /graphql, with its own schema.',
    },
    paths,
    components: { schemas: { ErrorBody: errorBody }, securitySchemes: SECURITY_SCHEMES },
  };
}

/**
 * Collects every REST route as it is registered (an onRoute hook, so routes of any module join
 * by themselves; call before registering them) and serves their document at OPENAPI_PATH,
 * built once on first request, when every route is known.
 */
export function registerOpenApi(app: FastifyInstance, version: string): void {
  const routes: Collected[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isRest(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD route for each GET: it answers as the GET does, without the body.
      if (method === 'HEAD' && (methods.includes('GET') || routes.some((r) => r.url === route.url && r.method === 'GET'))) continue;
      routes.push({ method, url: route.url, schema: route.schema as Collected['schema'] });
    }
  });
  let body: string | null = null;
  app.get(OPENAPI_PATH, {
    schema: {
      summary: 'This document: every REST route, its parameters, bodies and answers (OpenAPI 3.1).',
      tags: ['api'],
      response: { 200: { type: 'object', additionalProperties: true, description: 'An OpenAPI 3.1 document.' } },
    },
  }, async (_req, reply) => {
    body ??= JSON.stringify(openApiDocument(routes, version));
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });
}
