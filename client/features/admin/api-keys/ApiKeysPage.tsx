import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../app/usePageTitle.js';
import {
  AdminApiKeyRegionsDocument,
  AdminApiKeysDocument,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
  type ApiKeyFieldsFragment,
} from '../../../graphql/apiKeys.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { CrudPage } from '../../../ui/CrudPage.js';
import { formatDateTime } from '../../../ui/formatDateTime.js';
import { useCrudDialogs } from '../../../ui/useCrudDialogs.js';
import { ApiKeySecretDialog, CreateApiKeyDialog, apiKeyInput, type ApiKeyValues } from './ApiKeyDialogs.js';
import '../../../ui/list-page.css';
import '../admin.css';

type ApiKey = ApiKeyFieldsFragment;
type DialogState = { kind: 'create' } | { kind: 'secret'; secret: string } | { kind: 'revoke'; key: ApiKey };

/**
 * admin/api-keys: integrators' keys, newest first, with prefix, region, creation, last
 * use and request count; a new key's secret is shown once; revoking asks first. One dialog at a time.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  usePageTitle('ADMIN_API_KEYS_TITLE');
  const { data, loading, error, refetch } = useQuery(AdminApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const regionsQuery = useQuery(AdminApiKeyRegionsDocument, { fetchPolicy: 'cache-first' });
  const [createApiKey] = useMutation(CreateApiKeyDocument);
  const [revokeApiKey, { loading: revoking }] = useMutation(RevokeApiKeyDocument);
  const { dialog, failure, open, run } = useCrudDialogs<DialogState>({ refetch });
  const keys = error ? [] : (data?.apiKeys ?? []);

  const create = (values: ApiKeyValues) =>
    run(() => createApiKey({ variables: { input: apiKeyInput(values) as { name: string; regionId: number } } }), {
      successKey: 'ADMIN_API_KEYS_CREATE_SUCCESS',
      // The secret is shown once, in the dialog that follows.
      next: (result) => ({ kind: 'secret', secret: result.data!.createApiKey.secret }),
    });
  const confirmRevoke = async () => {
    if (dialog?.kind !== 'revoke') return;
    await run(() => revokeApiKey({ variables: { id: dialog.key.id } }), {
      successKey: 'ADMIN_API_KEYS_REVOKE_SUCCESS',
    });
  };

  return (
    <CrudPage
      titleKey="ADMIN_API_KEYS_TITLE"
      create={{
        labelKey: 'ADMIN_API_KEYS_CREATE',
        onPress: () => open({ kind: 'create' }),
        isDisabled: !regionsQuery.data,
      }}
      intro={<p>{t('ADMIN_API_KEYS_INTRO')}</p>}
      isLoading={loading && !data && !error}
      failed={!!error}
      isEmpty={keys.length === 0}
      emptyKey="ADMIN_API_KEYS_EMPTY"
      dialogs={
        <>
          {dialog?.kind === 'create' && (
            <CreateApiKeyDialog
              regions={regionsQuery.data?.regions ?? []}
              onCreate={create}
              onCancel={() => open(null)}
              failure={failure}
            />
          )}
          {dialog?.kind === 'secret' && <ApiKeySecretDialog secret={dialog.secret} onClose={() => open(null)} />}
          <ConfirmDialog
            isOpen={dialog?.kind === 'revoke'}
            title={t('ADMIN_API_KEYS_REVOKE_TITLE')}
            text={t('ADMIN_API_KEYS_REVOKE_TEXT', { name: dialog?.kind === 'revoke' ? dialog.key.name : '' })}
            confirmLabel={t('ADMIN_API_KEYS_REVOKE')}
            danger
            isBusy={revoking}
            failure={failure}
            onConfirm={() => void confirmRevoke()}
            onCancel={() => open(null)}
          />
        </>
      }
    >
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
                <span>
                  · {t('ADMIN_API_KEYS_CREATED_ON', { date: formatDateTime(k.createdDate), who: k.createdBy })}
                </span>
                <span>
                  ·{' '}
                  {k.lastUsedAt
                    ? t('ADMIN_API_KEYS_LAST_USED', { date: formatDateTime(k.lastUsedAt) })
                    : t('ADMIN_API_KEYS_NEVER_USED')}
                </span>
                <span>· {t('ADMIN_API_KEYS_REQUESTS', { count: k.requestCount })}</span>
                {k.revokedAt && <span>· {t('ADMIN_API_KEYS_REVOKED_ON', { date: formatDateTime(k.revokedAt) })}</span>}
              </span>
            </div>
            {!k.revokedAt && (
              <div className="admin-row__actions">
                <Button
                  variant="danger"
                  onPress={() => open({ kind: 'revoke', key: k })}
                  aria-label={t('ADMIN_API_KEYS_REVOKE_FOR', { name: k.name })}
                >
                  {t('ADMIN_API_KEYS_REVOKE')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </CrudPage>
  );
}
