import { errorKeys } from '../../platform/errors.js';

/** The refusals of the translation routes and their administration. */
export const TranslationErrors = errorKeys({
  localeNotAllowed: 'ERROR_TRANSLATION_LOCALE_NOT_ALLOWED',
  unknownLocale: 'ERROR_UNKNOWN_LOCALE',
  /** The value's {{placeholders}} differ from en_GB's (param: key and placeholder). */
  placeholders: 'ERROR_TRANSLATION_PLACEHOLDERS',
});
