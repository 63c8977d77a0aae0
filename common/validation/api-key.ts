/** An integrator's API key, as an admin creates it. Shared by the service and the client. */
import { VALIDATION_KEYS as K } from './messages.js';
import { requiredText, serialId, strictObject, uuid } from './fields.js';

export const API_KEY_NAME_MAX = 100;

export const apiKeyCreateSchema = strictObject({
  name: requiredText(API_KEY_NAME_MAX),
  regionId: serialId().required(K.REQUIRED),
});

/** A key's id (revocation). */
export const apiKeyIdSchema = strictObject({ id: uuid().required(K.REQUIRED) });
