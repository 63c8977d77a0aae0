import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridList, GridListItem, ListLayout, Virtualizer } from 'react-aria-components';
import { errorMessage, type ErrorMessage } from '../../app/errors.js';
import { useDebouncedValue } from '../../app/useDebouncedValue.js';
import { useNotify } from '../../app/useNotify.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import {
  DeleteInciDocument,
  InciAdminListDocument,
  IncisReloadStatusDocument,
  ReloadIncisDocument,
  type InciAdminListQuery,
} from '../../graphql/inciManagement.js';
import { Button } from '../../ui/Button.js';
import { PageSpinner, Spinner } from '../../ui/Spinner.js';
import { TextField } from '../../ui/TextField.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import './catalogue-matrices.css';

type Inci = InciAdminListQuery['inciAdminList'][number];
const POLL_MS = 1000;

/** Case-insensitive match on the INCI name or the alternative name. */
function matches(inci: Inci, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return (
    !needle ||
    inci.name.toLocaleLowerCase().includes(needle) ||
    (inci.alternativeName ?? '').toLocaleLowerCase().includes(needle)
  );
}

/** The reload's progress line: in progress → success or error, with counts (spec: INCI reload). */
function ReloadStatusLine({
  status,
}: {
  status: {
    status: string;
    total: number;
    processed: number;
    inserted: number;
    updated: number;
    relinked: number;
    errorKey: string | null;
  } | null;
}) {
  const { t } = useTranslation();
  if (!status) return <p className="inci-admin__status" role="status" />;
  const counts = {
    processed: String(status.processed),
    total: String(status.total),
    inserted: String(status.inserted),
    updated: String(status.updated),
    relinked: String(status.relinked),
  };
  return (
    <p className={`inci-admin__status inci-admin__status--${status.status.toLowerCase()}`} role="status">
      {status.status === 'RUNNING' && <Spinner size="small" />}
      {status.status === 'RUNNING' && t('INCI_RELOAD_IN_PROGRESS', counts)}
      {status.status === 'SUCCESS' && t('INCI_RELOAD_SUCCESS', counts)}
      {status.status === 'ERROR' && `${t('INCI_RELOAD_ERROR')} ${status.errorKey ? t(status.errorKey) : ''}`}
    </p>
  );
}

/**
 * admin/inci-management: the ingredients (searchable, virtualised), delete for one no product
 * uses (a refusal names the products), and "reload all" running as a server job whose progress
 * is polled.
 */
export function InciManagementPage() {
  const { t } = useTranslation();
  usePageTitle('INCI_TITLE');
  const notify = useNotify();
  const list = useQuery(InciAdminListDocument, { fetchPolicy: 'cache-and-network' });
  const reloadStatus = useQuery(IncisReloadStatusDocument, { fetchPolicy: 'network-only' });
  const [reload, { loading: starting }] = useMutation(ReloadIncisDocument);
  const [deleteInci, { loading: deleting }] = useMutation(DeleteInciDocument);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 200);
  const [toDelete, setToDelete] = useState<Inci | null>(null);
  const [failure, setFailure] = useState<ErrorMessage | undefined>();

  useEffect(() => {
    if (list.error) notify.serverError(errorMessage(list.error));
  }, [list.error, notify]);

  const status = reloadStatus.data?.incisReloadStatus ?? null;
  const running = status?.status === 'RUNNING';
  // Poll while a reload runs (here or started elsewhere); reload the list when it has ended.
  // Effect events keep the effects to `running` alone, whatever the query results' identities do.
  const refetchStatus = useEffectEvent(() => void reloadStatus.refetch().catch(() => undefined));
  const refetchList = useEffectEvent(() => void list.refetch());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => refetchStatus(), POLL_MS);
    return () => clearInterval(timer);
  }, [running]);
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) refetchList();
    wasRunning.current = running;
  }, [running]);

  const startReload = async () => {
    try {
      const { data } = await reload({ refetchQueries: [] });
      if (data) reloadStatus.updateQuery(() => ({ incisReloadStatus: data.reloadIncis }));
    } catch (error) {
      notify.serverError(errorMessage(error));
      void reloadStatus.refetch();
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteInci({ variables: { id: toDelete.id } });
      notify.success('INCI_DELETED');
      setToDelete(null);
      await list.refetch();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const incis = list.data?.inciAdminList;
  const shown = useMemo(() => (incis ?? []).filter((i) => matches(i, debounced)), [incis, debounced]);
  if (!incis) return list.loading ? <PageSpinner /> : <section className="page catalogue-matrices" />;

  return (
    <section className="page catalogue-matrices inci-admin">
      <div className="catalogue-matrices__header">
        <h1>{t('INCI_TITLE')}</h1>
        <Button onPress={startReload} isPending={starting || running} isDisabled={running}>
          {t('INCI_RELOAD_ALL')}
        </Button>
      </div>
      <ReloadStatusLine status={status} />
      <div className="inci-admin__toolbar">
        <TextField name="search" type="search" label={t('INCI_SEARCH')} value={search} onChange={setSearch} />
        <span className="catalogue-matrices__intro">{t('INCI_COUNT', { count: shown.length })}</span>
      </div>
      {shown.length === 0 ? (
        <p>{t('INCI_NONE_FOUND')}</p>
      ) : (
        <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: 72 }}>
          <GridList aria-label={t('INCI_LIST_LABEL')} items={shown} className="inci-admin__list" selectionMode="none">
            {(inci) => (
              <GridListItem id={inci.id} textValue={inci.name} className="inci-admin__item">
                <div className="inci-admin__text">
                  <strong>{inci.name}</strong>
                  {inci.alternativeName && <span className="inci-admin__alt"> ({inci.alternativeName})</span>}
                  <span className="inci-admin__used">
                    {inci.usedBy.length > 0
                      ? t('INCI_USED_BY', { products: inci.usedBy.join(', ') })
                      : t('INCI_UNUSED')}
                  </span>
                </div>
                {inci.usedBy.length === 0 && (
                  <Button
                    variant="danger"
                    aria-label={t('INCI_DELETE_NAMED', { name: inci.name })}
                    onPress={() => {
                      setFailure(undefined);
                      setToDelete(inci);
                    }}
                  >
                    {t('INCI_DELETE')}
                  </Button>
                )}
              </GridListItem>
            )}
          </GridList>
        </Virtualizer>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('INCI_DELETE')}
        text={t('INCI_DELETE_CONFIRM', { name: toDelete?.name ?? '' })}
        confirmLabel={t('INCI_DELETE')}
        danger
        isBusy={deleting}
        failure={failure}
        onConfirm={confirmDelete}
        onCancel={() => {
          setToDelete(null);
          // A refusal means the list was out of date (another editor linked it): show the current one.
          if (failure) void list.refetch();
        }}
      />
    </section>
  );
}
