import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../app/usePageTitle.js';
import { usePublicSettings } from '../../../app/usePublicSettings.js';
import {
  AdminRegionsDocument,
  AdminSystemLocalesDocument,
  DeleteRegionDocument,
  SaveRegionDocument,
  type AdminRegionFieldsFragment,
} from '../../../graphql/regionsAdmin.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { CrudPage } from '../../../ui/CrudPage.js';
import { LocaleValue } from '../../../ui/DetailCard.js';
import { useCrudDialogs } from '../../../ui/useCrudDialogs.js';
import { RegionDialog, regionInput, type RegionValues } from './RegionDialog.js';
import '../../../ui/list-page.css';
import '../admin.css';

type Region = AdminRegionFieldsFragment;
type DialogState = { kind: 'create' } | { kind: 'edit' | 'delete'; region: Region };

/** admin/regions: every region by name, with add, edit and delete (a region in use is refused with the reason). */
export function RegionsPage() {
  const { t } = useTranslation();
  usePageTitle('ADMIN_REGIONS_TITLE');
  const settings = usePublicSettings();
  const localesQuery = useQuery(AdminSystemLocalesDocument, { fetchPolicy: 'network-only' });
  const systemLocales = localesQuery.data?.systemLanguages.map((l) => l.id) ?? settings.systemLocales;
  const { data, loading, error, refetch } = useQuery(AdminRegionsDocument, { fetchPolicy: 'cache-and-network' });
  const [saveRegion] = useMutation(SaveRegionDocument);
  const [deleteRegion, { loading: deleting }] = useMutation(DeleteRegionDocument);
  const { dialog, failure, open, run } = useCrudDialogs<DialogState>({ refetch });
  const regions = error ? [] : (data?.regions ?? []);

  const save = async (values: RegionValues) => {
    const region = dialog?.kind === 'edit' ? dialog.region : null;
    await run(() => saveRegion({ variables: { input: regionInput(values, region) } }), {
      successKey: 'ADMIN_REGIONS_SAVE_SUCCESS',
      stale: region
        ? {
            messageKey: 'ADMIN_REGIONS_CHANGED_MEANWHILE',
            reload: async () => {
              const fresh = (await refetch()).data?.regions.find((r) => r.id === region.id);
              return fresh && { kind: 'edit', region: fresh };
            },
          }
        : undefined,
    });
  };
  const confirmDelete = async () => {
    if (dialog?.kind !== 'delete') return;
    await run(() => deleteRegion({ variables: { id: dialog.region.id } }), {
      successKey: 'ADMIN_REGIONS_DELETE_SUCCESS',
    });
  };

  return (
    <CrudPage
      titleKey="ADMIN_REGIONS_TITLE"
      create={{ labelKey: 'ADMIN_REGIONS_CREATE', onPress: () => open({ kind: 'create' }) }}
      isLoading={loading && !data && !error}
      failed={!!error}
      isEmpty={regions.length === 0}
      emptyKey="ADMIN_REGIONS_EMPTY"
      dialogs={
        <>
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
            failure={failure}
            onConfirm={() => void confirmDelete()}
            onCancel={() => open(null)}
          />
        </>
      }
    >
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
              <Button
                variant="secondary"
                onPress={() => open({ kind: 'edit', region: r })}
                aria-label={t('ADMIN_REGIONS_EDIT_FOR', { name: r.name })}
              >
                {t('ADMIN_REGIONS_EDIT')}
              </Button>
              <Button
                variant="danger-quiet"
                onPress={() => open({ kind: 'delete', region: r })}
                aria-label={t('ADMIN_REGIONS_DELETE_FOR', { name: r.name })}
              >
                {t('LOCAL_ADMIN_DELETE')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </CrudPage>
  );
}
