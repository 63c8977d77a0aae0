/** Turns yup errors into the error format of DESIGN.md: `[{ translationKey, param? }]`. */
import * as yup from 'yup';
import { oversized } from './bounds.js';

export interface ValidationErrorData {
  translationKey: string;
  param?: string;
}

/** A message that is a translation key (ours are UPPER_SNAKE_CASE, plus `countryValueRequired`). */
const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.]*$/;

/** Keys for yup's built-in messages, should a schema leave one unset. */
const KEY_BY_TYPE: Readonly<Record<string, string>> = {
  required: 'VALIDATION_REQUIRED',
  optionality: 'VALIDATION_REQUIRED',
  nullable: 'VALIDATION_REQUIRED',
  typeError: 'VALIDATION_INVALID_TYPE',
  noUnknown: 'VALIDATION_UNKNOWN_FIELD',
};

function keyOf(error: yup.ValidationError): string {
  const message: unknown = error.message;
  if (typeof message === 'string' && KEY_PATTERN.test(message)) return message;
  return KEY_BY_TYPE[error.type ?? ''] ?? 'VALIDATION_INVALID_VALUE';
}

/** Entries an answer lists at most: the client shows the first, and a huge input stays a small answer. */
export const MAX_VALIDATION_ERRORS = 20;

/** The yup params that carry a limit, in the order they are looked for. */
const LIMIT_PARAMS = ['min', 'max', 'length', 'less', 'more'] as const;

function paramOf(error: yup.ValidationError): string | undefined {
  const params = (error.params ?? {}) as Record<string, unknown>;
  for (const name of LIMIT_PARAMS) {
    const limit = params[name];
    if (typeof limit === 'number' || typeof limit === 'string') return String(limit);
  }
  if (error.type === 'noUnknown' && typeof params.unknown === 'string') return params.unknown;
  return error.path ? error.path : undefined;
}

/**
 * One entry per failing path (its first error), in yup's order. The param is the limit when
 * the broken rule has one (min/max length, min/max value, max items: "9", "255"), the unknown
 * keys for VALIDATION_UNKNOWN_FIELD ("foo, bar"), otherwise the field's path
 * ("specialMixedProducts.activeProducts[0].volume"); none for an error on the whole value. At
 * most MAX_VALIDATION_ERRORS entries.
 * Validate with `abortEarly: false` so that `err.inner` holds every failure.
 */
export function validationErrorList(err: yup.ValidationError): ValidationErrorData[] {
  const errors = err.inner.length > 0 ? err.inner : [err];
  const seen = new Set<string>();
  const list: ValidationErrorData[] = [];
  for (const error of errors) {
    if (list.length >= MAX_VALIDATION_ERRORS) break;
    const path = error.path ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    const translationKey = keyOf(error);
    const param = paramOf(error);
    list.push(param === undefined ? { translationKey } : { translationKey, param });
  }
  return list;
}

/** The default rejection of `validateOrThrowList`; the server maps it to 400 (or passes a factory). */
export class ValidationListError extends Error {
  readonly code = 'BAD_REQUEST' as const;
  readonly errorDataList: ValidationErrorData[];

  constructor(errorDataList: ValidationErrorData[]) {
    super(`BAD_REQUEST: ${errorDataList.map((e) => e.translationKey).join(', ')}`);
    this.name = 'ValidationListError';
    this.errorDataList = errorDataList;
  }
}

/**
 * Validates untrusted input and returns the cast value (trimmed e-mail, defaults filled in).
 * Unknown keys are refused, not stripped. On failure rejects with `makeError(list)`
 * (default: a ValidationListError); any other exception is a bug and is rethrown as is.
 */
export async function validateOrThrowList<T>(
  schema: yup.Schema<T>,
  value: unknown,
  makeError: (errorDataList: ValidationErrorData[]) => Error = (list) => new ValidationListError(list),
): Promise<T> {
  // Sizes first: a list far over its limit is refused without validating its items.
  const tooLarge = oversized(schema as yup.AnySchema, value);
  if (tooLarge.length > 0) throw makeError(tooLarge);
  try {
    return await schema.validate(value, { abortEarly: false, stripUnknown: false });
  } catch (err) {
    if (err instanceof yup.ValidationError) throw makeError(validationErrorList(err));
    throw err;
  }
}
