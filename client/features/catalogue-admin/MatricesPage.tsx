import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../app/errors.js';
import { useNotify } from '../../app/useNotify.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { RegionMatrixDocument, type RegionMatrixKind } from '../../graphql/regionMatrix.js';
import { PageSpinner } from '../../ui/Spinner.js';
import './catalogue-matrices.css';

const TEXTS: Record<RegionMatrixKind, { title: string; yes: string; no: string }> = {
  AVAILABLE: { title: 'MATRIX_AVAILABLE_TITLE', yes: 'MATRIX_YES_AVAILABLE', no: 'MATRIX_NO_AVAILABLE' },
  DISALLOWED: { title: 'MATRIX_DISALLOWED_TITLE', yes: 'MATRIX_YES_DISALLOWED', no: 'MATRIX_NO_DISALLOWED' },
};

/** admin/available and admin/disallowed: products × regions, a green check or a red cross, read-only. */
export function MatricesPage({ kind }: { kind: RegionMatrixKind }) {
  const { t } = useTranslation();
  const texts = TEXTS[kind];
  usePageTitle(texts.title);
  const notify = useNotify();
  const { data, loading, error } = useQuery(RegionMatrixDocument, {
    variables: { kind },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) notify.serverError(errorMessage(error));
  }, [error, notify]);

  const matrix = data?.regionMatrix;
  if (!matrix) return loading ? <PageSpinner /> : <section className="page catalogue-matrices" />;
  const yes = t(texts.yes);
  const no = t(texts.no);

  return (
    <section className="page catalogue-matrices">
      <h1>{t(texts.title)}</h1>
      {matrix.regions.length === 0 ? (
        <p>{t('MATRIX_NO_REGIONS')}</p>
      ) : (
        <div className="region-matrix" tabIndex={0} role="region" aria-label={t(texts.title)}>
          <table className="region-matrix__table">
            <thead>
              <tr>
                <th scope="col">{t('EVALUATIONS_PRODUCT_COLUMN')}</th>
                {matrix.regions.map((r) => (
                  <th key={r.id} scope="col">
                    {r.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matrix.products.map((p) => (
                <tr key={p.productId}>
                  <th scope="row" className={p.enabled ? undefined : 'region-matrix__disabled'}>
                    <Link to={`/admin/edit/products?id=${p.productId}`}>{p.name}</Link>
                  </th>
                  {p.cells.map((on, i) => (
                    <td key={matrix.regions[i]!.id} className={on ? 'region-matrix__yes' : 'region-matrix__no'}>
                      <span aria-hidden="true">{on ? '✓' : '✗'}</span>
                      <span className="visually-hidden">{on ? yes : no}</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function AvailableMatrixPage() {
  return <MatricesPage kind="AVAILABLE" />;
}

export function DisallowedMatrixPage() {
  return <MatricesPage kind="DISALLOWED" />;
}
