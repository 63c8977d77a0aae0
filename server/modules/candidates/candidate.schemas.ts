import { bool, dateTime, int, nullable, obj, str } from '../../platform/openapi/json-schema.js';

import { personProperties } from '../accounts/account.schemas.js';

/** The REST shapes of candidates (candidate.presenter.ts builds them). */

export const candidateSchema = obj({
  ...personProperties,
  regionId: int(),
  termsConfirmed: bool(),
  privacyPolicyConfirmed: bool(),
  emailConfirmed: bool(),
  createdDate: dateTime(),
  version: int(),
  region: nullable(obj({ id: int(), name: str() })),
});

export const regionRef = obj({ id: int(), name: str() });
