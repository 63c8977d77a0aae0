import { arr, bool, int, nullable, obj, wireLocale } from '../../platform/openapi/json-schema.js';
import { pdfUserInfoSchema, personProperties } from '../accounts/account.schemas.js';
import { regionRecordSchema } from '../regions/region.schemas.js';

/** The spec's admin and local-admin records (admin-account.presenter.ts builds them). */

export const adminRecordSchema = obj({
  enabled: bool(),
  credentialsNonExpired: bool(),
  version: int(),
  kokoBaseUser: obj({
    ...personProperties,
    enabled: bool(),
    version: int(),
    pdfUserInfo: nullable(pdfUserInfoSchema),
  }),
});

export const localAdminRecordSchema = obj({
  ...(adminRecordSchema.properties as Record<string, Record<string, unknown>>),
  regions: arr(regionRecordSchema),
  translationLanguages: arr(wireLocale),
});

/** POST/PUT: the record as GET shows it (kokoBaseUser nested, locales either shape), or the flat fields. */
export const adminAccountBody = (local: boolean) => ({
  type: 'object',
  description: `The record as GET shows it: enabled, credentialsNonExpired, version and kokoBaseUser (id — absent or null to create —, email, customerId, name, surname, companyName, phoneNo, preferredLocale, fallbackLocale as { language, country } or "ll_CC"; pdfUserInfo ignored)${local ? ', regions ([{ id }]) and translationLanguages ([{ language, country }])' : ''}. 409 when the version is stale or the e-mail taken.`,
  additionalProperties: true,
});
