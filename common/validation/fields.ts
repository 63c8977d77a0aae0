/**
 * Field builders shared by every schema. Server input must not be coerced: numbers, booleans and
 * free texts are `.strict()` (the string "5" is not a number, 5 is not a text). Fields that
 * transform (the trimmed e-mail) or have defaults are non-strict but refuse values of the
 * wrong type before any coercion. Every object refuses unknown keys (see `strictObject`).
 */
import * as yup from 'yup';
import { LOCALES } from '../locales.js';
import { VALIDATION_KEYS as K } from './messages.js';

export const MAX_TEXT = 255;
export const MAX_COMMENT = 2000;
export const MAX_EMAIL = 254;
export const MAX_EMAIL_LOCAL_PART = 64;
export const PASSWORD_MIN = 9;
export const LOGIN_PASSWORD_MIN = 4;
export const PASSWORD_MAX = 128;
/** Longest translation key (text_source.key). */
export const MAX_KEY = 150;
/** Longest translated text or description. */
export const MAX_TEXT_VALUE = 10000;

/** Letters, digits and the usual specials before '@'; a dotted domain of 1..63-character labels. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Trims strings and leaves anything else untouched, so a number is refused, not stringified. */
/**
 * A string schema without yup's coercion, for fields that are not `strict()` (they trim or keep
 * defaults): the coercion calls the value's own `toString`, which a JSON object can replace
 * (`{"toString": "x"}`), and a crash there was a 500.
 */
function uncoercedString() {
  const schema = yup.string();
  // The coercion is the one built-in transform; yup's `coerce` spec flag is read from the
  // original instance by it, so clearing the list is the way to drop it.
  schema.transforms = [];
  return schema;
}

const trimOnly = (_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original);
/** Keeps the raw input: no coercion, but (unlike strict) defaults still apply to missing values. */
const noCoercion = (_value: unknown, original: unknown) => original;

/**
 * yup looks each input key up in a plain object of fields, so a key named like a member of
 * Object.prototype (`toString`, `constructor`, `__proto__`) is taken for a field and crashes the
 * cast (a 500), or for `__proto__` replaces the result's prototype and escapes `noUnknown`.
 * Such keys are refused as unknown before yup looks at them.
 */
function refusePrototypeKeys(shape: yup.ObjectShape) {
  return (value: unknown, _original: unknown, _schema: unknown, options?: { path?: string }) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const keys = Object.keys(value).filter((key) => !Object.hasOwn(shape, key) && key in Object.prototype);
    if (keys.length === 0) return value;
    const error = new yup.ValidationError(K.UNKNOWN_FIELD, value, options?.path, 'noUnknown');
    error.params = { unknown: keys.join(', ') };
    throw error;
  };
}

/** An object schema that refuses keys it does not know (validate with `stripUnknown: false`). */
export function strictObject<S extends yup.ObjectShape>(shape: S) {
  return yup
    .object(shape)
    .transform(refusePrototypeKeys(shape))
    .noUnknown(true, K.UNKNOWN_FIELD)
    .typeError(K.INVALID_TYPE);
}

/** Whether a text may hold line breaks (comments, translated texts) or is one line (names). */
export type TextLines = 'single' | 'multi';

/** A UTF-16 surrogate without its pair: no character at all, and PostgreSQL's JSON refuses it. */
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';

/**
 * Control characters (C0, DEL, C1) and lone surrogates: PostgreSQL refuses NUL, and none belongs
 * in a text. Multi-line texts keep tab, line feed and carriage return.
 */
const CONTROL_CHARACTERS: Readonly<Record<TextLines, RegExp>> = {
  single: new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F]|${LONE_SURROGATE}`),
  multi: new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]|${LONE_SURROGATE}`),
};

/** Refuses control characters with VALIDATION_CONTROL_CHARACTERS (param: the field's path). */
export function withoutControlCharacters<S extends yup.StringSchema<string | null | undefined>>(
  schema: S,
  lines: TextLines = 'single',
): S {
  return schema.test({
    name: 'controlCharacters',
    message: K.CONTROL_CHARACTERS,
    test: (value) => typeof value !== 'string' || !CONTROL_CHARACTERS[lines].test(value),
  });
}

/** A free text: no coercion, optional, at most `max` characters, no control characters. */
export const text = (max = MAX_TEXT, lines: TextLines = 'single') =>
  withoutControlCharacters(yup.string().strict().typeError(K.INVALID_TYPE).max(max, K.TOO_LONG), lines);

/** A required text (empty refused) of at most `max` characters. */
export const requiredText = (max = MAX_TEXT, lines: TextLines = 'single') => text(max, lines).required(K.REQUIRED);

/** An optional text: null, undefined and '' allowed; at most `max` characters (default 255). */
export const optionalText = (max = MAX_TEXT, lines: TextLines = 'single') => text(max, lines).nullable();

/**
 * An optional one-line text, trimmed, blank or absent read as null; at most `max` characters once
 * trimmed. A text with a control character is kept as sent (not trimmed), so that a tab or line
 * break at either end is refused like one inside.
 */
export const trimmedOptionalText = (max = MAX_TEXT) =>
  withoutControlCharacters(
    uncoercedString()
      .transform((_value: unknown, original: unknown) => {
        if (typeof original !== 'string' || CONTROL_CHARACTERS.single.test(original)) return original;
        const trimmed = original.trim();
        return trimmed === '' ? null : trimmed;
      })
      .typeError(K.INVALID_TYPE)
      .max(max, K.TOO_LONG)
      .nullable(),
  ).default(null);

/** A number as sent, never parsed from a string. */
export const num = () => yup.number().strict().typeError(K.INVALID_TYPE);

export const integer = () => num().integer(K.INTEGER);

/** A database id of a serial row (product, indicator, region): a positive integer. */
/** PostgreSQL's largest `int`: a larger id cannot exist, and querying it was a 500 (fuzz suite). */
export const MAX_SERIAL_ID = 2_147_483_647;
export const serialId = () => integer().min(1, K.INVALID_ID).max(MAX_SERIAL_ID, K.INVALID_ID);

/** A uuid id (account, program, candidate, PDF user info). */
export const uuid = () => yup.string().strict().typeError(K.INVALID_TYPE).uuid(K.INVALID_ID);

/** Optimistic-locking version. */
export const version = () => integer().min(0, K.MIN);

export const bool = () => yup.boolean().strict().typeError(K.INVALID_TYPE);

/** A value of a fixed list, e.g. an enum; non-strict only so that `.default()` works. */
export function oneOfValues<T extends string>(values: readonly T[], message: string = K.INVALID_VALUE) {
  return uncoercedString().transform(noCoercion).typeError(K.INVALID_TYPE).oneOf(values, message);
}

function emailRules<S extends yup.StringSchema<string | null | undefined>>(schema: S): S {
  const present = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';
  return schema
    .test({
      name: 'email',
      message: K.EMAIL,
      test: (value) => !present(value) || EMAIL_PATTERN.test(value),
    })
    .test({
      name: 'emailLength',
      message: K.EMAIL_TOO_LONG,
      params: { max: MAX_EMAIL },
      test: (value) => !present(value) || value.length <= MAX_EMAIL,
    })
    .test({
      name: 'emailLocalPartLength',
      message: K.EMAIL_TOO_LONG,
      params: { max: MAX_EMAIL_LOCAL_PART },
      test: (value) => !present(value) || value.lastIndexOf('@') <= MAX_EMAIL_LOCAL_PART,
    });
}

/**
 * A required e-mail, trimmed: the pattern, at most 254 characters in total and 64 before the '@'
 * (both limits give VALIDATION_EMAIL_TOO_LONG with the limit as param).
 */
export const emailField = emailRules(
  uncoercedString().transform(trimOnly).typeError(K.INVALID_TYPE).required(K.REQUIRED),
);

/** An e-mail that may be absent: null, undefined and '' mean none; anything else must be valid. */
export const optionalEmailField = emailRules(
  uncoercedString().transform(trimOnly).typeError(K.INVALID_TYPE).nullable(),
);

/** A new password: 9..128 characters. */
export const passwordField = yup
  .string()
  .strict()
  .typeError(K.INVALID_TYPE)
  .required(K.REQUIRED)
  .min(PASSWORD_MIN, K.PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX, K.TOO_LONG);

/** The password typed at login: 4..128 characters (older accounts may have short ones). */
export const loginPasswordField = yup
  .string()
  .strict()
  .typeError(K.INVALID_TYPE)
  .required(K.REQUIRED)
  .min(LOGIN_PASSWORD_MIN, K.PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX, K.TOO_LONG);

/** One of the eleven locales (`pl_PL`), required. */
export const localeField = yup
  .string()
  .strict()
  .typeError(K.INVALID_TYPE)
  .oneOf(LOCALES, K.INVALID_LOCALE)
  .required(K.REQUIRED);
