import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type ErrorMessage } from '../../../app/errors.js';
import { useNotify } from '../../../app/useNotify.js';
import { usePageTitle } from '../../../app/usePageTitle.js';
import { AdminApiKeyRegionsDocument, AdminApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument, type ApiKeyFieldsFragment } from '../../../graphql/graphql.js';
import { Button } from '../../../ui/Button.js';
import { PageSpinner } from '../../../ui/Spinner.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { formatDateTime } from '../../../ui/formatDateTime.js';
import { ApiKeySecretDialog, CreateApiKeyDialog, apiKeyInput, type ApiKeyValues } from './ApiKeyDialogs.js';
import '../../../ui/list-page.css';
import '../admin.css';

type ApiKey = ApiKeyFieldsFragment;
type DialogState = { kind: 'create' } | { kind: 'secret'; secret: string } | { kind: 'revoke'; key: ApiKey } | null;

/**
 * admin/api-keys (issue 12): integrators' keys, newest first, with prefix, region, creation, last
 * use and request count; a new key's secret is shown once; revoking asks first. One dialog at a time.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  usePageTitle('ADMIN_API_KEYS_TITLE');
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(AdminApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const regionsQuery = useQuery(AdminApiKeyRegionsDocument, { fetchPolicy: 'cache-first' });
  const [createApiKey] = useMutation(CreateApiKeyDocument);
  const [revokeApiKey, { loading: revoking }] = useMutation(RevokeApiKeyDocument);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [failure, setFailure] = useState<ErrorMessage>();
  const keys = error ? [] : (data?.apiKeys ?? []);

  const open = (next: DialogState) => {
    setFailure(undefined);
    setDialog(next);
  };
  const create = async (values: ApiKeyValues) => {
    setFailure(undefined);
    try {
      const result = await createApiKey({ variables: { input: apiKeyInput(values) as { name: string; regionId: number } } });
      setDialog({ kind: 'secret', secret: result.data!.createApiKey.secret });
      notify.success('ADMIN_API_KEYS_CREATE_SUCCESS');
      await refetch();
    } catch (failed) {
      setFailure(errorMessage(failed));
    }
  };
  const confirmRevoke = async () => {
    if (dialog?.kind !== 'revoke') return;
    try {
      await revokeApiKey({ variables: { id: dialog.key.id } });
      setDialog(null);
      notify.success('ADMIN_API_KEYS_REVOKE_SUCCESS');
      await refetch();
    } catch (failed) {
      setFailure(errorMessage(failed));
    }
  };

  return (
    <section className="page list-page">
      <div className="list-page__header">
        <h1>{t('ADMIN_API_KEYS_TITLE')}</h1>
        <Button onPress={() => open({ kind: 'create' })} isDisabled={!regionsQuery.data}>
          {t('ADMIN_API_KEYS_CREATE')}
        </Button>
      </div>
      <p>{t('ADMIN_API_KEYS_INTRO')}</p>
      {loading && !data ? (
        <PageSpinner />
      ) : keys.length === 0 ? (
        <p className="list-page__empty">{t(error ? 'LOCAL_ADMIN_FETCH_FAILED' : 'ADMIN_API_KEYS_EMPTY')}</p>
      ) : (
        <ul className="admin-rows" aria-label={t('ADMIN_API_KEYS_TITLE')}>
          {keys.map((k) => (
            <li key={k.id} className="admin-row" data-testid="api-key-row">
              <div className="admin-row__main">
                <span className="admin-row__title">
                  {k.name} <code>skc_{k.prefix}_…</code>
                </span>
                <span className="admin-row__meta">
                  <span>{k.regionName}</span>
                  <span>· {t(k.revokedAt ? 'ADMIN_API_KEYS_STATUS_REVOKED' : 'ADMIN_API_KEYS_STATUS_ACTIVE')}</span>
                  <span>· {t('ADMIN_API_KEYS_CREATED_ON', { date: formatDateTime(k.createdDate), who: k.createdBy })}</span>
                  <span>· {k.lastUsedAt ? t('ADMIN_API_KEYS_LAST_USED', { date: formatDateTime(k.lastUsedAt) }) : t('ADMIN_API_KEYS_NEVER_USED')}</span>
                  <span>· {t('ADMIN_API_KEYS_REQUESTS', { count: k.requestCount })}</span>
                  {k.revokedAt && <span>· {t('ADMIN_API_KEYS_REVOKED_ON', { date: formatDateTime(k.revokedAt) })}</span>}
                </span>
              </div>
              {!k.revokedAt && (
                <div className="admin-row__actions">
                  <Button variant="danger" onPress={() => open({ kind: 'revoke', key: k })} aria-label={t('ADMIN_API_KEYS_REVOKE_FOR', { name: k.name })}>
                    {t('ADMIN_API_KEYS_REVOKE')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {dialog?.kind === 'create' && (
        <CreateApiKeyDialog regions={regionsQuery.data?.regions ?? []} onCreate={create} onCancel={() => open(null)} failure={failure} />
      )}
      {dialog?.kind === 'secret' && <ApiKeySecretDialog secret={dialog.secret} onClose={() => open(null)} />}
      <ConfirmDialog
        isOpen={dialog?.kind === 'revoke'}
        title={t('ADMIN_API_KEYS_REVOKE_TITLE')}
        text={t('ADMIN_API_KEYS_REVOKE_TEXT', { name: dialog?.kind === 'revoke' ? dialog.key.name : '' })}
        confirmLabel={t('ADMIN_API_KEYS_REVOKE')}
        danger
        isBusy={revoking}
        failure={failure ? t(failure.key, { param: failure.param }) : undefined}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => open(null)}
      />
    </section>
  );
}
