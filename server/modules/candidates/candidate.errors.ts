import { badRequest, conflict, tooMany } from '../../platform/errors.js';

/** Translation keys of the candidate flows (texts in server/db/seed/texts/candidates.json). */
export const CANDIDATE_ERRORS = {
  /** The confirmation link is unknown, used or expired ("confirm email error"). */
  CONFIRMATION_INVALID: 'CANDIDATE_CONFIRMATION_INVALID',
  /** A candidate becomes a user only once the e-mail is confirmed. */
  EMAIL_NOT_CONFIRMED: 'CANDIDATE_EMAIL_NOT_CONFIRMED',
  /** The chosen region does not exist or is not open for registration. */
  REGION_UNAVAILABLE: 'CANDIDATE_REGION_UNAVAILABLE',
  /** Too many registrations from one address or for one e-mail. */
  TOO_MANY_REGISTRATIONS: 'CANDIDATE_TOO_MANY_REGISTRATIONS',
} as const;
export type CandidateErrorKey = (typeof CANDIDATE_ERRORS)[keyof typeof CANDIDATE_ERRORS];

export const candidateErrors = {
  confirmationInvalid: () => badRequest(CANDIDATE_ERRORS.CONFIRMATION_INVALID),
  emailNotConfirmed: () => conflict(CANDIDATE_ERRORS.EMAIL_NOT_CONFIRMED),
  regionUnavailable: () => badRequest(CANDIDATE_ERRORS.REGION_UNAVAILABLE, 'regionId'),
  tooManyRegistrations: () => tooMany(CANDIDATE_ERRORS.TOO_MANY_REGISTRATIONS),
};
