import { errorKeys } from '../../platform/errors.js';

/** The refusals of login, refresh and password reset. */
export const AuthErrors = errorKeys({
  loginFailed: 'ERROR_LOGIN_FAILED',
  sessionExpired: 'ERROR_SESSION_EXPIRED',
  invalidResetToken: 'ERROR_INVALID_RESET_TOKEN',
});
