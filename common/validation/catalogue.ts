/** Back-office schemas (back-office spec section 5): base suggestions, texts, evaluations, regions. */
import * as yup from 'yup';
import { TEXT_TYPES } from '../enums.js';
import { LOCALES, splitLocale } from '../locales.js';
import { VALIDATION_KEYS as K } from './messages.js';
import {
  MAX_COMMENT,
  MAX_KEY,
  MAX_TEXT_VALUE,
  bool,
  integer,
  localeField,
  num,
  oneOfValues,
  optionalText,
  requiredText,
  serialId,
  strictObject,
  text,
  version,
} from './fields.js';
import { MAX_VOLUME } from './program.js';

/** One base product suggestion; all four numbers required with the spec's minimums. */
export const baseSuggestionSchema = strictObject({
  id: serialId().nullable(),
  baseSize: num().required(K.REQUIRED).min(1, K.MIN).max(MAX_VOLUME, K.MAX),
  increment: num().required(K.REQUIRED).min(0.1, K.MIN).max(MAX_VOLUME, K.MAX),
  maxVolumeSuggestion: num().required(K.REQUIRED).min(1, K.MIN).max(MAX_VOLUME, K.MAX),
  recommendedInput: num().required(K.REQUIRED).min(0.1, K.MIN).max(MAX_VOLUME, K.MAX),
});
export type BaseSuggestionInput = yup.InferType<typeof baseSuggestionSchema>;

/** Countries whose text must never be empty: the source languages (German, English). */
export const TEXT_REQUIRED_COUNTRIES: readonly string[] = ['DE', 'GB'];

/** One translated text of a product, indicator or INCI entry (a text_source row). */
export const textSourceValueSchema = strictObject({
  id: serialId().nullable(),
  key: text(MAX_KEY).nullable(),
  locale: localeField,
  textType: oneOfValues(TEXT_TYPES).nullable(),
  value: text(MAX_TEXT_VALUE, 'multi').nullable(),
  comment: optionalText(MAX_COMMENT, 'multi'),
  version: version().nullable(),
}).test('countryValueRequired', K.COUNTRY_VALUE_REQUIRED, function check(entry) {
  if (!entry || typeof entry.locale !== 'string') return true;
  if (!TEXT_REQUIRED_COUNTRIES.includes(splitLocale(entry.locale).country)) return true;
  const value = typeof entry.value === 'string' ? entry.value.trim() : '';
  return value !== '' || this.createError({ path: `${this.path ? `${this.path}.` : ''}value` });
});

/**
 * The names or descriptions of one catalogue entry: one text per locale; texts of locales with
 * country DE or GB must not be empty (countryValueRequired on `[i].value`).
 */
export const textSourceValuesSchema = yup
  .array(textSourceValueSchema)
  .typeError(K.INVALID_TYPE)
  .required(K.REQUIRED)
  // One per locale at most (more always repeat one): refused before their items are looked at.
  .max(LOCALES.length, K.TOO_MANY_ITEMS)
  .test('uniqueLocale', K.DUPLICATE, function unique(entries) {
    const seen = new Set<string>();
    for (const [index, entry] of (entries ?? []).entries()) {
      const locale: unknown = entry && typeof entry === 'object' ? entry.locale : undefined;
      if (typeof locale !== 'string') continue; // the entry's own validation reports it
      if (seen.has(locale)) return this.createError({ path: `${this.path}[${index}].locale` });
      seen.add(locale);
    }
    return true;
  });
export type TextSourceValuesInput = yup.InferType<typeof textSourceValuesSchema>;

/** One cell of the evaluation cross table: an integer from -10 to 10. */
export const evaluationValueSchema = integer().required(K.REQUIRED).min(-10, K.MIN).max(10, K.MAX);

export const regionSchema = strictObject({
  id: serialId().nullable(),
  name: requiredText(),
  enabled: bool().required(K.REQUIRED),
  defaultLocale: localeField,
  version: version().nullable(),
});
export type RegionInput = yup.InferType<typeof regionSchema>;

/** A new translation; the text type defaults to INTERFACE. */
export const translationCreateSchema = strictObject({
  key: requiredText(MAX_KEY),
  textType: oneOfValues(TEXT_TYPES).required(K.REQUIRED).default('INTERFACE'),
  comment: requiredText(MAX_COMMENT, 'multi'),
  value: requiredText(MAX_TEXT_VALUE, 'multi'),
  locale: localeField,
});
export type TranslationCreateInput = yup.InferType<typeof translationCreateSchema>;
