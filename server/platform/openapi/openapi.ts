import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './json-schema.js';
import type { RouteDoc } from './route-doc.js';

/** The REST-compatible routes the document describes (GraphQL has its own schema). */
const isRest = (url: string) =>
  url.startsWith('/public/api/') || url.startsWith('/secured/api/') || url.startsWith('/api/');

export const OPENAPI_PATH = '/api/openapi.json';

const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The token of POST /public/api/authorization/login.',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: "An integrator's key: `Authorization: ApiKey <secret>` (catalogue reads only).",
  },
  apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'The same key in its own header.' },
} as const;

const ERROR_RESPONSES = {
  '4XX': {
    description:
      "Refused: bad input (400, with the field's translation key), not logged in (401), not allowed (403), unknown (404), stale version or an Idempotency-Key still running (409), an Idempotency-Key used for another request (422), too many requests (429, with Retry-After).",
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  },
  '5XX': {
    description:
      'The database is unreachable or the server is busy (503, with Retry-After), or an unexpected error (500); never a stack trace.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  },
};

/** The header of a create that may be sent again safely (IETF httpapi draft "The Idempotency-Key HTTP Header Field"). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'One key per action, a structured-field string (`"8e03978e-40d5-43e8-bc93-6894a57f9324"`), at most 255 characters. Sent again with the same request within 48 hours, the first answer comes again and nothing new is stored (also when that answer was lost); with another request 422; while the first is still running 409; malformed 400.',
  schema: { type: 'string', maxLength: 257 },
};

type RouteSchema = RouteDoc & { 'x-produces'?: RouteDoc['produces']; 'x-idempotent'?: boolean };

/** A route's schema as @fastify/swagger documents it: what our `doc()` says, in the document's terms. */
function operationSchema(method: string, url: string, schema: RouteSchema | undefined): Record<string, unknown> {
  const operationId = `${method.toLowerCase()}${url.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`;
  const security = url.startsWith('/secured/') ? [{ bearerAuth: [] }, { apiKey: [] }, { apiKeyHeader: [] }] : [];
  const tags = schema?.tags ?? [url.split('/')[3] ?? 'api'];
  if (!schema)
    return {
      operationId,
      summary: `${method} ${url}`,
      tags,
      security,
      'x-undocumented': true,
      response: { default: { description: 'Not described yet.', type: 'null' } },
    };
  const { 'x-produces': produces, 'x-idempotent': idempotent, response = {}, ...rest } = schema;
  const responses: Record<string, unknown> = {};
  for (const [status, body] of Object.entries(response))
    responses[status] = { ...body, 'x-response-description': (body.description as string | undefined) ?? 'Success.' };
  if (produces)
    responses[String(produces.status)] = {
      description: produces.description,
      content: { [produces.mediaType]: { schema: { type: 'string', format: 'binary' } } },
    };
  return {
    ...rest,
    operationId,
    tags,
    security,
    ...(idempotent
      ? {
          headers: {
            type: 'object',
            properties: {
              [IDEMPOTENCY_KEY_PARAMETER.name]: {
                ...IDEMPOTENCY_KEY_PARAMETER.schema,
                description: IDEMPOTENCY_KEY_PARAMETER.description,
              },
            },
          },
        }
      : {}),
    response: responses,
  };
}

/**
 * Every operation also answers in the error format (4XX, 5XX), which no route lists itself, and
 * lists its parameters even when there are none (as the document always did).
 */
function withErrorResponses(document: Record<string, unknown>): Record<string, unknown> {
  for (const byMethod of Object.values(
    document.paths as Record<string, Record<string, { responses: Record<string, unknown>; parameters?: unknown[] }>>,
  )) {
    for (const operation of Object.values(byMethod)) {
      operation.parameters ??= [];
      Object.assign(operation.responses, ERROR_RESPONSES);
    }
  }
  return document;
}

/**
 * The OpenAPI 3.1 document of every REST route, by @fastify/swagger: it collects the routes as
 * they are registered (register before them), and serves it at OPENAPI_PATH, built once on first
 * request, when every route is known. GraphQL has its own schema.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Skin-care formula builder: REST API',
        version,
        description:
          "The spec's REST-compatible routes. Every refusal has the form `{ code, errorDataList: [{ translationKey, param? }] }`. GraphQL is at /graphql, with its own schema.",
      },
      components: { schemas: { ErrorBody: errorBody }, securitySchemes: { ...SECURITY_SCHEMES } },
    },
    transform: ({ schema, url, route }) => {
      const method = Array.isArray(route.method) ? route.method[0]! : route.method;
      if (!isRest(url)) return { schema: { ...(schema as object), hide: true } as never, url };
      return { schema: operationSchema(method, url, schema as RouteSchema | undefined) as never, url };
    },
    transformObject: (documentObject) =>
      withErrorResponses((documentObject as { openapiObject: Record<string, unknown> }).openapiObject) as never,
  });
  let body: string | null = null;
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        summary: 'This document: every REST route, its parameters, bodies and answers (OpenAPI 3.1).',
        tags: ['api'],
        response: { 200: { type: 'object', additionalProperties: true, description: 'An OpenAPI 3.1 document.' } },
      },
    },
    async (_req, reply) => {
      body ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(body);
    },
  );
}
