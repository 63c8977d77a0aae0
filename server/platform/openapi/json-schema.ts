/**
 * Small builders for the routes' JSON schemas (Fastify validates nothing with them, see
 * route-doc.ts; fast-json-stringify serialises answers with them and the OpenAPI document shows
 * them). Objects are closed (`additionalProperties: false`): fast-json-stringify drops undeclared
 * properties anyway, so the schema must name every property an answer has.
 */
export type JsonSchema = { [key: string]: unknown };

export const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
export const int = (extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', ...extra });
export const num = (extra: JsonSchema = {}): JsonSchema => ({ type: 'number', ...extra });
export const bool = (extra: JsonSchema = {}): JsonSchema => ({ type: 'boolean', ...extra });
export const dateTime = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', format: 'date-time', ...extra });
export const uuid = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', format: 'uuid', ...extra });
export const strEnum = (values: readonly string[], extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  enum: [...values],
  ...extra,
});
export const arr = (items: JsonSchema, extra: JsonSchema = {}): JsonSchema => ({ type: 'array', items, ...extra });

/** The same schema, `null` allowed too. */
export function nullable(schema: JsonSchema): JsonSchema {
  const type = schema.type;
  const { enum: values, ...rest } = schema;
  return {
    ...rest,
    type: Array.isArray(type) ? [...type, 'null'] : [type, 'null'],
    ...(values ? { enum: [...(values as unknown[]), null] } : {}),
  };
}

/** A closed object; every property required unless named in `optional`. */
export function obj(
  properties: Record<string, JsonSchema>,
  { optional = [], description }: { optional?: readonly string[]; description?: string } = {},
): JsonSchema {
  const required = Object.keys(properties).filter((key) => !optional.includes(key));
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}

/** An object used as a map: any keys, each value of the schema given. */
export const map = (values: JsonSchema, extra: JsonSchema = {}): JsonSchema => ({
  type: 'object',
  additionalProperties: values,
  ...extra,
});

/** `{ success: boolean }`, the spec's answer to several writes. */
export const success = obj({ success: bool() });

/** The error format of every refusal (REST). */
export const errorBody = obj(
  {
    code: str({
      description:
        'BAD_REQUEST, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, TOO_MANY_REQUESTS, SERVICE_UNAVAILABLE, INTERNAL, …',
    }),
    errorDataList: arr(obj({ translationKey: str(), param: str() }, { optional: ['param'] }), { minItems: 1 }),
  },
  {
    description: 'Every refusal: a code and one entry per problem, each a translation key and, for a field, its path.',
  },
);

/** A locale as REST shows it: `{ language: "pl", country: "PL" }`. */
export const wireLocale = obj({ language: str(), country: str() });
