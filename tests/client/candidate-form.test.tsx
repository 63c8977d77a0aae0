/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadValidation } from '../../client/app/forms.js';
import { CandidateForm } from '../../client/features/candidate/CandidateForm.js';
import { candidateInitialValues, type CandidateValues } from '../../client/features/candidate/candidateValues.js';
import type { ErrorMessage } from '../../client/app/errors.js';
import type { CandidateRegistrationInput } from '../../client/graphql/candidateRegistration.js';
import { LOCALES } from '../../common/locales.js';
import { seededTexts, withI18n } from './support/render.js';

beforeAll(async () => {
  await loadValidation();
});

const en = (key: string) => seededTexts()[key]!['en_GB']!;
type Submit = (input: CandidateRegistrationInput) => Promise<void>;
const REGIONS = [
  { id: 1, name: 'Polska' },
  { id: 2, name: 'Deutschland' },
];
const FILLED: Partial<CandidateValues> = {
  email: ' clara@example.com ',
  regionId: '2',
  termsConfirmed: true,
  privacyPolicyConfirmed: true,
};

function renderForm(options: { browser?: string; values?: Partial<CandidateValues>; failure?: ErrorMessage } = {}) {
  const onSubmit = jest.fn<Submit>(async () => undefined);
  const { container } = render(
    withI18n(
      <CandidateForm
        regions={REGIONS}
        locales={LOCALES}
        uiLocale="en_GB"
        browserLanguage={options.browser ?? 'en-GB'}
        onSubmit={onSubmit}
        failure={options.failure}
        initialValues={options.values}
      />,
    ),
  );
  const submit = () => fireEvent.submit(container.querySelector('form')!);
  return { onSubmit, submit };
}

describe('the candidate registration form', () => {
  afterEach(cleanup);

  it('takes the preferred locale from the browser language', () => {
    expect(candidateInitialValues('pl-PL')).toMatchObject({ preferredLocale: 'pl_PL', fallbackLocale: 'en_GB' });
    expect(candidateInitialValues('de')).toMatchObject({ preferredLocale: 'de_DE', fallbackLocale: 'de_DE' });
    expect(candidateInitialValues(undefined)).toMatchObject({ preferredLocale: 'en_GB', fallbackLocale: 'en_GB' });
  });

  it('refuses an empty form: the overall error, e-mail and region required, both boxes to tick', async () => {
    const { onSubmit, submit } = renderForm();
    submit();
    expect(await screen.findByText(en('GENERIC_FORM_ERROR'))).toBeTruthy();
    expect(screen.getAllByText(en('VALIDATION_REQUIRED')).length).toBe(2);
    expect(screen.getAllByText(en('VALIDATION_MUST_BE_ACCEPTED')).length).toBe(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses the form while one box is unticked', async () => {
    const { onSubmit, submit } = renderForm({ values: { ...FILLED, privacyPolicyConfirmed: false } });
    submit();
    expect(await screen.findByText(en('VALIDATION_MUST_BE_ACCEPTED'))).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(en('GENERIC_FORM_ERROR'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ticking a box by its label satisfies it', async () => {
    const { onSubmit, submit } = renderForm({ values: { ...FILLED, termsConfirmed: false } });
    fireEvent.click(screen.getByLabelText(en('CANDIDATE_TERMS_CONFIRMED')));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('shows the fallback for other preferred locales and refuses one equal to the preferred', async () => {
    const { onSubmit, submit } = renderForm({ browser: 'pl-PL', values: { ...FILLED, fallbackLocale: 'pl_PL' } });
    expect(screen.getByTestId('fallback-locale')).toBeTruthy();
    submit();
    expect(await screen.findByText(en('USER_FALLBACK_SAME_AS_PREFERRED'))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(['en-GB', 'de-DE'])(
    'hides the fallback for %s and sends it equal to the preferred locale',
    async (browser) => {
      const { onSubmit, submit } = renderForm({ browser, values: { ...FILLED, fallbackLocale: 'pl_PL' } });
      expect(screen.queryByTestId('fallback-locale')).toBeNull();
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      const locale = browser.replace('-', '_');
      expect(onSubmit.mock.calls[0]![0]).toEqual({
        email: 'clara@example.com',
        customerId: null,
        companyName: null,
        name: null,
        surname: null,
        phoneNo: null,
        regionId: 2,
        preferredLocale: locale,
        fallbackLocale: locale,
        termsConfirmed: true,
        privacyPolicyConfirmed: true,
      });
    },
  );

  it('shows the failure of the last submit (the generic error)', () => {
    renderForm({ failure: { key: 'ERROR_GENERIC' } });
    expect(screen.getByRole('alert').textContent).toBe(en('ERROR_GENERIC'));
  });

  it('links the terms and the privacy policy in the UI language', () => {
    renderForm();
    expect(screen.getByRole('link', { name: en('CANDIDATE_TERMS_LINK') }).getAttribute('href')).toBe(
      '/legal/terms-en.html',
    );
    expect(screen.getByRole('link', { name: en('CANDIDATE_PRIVACY_LINK') }).getAttribute('href')).toBe(
      '/legal/privacy-en.html',
    );
  });
});
