import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../app/useDebouncedValue.js';
import { useNotify } from '../../app/useNotify.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { useSession } from '../../app/useSession.js';
import { MAX_CLIENT_REFERENCE } from '../../../common/validation/program-fields.js';
import { DeleteSkinCareProgramDocument } from '../../graphql/deleteSkinCareProgram.js';
import { SkinCareProgramsDocument } from '../../graphql/skinCarePrograms.js';
import { Pagination } from '../../ui/Pagination.js';
import { PageSpinner, Spinner } from '../../ui/Spinner.js';
import { TextField } from '../../ui/TextField.js';
import { DeleteMixtureDialog } from './DeleteMixtureDialog.js';
import { ShareDialog } from '../sharing/ShareDialog.js';
import { downloadProgramPdf } from '../builder/downloadProgramPdf.js';
import { MixturesTable, type MixtureRow } from './MixturesTable.js';

/** Spec section 9: default page size 10; the number search waits 500 ms. */
export const MIXTURES_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 500;

const NEW_MIXTURE_PATH = '/formula?stage=CONDITIONS&newSkinCareProgram=true';

/**
 * The search (`q`: a number's start or a part of a client reference) and the page (`page`,
 * 1-based) live in the URL, so Back and reload keep them.
 */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').trim().slice(0, MAX_CLIENT_REFERENCE);
  const shownPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(shownPage) && shownPage > 1 ? shownPage - 1 : 0;
  const update = useCallback(
    (next: { search: string; page: number }, replace: boolean) => {
      const query = new URLSearchParams();
      if (next.search) query.set('q', next.search);
      if (next.page > 0) query.set('page', String(next.page + 1));
      setParams(query, { replace });
    },
    [setParams],
  );
  return { search, page, update };
}

/**
 * user/my-mixtures: the saved programs, newest modified first, ten a page, with a search by
 * number, and per row open, PDF download (when one was generated) and delete with confirmation.
 */
export function MyMixturesPage() {
  const { t } = useTranslation();
  usePageTitle('MIXTURES_TITLE');
  const notify = useNotify();
  const { store } = useSession();
  const { search, page, update } = useListParams();
  const [searchInput, setSearchInput] = useState(search);
  const debouncedSearch = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [toDelete, setToDelete] = useState<MixtureRow | null>(null);
  const [toShare, setToShare] = useState<MixtureRow | null>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  // A new search term starts again at the first page. Only a change of the typed term counts,
  // so the URL's own changes (Back) do not bounce back here.
  const lastTyped = useRef(debouncedSearch);
  useEffect(() => {
    if (debouncedSearch === lastTyped.current) return;
    lastTyped.current = debouncedSearch;
    if (debouncedSearch !== search) update({ search: debouncedSearch, page: 0 }, true);
  }, [debouncedSearch, search, update]);

  const { data, previousData, loading, error, refetch } = useQuery(SkinCareProgramsDocument, {
    variables: { pageNo: page, pageSize: MIXTURES_PAGE_SIZE, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteProgram, { loading: deleting }] = useMutation(DeleteSkinCareProgramDocument);

  // Spec section 8: a failed list fetch is logged and shows an empty list.
  useEffect(() => {
    if (!error) return;
    console.error('Loading my mixtures failed', error);
    notify.error('MIXTURES_FETCH_FAILED');
  }, [error, notify]);

  const result = error ? undefined : (data ?? previousData)?.skinCarePrograms;
  const mixtures = result?.mixtures ?? [];
  const totalPages = result?.totalPages ?? 0;

  // A page past the end (after deleting the last row of the last page) shows the last page.
  useEffect(() => {
    if (result && !loading && totalPages > 0 && page >= totalPages) update({ search, page: totalPages - 1 }, true);
  }, [result, loading, totalPages, page, search, update]);

  const download = async (mixture: MixtureRow) => {
    if (!mixture.pdfId) return;
    setDownloadingId(mixture.id);
    try {
      await downloadProgramPdf(store, mixture.id, mixture.pdfId);
      notify.success('MIXTURES_PDF_DOWNLOAD_SUCCESS');
    } catch (failure) {
      console.error('PDF download failed', failure);
      notify.error('MIXTURES_PDF_DOWNLOAD_FAILURE');
    } finally {
      setDownloadingId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteProgram({
        variables: { id: toDelete.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'SkinCareProgram', id: toDelete.id }) });
          cache.gc();
        },
      });
      setToDelete(null);
      notify.success('MIXTURES_DELETE_SUCCESS');
      await refetch();
    } catch (failure) {
      console.error('Deleting a mixture failed', failure);
      setToDelete(null);
      notify.error('MIXTURES_DELETE_FAILURE');
    }
  };

  /** A client's programs: the search becomes the row's reference (a new history entry, so Back returns). */
  const showClient = useCallback(
    (clientReference: string) => {
      setSearchInput(clientReference);
      update({ search: clientReference, page: 0 }, false);
    },
    [update],
  );

  const initialLoad = loading && !result && !error;

  return (
    <section className="page mixtures">
      <div className="mixtures__header">
        <div>
          <h1>{t('MIXTURES_TITLE')}</h1>
          <p className="mixtures__intro">{t('MIXTURES_INTRO')}</p>
        </div>
        <Link to={NEW_MIXTURE_PATH} className="button button--secondary">
          <span className="button__label">{t('MIXTURES_NEW')}</span>
        </Link>
      </div>

      <div className="mixtures__search" role="search">
        <TextField
          name="q"
          type="search"
          label={t('MIXTURES_SEARCH_CLIENT_LABEL')}
          description={t('MIXTURES_SEARCH_CLIENT_HINT')}
          value={searchInput}
          onChange={setSearchInput}
          maxLength={MAX_CLIENT_REFERENCE}
          autoComplete="off"
        />
        <p className="mixtures__total" role="status">
          {result && t('MIXTURES_TOTAL', { total: String(result.totalElements) })}
          {loading && result && <Spinner size="small" />}
        </p>
      </div>

      {initialLoad ? (
        <PageSpinner />
      ) : mixtures.length === 0 ? (
        <p className="mixtures__empty">
          {error
            ? t('MIXTURES_FETCH_FAILED')
            : search
              ? t('MIXTURES_NO_MATCH_CLIENT', { search })
              : t('MIXTURES_EMPTY')}
        </p>
      ) : (
        <MixturesTable
          mixtures={mixtures}
          downloadingId={downloadingId}
          onDownload={(m) => void download(m)}
          onDelete={setToDelete}
          onShare={setToShare}
          onShowClient={showClient}
          busy={loading}
        />
      )}

      <Pagination page={page} totalPages={totalPages} onPageChange={(next) => update({ search, page: next }, false)} />

      <ShareDialog program={toShare} onClose={() => setToShare(null)} />

      <DeleteMixtureDialog
        mixture={toDelete}
        isDeleting={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
