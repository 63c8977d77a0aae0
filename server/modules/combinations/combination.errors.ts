import { conflict, errorKeys } from '../../platform/errors.js';

/** Refusals of admin/combination-rules (texts in seed texts combinations.json). */
export const COMBINATION_ERRORS = errorKeys({
  /** The pair (two products, or a product and a category) has a rule already (409): edit that one. */
  DUPLICATE: 'ERROR_COMBINATION_RULE_DUPLICATE',
});

export const combinationErrors = {
  duplicate: () => conflict(COMBINATION_ERRORS.DUPLICATE),
};
