import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { evaluationValueSchema } from '../../../common/validation/catalogue.js';
import { authorizedFetch } from '../../app/authorizedFetch.js';
import { errorCode, errorMessage } from '../../app/errors.js';
import { useNotify } from '../../app/useNotify.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { useSession } from '../../app/useSession.js';
import { EvaluationTableDocument, SetEvaluationDocument } from '../../graphql/graphql.js';
import { Button } from '../../ui/Button.js';
import { PageSpinner } from '../../ui/Spinner.js';
import { saveBlob } from '../builder/downloadProgramPdf.js';
import { EvaluationGrid } from './EvaluationGrid.js';
import { NARROW, WIDE } from './evaluationGeometry.js';
import './catalogue-matrices.css';

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
 * admin/evaluations: products × indicators, edited in place. A change shows at once
 * (optimistic), is saved with the product's version and is put back with a message when the
 * server refuses it (a stale version also reloads the table).
 */
export function EvaluationsPage() {
  const { t } = useTranslation();
  usePageTitle('EVALUATIONS_TITLE');
  const notify = useNotify();
  const { store } = useSession();
  const narrow = useNarrow();
  const { data, loading, error, refetch } = useQuery(EvaluationTableDocument, { fetchPolicy: 'cache-and-network' });
  const [setEvaluation] = useMutation(SetEvaluationDocument);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (error) notify.serverError(errorMessage(error));
  }, [error, notify]);

  const table = data?.evaluationTable;

  const commit = async (row: number, col: number, text: string) => {
    if (!table) return;
    const product = table.products[row]!;
    const indicator = table.indicators[col]!;
    const value = Number(text.trim());
    if (text.trim() === '' || !evaluationValueSchema.isValidSync(value)) {
      notify.error('EVALUATIONS_SAVE_FAILED', { params: { reason: t('VALIDATION_INVALID_VALUE') } });
      return;
    }
    const values = product.values.map((v, i) => (i === col ? value : v));
    // __typename lets Apollo normalise the optimistic row onto the cached one (by id).
    const optimisticRow = { __typename: 'EvaluationTableProduct' as const, id: product.id, version: product.version + 1, values };
    try {
      await setEvaluation({
        variables: { input: { productId: product.id, indicatorId: indicator.id, value, version: product.version } },
        // Apollo shows this at once and drops it again if the server refuses: the undo.
        optimisticResponse: { setEvaluation: optimisticRow },
      });
    } catch (failure) {
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

  if (!table) return loading ? <PageSpinner /> : <section className="page catalogue-matrices" />;

  return (
    <section className="page catalogue-matrices">
      <div className="catalogue-matrices__header">
        <h1>{t('EVALUATIONS_TITLE')}</h1>
        <Button onPress={exportCsv} isPending={exporting}>
          {t('EVALUATIONS_EXPORT')}
        </Button>
      </div>
      <p className="catalogue-matrices__intro">{t('EVALUATIONS_INTRO')}</p>
      {table.products.length === 0 || table.indicators.length === 0 ? (
        <p>{t('EVALUATIONS_EMPTY')}</p>
      ) : (
        <EvaluationGrid indicators={table.indicators} products={table.products} geometry={narrow ? NARROW : WIDE} onCommit={commit} />
      )}
    </section>
  );
}
