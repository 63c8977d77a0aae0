import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorMessage, type ErrorMessage } from '../../app/errors.js';
import { useNotify } from '../../app/useNotify.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import {
  CreateManagedUserDocument,
  DeleteManagedUserDocument,
  ForceManagedUserPasswordChangeDocument,
  ManagedUserDocument,
  ManagedUsersDocument,
  MyRegionsDocument,
  UpdateManagedUserDocument,
  type ManagedUserFieldsFragment,
} from '../../graphql/graphql.js';
import { Button } from '../../ui/Button.js';
import { PageSpinner, Spinner } from '../../ui/Spinner.js';
import { TextField } from '../../ui/TextField.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { Detail, DetailCard, YesNo } from '../../ui/DetailCard.js';
import { ListFooter } from '../../ui/ListFooter.js';
import { ManagedUserDialog } from './ManagedUserDialog.js';
import { managedUserFields, type ManagedUserValues } from './managedUserForm.js';
import { usePagedSearch } from '../../ui/usePagedSearch.js';
import '../../ui/list-page.css';

type User = ManagedUserFieldsFragment;
/** Spec section 4: one dialog at a time. */
type DialogState =
  | { kind: 'create' }
  | { kind: 'edit' | 'forcePassword' | 'delete'; user: User }
  | null;

/** local-admin/registered-users: the users of the caller's regions with create, edit, force password change, delete. */
export function RegisteredUsersPage() {
  const { t } = useTranslation();
  usePageTitle('USERS_TITLE');
  const notify = useNotify();
  const list = usePagedSearch();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [failure, setFailure] = useState<ErrorMessage>();
  const { data, previousData, loading, error, refetch } = useQuery(ManagedUsersDocument, {
    variables: list.variables,
    fetchPolicy: 'cache-and-network',
  });
  const regionsQuery = useQuery(MyRegionsDocument);
  const client = useApolloClient();
  const [createUser] = useMutation(CreateManagedUserDocument);
  const [updateUser] = useMutation(UpdateManagedUserDocument);
  const [forcePassword, { loading: forcing }] = useMutation(ForceManagedUserPasswordChangeDocument);
  const [deleteUser, { loading: deleting }] = useMutation(DeleteManagedUserDocument);

  useEffect(() => {
    if (error) console.error('Loading users failed', error);
  }, [error]);
  useEffect(() => {
    // Spec section 8: a failed region fetch for the user dialogs shows the generic error.
    if (regionsQuery.error) notify.error('ERROR_GENERIC');
  }, [regionsQuery.error, notify]);

  const result = error ? undefined : (data ?? previousData)?.managedUsers;
  const users = result?.users ?? [];
  const regions = regionsQuery.data?.myRegions ?? [];

  const open = (next: DialogState) => {
    setFailure(undefined);
    setDialog(next);
  };
  const done = async (messageKey: string) => {
    setDialog(null);
    setFailure(undefined);
    notify.success(messageKey);
    await refetch();
  };

  const save = async (values: ManagedUserValues) => {
    setFailure(undefined);
    try {
      if (dialog?.kind === 'edit') {
        const { user } = dialog;
        await updateUser({ variables: { input: { ...managedUserFields(values), id: user.id, version: user.version } } });
        await done('USERS_SAVE_SUCCESS');
      } else {
        await createUser({
          variables: {
            input: { ...managedUserFields(values), email: values.email.trim(), credentialsNonExpired: values.credentialsNonExpired },
          },
        });
        await done('USERS_CREATE_SUCCESS');
      }
    } catch (failed) {
      // The dialog stays open with the input. After a 409 it holds the newest version, so that
      // saving again (once the user has checked) overwrites the other change knowingly.
      if (dialog?.kind === 'edit' && errorCode(failed) === 'CONFLICT') {
        const id = dialog.user.id;
        try {
          const fresh = await client.query({ query: ManagedUserDocument, variables: { id }, fetchPolicy: 'network-only' });
          if (fresh.data) setDialog({ kind: 'edit', user: fresh.data.managedUser });
          setFailure({ key: 'USERS_CHANGED_MEANWHILE' });
        } catch (reload) {
          setFailure(errorMessage(reload));
        }
        void refetch();
        return;
      }
      setFailure(errorMessage(failed));
    }
  };

  const confirm = async () => {
    if (!dialog || dialog.kind === 'create' || dialog.kind === 'edit') return;
    try {
      if (dialog.kind === 'forcePassword') {
        await forcePassword({ variables: { id: dialog.user.id } });
        await done('USERS_FORCE_PASSWORD_SUCCESS');
      } else {
        await deleteUser({ variables: { id: dialog.user.id } });
        await done('USERS_DELETE_SUCCESS');
      }
    } catch (failed) {
      setFailure(errorMessage(failed));
    }
  };

  const confirmUser = dialog && (dialog.kind === 'forcePassword' || dialog.kind === 'delete') ? dialog.user : null;

  return (
    <section className="page list-page">
      <div className="list-page__header">
        <h1>{t('USERS_TITLE')}</h1>
        <Button onPress={() => open({ kind: 'create' })} isDisabled={regionsQuery.loading}>
          {t('USERS_CREATE')}
        </Button>
      </div>
      <div className="list-page__toolbar" role="search">
        <TextField name="filter" type="search" label={t('LOCAL_ADMIN_FILTER')} value={list.input} onChange={list.setInput} autoComplete="off" />
        <p className="list-page__total" role="status">
          {result && t('LOCAL_ADMIN_TOTAL', { total: String(result.totalElements) })}
          {loading && result && <Spinner size="small" />}
        </p>
      </div>
      {loading && !result && !error ? (
        <PageSpinner />
      ) : users.length === 0 ? (
        <p className="list-page__empty">{t(error ? 'LOCAL_ADMIN_FETCH_FAILED' : 'USERS_EMPTY')}</p>
      ) : (
        <ul className="detail-cards" aria-label={t('USERS_TITLE')}>
          {users.map((u) => (
            <DetailCard
              key={u.id}
              summary={
                <>
                  <span className="detail-card__title">{[u.surname, u.name].filter(Boolean).join(', ') || u.email}</span>
                  <span className="detail-card__meta">{[u.companyName, u.email].filter(Boolean).join(' · ')}</span>
                </>
              }
              details={
                <dl className="details">
                  <Detail labelKey="LOCAL_ADMIN_NAME">{u.name ?? '—'}</Detail>
                  <Detail labelKey="LOCAL_ADMIN_SURNAME">{u.surname ?? '—'}</Detail>
                  <Detail labelKey="LOCAL_ADMIN_COMPANY">{u.companyName ?? '—'}</Detail>
                  <Detail labelKey="LOCAL_ADMIN_EMAIL">{u.email}</Detail>
                  <Detail labelKey="LOCAL_ADMIN_ENABLED">
                    <YesNo value={u.enabled} />
                  </Detail>
                  <Detail labelKey="USERS_MUST_CHANGE_PASSWORD">
                    <YesNo value={!u.credentialsNonExpired} />
                  </Detail>
                  <Detail labelKey="LOCAL_ADMIN_REGION">{u.region?.name ?? '—'}</Detail>
                </dl>
              }
              actions={
                <>
                  <Button variant="secondary" onPress={() => open({ kind: 'edit', user: u })} aria-label={t('USERS_EDIT_FOR', { email: u.email })}>
                    {t('USERS_EDIT')}
                  </Button>
                  <Button
                    variant="secondary"
                    onPress={() => open({ kind: 'forcePassword', user: u })}
                    aria-label={t('USERS_FORCE_PASSWORD_FOR', { email: u.email })}
                  >
                    {t('USERS_FORCE_PASSWORD')}
                  </Button>
                  <Button variant="danger" onPress={() => open({ kind: 'delete', user: u })} aria-label={t('LOCAL_ADMIN_DELETE_FOR', { email: u.email })}>
                    {t('LOCAL_ADMIN_DELETE')}
                  </Button>
                </>
              }
            />
          ))}
        </ul>
      )}
      <ListFooter page={list.page} totalPages={result?.totalPages ?? 0} totalCapped={result?.totalCapped ?? false} onPageChange={list.setPage} />

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <ManagedUserDialog
          key={dialog.kind === 'edit' ? dialog.user.id : 'new'}
          user={dialog.kind === 'edit' ? dialog.user : null}
          regions={regions}
          onSave={save}
          onCancel={() => open(null)}
          failure={failure}
        />
      )}
      <ConfirmDialog
        isOpen={!!confirmUser}
        title={t(dialog?.kind === 'delete' ? 'USERS_DELETE_TITLE' : 'USERS_FORCE_PASSWORD_TITLE')}
        text={
          dialog?.kind === 'delete'
            ? t('USERS_DELETE_TEXT', { email: confirmUser?.email ?? '', programs: String(confirmUser?.programCount ?? 0) })
            : t('USERS_FORCE_PASSWORD_TEXT', { email: confirmUser?.email ?? '' })
        }
        confirmLabel={t(dialog?.kind === 'delete' ? 'LOCAL_ADMIN_DELETE' : 'USERS_FORCE_PASSWORD')}
        danger={dialog?.kind === 'delete'}
        isBusy={forcing || deleting}
        failure={failure ? t(failure.key, { param: failure.param }) : undefined}
        onConfirm={() => void confirm()}
        onCancel={() => open(null)}
      />
    </section>
  );
}
