import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { evaluationValueSchema } from '../../../common/validation/catalogue.js';
import { authorizedFetch } from '../../app/authorizedFetch.js';
import { errorCode, errorMessage } from '../../app/errors.js';
import { useNotify } from '../../app/useNotify.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { useSession } from '../../app/useSession.js';
import {
  EvaluationTableDocument,
  SetEvaluationDocument,
  type EvaluationTableQuery,
} from '../../graphql/evaluationTable.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { PageSpinner } from '../../ui/Spinner.js';
import { saveBlob } from '../../ui/saveBlob.js';
import { EvaluationGrid } from './EvaluationGrid.js';
import { NARROW, WIDE } from './evaluationGeometry.js';
import './catalogue-matrices.css';

type Row = EvaluationTableQuery['evaluationTable']['products'][number];

/** A typed change waiting for the editor's confirmation. */
interface PendingChange {
  productId: number;
  indicatorId: number;
  col: number;
  product: string;
  indicator: string;
  before: number;
  value: number;
}

export const EVALUATION_CSV_URL = '/secured/api/admin/evaluations/csv';

const narrowQuery = '(max-width: 600px)';
function useNarrow(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(narrowQuery);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(narrowQuery).matches,
  );
}

/**
 * admin/evaluations: products × indicators, edited in place. A typed change is confirmed first
 * (one stray key would otherwise change the scoring of every program); then it shows at once
 * (optimistic), is saved with the product's version and is put back with a message when the
 * server refuses it (a stale version also reloads the table).
 */
export function EvaluationsPage() {
  const { t } = useTranslation();
  usePageTitle('EVALUATIONS_TITLE');
  const notify = useNotify();
  const { store } = useSession();
  const narrow = useNarrow();
  // Not normalised into Apollo's cache: 2,000 rows would cost the first render more than the
  // cache gives back here; the rows live in local state, edited optimistically.
  const { data, loading, error, refetch } = useQuery(EvaluationTableDocument, { fetchPolicy: 'no-cache' });
  const [setEvaluation] = useMutation(SetEvaluationDocument, { fetchPolicy: 'no-cache' });
  const [exporting, setExporting] = useState(false);
  // Rows edited here, over the answer they were edited from: a new answer (a refetch) replaces them.
  const [editedRows, setEditedRows] = useState<{ from: Row[]; rows: readonly Row[] } | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);

  useEffect(() => {
    if (error) notify.serverError(errorMessage(error));
  }, [error, notify]);

  const table = data?.evaluationTable;
  const answered = table?.products;
  const rows = editedRows && editedRows.from === answered ? editedRows.rows : null;
  const shown = rows ?? answered;
  const replaceRow = (id: number, update: (row: Row) => Row) =>
    setEditedRows((current) => {
      if (!answered) return current;
      const base = current && current.from === answered ? current.rows : answered;
      return { from: answered, rows: base.map((r) => (r.id === id ? update(r) : r)) };
    });

  const commit = (index: number, col: number, text: string) => {
    const product = shown?.[index];
    const indicator = table?.indicators[col];
    if (!product || !indicator) return;
    const value = Number(text.trim());
    if (text.trim() === '' || !evaluationValueSchema.isValidSync(value)) {
      notify.error('EVALUATIONS_SAVE_FAILED', { params: { reason: t('VALIDATION_INVALID_VALUE') } });
      return;
    }
    setPending({
      productId: product.id,
      indicatorId: indicator.id,
      col,
      product: product.name,
      indicator: indicator.name,
      before: product.values[col] ?? 0,
      value,
    });
  };

  const save = async ({ productId, indicatorId, col, before, value }: PendingChange) => {
    setPending(null);
    // The version of the row as it is now (another save may have moved it since the edit).
    const version = (rows ?? table?.products)?.find((r) => r.id === productId)?.version;
    if (version === undefined) return;
    // Shown at once; put back if the server refuses (the undo).
    replaceRow(productId, (r) => ({ ...r, values: r.values.map((v, i) => (i === col ? value : v)) }));
    try {
      const { data: saved } = await setEvaluation({ variables: { input: { productId, indicatorId, value, version } } });
      if (saved)
        replaceRow(productId, (r) => ({
          ...r,
          version: saved.setEvaluation.version,
          values: saved.setEvaluation.values,
        }));
    } catch (failure) {
      replaceRow(productId, (r) => ({ ...r, values: r.values.map((v, i) => (i === col ? before : v)) }));
      const message = errorMessage(failure);
      notify.error('EVALUATIONS_SAVE_FAILED', { params: { reason: t(message.key, { param: message.param }) } });
      if (errorCode(failure) === 'CONFLICT') void refetch();
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const response = await authorizedFetch(store, EVALUATION_CSV_URL, { headers: { accept: 'text/csv' } });
      saveBlob(await response.blob(), 'evaluation_table.csv');
    } catch (failure) {
      console.error('CSV export failed', failure);
      notify.error('EVALUATIONS_EXPORT_FAILED');
    } finally {
      setExporting(false);
    }
  };

  if (!table || !shown) return loading ? <PageSpinner /> : <section className="page catalogue-matrices" />;

  return (
    <section className="page catalogue-matrices">
      <div className="catalogue-matrices__header">
        <h1>{t('EVALUATIONS_TITLE')}</h1>
        <Button onPress={exportCsv} isPending={exporting}>
          {t('EVALUATIONS_EXPORT')}
        </Button>
      </div>
      <p className="catalogue-matrices__intro">{t('EVALUATIONS_INTRO')}</p>
      {shown.length === 0 || table.indicators.length === 0 ? (
        <p>{t('EVALUATIONS_EMPTY')}</p>
      ) : (
        <EvaluationGrid
          indicators={table.indicators}
          products={shown}
          geometry={narrow ? NARROW : WIDE}
          onCommit={commit}
        />
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        title={t('EVALUATIONS_CONFIRM_TITLE')}
        text={
          pending
            ? t('EVALUATIONS_CONFIRM_TEXT', {
                product: pending.product,
                indicator: pending.indicator,
                before: String(pending.before),
                value: String(pending.value),
              })
            : ''
        }
        confirmLabel={t('EVALUATIONS_CONFIRM_SAVE')}
        isBusy={false}
        onConfirm={() => pending && void save(pending)}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
