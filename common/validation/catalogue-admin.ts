/**
 * The product and indicator forms (back-office spec section 5), validated by Formik and by the
 * services alike. Texts, links and evaluations are lists (one entry per locale or per entry of
 * the other kind); REST's maps are converted to them in the REST adapters.
 */
import * as yup from 'yup';
import { PRODUCT_CATEGORIES, PRODUCT_USAGES, SKIN_INDICATOR_CATEGORIES } from '../enums.js';
import { MODULAR_USAGES, REQUIRED_TEXT_LOCALES } from '../catalogue-admin.js';
import { LOCALES } from '../locales.js';
import { VALIDATION_KEYS as K } from './messages.js';
import { bool, localeField, oneOfValues, serialId, strictObject, text, version } from './fields.js';
import { baseSuggestionSchema, evaluationValueSchema, textSourceValuesSchema } from './catalogue.js';

/** Longest search link. */
export const MAX_URL = 2000;
/** More evaluations than any catalogue has entries is refused before any lookup. */
export const MAX_EVALUATIONS = 10000;
export const MAX_BASE_SUGGESTIONS = 20;

/** A link is empty (left out when saved) or an http(s) address: never `javascript:`. */
const isWebLink = (value: string | null | undefined) => !value || /^https?:\/\/\S+$/i.test(value.trim());

function uniqueBy(field: string) {
  return function unique(this: yup.TestContext, entries: unknown[] | undefined) {
    const seen = new Set<unknown>();
    for (const [index, entry] of (entries ?? []).entries()) {
      const value: unknown = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[field] : undefined;
      if (value === undefined || value === null) continue;
      if (seen.has(value)) return this.createError({ path: `${this.path}[${index}].${field}`, message: K.DUPLICATE });
      seen.add(value);
    }
    return true;
  };
}

/** Names or descriptions: de_DE and en_GB must be present and filled in (countryValueRequired). */
export const catalogueTextsSchema = textSourceValuesSchema.test(
  'requiredLocales',
  K.COUNTRY_VALUE_REQUIRED,
  function present(entries) {
    const locales = new Set<string | undefined>(
      (entries ?? []).map((e) => (e && typeof e === 'object' ? e.locale : undefined)),
    );
    const missing = REQUIRED_TEXT_LOCALES.find((l) => !locales.has(l));
    return missing === undefined || this.createError({ path: this.path });
  },
);

export const searchLinkSchema = strictObject({
  locale: localeField,
  url: text(MAX_URL).nullable().test('webLink', K.INVALID_VALUE, isWebLink),
});

export const searchLinksSchema = yup
  .array(searchLinkSchema)
  .typeError(K.INVALID_TYPE)
  .default([])
  // One per locale at most (more always repeat one).
  .max(LOCALES.length, K.TOO_MANY_ITEMS)
  .test('uniqueLocale', K.DUPLICATE, uniqueBy('locale'));

/** One evaluation against an entry of the other kind (its id): an integer from -10 to 10. */
export const evaluationEntrySchema = strictObject({
  id: serialId().required(K.REQUIRED),
  value: evaluationValueSchema,
});

export const evaluationEntriesSchema = yup
  .array(evaluationEntrySchema)
  .typeError(K.INVALID_TYPE)
  .default([])
  .max(MAX_EVALUATIONS, K.TOO_MANY_ITEMS)
  .test('uniqueId', K.DUPLICATE, uniqueBy('id'));

/** An update names the version it was read at; a new entry has neither id nor version. */
const versionOfId = () =>
  version()
    .nullable()
    .when('id', { is: (id: unknown) => typeof id === 'number', then: (s) => s.required(K.REQUIRED) });

export const productSaveSchema = strictObject({
  id: serialId().nullable(),
  version: versionOfId(),
  productCategory: oneOfValues(PRODUCT_CATEGORIES).required(K.REQUIRED),
  productUsage: oneOfValues(PRODUCT_USAGES)
    .required(K.REQUIRED)
    .when('productCategory', {
      is: 'MODULAR',
      // oneOf would widen the list already allowed; a test narrows it.
      then: (s) => s.test('modularUsage', K.INVALID_VALUE, (usage) => usage == null || MODULAR_USAGES.includes(usage)),
    }),
  enabled: bool().required(K.REQUIRED),
  names: catalogueTextsSchema,
  descriptions: catalogueTextsSchema,
  searchLinks: searchLinksSchema,
  baseProductSuggestions: yup
    .array(baseSuggestionSchema)
    .typeError(K.INVALID_TYPE)
    .default([])
    .max(MAX_BASE_SUGGESTIONS, K.TOO_MANY_ITEMS),
  /** Against skin indicators (ids of indicators). */
  evaluations: evaluationEntriesSchema,
});
export type ProductSaveInput = yup.InferType<typeof productSaveSchema>;

export const skinIndicatorSaveSchema = strictObject({
  id: serialId().nullable(),
  version: versionOfId(),
  skinIndicatorCategory: oneOfValues(SKIN_INDICATOR_CATEGORIES).required(K.REQUIRED),
  enabled: bool().required(K.REQUIRED),
  names: catalogueTextsSchema,
  descriptions: catalogueTextsSchema,
  searchLinks: searchLinksSchema,
  /** Against products (ids of products). */
  evaluations: evaluationEntriesSchema,
});
export type SkinIndicatorSaveInput = yup.InferType<typeof skinIndicatorSaveSchema>;
