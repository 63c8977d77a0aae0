import { errorKeys, tooMany, unauthenticated } from '../../platform/errors.js';

/** Refusals of API-key callers (texts in seed texts api-keys-ui.json). */
export const API_KEY_ERRORS = errorKeys({
  /** Malformed, unknown or revoked key (401). */
  INVALID: 'ERROR_API_KEY_INVALID',
  /** Over the key's requests per minute (429 with Retry-After). */
  RATE_LIMITED: 'ERROR_API_KEY_RATE_LIMITED',
  /** A route or field outside the catalogue (403). */
  OUT_OF_SCOPE: 'ERROR_API_KEY_OUT_OF_SCOPE',
  /** The region named for a new key does not exist (400). */
  UNKNOWN_REGION: 'ERROR_API_KEY_UNKNOWN_REGION',
});

export const apiKeyErrors = {
  invalid: () => unauthenticated(API_KEY_ERRORS.INVALID),
  rateLimited: (seconds: number) => tooMany(API_KEY_ERRORS.RATE_LIMITED, seconds),
};
