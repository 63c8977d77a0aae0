import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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
} from '../../graphql/managedUsers.js';
import { Button } from '../../ui/Button.js';
import { nameWithVisibleText } from '../../ui/accessibleName.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { CrudPage } from '../../ui/CrudPage.js';
import { Detail, DetailCard, PersonSummary, YesNo } from '../../ui/DetailCard.js';
import { ListFooter } from '../../ui/ListFooter.js';
import { useCrudDialogs } from '../../ui/useCrudDialogs.js';
import { usePagedSearch } from '../../ui/usePagedSearch.js';
import { ManagedUserDialog } from './ManagedUserDialog.js';
import { managedUserFields, type ManagedUserValues } from './managedUserForm.js';
import '../../ui/list-page.css';

type User = ManagedUserFieldsFragment;
/** Spec section 4: one dialog at a time. */
type DialogState = { kind: 'create' } | { kind: 'edit' | 'forcePassword' | 'delete'; user: User };

/** local-admin/registered-users: the users of the caller's regions with create, edit, force password change, delete. */
export function RegisteredUsersPage() {
  const { t } = useTranslation();
  usePageTitle('USERS_TITLE');
  const notify = useNotify();
  const list = usePagedSearch();
  const { data, previousData, loading, error, refetch } = useQuery(ManagedUsersDocument, {
    variables: list.variables,
    fetchPolicy: 'cache-and-network',
  });
  const { dialog, failure, open, run } = useCrudDialogs<DialogState>({ refetch });
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

  const save = async (values: ManagedUserValues) => {
    if (dialog?.kind === 'edit') {
      const { user } = dialog;
      await run(
        () =>
          updateUser({ variables: { input: { ...managedUserFields(values), id: user.id, version: user.version } } }),
        {
          successKey: 'USERS_SAVE_SUCCESS',
          stale: {
            messageKey: 'USERS_CHANGED_MEANWHILE',
            reload: async () => {
              void refetch();
              const fresh = await client.query({
                query: ManagedUserDocument,
                variables: { id: user.id },
                fetchPolicy: 'network-only',
              });
              return fresh.data ? { kind: 'edit', user: fresh.data.managedUser } : undefined;
            },
          },
        },
      );
    } else {
      await run(
        () =>
          createUser({
            variables: {
              input: {
                ...managedUserFields(values),
                email: values.email.trim(),
                credentialsNonExpired: values.credentialsNonExpired,
              },
            },
          }),
        { successKey: 'USERS_CREATE_SUCCESS' },
      );
    }
  };

  const confirm = async () => {
    if (dialog?.kind === 'forcePassword') {
      await run(() => forcePassword({ variables: { id: dialog.user.id } }), {
        successKey: 'USERS_FORCE_PASSWORD_SUCCESS',
      });
    } else if (dialog?.kind === 'delete') {
      await run(() => deleteUser({ variables: { id: dialog.user.id } }), { successKey: 'USERS_DELETE_SUCCESS' });
    }
  };

  const confirmUser = dialog && (dialog.kind === 'forcePassword' || dialog.kind === 'delete') ? dialog.user : null;

  return (
    <CrudPage
      titleKey="USERS_TITLE"
      create={{ labelKey: 'USERS_CREATE', onPress: () => open({ kind: 'create' }), isDisabled: regionsQuery.loading }}
      search={{ list, total: result?.totalElements, isRefreshing: loading }}
      isLoading={loading && !result && !error}
      failed={!!error}
      isEmpty={users.length === 0}
      emptyKey="USERS_EMPTY"
      footer={
        <ListFooter
          page={list.page}
          totalPages={result?.totalPages ?? 0}
          totalCapped={result?.totalCapped ?? false}
          onPageChange={list.setPage}
        />
      }
      dialogs={
        <>
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
                ? t('USERS_DELETE_TEXT', {
                    email: confirmUser?.email ?? '',
                    programs: String(confirmUser?.programCount ?? 0),
                  })
                : t('USERS_FORCE_PASSWORD_TEXT', { email: confirmUser?.email ?? '' })
            }
            confirmLabel={t(dialog?.kind === 'delete' ? 'LOCAL_ADMIN_DELETE' : 'USERS_FORCE_PASSWORD')}
            danger={dialog?.kind === 'delete'}
            isBusy={forcing || deleting}
            failure={failure}
            onConfirm={() => void confirm()}
            onCancel={() => open(null)}
          />
        </>
      }
    >
      <ul className="detail-cards" aria-label={t('USERS_TITLE')}>
        {users.map((u) => (
          <DetailCard
            key={u.id}
            summary={<PersonSummary person={u} />}
            details={
              <dl className="details">
                <Detail labelKey="LOCAL_ADMIN_NAME">{u.name ?? '—'}</Detail>
                <Detail labelKey="LOCAL_ADMIN_SURNAME">{u.surname ?? '—'}</Detail>
                <Detail labelKey="LOCAL_ADMIN_COMPANY">{u.companyName ?? '—'}</Detail>
                <Detail labelKey="LOCAL_ADMIN_EMAIL">{u.email}</Detail>
                <Detail labelKey="LOCAL_ADMIN_CUSTOMER_ID">{u.customerId ?? '—'}</Detail>
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
                <Button
                  variant="secondary"
                  onPress={() => open({ kind: 'edit', user: u })}
                  aria-label={nameWithVisibleText(t('USERS_EDIT'), t('USERS_EDIT_FOR', { email: u.email }))}
                >
                  {t('USERS_EDIT')}
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => open({ kind: 'forcePassword', user: u })}
                  aria-label={nameWithVisibleText(
                    t('USERS_FORCE_PASSWORD'),
                    t('USERS_FORCE_PASSWORD_FOR', { email: u.email }),
                  )}
                >
                  {t('USERS_FORCE_PASSWORD')}
                </Button>
                <Button
                  variant="danger"
                  onPress={() => open({ kind: 'delete', user: u })}
                  aria-label={nameWithVisibleText(
                    t('LOCAL_ADMIN_DELETE'),
                    t('LOCAL_ADMIN_DELETE_FOR', { email: u.email }),
                  )}
                >
                  {t('LOCAL_ADMIN_DELETE')}
                </Button>
              </>
            }
          />
        ))}
      </ul>
    </CrudPage>
  );
}
