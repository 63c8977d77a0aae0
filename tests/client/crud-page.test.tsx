/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ErrorBody } from '../../client/app/errors.js';
import { NotificationProvider } from '../../client/app/NotificationProvider.js';
import { NotificationStore } from '../../client/app/notifications.js';
import { CrudPage } from '../../client/ui/CrudPage.js';
import { PersonSummary } from '../../client/ui/DetailCard.js';
import { personInitialValues, personInput } from '../../client/ui/personValues.js';
import { useCrudDialogs } from '../../client/ui/useCrudDialogs.js';
import { seededTexts, withI18n } from './support/render.js';

afterEach(cleanup);

const en = (key: string) => seededTexts()[key]!['en_GB']!;

type Dialog = { kind: 'edit'; version: number } | { kind: 'delete' };

/** A refusal as the server sends it (a REST body; GraphQL carries the same in `extensions`). */
const refusal = (code: string, translationKey: string): ErrorBody => ({ code, errorDataList: [{ translationKey }] });

function setup() {
  const store = new NotificationStore();
  let refetches = 0;
  const refetch = async () => {
    refetches += 1;
  };
  const wrapper = ({ children }: { children: ReactNode }) =>
    withI18n(<NotificationProvider store={store}>{children}</NotificationProvider>);
  const hook = renderHook(() => useCrudDialogs<Dialog>({ refetch }), { wrapper });
  return { hook, store, refetches: () => refetches };
}

describe('useCrudDialogs: the one way a list page runs a change', () => {
  it('closes the dialog, notifies and reloads the list after a success', async () => {
    const { hook, store, refetches } = setup();
    act(() => hook.result.current.open({ kind: 'delete' }));
    await act(() => hook.result.current.run(async () => undefined, { successKey: 'USERS_DELETE_SUCCESS' }));
    expect(hook.result.current.dialog).toBeNull();
    expect(hook.result.current.failure).toBeUndefined();
    expect(store.getItems().map((n) => [n.type, n.messages[0]])).toEqual([['SUCCESS', 'USERS_DELETE_SUCCESS']]);
    expect(refetches()).toBe(1);
    act(() => store.clear());
  });

  it('on a stale version keeps the dialog open with the entry as it is now, and says so', async () => {
    const { hook, store, refetches } = setup();
    act(() => hook.result.current.open({ kind: 'edit', version: 1 }));
    await act(() =>
      hook.result.current.run(
        async () => {
          throw refusal('CONFLICT', 'ERROR_STALE_VERSION');
        },
        {
          successKey: 'USERS_SAVE_SUCCESS',
          stale: { messageKey: 'USERS_CHANGED_MEANWHILE', reload: async () => ({ kind: 'edit', version: 2 }) },
        },
      ),
    );
    expect(hook.result.current.dialog).toEqual({ kind: 'edit', version: 2 });
    expect(hook.result.current.failure).toEqual({ key: 'USERS_CHANGED_MEANWHILE' });
    expect(store.getItems()).toEqual([]);
    expect(refetches()).toBe(0);
  });

  it('shows any other 409 (a taken e-mail) as it is, without reloading the entry', async () => {
    const { hook } = setup();
    let reloads = 0;
    act(() => hook.result.current.open({ kind: 'edit', version: 1 }));
    await act(() =>
      hook.result.current.run(
        async () => {
          throw refusal('CONFLICT', 'ERROR_USER_EMAIL_TAKEN');
        },
        {
          successKey: 'USERS_SAVE_SUCCESS',
          stale: {
            messageKey: 'USERS_CHANGED_MEANWHILE',
            reload: async () => {
              reloads += 1;
              return undefined;
            },
          },
        },
      ),
    );
    expect(reloads).toBe(0);
    expect(hook.result.current.dialog).toEqual({ kind: 'edit', version: 1 });
    expect(hook.result.current.failure).toEqual({ key: 'ERROR_USER_EMAIL_TAKEN' });
  });

  it('opening another dialog forgets the last failure', async () => {
    const { hook } = setup();
    await act(() =>
      hook.result.current.run(
        async () => {
          throw refusal('BAD_REQUEST', 'VALIDATION_REQUIRED');
        },
        { successKey: 'USERS_SAVE_SUCCESS' },
      ),
    );
    expect(hook.result.current.failure).toEqual({ key: 'VALIDATION_REQUIRED' });
    act(() => hook.result.current.open({ kind: 'delete' }));
    expect(hook.result.current.failure).toBeUndefined();
  });
});

describe('CrudPage', () => {
  const page = (props: { failed?: boolean; isEmpty?: boolean }) =>
    render(
      withI18n(
        <CrudPage
          titleKey="USERS_TITLE"
          isLoading={false}
          failed={props.failed ?? false}
          isEmpty={props.isEmpty ?? false}
          emptyKey="USERS_EMPTY"
        >
          <ul aria-label="list" />
        </CrudPage>,
      ),
    );

  it('shows the list, or why there is none', () => {
    page({});
    expect(screen.getByRole('heading', { name: en('USERS_TITLE') })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'list' })).toBeTruthy();
    cleanup();
    page({ isEmpty: true });
    expect(screen.getByText(en('USERS_EMPTY'))).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();
    page({ failed: true, isEmpty: true });
    expect(screen.getByText(en('LOCAL_ADMIN_FETCH_FAILED'))).toBeTruthy();
  });
});

describe('person fields', () => {
  it('sends trimmed texts, blanks as null, and an exempt preferred locale as the fallback', () => {
    const values = {
      ...personInitialValues(null, { preferredLocale: 'de_DE', fallbackLocale: 'pl_PL' }),
      name: '  Anna ',
      phoneNo: '  ',
    };
    expect(personInput(values)).toEqual({
      name: 'Anna',
      surname: null,
      companyName: null,
      phoneNo: null,
      preferredLocale: 'de_DE',
      fallbackLocale: 'de_DE',
    });
    expect(personInput({ ...values, preferredLocale: 'pl_PL', fallbackLocale: 'en_GB' }).fallbackLocale).toBe('en_GB');
  });

  it('starts from the stored person, and from the defaults where a locale is missing or unknown', () => {
    const stored = {
      name: 'Jan',
      surname: null,
      companyName: 'Gabinet',
      phoneNo: null,
      preferredLocale: 'xx_XX',
      fallbackLocale: 'pl_PL',
    };
    expect(personInitialValues(stored, { preferredLocale: 'en_GB', fallbackLocale: 'de_DE' })).toEqual({
      name: 'Jan',
      surname: '',
      companyName: 'Gabinet',
      phoneNo: '',
      preferredLocale: 'en_GB',
      fallbackLocale: 'pl_PL',
    });
  });
});

describe('PersonSummary', () => {
  afterEach(cleanup);

  it('shows a person without a name by the e-mail once', () => {
    const { container } = render(
      withI18n(
        <PersonSummary person={{ name: null, surname: null, companyName: 'Gabinet', email: 'anna@example.com' }} />,
      ),
    );
    expect(container.textContent).toBe('anna@example.comGabinet');
    expect(screen.getAllByText(/anna@example\.com/)).toHaveLength(1);
  });

  it('shows a named person by name, with the company and the e-mail below', () => {
    const { container } = render(
      withI18n(
        <PersonSummary person={{ name: 'Anna', surname: 'Nowak', companyName: null, email: 'anna@example.com' }} />,
      ),
    );
    expect(container.querySelector('.detail-card__title')?.textContent).toBe('Nowak, Anna');
    expect(container.querySelector('.detail-card__meta')?.textContent).toBe('anna@example.com');
  });
});
