/**
 * Candidate registration and local-administrator schemas (user spec sections 5, 7 and 9). The
 * candidate form itself is `candidateSchema` (account.ts); these are the calls around it.
 */
import * as yup from 'yup';
import { VALIDATION_KEYS as K } from './messages.js';
import { bool, integer, optionalText, requiredText, serialId, strictObject, text, uuid, version } from './fields.js';
import { personDetailsFields } from './person.js';

/** The local-admin lists accept a page size only under 50 (spec section 9). */
export const LOCAL_ADMIN_MAX_PAGE_SIZE = 49;
export const LOCAL_ADMIN_DEFAULT_PAGE_SIZE = 10;
export const MAX_SEARCH = 100;
/** More ids than the catalogue will ever hold: a bound against oversized requests. */
export const MAX_REGION_PRODUCTS = 5000;

/** Page, size (1..49) and an optional substring search of the candidates and users lists. */
export const localAdminPageSchema = strictObject({
  pageNo: integer().min(0, K.MIN).max(1_000_000, K.MAX).nullable(),
  pageSize: integer().min(1, K.MIN).max(LOCAL_ADMIN_MAX_PAGE_SIZE, K.MAX).nullable(),
  search: text(MAX_SEARCH).nullable(),
});
export type LocalAdminPageInput = yup.InferType<typeof localAdminPageSchema>;

/** POST /public/api/candidate/confirm: the id and token of the e-mailed link. */
export const candidateConfirmSchema = strictObject({
  id: uuid().required(K.REQUIRED),
  token: requiredText(200),
});
export type CandidateConfirmInput = yup.InferType<typeof candidateConfirmSchema>;

/** POST /secured/api/local-admin/user/register: a candidate becomes a user. */
export const registerCandidateSchema = strictObject({
  kokoCandidateId: uuid().required(K.REQUIRED),
  customerId: optionalText(),
  version: version().required(K.REQUIRED),
});
export type RegisterCandidateInput = yup.InferType<typeof registerCandidateSchema>;

/** PUT /secured/api/local-admin/user: the edit dialog (e-mail is not editable). */
export const managedUserUpdateSchema = strictObject({
  id: uuid().required(K.REQUIRED),
  customerId: optionalText(),
  ...personDetailsFields(),
  enabled: bool().required(K.REQUIRED),
  regionId: serialId().required(K.REQUIRED),
  version: version().required(K.REQUIRED),
  baseVersion: version().nullable(),
});
export type ManagedUserUpdateInput = yup.InferType<typeof managedUserUpdateSchema>;

/** PUT …/products/availability and …/products/disallowed: the region's whole new set. */
export const regionProductsSchema = strictObject({
  regionId: serialId().required(K.REQUIRED),
  // Strict: an array would otherwise cast "1" to 1 for its items.
  productIds: yup
    .array(serialId().required(K.REQUIRED))
    .strict()
    .typeError(K.INVALID_TYPE)
    .required(K.REQUIRED)
    .max(MAX_REGION_PRODUCTS, K.TOO_MANY_ITEMS),
});
export type RegionProductsInput = yup.InferType<typeof regionProductsSchema>;
