/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadValidation } from '../../client/app/forms.js';
import {
  CreateUserDialog,
  registerCandidateInput,
  type CreateUserValues,
} from '../../client/features/local-admin/CreateUserDialog.js';
import { ManagedUserDialog } from '../../client/features/local-admin/ManagedUserDialog.js';
import {
  managedUserFields,
  managedUserInitialValues,
  type ManagedUserValues,
} from '../../client/features/local-admin/managedUserForm.js';
import type { ManagedUserFieldsFragment } from '../../client/graphql/managedUsers.js';
import { seededTexts, withI18n } from './support/render.js';

beforeAll(async () => {
  // jsdom lacks CSS.escape, which react-aria's modal uses to read a meta tag.
  (globalThis as { CSS?: unknown }).CSS ??= { escape: (value: string) => value.replace(/["\\]/g, '\\$&') };
  await loadValidation();
});

const en = (key: string) => seededTexts()[key]!['en_GB']!;
type Save = (values: ManagedUserValues) => Promise<void>;

const USER: ManagedUserFieldsFragment = {
  id: '6f1c2b1e-3c1d-4d7a-9d55-0d7b8f7f9a11',
  email: 'nowa@example.com',
  customerId: null,
  companyName: 'Gabinet',
  name: 'Nina',
  surname: 'Nowa',
  phoneNo: null,
  preferredLocale: 'pl_PL',
  fallbackLocale: 'pl_PL',
  enabled: true,
  credentialsNonExpired: false,
  regionId: 1,
  region: { id: 1, name: 'Polska' },
  programCount: 3,
  version: 4,
};

function renderDialog(user: ManagedUserFieldsFragment | null, regions = [{ id: 1, name: 'Polska' }]) {
  const onSave = jest.fn<Save>(async () => undefined);
  render(withI18n(<ManagedUserDialog user={user} regions={regions} onSave={onSave} onCancel={() => undefined} />));
  const save = () => fireEvent.click(screen.getByRole('button', { name: en('LOCAL_ADMIN_SAVE') }));
  return { onSave, save };
}

describe('the local admin user dialog', () => {
  afterEach(cleanup);

  it('starts a new user enabled, with valid credentials, en_GB, and the only region chosen', () => {
    expect(managedUserInitialValues(null, 7)).toMatchObject({
      enabled: true,
      credentialsNonExpired: true,
      preferredLocale: 'en_GB',
      fallbackLocale: 'en_GB',
      regionId: '7',
    });
    expect(managedUserInitialValues(null).regionId).toBe('');
  });

  it('refuses a new user without an e-mail: the field error and the form error', async () => {
    const { onSave, save } = renderDialog(null);
    save();
    expect(await screen.findByText(en('VALIDATION_REQUIRED'))).toBeTruthy();
    expect(screen.getByText(en('GENERIC_FORM_ERROR'))).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('applies the fallback rule when editing', async () => {
    const { onSave, save } = renderDialog(USER);
    expect(screen.getByTestId('fallback-locale')).toBeTruthy();
    save();
    expect(await screen.findByText(en('USER_FALLBACK_SAME_AS_PREFERRED'))).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves an edited user with the region as a number and an exempt fallback copied', async () => {
    const { onSave, save } = renderDialog({ ...USER, preferredLocale: 'de_DE' });
    expect(screen.queryByTestId('fallback-locale')).toBeNull();
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(managedUserFields(onSave.mock.calls[0]![0])).toEqual({
      customerId: null,
      name: 'Nina',
      surname: 'Nowa',
      companyName: 'Gabinet',
      phoneNo: null,
      regionId: 1,
      preferredLocale: 'de_DE',
      fallbackLocale: 'de_DE',
      enabled: true,
    });
  });
});

describe('the create-user-from-candidate dialog', () => {
  afterEach(cleanup);

  const CANDIDATE = { id: USER.id, version: 2, email: 'kandydat@example.com', customerId: 'K-17' };

  it("offers the candidate's customer id and saves what the local admin typed", async () => {
    const onSave = jest.fn<(values: CreateUserValues) => Promise<void>>(async () => undefined);
    render(withI18n(<CreateUserDialog candidate={CANDIDATE} onSave={onSave} onCancel={() => undefined} />));
    expect(screen.getByText(/kandydat@example\.com/)).toBeTruthy();
    const field = screen.getByLabelText(en('LOCAL_ADMIN_CUSTOMER_ID')) as HTMLInputElement;
    expect(field.value).toBe('K-17');
    fireEvent.change(field, { target: { value: ' C-2024-001 ' } });
    fireEvent.click(screen.getByRole('button', { name: en('CANDIDATES_CREATE_USER') }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(registerCandidateInput(CANDIDATE, onSave.mock.calls[0]![0])).toEqual({
      kokoCandidateId: USER.id,
      version: 2,
      customerId: 'C-2024-001',
    });
  });

  it('sends no customer id when the field is blank', () => {
    expect(registerCandidateInput(CANDIDATE, { customerId: '  ' }).customerId).toBeNull();
  });
});
