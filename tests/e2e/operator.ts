/** The operator the browser suite's server is configured with (OPERATOR_NAME, playwright.config.ts). */
export const E2E_OPERATOR_NAME = 'Browser Suite Operator Ltd';
