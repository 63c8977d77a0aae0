import { int, nullable, obj, str, uuid, wireLocale } from '../../platform/openapi/json-schema.js';

/** REST shapes of accounts shared by the profile, managed-user and admin-account routes. */

export const pdfUserInfoSchema = obj(
  {
    id: uuid(),
    companyName: nullable(str()),
    email: nullable(str()),
    companyPhoneNo: nullable(str()),
    companyAddressLine1: nullable(str()),
    companyAddressLine2: nullable(str()),
    companyAddressLine3: nullable(str()),
    version: int(),
  },
  { description: 'The company data printed on PDFs.' },
);

/** A person's own data, as every account record and the candidate carry it. */
export const personProperties = {
  id: uuid(),
  email: str(),
  customerId: nullable(str()),
  name: nullable(str()),
  surname: nullable(str()),
  companyName: nullable(str()),
  phoneNo: nullable(str()),
  preferredLocale: wireLocale,
  fallbackLocale: wireLocale,
};

export const profileSchema = obj({
  ...personProperties,
  version: int({ description: 'Send it back with PUT (optimistic locking).' }),
  pdfUserInfo: nullable(pdfUserInfoSchema),
});
