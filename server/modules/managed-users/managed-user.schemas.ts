import { bool, int, nullable, obj, str, wireLocale } from '../../platform/openapi/json-schema.js';
import { pdfUserInfoSchema, personProperties } from '../accounts/account.schemas.js';

/** The spec's local-admin user record (managed-user.presenter.ts builds it). */
export const managedUserSchema = obj({
  kokoBaseUser: obj({
    ...personProperties,
    version: int(),
    pdfUserInfo: nullable(pdfUserInfoSchema),
  }),
  enabled: bool(),
  credentialsNonExpired: bool(),
  region: nullable(obj({ id: int(), name: str(), defaultLocale: wireLocale, enabled: bool(), version: int() })),
  version: int(),
});

/** POST …/user/new: the record as GET shows it (kokoBaseUser.id "new"; its version and pdfUserInfo ignored). */
export const managedUserNewSchema = {
  type: 'object',
  description:
    'The record as GET shows it: kokoBaseUser (e-mail required; id may be "new"; locales as { language, country } or "ll_CC"), region ({ id }) or regionId, enabled, credentialsNonExpired.',
  properties: {
    kokoBaseUser: { type: 'object', additionalProperties: true },
    region: { type: ['object', 'integer', 'null'] },
    regionId: { type: ['integer', 'null'] },
    enabled: { type: 'boolean' },
    credentialsNonExpired: { type: 'boolean' },
    version: { type: ['integer', 'null'] },
  },
  required: ['kokoBaseUser'],
  additionalProperties: false,
};
