import { badRequest, conflict, errorKeys } from '../../platform/errors.js';

/** Refusals of the admin account screens (texts in seed texts admin.json). */
export const ADMIN_ACCOUNT_ERRORS = errorKeys({
  /** The last enabled admin cannot be deleted or disabled (409). */
  LAST_ADMIN: 'ERROR_LAST_ADMIN',
  /** Nobody deletes or disables their own account (400). */
  SELF_CHANGE: 'ERROR_CANNOT_DELETE_OR_DISABLE_SELF',
});

export const adminAccountErrors = {
  lastAdmin: () => conflict(ADMIN_ACCOUNT_ERRORS.LAST_ADMIN),
  self: () => badRequest(ADMIN_ACCOUNT_ERRORS.SELF_CHANGE),
};
