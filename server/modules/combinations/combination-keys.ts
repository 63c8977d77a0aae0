/** The translation key of a combination rule's message, from the rule's stable code. */
export const combinationMessageKey = (code: string) => `COMBINATION_RULE_MESSAGE_${code}`;
