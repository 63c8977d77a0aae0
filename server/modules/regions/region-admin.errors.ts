import { conflict, errorKeys } from '../../platform/errors.js';

/** Refusals of admin/regions (texts in seed texts admin.json). */
export const REGION_ADMIN_ERRORS = errorKeys({
  /** Another region has this name (409). */
  NAME_TAKEN: 'ERROR_REGION_NAME_TAKEN',
  /** Users, candidates or local admins still belong to the region (409; param: the counts). */
  IN_USE: 'ERROR_REGION_IN_USE',
  /** The default locale is not a system language (400). */
  LOCALE_NOT_SYSTEM: 'ERROR_REGION_LOCALE_NOT_SYSTEM',
});

export const regionAdminErrors = {
  nameTaken: () => conflict(REGION_ADMIN_ERRORS.NAME_TAKEN),
  inUse: (counts: string) => conflict(REGION_ADMIN_ERRORS.IN_USE, counts),
};
