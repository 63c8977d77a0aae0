/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadValidation } from '../../client/app/forms.js';
import { MemoryRouter } from 'react-router';
import { AccountOverview } from '../../client/features/account/AccountOverview.js';
import { parseAccountView, accountViewPath } from '../../client/features/account/accountView.js';
import type { PersonDetails } from '../../common/person.js';
import { DetailsForm, detailsToSave } from '../../client/features/account/DetailsForm.js';
import { PdfDataForm, pdfDataToSave } from '../../client/features/account/PdfDataForm.js';
import { LOCALES } from '../../common/locales.js';
import { withI18n } from './support/render.js';

// The forms load the shared schemas on first focus; loaded once here, so a slow first import on a
// busy machine cannot outlast findByText's wait.
beforeAll(async () => {
  await loadValidation();
});

type SaveDetails = (input: ReturnType<typeof detailsToSave>) => Promise<void>;

const ACCOUNT: PersonDetails = {
  name: 'Urszula',
  surname: 'Nowak',
  companyName: 'Gabinet',
  phoneNo: null,
  preferredLocale: 'pl_PL',
  fallbackLocale: 'en_GB',
};

function renderDetails(account: Partial<PersonDetails>) {
  const onSubmit = jest.fn<SaveDetails>(async () => undefined);
  const { container } = render(
    withI18n(
      <DetailsForm
        account={{ ...ACCOUNT, ...account }}
        locales={LOCALES}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    ),
  );
  const submit = () => fireEvent.submit(container.querySelector('form')!);
  return { onSubmit, submit };
}

describe('the details form and the fallback-locale rule', () => {
  afterEach(cleanup);

  it('shows the fallback for other preferred locales and refuses one equal to the preferred', async () => {
    const { onSubmit, submit } = renderDetails({ preferredLocale: 'pl_PL', fallbackLocale: 'pl_PL' });
    expect(screen.getByTestId('fallback-locale')).toBeTruthy();
    submit();
    expect(await screen.findByText('Fallback locale is the same as preferred locale')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the marked fields.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves a fallback that differs from the preferred locale', async () => {
    const { onSubmit, submit } = renderDetails({ preferredLocale: 'pl_PL', fallbackLocale: 'de_DE' });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Urszula',
      surname: 'Nowak',
      companyName: 'Gabinet',
      phoneNo: null,
      preferredLocale: 'pl_PL',
      fallbackLocale: 'de_DE',
    });
  });

  it.each(['en_GB', 'de_DE'] as const)(
    'hides the fallback for %s and copies the preferred locale into it',
    async (preferred) => {
      const { onSubmit, submit } = renderDetails({ preferredLocale: preferred, fallbackLocale: 'pl_PL' });
      expect(screen.queryByTestId('fallback-locale')).toBeNull();
      expect(screen.queryByText('Fallback language')).toBeNull();
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({ preferredLocale: preferred, fallbackLocale: preferred });
    },
  );

  it('saves blank texts as null and trims the others', () => {
    expect(
      detailsToSave({
        name: '  Anna ',
        surname: '',
        companyName: '   ',
        phoneNo: '+48 1',
        preferredLocale: 'sk_SK',
        fallbackLocale: 'cs_CZ',
      }),
    ).toEqual({
      name: 'Anna',
      surname: null,
      companyName: null,
      phoneNo: '+48 1',
      preferredLocale: 'sk_SK',
      fallbackLocale: 'cs_CZ',
    });
  });
});

describe('the PDF data form', () => {
  afterEach(cleanup);

  it('refuses a malformed e-mail and accepts an empty one', async () => {
    const onSubmit = jest.fn<(input: Record<string, string | null>) => Promise<void>>(async () => undefined);
    const { container } = render(
      withI18n(<PdfDataForm pdfData={{ email: 'not-an-address' }} onSubmit={onSubmit} onCancel={() => undefined} />),
    );
    fireEvent.submit(container.querySelector('form')!);
    expect(await screen.findByText('Incorrect e-mail address.')).toBeTruthy();
    expect(screen.getByLabelText('Company e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Company e-mail'), { target: { value: '' } });
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ email: null });
  });

  it('sends trimmed texts, blank ones as null', () => {
    expect(
      pdfDataToSave({
        companyName: ' Studio ',
        email: '',
        companyPhoneNo: '1',
        companyAddressLine1: 'a',
        companyAddressLine2: ' ',
        companyAddressLine3: '',
      }),
    ).toEqual({
      companyName: 'Studio',
      email: null,
      companyPhoneNo: '1',
      companyAddressLine1: 'a',
      companyAddressLine2: null,
      companyAddressLine3: null,
    });
  });
});

describe('the account views', () => {
  it('come from the view parameter; anything else is the overview', () => {
    expect(parseAccountView('details')).toBe('details');
    expect(parseAccountView('password')).toBe('password');
    expect(parseAccountView('pdf')).toBe('pdf');
    expect(parseAccountView(null)).toBe('overview');
    expect(parseAccountView('nonsense')).toBe('overview');
    expect(accountViewPath('details')).toBe('/user/my-account?view=details');
    expect(accountViewPath('overview')).toBe('/user/my-account');
  });
});

describe('the account overview', () => {
  afterEach(cleanup);

  const overview = (preferredLocale: string) =>
    render(
      withI18n(
        <MemoryRouter>
          <AccountOverview
            account={{ ...ACCOUNT, email: 'u@example.com', customerId: null, preferredLocale, fallbackLocale: 'en_GB' }}
            pdfData={null}
          />
        </MemoryRouter>,
      ),
    );

  it('hides the fallback language from en_GB and de_DE users, who have none', () => {
    for (const locale of ['en_GB', 'de_DE']) {
      overview(locale);
      expect(screen.getByTestId('account-user-data').textContent).not.toContain('Fallback');
      cleanup();
    }
  });

  it('shows the fallback language to other users', () => {
    overview('pl_PL');
    expect(screen.getByTestId('account-user-data').textContent).toContain('Fallback');
  });
});
