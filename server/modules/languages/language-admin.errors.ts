import { badRequest, conflict, errorKeys } from '../../platform/errors.js';

/** Refusals of admin/languages (texts in seed texts admin.json). */
export const LANGUAGE_ADMIN_ERRORS = errorKeys({
  /** en_GB and de_DE are the fallback locales: never removed (409). */
  REQUIRED_LANGUAGE: 'ERROR_LANGUAGE_REQUIRED',
  /** A region's default or an account's preferred or fallback locale (409; param: the counts). */
  IN_USE: 'ERROR_LANGUAGE_IN_USE',
  /** Not one of the languages of GET …/languages/all (400). */
  UNKNOWN: 'ERROR_LANGUAGE_UNKNOWN',
});

export const languageAdminErrors = {
  required: () => conflict(LANGUAGE_ADMIN_ERRORS.REQUIRED_LANGUAGE),
  inUse: (counts: string) => conflict(LANGUAGE_ADMIN_ERRORS.IN_USE, counts),
  unknown: (param: string) => badRequest(LANGUAGE_ADMIN_ERRORS.UNKNOWN, param),
};
