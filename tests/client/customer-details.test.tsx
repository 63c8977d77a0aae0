/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { CustomerDetails } from '../../client/ui/CustomerDetails.js';
import { customerDetailRows, type Customer } from '../../client/ui/customerDetailRows.js';
import { seededTexts, withI18n } from './support/render.js';

const en = (key: string) => seededTexts()[key]!['en_GB']!;
const CUSTOMER: Customer = {
  email: 'anna@example.com',
  customerId: 'K-17',
  name: 'Anna',
  surname: 'Nowak',
  companyName: null,
  phoneNo: '+48 600 000 000',
  preferredLocale: 'pl_PL',
  fallbackLocale: 'de_DE',
};

describe('the customer details panel', () => {
  afterEach(cleanup);

  it('shows the fallback language only when the preferred one is neither en_GB nor de_DE', () => {
    const labels = (c: Customer) => customerDetailRows(c).map((r) => r.labelKey);
    expect(labels(CUSTOMER)).toContain('LOCAL_ADMIN_FALLBACK_LOCALE');
    expect(labels({ ...CUSTOMER, preferredLocale: 'cs_CZ', fallbackLocale: 'en_GB' })).toContain(
      'LOCAL_ADMIN_FALLBACK_LOCALE',
    );
    expect(labels({ ...CUSTOMER, preferredLocale: 'en_GB', fallbackLocale: 'en_GB' })).not.toContain(
      'LOCAL_ADMIN_FALLBACK_LOCALE',
    );
    expect(labels({ ...CUSTOMER, preferredLocale: 'de_DE', fallbackLocale: 'en_GB' })).not.toContain(
      'LOCAL_ADMIN_FALLBACK_LOCALE',
    );
  });

  it('renders the base-user fields with the languages by name', () => {
    render(withI18n(<CustomerDetails customer={CUSTOMER} />));
    for (const key of [
      'LOCAL_ADMIN_EMAIL',
      'LOCAL_ADMIN_CUSTOMER_ID',
      'LOCAL_ADMIN_NAME',
      'LOCAL_ADMIN_SURNAME',
      'LOCAL_ADMIN_COMPANY',
      'LOCAL_ADMIN_PHONE',
    ]) {
      expect(screen.getByText(en(key))).toBeTruthy();
    }
    expect(screen.getByText('anna@example.com')).toBeTruthy();
    expect(screen.getByText('K-17')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy(); // no company name
    expect(screen.getByText(en('LOCAL_ADMIN_FALLBACK_LOCALE'))).toBeTruthy();
    expect(screen.getByText(en('LOCALE_DE_DE'), { exact: false })).toBeTruthy();
  });

  it('leaves the fallback out for an en_GB customer', () => {
    render(withI18n(<CustomerDetails customer={{ ...CUSTOMER, preferredLocale: 'en_GB', fallbackLocale: 'en_GB' }} />));
    expect(screen.queryByText(en('LOCAL_ADMIN_FALLBACK_LOCALE'))).toBeNull();
  });
});
