import { errorKeys } from '../../platform/errors.js';

/** The refusals of the programs domain (beyond the platform's 404/409 and validation keys). */
export const ProgramErrors = errorKeys({
  productNotAllowed: 'ERROR_PRODUCT_NOT_ALLOWED',
  skinIndicatorNotAllowed: 'ERROR_SKIN_INDICATOR_NOT_ALLOWED',
  /** A ready product that the custom cream already holds as a concentrate. */
  productInCream: 'ERROR_PRODUCT_IN_CREAM',
  /** No indicator and no product: nothing to save (common/program-content.ts). */
  programEmpty: 'ERROR_PROGRAM_EMPTY',
});

/** A share link that does not work: unknown, malformed, revoked or expired alike (404). */
export const ShareLinkErrors = errorKeys({
  invalid: 'ERROR_SHARE_LINK_INVALID',
});
