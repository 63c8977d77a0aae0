import { conflict, errorKeys } from '../../platform/errors.js';

/** Translation keys of the local-admin user management (texts in seed texts local-admin.json). */
export const MANAGED_USER_ERRORS = errorKeys({
  /** An account with this e-mail exists already. */
  EMAIL_TAKEN: 'ERROR_USER_EMAIL_TAKEN',
});

export const managedUserErrors = {
  emailTaken: () => conflict(MANAGED_USER_ERRORS.EMAIL_TAKEN),
};
