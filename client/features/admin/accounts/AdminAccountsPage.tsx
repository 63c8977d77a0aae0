import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/useNotify.js';
import { usePageTitle } from '../../../app/usePageTitle.js';
import { useSession } from '../../../app/useSession.js';
import type { AdminAccountFieldsFragment } from '../../../graphql/adminAccounts.js';
import { AdminRegionsDocument } from '../../../graphql/regionsAdmin.js';
import { Button } from '../../../ui/Button.js';
import { nameWithVisibleText } from '../../../ui/accessibleName.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { CrudPage } from '../../../ui/CrudPage.js';
import { CustomerDetails } from '../../../ui/CustomerDetails.js';
import { Detail, DetailCard, PersonSummary, YesNo } from '../../../ui/DetailCard.js';
import { ListFooter } from '../../../ui/ListFooter.js';
import { localeNameKey } from '../../../ui/LocaleSelect.js';
import { useCrudDialogs } from '../../../ui/useCrudDialogs.js';
import { usePagedSearch } from '../../../ui/usePagedSearch.js';
import { AdminAccountDialog } from './AdminAccountDialog.js';
import { adminAccountInput, type AdminAccountValues, type AdminKind } from './adminAccountForm.js';
import { useAdminAccounts } from './useAdminAccounts.js';
import '../../../ui/list-page.css';

type Account = AdminAccountFieldsFragment;
/** One dialog at a time (spec back-office section 4). */
type DialogState = { kind: 'create' } | { kind: 'edit' | 'forcePassword' | 'delete'; account: Account };

/** Texts that differ between the two screens. */
const TEXTS = {
  LOCAL_ADMIN: { prefix: 'ADMIN_LOCAL_ADMINS' },
  ADMIN: { prefix: 'ADMIN_ADMINS' },
} as const;

/**
 * admin/local-admins and admin/admins: a paged list (10 a page) with a filter, details per entry,
 * add, edit, delete and (local admins only) force password change. The server refuses deleting
 * oneself or the last enabled admin; the screen hides delete for oneself and shows the reason.
 */
function AdminAccountsPage({ kind }: { kind: AdminKind }) {
  const { t } = useTranslation();
  const p = TEXTS[kind].prefix;
  usePageTitle(`${p}_TITLE`);
  const notify = useNotify();
  const { user } = useSession();
  const list = usePagedSearch();
  const accounts = useAdminAccounts(kind, list.variables);
  const { dialog, failure, open, run } = useCrudDialogs<DialogState>({ refetch: accounts.refetch });
  const local = kind === 'LOCAL_ADMIN';
  const regionsQuery = useQuery(AdminRegionsDocument, { skip: !local });
  const regions = regionsQuery.data?.regions ?? [];

  useEffect(() => {
    if (accounts.error) console.error('Loading accounts failed', accounts.error);
  }, [accounts.error]);
  useEffect(() => {
    if (regionsQuery.error) notify.error('ERROR_GENERIC');
  }, [regionsQuery.error, notify]);

  const save = async (values: AdminAccountValues) => {
    const editing = dialog?.kind === 'edit' ? dialog.account : null;
    if (editing) {
      await run(() => accounts.update(adminAccountInput(kind, values, editing)), {
        successKey: `${p}_SAVE_SUCCESS`,
        stale: {
          messageKey: 'ADMIN_ACCOUNT_CHANGED_MEANWHILE',
          reload: async () => {
            const fresh = (await accounts.refetch()).find((a) => a.id === editing.id);
            return fresh && { kind: 'edit', account: fresh };
          },
        },
      });
    } else {
      await run(() => accounts.create(adminAccountInput(kind, values, null)), { successKey: `${p}_CREATE_SUCCESS` });
    }
  };

  const confirm = async () => {
    if (dialog?.kind === 'forcePassword') {
      await run(() => accounts.forcePassword(dialog.account.id), {
        successKey: 'ADMIN_LOCAL_ADMINS_FORCE_PASSWORD_SUCCESS',
      });
    } else if (dialog?.kind === 'delete') {
      await run(() => accounts.remove(dialog.account.id), { successKey: `${p}_DELETE_SUCCESS` });
    }
  };

  const result = accounts.page;
  const rows = result?.accounts ?? [];
  const confirmAccount =
    dialog && (dialog.kind === 'forcePassword' || dialog.kind === 'delete') ? dialog.account : null;
  const isSelf = (a: Account) => !!user && a.email.toLowerCase() === user.email.toLowerCase();

  return (
    <CrudPage
      titleKey={`${p}_TITLE`}
      create={{
        labelKey: `${p}_CREATE`,
        onPress: () => open({ kind: 'create' }),
        isDisabled: local && regionsQuery.loading,
      }}
      search={{ list, total: result?.totalElements, isRefreshing: accounts.loading }}
      isLoading={accounts.loading && !result && !accounts.error}
      failed={!!accounts.error}
      isEmpty={rows.length === 0}
      emptyKey={`${p}_EMPTY`}
      footer={
        <ListFooter
          page={list.page}
          totalPages={result?.totalPages ?? 0}
          totalCapped={false}
          onPageChange={list.setPage}
        />
      }
      dialogs={
        <>
          {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
            <AdminAccountDialog
              key={dialog.kind === 'edit' ? dialog.account.id : 'new'}
              kind={kind}
              account={dialog.kind === 'edit' ? dialog.account : null}
              regions={regions}
              onSave={save}
              onCancel={() => open(null)}
              failure={failure}
            />
          )}
          <ConfirmDialog
            isOpen={!!confirmAccount}
            title={t(dialog?.kind === 'delete' ? `${p}_DELETE_TITLE` : 'USERS_FORCE_PASSWORD_TITLE')}
            text={
              dialog?.kind === 'delete'
                ? t(`${p}_DELETE_TEXT`, { email: confirmAccount?.email ?? '' })
                : t('USERS_FORCE_PASSWORD_TEXT', { email: confirmAccount?.email ?? '' })
            }
            confirmLabel={t(dialog?.kind === 'delete' ? 'LOCAL_ADMIN_DELETE' : 'USERS_FORCE_PASSWORD')}
            danger={dialog?.kind === 'delete'}
            isBusy={accounts.busy}
            failure={failure}
            onConfirm={() => void confirm()}
            onCancel={() => open(null)}
          />
        </>
      }
    >
      <ul className="detail-cards" aria-label={t(`${p}_TITLE`)}>
        {rows.map((a) => (
          <DetailCard
            key={a.id}
            summary={
              <PersonSummary person={a}>
                {!a.credentialsNonExpired && <span className="badge"> · {t('USERS_MUST_CHANGE_PASSWORD')}</span>}
                {!a.enabled && <span className="badge"> · {t('ADMIN_ACCOUNT_DISABLED')}</span>}
              </PersonSummary>
            }
            details={
              <CustomerDetails customer={a}>
                <Detail labelKey="LOCAL_ADMIN_ENABLED">
                  <YesNo value={a.enabled} />
                </Detail>
                <Detail labelKey="USERS_MUST_CHANGE_PASSWORD">
                  <YesNo value={!a.credentialsNonExpired} />
                </Detail>
                {local && (
                  <>
                    <Detail labelKey="ADMIN_ACCOUNT_REGIONS">{a.regions.map((r) => r.name).join(', ') || '—'}</Detail>
                    <Detail labelKey="ADMIN_ACCOUNT_TRANSLATION_LANGUAGES">
                      {a.translationLocales.map((l) => t(localeNameKey(l))).join(', ') || '—'}
                    </Detail>
                  </>
                )}
              </CustomerDetails>
            }
            actions={
              <>
                <Button
                  variant="secondary"
                  onPress={() => open({ kind: 'edit', account: a })}
                  aria-label={nameWithVisibleText(t('USERS_EDIT'), t('USERS_EDIT_FOR', { email: a.email }))}
                >
                  {t('USERS_EDIT')}
                </Button>
                {local && (
                  <Button
                    variant="secondary"
                    onPress={() => open({ kind: 'forcePassword', account: a })}
                    aria-label={nameWithVisibleText(
                      t('USERS_FORCE_PASSWORD'),
                      t('USERS_FORCE_PASSWORD_FOR', { email: a.email }),
                    )}
                  >
                    {t('USERS_FORCE_PASSWORD')}
                  </Button>
                )}
                {!isSelf(a) && (
                  <Button
                    variant="danger"
                    onPress={() => open({ kind: 'delete', account: a })}
                    aria-label={nameWithVisibleText(
                      t('LOCAL_ADMIN_DELETE'),
                      t('LOCAL_ADMIN_DELETE_FOR', { email: a.email }),
                    )}
                  >
                    {t('LOCAL_ADMIN_DELETE')}
                  </Button>
                )}
              </>
            }
          />
        ))}
      </ul>
    </CrudPage>
  );
}

/** admin/local-admins. */
export function LocalAdminsPage() {
  return <AdminAccountsPage kind="LOCAL_ADMIN" />;
}

/** admin/admins. */
export function AdminsPage() {
  return <AdminAccountsPage kind="ADMIN" />;
}
