import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorMessage, type ErrorMessage } from '../../../app/errors.js';
import { useNotify } from '../../../app/useNotify.js';
import { usePageTitle } from '../../../app/usePageTitle.js';
import { useSession } from '../../../app/useSession.js';
import { AdminRegionsDocument, type AdminAccountFieldsFragment } from '../../../graphql/graphql.js';
import { Button } from '../../../ui/Button.js';
import { CustomerDetails } from '../../../ui/CustomerDetails.js';
import { localeNameKey } from '../../../ui/LocaleSelect.js';
import { PageSpinner, Spinner } from '../../../ui/Spinner.js';
import { TextField } from '../../../ui/TextField.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { Detail, DetailCard, YesNo } from '../../../ui/DetailCard.js';
import { ListFooter } from '../../../ui/ListFooter.js';
import { usePagedSearch } from '../../../ui/usePagedSearch.js';
import { AdminAccountDialog } from './AdminAccountDialog.js';
import { adminAccountInput, type AdminAccountValues, type AdminKind } from './adminAccountForm.js';
import { useAdminAccounts } from './useAdminAccounts.js';
import '../../../ui/list-page.css';

type Account = AdminAccountFieldsFragment;
/** One dialog at a time (spec back-office section 4). */
type DialogState = { kind: 'create' } | { kind: 'edit' | 'forcePassword' | 'delete'; account: Account } | null;

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
  const [dialog, setDialog] = useState<DialogState>(null);
  const [failure, setFailure] = useState<ErrorMessage>();
  const accounts = useAdminAccounts(kind, list.variables);
  const local = kind === 'LOCAL_ADMIN';
  const regionsQuery = useQuery(AdminRegionsDocument, { skip: !local });
  const regions = regionsQuery.data?.regions ?? [];

  useEffect(() => {
    if (accounts.error) console.error('Loading accounts failed', accounts.error);
  }, [accounts.error]);
  useEffect(() => {
    if (regionsQuery.error) notify.error('ERROR_GENERIC');
  }, [regionsQuery.error, notify]);

  const open = (next: DialogState) => {
    setFailure(undefined);
    setDialog(next);
  };
  const done = async (messageKey: string) => {
    setDialog(null);
    setFailure(undefined);
    notify.success(messageKey);
    await accounts.refetch();
  };

  const save = async (values: AdminAccountValues) => {
    setFailure(undefined);
    const editing = dialog?.kind === 'edit' ? dialog.account : null;
    try {
      if (editing) {
        await accounts.update(adminAccountInput(kind, values, editing));
        await done(`${p}_SAVE_SUCCESS`);
      } else {
        await accounts.create(adminAccountInput(kind, values, null));
        await done(`${p}_CREATE_SUCCESS`);
      }
    } catch (failed) {
      // The dialog stays open with the input. After a 409 it holds the newest version, so that
      // saving again (once the admin has checked) overwrites the other change knowingly.
      if (editing && errorCode(failed) === 'CONFLICT' && errorMessage(failed).key === 'ERROR_STALE_VERSION') {
        try {
          const fresh = (await accounts.refetch()).find((a) => a.id === editing.id);
          if (fresh) setDialog({ kind: 'edit', account: fresh });
          setFailure({ key: 'ADMIN_ACCOUNT_CHANGED_MEANWHILE' });
        } catch (reload) {
          setFailure(errorMessage(reload));
        }
        return;
      }
      setFailure(errorMessage(failed));
    }
  };

  const confirm = async () => {
    if (!dialog || dialog.kind === 'create' || dialog.kind === 'edit') return;
    try {
      if (dialog.kind === 'forcePassword') {
        await accounts.forcePassword(dialog.account.id);
        await done('ADMIN_LOCAL_ADMINS_FORCE_PASSWORD_SUCCESS');
      } else {
        await accounts.remove(dialog.account.id);
        await done(`${p}_DELETE_SUCCESS`);
      }
    } catch (failed) {
      setFailure(errorMessage(failed));
    }
  };

  const result = accounts.page;
  const rows = result?.accounts ?? [];
  const confirmAccount = dialog && (dialog.kind === 'forcePassword' || dialog.kind === 'delete') ? dialog.account : null;
  const isSelf = (a: Account) => !!user && a.email.toLowerCase() === user.email.toLowerCase();

  return (
    <section className="page list-page">
      <div className="list-page__header">
        <h1>{t(`${p}_TITLE`)}</h1>
        <Button onPress={() => open({ kind: 'create' })} isDisabled={local && regionsQuery.loading}>
          {t(`${p}_CREATE`)}
        </Button>
      </div>
      <div className="list-page__toolbar" role="search">
        <TextField name="filter" type="search" label={t('LOCAL_ADMIN_FILTER')} value={list.input} onChange={list.setInput} autoComplete="off" />
        <p className="list-page__total" role="status">
          {result && t('LOCAL_ADMIN_TOTAL', { total: String(result.totalElements) })}
          {accounts.loading && result && <Spinner size="small" />}
        </p>
      </div>
      {accounts.loading && !result && !accounts.error ? (
        <PageSpinner />
      ) : rows.length === 0 ? (
        <p className="list-page__empty">{t(accounts.error ? 'LOCAL_ADMIN_FETCH_FAILED' : `${p}_EMPTY`)}</p>
      ) : (
        <ul className="detail-cards" aria-label={t(`${p}_TITLE`)}>
          {rows.map((a) => (
            <DetailCard
              key={a.id}
              summary={
                <>
                  <span className="detail-card__title">{[a.surname, a.name].filter(Boolean).join(', ') || a.email}</span>
                  <span className="detail-card__meta">
                    {[a.companyName, a.email].filter(Boolean).join(' · ')}
                    {!a.credentialsNonExpired && <span className="badge"> · {t('USERS_MUST_CHANGE_PASSWORD')}</span>}
                    {!a.enabled && <span className="badge"> · {t('ADMIN_ACCOUNT_DISABLED')}</span>}
                  </span>
                </>
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
                  <Button variant="secondary" onPress={() => open({ kind: 'edit', account: a })} aria-label={t('USERS_EDIT_FOR', { email: a.email })}>
                    {t('USERS_EDIT')}
                  </Button>
                  {local && (
                    <Button
                      variant="secondary"
                      onPress={() => open({ kind: 'forcePassword', account: a })}
                      aria-label={t('USERS_FORCE_PASSWORD_FOR', { email: a.email })}
                    >
                      {t('USERS_FORCE_PASSWORD')}
                    </Button>
                  )}
                  {!isSelf(a) && (
                    <Button variant="danger" onPress={() => open({ kind: 'delete', account: a })} aria-label={t('LOCAL_ADMIN_DELETE_FOR', { email: a.email })}>
                      {t('LOCAL_ADMIN_DELETE')}
                    </Button>
                  )}
                </>
              }
            />
          ))}
        </ul>
      )}
      <ListFooter page={list.page} totalPages={result?.totalPages ?? 0} totalCapped={false} onPageChange={list.setPage} />

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
        failure={failure ? t(failure.key, { param: failure.param }) : undefined}
        onConfirm={() => void confirm()}
        onCancel={() => open(null)}
      />
    </section>
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
