/**
 * A combination rule as the back-office form and the services validate it (issue 37, decision
 * 070): the rule's product and exactly one partner (another product or a product category), the
 * kind, the severity, the message per locale (en_GB and de_DE required) and a comment (its source).
 */
import * as yup from 'yup';
import { COMBINATION_KINDS, COMBINATION_SEVERITIES, PRODUCT_CATEGORIES } from '../enums.js';
import { catalogueTextsSchema } from './catalogue-admin.js';
import { MAX_COMMENT, oneOfValues, serialId, strictObject, text, version } from './fields.js';
import { VALIDATION_KEYS as K } from './messages.js';

export const combinationRuleSaveSchema = strictObject({
  id: serialId().nullable(),
  /** An update names the version it was read at. */
  version: version()
    .nullable()
    .when('id', { is: (id: unknown) => typeof id === 'number', then: (s) => s.required(K.REQUIRED) }),
  productId: serialId().required(K.REQUIRED),
  otherProductId: serialId()
    .nullable()
    .test('partner', K.REQUIRED, function partner(value) {
      const { otherCategory } = this.parent as { otherCategory?: unknown };
      const hasCategory = otherCategory !== null && otherCategory !== undefined;
      const hasProduct = value !== null && value !== undefined;
      // Exactly one partner: neither is a missing field, both an invalid pair.
      if (!hasProduct && !hasCategory) return false;
      if (hasProduct && hasCategory) return this.createError({ message: K.INVALID_VALUE });
      return true;
    })
    .test('sameProduct', K.COMBINATION_SAME_PRODUCT, function differs(value) {
      return value === null || value === undefined || value !== (this.parent as { productId?: unknown }).productId;
    }),
  otherCategory: oneOfValues(PRODUCT_CATEGORIES).nullable(),
  kind: oneOfValues(COMBINATION_KINDS).required(K.REQUIRED),
  severity: oneOfValues(COMBINATION_SEVERITIES).required(K.REQUIRED),
  messages: catalogueTextsSchema,
  comment: text(MAX_COMMENT, 'multi').nullable(),
});
export type CombinationRuleSaveInput = yup.InferType<typeof combinationRuleSaveSchema>;
