/**
 * Sizes first: the `.max()` of every list and strict text of a schema, checked on the raw input
 * before yup looks at it. yup casts and validates every item of a list before its own `.max()`
 * refuses the list, so 25,000 lines cost about 60 times a normal save; this walk costs a few
 * property reads per field and never looks inside a list that is far too long. A list or text
 * just over its limit (up to twice it) is left to yup, whose answer names every other wrong
 * field too, as it always has: its cost is at most twice a valid input's.
 */
import type * as yup from 'yup';
import type { ValidationErrorData } from './errors.js';

/** What the walk checks of one schema: the lists' and strict texts' limits, the objects' fields. */
type Bounds =
  | { kind: 'array'; max?: Limit; item?: Bounds }
  | { kind: 'object'; fields: ReadonlyMap<string, Bounds> }
  | { kind: 'string'; max: Limit };

interface Limit {
  max: number;
  message: string;
}

/** Errors the walk reports at most; one is enough to refuse. */
const MAX_BOUND_ERRORS = 10;
/** How far over its limit a size is refused before validation. */
export const FAR_OVER_FACTOR = 2;

type Internal = yup.AnySchema & { fields?: Record<string, yup.AnySchema>; innerType?: yup.AnySchema };

function maxOf(schema: yup.AnySchema): Limit | undefined {
  for (const test of schema.tests) {
    const options = test.OPTIONS;
    const max = options?.params?.max;
    if (options?.name === 'max' && typeof max === 'number' && typeof options.message === 'string')
      return { max, message: options.message };
  }
  return undefined;
}

const compiled = new WeakMap<yup.AnySchema, Bounds | null>();

/** The bounds of a schema, worked out once per schema; null when it has none to check. */
function boundsOf(schema: yup.AnySchema): Bounds | null {
  if (compiled.has(schema)) return compiled.get(schema)!;
  let bounds: Bounds | null = null;
  const internal = schema as Internal;
  if (schema.type === 'array') {
    const item = internal.innerType ? boundsOf(internal.innerType) : null;
    const max = maxOf(schema);
    if (max || item) bounds = { kind: 'array', ...(max ? { max } : {}), ...(item ? { item } : {}) };
  } else if (schema.type === 'object' && internal.fields) {
    const fields = new Map<string, Bounds>();
    for (const [name, field] of Object.entries(internal.fields)) {
      const inner = typeof (field as { type?: unknown }).type === 'string' ? boundsOf(field) : null;
      if (inner) fields.set(name, inner);
    }
    if (fields.size > 0) bounds = { kind: 'object', fields };
  } else if (schema.type === 'string' && schema.spec.strict) {
    // Only strict texts: one that trims first may be longer as sent than once trimmed.
    const max = maxOf(schema);
    if (max) bounds = { kind: 'string', max };
  }
  compiled.set(schema, bounds);
  return bounds;
}

function walk(value: unknown, bounds: Bounds, errors: ValidationErrorData[]): void {
  if (errors.length >= MAX_BOUND_ERRORS) return;
  switch (bounds.kind) {
    case 'array':
      if (!Array.isArray(value)) return;
      if (bounds.max && value.length > FAR_OVER_FACTOR * bounds.max.max) {
        errors.push({ translationKey: bounds.max.message, param: String(bounds.max.max) });
        return;
      }
      if (bounds.item)
        for (let i = 0; i < value.length && errors.length < MAX_BOUND_ERRORS; i++) walk(value[i], bounds.item, errors);
      return;
    case 'object':
      if (!value || typeof value !== 'object' || Array.isArray(value)) return;
      for (const [name, field] of bounds.fields) {
        if (Object.hasOwn(value, name)) walk((value as Record<string, unknown>)[name], field, errors);
      }
      return;
    case 'string':
      if (typeof value === 'string' && value.length > FAR_OVER_FACTOR * bounds.max.max)
        errors.push({ translationKey: bounds.max.message, param: String(bounds.max.max) });
      return;
  }
}

/**
 * The lists more than twice as long as their schema's `.max()`, and the strict texts more than
 * twice as long as theirs, in the error format validation gives for them
 * (`VALIDATION_TOO_MANY_ITEMS` / `VALIDATION_TOO_LONG`, the limit as param), at most ten; empty
 * otherwise. Cheap: call it before `schema.validate`, and refuse without validating when it
 * finds any.
 */
export function oversized(schema: yup.AnySchema, value: unknown): ValidationErrorData[] {
  const bounds = boundsOf(schema);
  if (!bounds) return [];
  const errors: ValidationErrorData[] = [];
  walk(value, bounds, errors);
  return errors;
}
