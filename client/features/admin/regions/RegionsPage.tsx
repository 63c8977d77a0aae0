import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type ErrorMessage } from '../../../app/errors.js';
import { useNotify } from '../../../app/useNotify.js';
import { usePageTitle } from '../../../app/usePageTitle.js';
import { usePublicSettings } from '../../../app/usePublicSettings.js';
import { AdminRegionsDocument, AdminSystemLocalesDocument, DeleteRegionDocument, SaveRegionDocument, type AdminRegionFieldsFragment } from '../../../graphql/graphql.js';
import { Button } from '../../../ui/Button.js';
import { PageSpinner } from '../../../ui/Spinner.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { LocaleValue } from '../../../ui/DetailCard.js';
import { RegionDialog, regionInput, type RegionValues } from './RegionDialog.js';
import '../../../ui/list-page.css';
import '../admin.css';

type Region = AdminRegionFieldsFragment;
type DialogState = { kind: 'create' } | { kind: 'edit' | 'delete'; region: Region } | null;

/** admin/regions: every region by name, with add, edit and delete (a region in use is refused with the reason). */
export function RegionsPage() {
  const { t } = useTranslation();
  usePageTitle('ADMIN_REGIONS_TITLE');
  const notify = useNotify();
  const settings = usePublicSettings();
  const localesQuery = useQuery(AdminSystemLocalesDocument, { fetchPolicy: 'network-only' });
  const systemLocales = localesQuery.data?.systemLanguages.map((l) => l.id) ?? settings.systemLocales;
  const { data, loading, error, refetch } = useQuery(AdminRegionsDocument, { fetchPolicy: 'cache-and-network' });
  const [saveRegion] = useMutation(SaveRegionDocument);
  const [deleteRegion, { loading: deleting }] = useMutation(DeleteRegionDocument);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [failure, setFailure] = useState<ErrorMessage>();
  const regions = error ? [] : (data?.regions ?? []);

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
  const save = async (values: RegionValues) => {
    const region = dialog?.kind === 'edit' ? dialog.region : null;
    setFailure(undefined);
    try {
      await saveRegion({ variables: { input: regionInput(values, region) } });
      await done('ADMIN_REGIONS_SAVE_SUCCESS');
    } catch (failed) {
      const message = errorMessage(failed);
      // A stale version: the dialog keeps the input and takes the newest version, so saving again overwrites knowingly.
      if (region && message.key === 'ERROR_STALE_VERSION') {
        const fresh = (await refetch().catch(() => undefined))?.data?.regions.find((r) => r.id === region.id);
        if (fresh) setDialog({ kind: 'edit', region: fresh });
        setFailure({ key: 'ADMIN_REGIONS_CHANGED_MEANWHILE' });
        return;
      }
      setFailure(message);
    }
  };
  const confirmDelete = async () => {
    if (dialog?.kind !== 'delete') return;
    try {
      await deleteRegion({ variables: { id: dialog.region.id } });
      await done('ADMIN_REGIONS_DELETE_SUCCESS');
    } catch (failed) {
      setFailure(errorMessage(failed));
    }
  };

  return (
    <section className="page list-page">
      <div className="list-page__header">
        <h1>{t('ADMIN_REGIONS_TITLE')}</h1>
        <Button onPress={() => open({ kind: 'create' })}>{t('ADMIN_REGIONS_CREATE')}</Button>
      </div>
      {loading && !data ? (
        <PageSpinner />
      ) : regions.length === 0 ? (
        <p className="list-page__empty">{t(error ? 'LOCAL_ADMIN_FETCH_FAILED' : 'ADMIN_REGIONS_EMPTY')}</p>
      ) : (
        <ul className="admin-rows" aria-label={t('ADMIN_REGIONS_TITLE')}>
          {regions.map((r) => (
            <li key={r.id} className="admin-row" data-testid="region-row">
              <div className="admin-row__main">
                <span className="admin-row__title">{r.name}</span>
                <span className="admin-row__meta">
                  <LocaleValue locale={r.defaultLocale} />
                  <span>· {t(r.enabled ? 'ADMIN_REGIONS_ENABLED' : 'ADMIN_REGIONS_DISABLED')}</span>
                </span>
              </div>
              <div className="admin-row__actions">
                <Button variant="secondary" onPress={() => open({ kind: 'edit', region: r })} aria-label={t('ADMIN_REGIONS_EDIT_FOR', { name: r.name })}>
                  {t('ADMIN_REGIONS_EDIT')}
                </Button>
                <Button variant="danger" onPress={() => open({ kind: 'delete', region: r })} aria-label={t('ADMIN_REGIONS_DELETE_FOR', { name: r.name })}>
                  {t('LOCAL_ADMIN_DELETE')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <RegionDialog
          key={dialog.kind === 'edit' ? dialog.region.id : 'new'}
          region={dialog.kind === 'edit' ? dialog.region : null}
          locales={systemLocales}
          onSave={save}
          onCancel={() => open(null)}
          failure={failure}
        />
      )}
      <ConfirmDialog
        isOpen={dialog?.kind === 'delete'}
        title={t('ADMIN_REGIONS_DELETE_TITLE')}
        text={t('ADMIN_REGIONS_DELETE_TEXT', { name: dialog?.kind === 'delete' ? dialog.region.name : '' })}
        confirmLabel={t('LOCAL_ADMIN_DELETE')}
        danger
        isBusy={deleting}
        failure={failure ? t(failure.key, { param: failure.param }) : undefined}
        onConfirm={() => void confirmDelete()}
        onCancel={() => open(null)}
      />
    </section>
  );
}
