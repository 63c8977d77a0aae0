import type { FastifySchema, FastifySchemaCompiler, RouteShorthandOptions } from 'fastify';
import type { JsonSchema } from './json-schema.js';

/** What a route tells about itself: Fastify's schema keys, plus the document's own. */
export interface RouteDoc {
  summary: string;
  description?: string;
  tags?: string[];
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** Answers by status: these schemas serialise the answers (fast-json-stringify). */
  response?: Record<number, JsonSchema>;
  /** An answer that is no JSON (a PDF, a CSV): its media type; the body is not serialised. */
  produces?: { status: number; mediaType: string; description: string };
  /** A create that takes an `Idempotency-Key` (platform/idempotency): documented as its header. */
  idempotent?: boolean;
}

/**
 * Requests are validated by the services (common/validation, yup), which name each refused
 * field's translation key as the spec asks; an ajv refusal before them could only say
 * ERROR_BAD_REQUEST. So the request schemas here describe, and this compiler accepts all.
 */
const describedOnly: FastifySchemaCompiler<unknown> = () => () => true;

/** Route options carrying the route's schemas: `app.get(url, doc({...}), handler)`. */
export function doc(routeDoc: RouteDoc): RouteShorthandOptions {
  const { produces, idempotent, ...schema } = routeDoc;
  return {
    schema: {
      ...schema,
      ...(produces ? { 'x-produces': produces } : {}),
      ...(idempotent ? { 'x-idempotent': true } : {}),
    } as FastifySchema,
    validatorCompiler: describedOnly,
  };
}
