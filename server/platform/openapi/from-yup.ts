import type { AnySchema, SchemaDescription } from 'yup';
import type { JsonSchema } from './json-schema.js';

type Description = SchemaDescription & {
  fields?: Record<string, Description>;
  innerType?: Description;
  tests: Array<{ name?: string; params?: Record<string, unknown> }>;
};

const TYPES: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
  date: 'string',
};

function convert(d: Description): JsonSchema {
  const schema: JsonSchema = {};
  const type = TYPES[d.type];
  if (d.type === 'number' && d.tests.some((t) => t.name === 'integer')) schema.type = 'integer';
  else if (type) schema.type = type;
  if (d.type === 'date') schema.format = 'date-time';
  for (const { name, params } of d.tests) {
    if (d.type === 'string' && name === 'max') schema.maxLength = params?.max;
    if (d.type === 'string' && name === 'min') schema.minLength = params?.min;
    if (d.type === 'string' && name === 'email') schema.format = 'email';
    if (d.type === 'string' && name === 'uuid') schema.format = 'uuid';
    if (d.type === 'number' && name === 'min') schema.minimum = params?.min;
    if (d.type === 'number' && name === 'max') schema.maximum = params?.max;
    if (d.type === 'array' && name === 'max') schema.maxItems = params?.max;
    if (d.type === 'array' && name === 'min') schema.minItems = params?.min;
  }
  const values = (d.oneOf ?? []).filter((v) => v !== undefined && v !== null && typeof v !== 'object');
  if (values.length > 0) schema.enum = values;
  if (d.type === 'object' && d.fields) {
    schema.properties = Object.fromEntries(Object.entries(d.fields).map(([key, field]) => [key, convert(field)]));
    const required = Object.entries(d.fields)
      .filter(([, field]) => !field.optional)
      .map(([key]) => key);
    if (required.length > 0) schema.required = required;
    schema.additionalProperties = false;
  }
  if (d.type === 'array' && d.innerType) schema.items = convert(d.innerType);
  if (d.nullable && typeof schema.type === 'string') {
    schema.type = [schema.type, 'null'];
    if (schema.enum) schema.enum = [...(schema.enum as unknown[]), null];
  }
  return schema;
}

/**
 * A request body's JSON schema from the yup schema (common/validation) the service validates it
 * with: the document describes exactly what is checked (types, required fields, lengths, enums).
 */
export function fromYup(schema: AnySchema, description?: string): JsonSchema {
  return { ...convert(schema.describe() as Description), ...(description ? { description } : {}) };
}

/**
 * A REST body: the service's yup schema, with the locale fields named accepting `{ language,
 * country }` as well as "ll_CC" (rest-shapes.ts), and the read-only fields of the GET answer
 * that a client may post back (ignored).
 */
export function restBody(
  schema: AnySchema,
  {
    locales = [],
    ignored = [],
    description,
  }: { locales?: readonly string[]; ignored?: readonly string[]; description?: string } = {},
): JsonSchema {
  const result = fromYup(schema, description);
  const properties = (result.properties ??= {}) as Record<string, JsonSchema>;
  for (const key of locales) {
    const field = properties[key];
    if (!field) continue;
    const nullable = Array.isArray(field.type);
    const values = (field.enum as unknown[] | undefined)?.filter((v) => v !== null);
    const wire = {
      type: 'object',
      properties: { language: { type: 'string' }, country: { type: 'string' } },
      required: ['language', 'country'],
      additionalProperties: false,
    };
    properties[key] = {
      anyOf: [{ type: 'string', ...(values ? { enum: values } : {}) }, wire, ...(nullable ? [{ type: 'null' }] : [])],
    };
  }
  for (const key of ignored) properties[key] ??= { description: 'Read-only: accepted and ignored.' };
  return result;
}
