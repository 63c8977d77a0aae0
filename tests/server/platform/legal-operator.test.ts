import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_OPERATOR } from '../../../server/config.js';
import { createTestApp, gql, type TestApp } from '../../support/app.js';

/** The operator the legal pages name: from OPERATOR_*, to anyone through Query.publicSettings. */

const OPERATOR_QUERY =
  '{ publicSettings { operator { name address country email privacyEmail phone representative register vatId jurisdiction } } }';
const operatorOf = async (t: TestApp) =>
  (await gql<{ publicSettings: { operator: unknown } }>(t.app, OPERATOR_QUERY)).data!.publicSettings.operator;

let configured: TestApp;
beforeAll(async () => {
  configured = await createTestApp({
    OPERATOR_NAME: 'Hautwerk Testbetrieb GmbH',
    OPERATOR_ADDRESS: 'Teststraße 9, 80331 München',
    OPERATOR_COUNTRY: 'at',
    OPERATOR_EMAIL: 'kontakt@hautwerk.test',
    OPERATOR_PHONE: '+43 1 234 5678',
    OPERATOR_REPRESENTATIVE: 'Maria Muster',
    OPERATOR_REGISTER: '-',
    OPERATOR_VAT_ID: 'ATU12345678',
    OPERATOR_JURISDICTION: 'Wien',
  });
});
afterAll(async () => {
  await configured.close();
});

describe('the operator of the legal pages', () => {
  it('comes back from the public settings as configured, to a caller without a token', async () => {
    expect(await operatorOf(configured)).toEqual({
      name: 'Hautwerk Testbetrieb GmbH',
      address: ['Teststraße 9', '80331 München'],
      country: 'AT',
      email: 'kontakt@hautwerk.test',
      // Privacy questions go to the general address unless another is configured.
      privacyEmail: 'kontakt@hautwerk.test',
      phone: '+43 1 234 5678',
      representative: 'Maria Muster',
      // "-": does not apply.
      register: '',
      vatId: 'ATU12345678',
      jurisdiction: 'Wien',
    });
  });

  it('is the demo operator outside production when nothing is configured', async () => {
    const demo = await createTestApp({}, { databaseUrl: configured.databaseUrl });
    try {
      expect(await operatorOf(demo)).toEqual(DEMO_OPERATOR);
    } finally {
      await demo.close();
    }
  });

  it('is never the demo operator in production: what is not configured stays null, for the page to say so', async () => {
    const production = await createTestApp(
      {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-at-least-32-bytes!',
        OPERATOR_NAME: 'Hautwerk Testbetrieb GmbH',
        OPERATOR_EMAIL: 'kontakt@hautwerk.test',
      },
      { databaseUrl: configured.databaseUrl },
    );
    try {
      expect(await operatorOf(production)).toEqual({
        name: 'Hautwerk Testbetrieb GmbH',
        address: null,
        country: null,
        email: 'kontakt@hautwerk.test',
        privacyEmail: 'kontakt@hautwerk.test',
        phone: null,
        representative: null,
        register: null,
        vatId: null,
        jurisdiction: null,
      });
    } finally {
      await production.close();
    }
  });
});
