/** Account, candidate and managed-user schemas (user spec sections 3 and 5). */
import * as yup from 'yup';
import { VALIDATION_KEYS as K } from './messages.js';
import { bool, emailField, optionalEmailField, optionalText, serialId, strictObject, uuid, version } from './fields.js';
import { personDetailsFields } from './person.js';

/** A box that must be ticked: `true`; false or missing → VALIDATION_MUST_BE_ACCEPTED. */
const accepted = () => bool().required(K.MUST_BE_ACCEPTED).oneOf([true], K.MUST_BE_ACCEPTED);

/** PUT /secured/api/user: the user's own details (e-mail and customer id are not editable). */
export const userDetailsSchema = strictObject({
  id: uuid().nullable(),
  ...personDetailsFields(),
  version: version().required(K.REQUIRED),
});
export type UserDetailsInput = yup.InferType<typeof userDetailsSchema>;

/** The company data printed on PDFs; every field optional, the e-mail valid when given. */
export const pdfUserInfoSchema = strictObject({
  id: uuid().nullable(),
  companyName: optionalText(),
  email: optionalEmailField,
  companyPhoneNo: optionalText(),
  companyAddressLine1: optionalText(),
  companyAddressLine2: optionalText(),
  companyAddressLine3: optionalText(),
  version: version().nullable(),
});
export type PdfUserInfoInput = yup.InferType<typeof pdfUserInfoSchema>;

/** The public registration form. */
export const candidateSchema = strictObject({
  email: emailField,
  customerId: optionalText(),
  ...personDetailsFields(),
  regionId: serialId().required(K.REQUIRED),
  termsConfirmed: accepted(),
  privacyPolicyConfirmed: accepted(),
});
export type CandidateInput = yup.InferType<typeof candidateSchema>;

/**
 * A user created or edited by a local admin (or an admin). Flat: the wire's nested
 * `kokoBaseUser` is flattened by the REST adapter. Creating: e-mail required, no version yet;
 * editing: e-mail optional (valid when given) and the version required.
 */
export function makeManagedUserSchema({ creating }: { creating: boolean }) {
  return strictObject({
    id: uuid().nullable(),
    email: creating ? emailField : optionalEmailField,
    customerId: optionalText(),
    ...personDetailsFields(),
    regionId: serialId().required(K.REQUIRED),
    enabled: bool().required(K.REQUIRED),
    credentialsNonExpired: bool().required(K.REQUIRED),
    version: creating ? version().nullable() : version().required(K.REQUIRED),
  });
}

/** The local admin's create dialog; `managedUserEditSchema` is the edit dialog's. */
export const managedUserCreateSchema = makeManagedUserSchema({ creating: true });
export const managedUserEditSchema = makeManagedUserSchema({ creating: false });
export type ManagedUserInput = yup.InferType<typeof managedUserCreateSchema>;
