import { badRequest, conflict, errorKeys, tooMany } from '../../platform/errors.js';

/** Translation keys of the candidate flows (texts in server/db/seed/texts/candidates.json). */
export const CANDIDATE_ERRORS = errorKeys({
  /** The confirmation link is unknown, used or expired ("confirm email error"). */
  CONFIRMATION_INVALID: 'ERROR_CANDIDATE_CONFIRMATION_INVALID',
  /** The confirmation link was used already: the address is confirmed. */
  ALREADY_CONFIRMED: 'ERROR_CANDIDATE_ALREADY_CONFIRMED',
  /** A candidate becomes a user only once the e-mail is confirmed. */
  EMAIL_NOT_CONFIRMED: 'ERROR_CANDIDATE_EMAIL_NOT_CONFIRMED',
  /** The chosen region does not exist or is not open for registration. */
  REGION_UNAVAILABLE: 'ERROR_CANDIDATE_REGION_UNAVAILABLE',
  /** Too many registrations from one address or for one e-mail. */
  TOO_MANY_REGISTRATIONS: 'ERROR_CANDIDATE_TOO_MANY_REGISTRATIONS',
});

export const candidateErrors = {
  confirmationInvalid: () => badRequest(CANDIDATE_ERRORS.CONFIRMATION_INVALID),
  alreadyConfirmed: () => conflict(CANDIDATE_ERRORS.ALREADY_CONFIRMED),
  emailNotConfirmed: () => conflict(CANDIDATE_ERRORS.EMAIL_NOT_CONFIRMED),
  regionUnavailable: () => badRequest(CANDIDATE_ERRORS.REGION_UNAVAILABLE, 'regionId'),
  tooManyRegistrations: (retryAfterSeconds: number) =>
    tooMany(CANDIDATE_ERRORS.TOO_MANY_REGISTRATIONS, retryAfterSeconds),
};
