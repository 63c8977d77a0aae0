import { errorKeys } from '../../platform/errors.js';

/** Refusals of the region scope every local-admin screen shares (texts in seed texts local-admin.json). */
export const REGION_ERRORS = errorKeys({
  /** The region is not one the caller administers (403). */
  NOT_MANAGED: 'ERROR_REGION_NOT_MANAGED',
});
