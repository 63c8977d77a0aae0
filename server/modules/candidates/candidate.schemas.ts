import { arr, bool, dateTime, int, nullable, obj, str } from '../../platform/openapi/json-schema.js';

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

/** A page of a local admin's list: the total is capped (`totalCapped`), see README. */
export const pageOf = (key: string, item: Record<string, unknown>) =>
  obj({
    [key]: arr(item),
    totalElements: int(),
    totalPages: int(),
    totalCapped: bool({ description: 'true: the count stopped at its cap; totalPages covers only those.' }),
  });

export const localAdminPageQuery = obj({
  pageNo: int({ minimum: 0 }),
  pageSize: int({ minimum: 1, maximum: 49 }),
  search: str({ maxLength: 100, description: 'Part of a name, surname, company or e-mail.' }),
}, { optional: ['pageNo', 'pageSize', 'search'] });

export const regionRef = obj({ id: int(), name: str() });
