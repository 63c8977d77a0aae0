import { fromWire, withWireLocales } from '../../platform/rest-shapes.js';

/** What GET /secured/api/user shows but PUT never writes: ignored when posted back. */
const PROFILE_READ_ONLY = ['email', 'customerId', 'pdfUserInfo'] as const;
const LOCALE_FIELDS = ['preferredLocale', 'fallbackLocale'] as const;

/** PUT /secured/api/user: the spec's body (either locale shape) as the account service's input. */
export const userDetailsFromRest = (body: unknown): unknown =>
  fromWire(body, { readOnly: PROFILE_READ_ONLY, locales: LOCALE_FIELDS });

/** The own profile in the spec's REST shape (locales as `{ language, country }`). */
export const profileToRest = withWireLocales;
