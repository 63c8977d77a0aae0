import { bool, int, obj, str, wireLocale } from '../../platform/openapi/json-schema.js';

/** A region as the spec's REST records show it (admin/regions, and a local admin's regions). */
export const regionRecordSchema = obj({
  id: int(),
  name: str(),
  enabled: bool(),
  defaultLocale: wireLocale,
  version: int(),
});
