/** One edit of the evaluation cross table (back-office spec sections 5 and 9). */
import { evaluationValueSchema } from './catalogue.js';
import { VALIDATION_KEYS as K } from './messages.js';
import { serialId, strictObject, version } from './fields.js';

export const evaluationCellSchema = strictObject({
  productId: serialId().required(K.REQUIRED),
  indicatorId: serialId().required(K.REQUIRED),
  value: evaluationValueSchema,
  /** The product's version as read: the row of the cross table the cell belongs to. */
  version: version().required(K.REQUIRED),
});
