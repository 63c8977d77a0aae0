import { errorKeys } from '../../platform/errors.js';

/** The refusals of the translation routes and their administration. */
export const TranslationErrors = errorKeys({
  localeNotAllowed: 'ERROR_TRANSLATION_LOCALE_NOT_ALLOWED',
  unknownLocale: 'ERROR_UNKNOWN_LOCALE',
  /** The value's {{placeholders}} differ from en_GB's (param: key and placeholder). */
  placeholders: 'ERROR_TRANSLATION_PLACEHOLDERS',
  /** A key no text has yet: keys come with the code (the seed) or from an admin. */
  newKeyAdminOnly: 'ERROR_TRANSLATION_NEW_KEY_ADMIN_ONLY',
  /** A mail text holding a web address (param: the part that looks like one). */
  mailTextAddress: 'ERROR_MAIL_TEXT_ADDRESS',
  /** A mail subject with a line break. */
  mailSubjectLineBreak: 'ERROR_MAIL_SUBJECT_LINE_BREAK',
});
