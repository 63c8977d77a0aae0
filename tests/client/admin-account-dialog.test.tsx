/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadValidation } from '../../client/app/forms.js';
import { AdminAccountDialog } from '../../client/features/admin/accounts/AdminAccountDialog.js';
import {
  adminAccountInitialValues,
  adminAccountInput,
  type AdminAccountValues,
  type AdminKind,
} from '../../client/features/admin/accounts/adminAccountForm.js';
import type { AdminAccountFieldsFragment } from '../../client/graphql/adminAccounts.js';
import { seededTexts, withI18n } from './support/render.js';

beforeAll(async () => {
  // jsdom lacks CSS.escape, which react-aria's modal and collections use.
  (globalThis as { CSS?: unknown }).CSS ??= { escape: (value: string) => value.replace(/["\\]/g, '\\$&') };
  await loadValidation();
});

const en = (key: string) => seededTexts()[key]!['en_GB']!;
type Save = (values: AdminAccountValues) => Promise<void>;

const LOCAL: AdminAccountFieldsFragment = {
  id: '6f1c2b1e-3c1d-4d7a-9d55-0d7b8f7f9a11',
  email: 'lena@example.com',
  customerId: null,
  name: 'Lena',
  surname: 'Lokal',
  companyName: null,
  phoneNo: null,
  preferredLocale: 'pl_PL',
  fallbackLocale: 'pl_PL',
  enabled: true,
  credentialsNonExpired: true,
  regionIds: [1],
  regions: [{ id: 1, name: 'Polska' }],
  translationLocales: ['pl_PL'],
  version: 2,
};

function renderDialog(kind: AdminKind, account: AdminAccountFieldsFragment | null) {
  const onSave = jest.fn<Save>(async () => undefined);
  render(
    withI18n(
      <AdminAccountDialog
        kind={kind}
        account={account}
        regions={[
          { id: 1, name: 'Polska' },
          { id: 3, name: 'United Kingdom' },
        ]}
        onSave={onSave}
        onCancel={() => undefined}
      />,
    ),
  );
  const save = () => fireEvent.click(screen.getByRole('button', { name: en('LOCAL_ADMIN_SAVE') }));
  return { onSave, save };
}

describe('the admin account form', () => {
  afterEach(cleanup);

  it('sends the regions and translation languages for local admins only, and the version when editing', () => {
    const values = { ...adminAccountInitialValues(LOCAL), preferredLocale: 'de_DE' as const };
    expect(adminAccountInput('LOCAL_ADMIN', values, LOCAL)).toMatchObject({
      id: LOCAL.id,
      version: 2,
      regionIds: [1],
      translationLocales: ['pl_PL'],
      fallbackLocale: 'de_DE',
    });
    const admin = adminAccountInput('ADMIN', { ...adminAccountInitialValues(null), email: ' new@example.com ' }, null);
    expect(admin).toMatchObject({ email: 'new@example.com', enabled: true, preferredLocale: 'en_GB' });
    expect(admin).not.toHaveProperty('regionIds');
    expect(admin).not.toHaveProperty('translationLocales');
    expect(admin).not.toHaveProperty('id');
  });

  it('offers the multi-selects for local admins, not for admins', () => {
    renderDialog('LOCAL_ADMIN', LOCAL);
    expect(screen.getByRole('combobox', { name: en('ADMIN_ACCOUNT_REGIONS') })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: en('ADMIN_ACCOUNT_TRANSLATION_LANGUAGES') })).toBeTruthy();
    cleanup();
    renderDialog('ADMIN', null);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('applies the shared fallback rule before saving', async () => {
    const { onSave, save } = renderDialog('LOCAL_ADMIN', LOCAL);
    expect(screen.getByTestId('fallback-locale')).toBeTruthy();
    save();
    expect(await screen.findByText(en('USER_FALLBACK_SAME_AS_PREFERRED'))).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a new admin without an e-mail', async () => {
    const { onSave, save } = renderDialog('ADMIN', null);
    save();
    expect(await screen.findByText(en('VALIDATION_REQUIRED'))).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a valid new admin', async () => {
    const { onSave, save } = renderDialog('ADMIN', null);
    fireEvent.change(screen.getByLabelText(en('LOCAL_ADMIN_EMAIL')), { target: { value: 'new.admin@example.com' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ email: 'new.admin@example.com', preferredLocale: 'en_GB' });
  });
});
