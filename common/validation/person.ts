/** The person fields of every account and candidate schema (user spec section 5), defined once. */
import { optionalText } from './fields.js';
import { localePairFields } from './locale-rule.js';

/**
 * Name, surname, company, phone and the locale pair with its rule: spread into every schema that
 * holds a person (own details, registration, managed users, local admins and admins).
 */
export const personDetailsFields = () => ({
  name: optionalText(),
  surname: optionalText(),
  companyName: optionalText(),
  phoneNo: optionalText(),
  ...localePairFields(),
});
