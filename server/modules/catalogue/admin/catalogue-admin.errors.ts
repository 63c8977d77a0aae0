import { conflict, errorKeys } from '../../../platform/errors.js';

/** Refusals of the product and indicator forms (texts in seed texts catalogue-audit.json). */
export const CATALOGUE_ADMIN_ERRORS = errorKeys({
  /** A product that saved programs use is kept (they would lose a line): disable it instead (409; param: how many programs). */
  PRODUCT_IN_USE: 'ERROR_PRODUCT_IN_USE',
});

export const catalogueAdminErrors = {
  productInUse: (programs: number) => conflict(CATALOGUE_ADMIN_ERRORS.PRODUCT_IN_USE, String(programs)),
};
