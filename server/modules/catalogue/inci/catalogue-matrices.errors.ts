import { conflict, errorKeys } from '../../../platform/errors.js';

/** Refusals of the cross table and INCI management (texts in seed texts catalogue-matrices-ui.json). */
export const CATALOGUE_MATRICES_ERRORS = errorKeys({
  /** An ingredient still on a product's label (409; param: the product names). */
  INCI_IN_USE: 'ERROR_INCI_IN_USE',
  /** A reload is already running, in this or another process (409). */
  INCI_RELOAD_RUNNING: 'ERROR_INCI_RELOAD_RUNNING',
  /** The process running a reload died before it finished (the job is marked failed). */
  INCI_RELOAD_INTERRUPTED: 'ERROR_INCI_RELOAD_INTERRUPTED',
  /** The INCI data file is missing or not in the expected shape. */
  INCI_SOURCE_INVALID: 'ERROR_INCI_SOURCE_INVALID',
  /** The reload failed for another reason (logged with the request id). */
  INCI_RELOAD_FAILED: 'ERROR_INCI_RELOAD_FAILED',
});

export const catalogueMatricesErrors = {
  inciInUse: (productNames: string) => conflict(CATALOGUE_MATRICES_ERRORS.INCI_IN_USE, productNames),
  reloadRunning: () => conflict(CATALOGUE_MATRICES_ERRORS.INCI_RELOAD_RUNNING),
};
