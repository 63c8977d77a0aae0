import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle.js';
import { useLocale } from '../../i18n/useLocale.js';
import { PageSpinner } from '../../ui/Spinner.js';
import { byName } from '../catalogue/catalogueIndex.js';
import { useCatalogueIndex } from '../catalogue/useCatalogue.js';
import { EvaluationBars, evaluationRows } from './EvaluationBars.js';
import { KnowledgePicker } from './KnowledgePicker.js';
import { SearchLink } from './SearchLink.js';
import { useIdParam } from './useIdParam.js';

/** The knowledge page of a skin indicator: name, category, description, and how each product serves it. */
export function KnowledgeIndicatorsPage() {
  const { t } = useTranslation();
  usePageTitle('KNOWLEDGE_INDICATORS_TITLE');
  const { locale } = useLocale();
  const { index, loading } = useCatalogueIndex();
  const [id, setId] = useIdParam();

  const items = useMemo(
    () =>
      byName(
        index.catalogue.skinIndicators.map((i) => ({ id: i.id, name: index.indicatorName(i.id) })),
        (i) => i.name,
        locale,
      ),
    [index, locale],
  );
  const indicator = id === null ? undefined : index.indicator(id);
  const rows = useMemo(
    () =>
      indicator
        ? evaluationRows(
            index.catalogue.indicatorToProductEvaluation[indicator.id],
            (productId) => (index.product(productId) ? index.productName(productId) : undefined),
            (productId) => `/knowledge/products?id=${productId}`,
          )
        : [],
    [index, indicator],
  );

  return (
    <section className="page knowledge">
      <h1>{t('KNOWLEDGE_INDICATORS_TITLE')}</h1>
      <p className="knowledge__intro">{t('KNOWLEDGE_INDICATORS_INTRO')}</p>
      {loading ? (
        <PageSpinner />
      ) : (
        <>
          <KnowledgePicker
            label={t('KNOWLEDGE_INDICATOR_PICKER')}
            items={items}
            selectedId={indicator ? indicator.id : null}
            onChange={setId}
          />
          {id !== null && !indicator && <p className="knowledge__missing">{t('KNOWLEDGE_NOT_FOUND')}</p>}
          {indicator && (
            <article className="knowledge-card" aria-labelledby="knowledge-item-name">
              <header className="knowledge-card__head">
                <h2 id="knowledge-item-name">{index.indicatorName(indicator.id)}</h2>
                <SearchLink url={indicator.searchLinks[locale]} />
              </header>
              <p className="knowledge-card__category">{t(`INDICATOR_CATEGORY_${indicator.skinIndicatorCategory}`)}</p>
              <p className="knowledge-card__description">{t(indicator.descriptionPlaceholder)}</p>
              <section aria-labelledby="knowledge-evaluations">
                <h3 id="knowledge-evaluations">{t('KNOWLEDGE_INDICATOR_EVALUATIONS')}</h3>
                <EvaluationBars rows={rows} label={t('KNOWLEDGE_INDICATOR_EVALUATIONS')} />
              </section>
            </article>
          )}
        </>
      )}
    </section>
  );
}
