import { OPERATOR_FIELDS, type LegalOperator } from '../../common/operator.js';
import type { Env } from './env-schema.js';

/** The variable of each detail of the operator. */
const VARIABLES = {
  name: 'OPERATOR_NAME',
  address: 'OPERATOR_ADDRESS',
  country: 'OPERATOR_COUNTRY',
  email: 'OPERATOR_EMAIL',
  privacyEmail: 'OPERATOR_PRIVACY_EMAIL',
  phone: 'OPERATOR_PHONE',
  representative: 'OPERATOR_REPRESENTATIVE',
  register: 'OPERATOR_REGISTER',
  vatId: 'OPERATOR_VAT_ID',
  jurisdiction: 'OPERATOR_JURISDICTION',
} as const satisfies Record<keyof LegalOperator, keyof Env>;

/**
 * The fictional operator the demo and test runs show, so that the legal pages read as they will
 * once configured. Never used in production: a real installation names itself.
 */
export const DEMO_OPERATOR: LegalOperator = {
  name: 'Formula Builder Demo GmbH',
  address: ['Beispielstraße 1', '10115 Berlin'],
  country: 'DE',
  email: 'info@example.com',
  privacyEmail: 'privacy@example.com',
  phone: '+49 30 0000 0000',
  representative: 'Alex Beispiel',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 000000',
  vatId: 'DE000000000',
  jurisdiction: 'Berlin',
};

/**
 * The operator named on the legal pages, from the OPERATOR_* values (each checked by the schema).
 * Outside production an unset detail is the demo operator's; in production it stays null (the
 * page says that the operator has not configured it, and the start logs the variables).
 */
export function legalOperator(env: Env, production: boolean): LegalOperator {
  const operator: Record<string, unknown> = { ...(production ? {} : DEMO_OPERATOR) };
  for (const field of OPERATOR_FIELDS) {
    const value = env[VARIABLES[field]];
    if (value !== undefined) operator[field] = value;
    else if (production) operator[field] = null;
  }
  // Privacy questions go to the general address unless the operator names another.
  if (env.OPERATOR_PRIVACY_EMAIL === undefined && env.OPERATOR_EMAIL !== undefined)
    operator.privacyEmail = env.OPERATOR_EMAIL;
  return operator as unknown as LegalOperator;
}

/** The OPERATOR_* variables a production start lacks (main.ts warns about them). */
export function missingOperatorVariables(operator: LegalOperator): string[] {
  return OPERATOR_FIELDS.filter((field) => operator[field] === null).map((field) => VARIABLES[field]);
}
