import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import { useLocale } from '../../i18n/useLocale.js';
import { PageSpinner } from '../../ui/Spinner.js';
import { byName } from '../catalogue/catalogueIndex.js';
import { useCatalogueIndex } from '../catalogue/useCatalogue.js';
import { EvaluationBars, evaluationRows } from './EvaluationBars.js';
import { KnowledgePicker } from './KnowledgePicker.js';
import { SearchLink } from './SearchLink.js';
import { useIdParam } from './useIdParam.js';

/** The knowledge page of a product: link to search, name, description, ingredients (INCI locales only), evaluations. */
export function KnowledgeProductsPage() {
  const { t } = useTranslation();
  usePageTitle('KNOWLEDGE_PRODUCTS_TITLE');
  const { locale } = useLocale();
  const { inciLocales } = usePublicSettings();
  const { index, loading } = useCatalogueIndex();
  const [id, setId] = useIdParam();

  const items = useMemo(
    () =>
      byName(
        index.catalogue.products.map((p) => ({ id: p.id, name: index.productName(p.id) })),
        (i) => i.name,
        locale,
      ),
    [index, locale],
  );
  const product = id === null ? undefined : index.product(id);
  const showInci = inciLocales.includes(locale);
  const ingredients = useMemo(() => {
    if (!product) return [];
    return [...(index.catalogue.incisInProducts[product.id] ?? [])]
      .sort((a, b) => a.position - b.position)
      .flatMap((line) => {
        const inci = index.inci(line.inciId);
        return inci ? [inci] : [];
      });
  }, [index, product]);
  const rows = useMemo(
    () =>
      product
        ? evaluationRows(
            index.catalogue.productToIndicatorEvaluation[product.id],
            (indicatorId) => (index.indicator(indicatorId) ? index.indicatorName(indicatorId) : undefined),
            (indicatorId) => `/knowledge/indicators?id=${indicatorId}`,
          )
        : [],
    [index, product],
  );

  return (
    <section className="page knowledge">
      <h1>{t('KNOWLEDGE_PRODUCTS_TITLE')}</h1>
      <p className="knowledge__intro">{t('KNOWLEDGE_PRODUCTS_INTRO')}</p>
      {loading ? (
        <PageSpinner />
      ) : (
        <>
          <KnowledgePicker
            label={t('KNOWLEDGE_PRODUCT_PICKER')}
            items={items}
            selectedId={product ? product.id : null}
            onChange={setId}
          />
          {id !== null && !product && <p className="knowledge__missing">{t('KNOWLEDGE_NOT_FOUND')}</p>}
          {product && (
            <article className="knowledge-card" aria-labelledby="knowledge-item-name">
              <header className="knowledge-card__head">
                <h2 id="knowledge-item-name">{index.productName(product.id)}</h2>
                <SearchLink url={product.searchLinks[locale]} />
              </header>
              {!product.isInOffer && <p className="knowledge-card__warning">{t('KNOWLEDGE_NOT_IN_OFFER')}</p>}
              <p className="knowledge-card__description">{t(product.descriptionPlaceholder)}</p>
              {showInci && (
                <section aria-labelledby="knowledge-ingredients">
                  <h3 id="knowledge-ingredients">{t('KNOWLEDGE_INGREDIENTS')}</h3>
                  {ingredients.length === 0 ? (
                    <p className="knowledge__muted">{t('KNOWLEDGE_NO_INGREDIENTS')}</p>
                  ) : (
                    <ol className="knowledge-ingredients">
                      {ingredients.map((inci) => (
                        <li key={inci.id}>
                          <Link to={`/knowledge/incis?id=${inci.id}`} className="link">
                            {inci.name}
                          </Link>
                        </li>
                      ))}
                    </ol>
                  )}
                </section>
              )}
              <section aria-labelledby="knowledge-evaluations">
                <h3 id="knowledge-evaluations">{t('KNOWLEDGE_PRODUCT_EVALUATIONS')}</h3>
                <EvaluationBars rows={rows} label={t('KNOWLEDGE_PRODUCT_EVALUATIONS')} />
              </section>
            </article>
          )}
        </>
      )}
    </section>
  );
}
