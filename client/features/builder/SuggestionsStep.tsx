import { memo, useMemo, useState, type ReactNode } from 'react';
import type { CatalogueProduct } from '../catalogue/catalogue.types.js';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale.js';
import { byName } from '../catalogue/catalogueIndex.js';
import { BaseProductTile } from './BaseProductTile.js';
import { productsOf } from './productLists.js';
import { ProductList } from './ProductList.js';
import { KnowledgeLink, ProductTile } from './ProductTile.js';
import { hasSuggestions, isBaseSelected, isProductSelected, listOf } from './programDraft.js';
import { StepActions } from './StepActions.js';
import { SKIP_TARGET, isNextEnabled, isSkipShown, nextStage, previousStage } from './stages.js';
import type { StepProps } from './stepProps.js';
import { SuggestedSwitch } from './SuggestedSwitch.js';
import { ScoreExplainer } from './ScoreExplainer.js';
import { useTileInsights } from './TileInsights.js';
import { useProductSuggestions, useScoreExplainer } from './useSuggestions.js';

interface SectionProps extends Pick<StepProps, 'draft' | 'dispatch' | 'index'> {
  insights: (productId: number, selected: boolean) => ReactNode;
  /** Indicators are chosen: the lists are suggestions, with a switch to every product. */
  suggested: boolean;
  suggestedItems: CatalogueProduct[];
  allItems: CatalogueProduct[];
}

// Each list keeps its own "show all" switch: turning one renders that list only.

function BasesSection({ draft, dispatch, index, insights, suggested, suggestedItems, allItems }: SectionProps) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const title = t(suggested && !showAll ? 'BUILDER_SUGGESTED_BASES' : 'BUILDER_ALL_BASES');
  return (
    <section className="builder-section" aria-labelledby="suggestions-bases">
      <div className="builder-section__head">
        <h3 id="suggestions-bases">{title}</h3>
        {suggested && <SuggestedSwitch showAll={showAll} onChange={setShowAll} />}
      </div>
      <p className="builder-section__hint">{t('BUILDER_BASE_HINT')}</p>
      <ProductList
        key={`bases-${String(showAll)}`}
        items={suggested && !showAll ? suggestedItems : allItems}
        label={title}
        emptyText={t('BUILDER_NO_SUGGESTED_PRODUCTS')}
        render={(product) => (
          <BaseProductTile
            key={product.id}
            product={product}
            name={index.productName(product.id)}
            isSizeSelected={(size) => isBaseSelected(draft, product.id, size)}
            onToggleSize={(suggestion) => dispatch({ type: 'toggleBase', productId: product.id, suggestion })}
          >
            {insights(product.id, draft.base?.productId === product.id)}
          </BaseProductTile>
        )}
      />
    </section>
  );
}

function ProductsSection({ draft, dispatch, index, insights, suggested, suggestedItems, allItems }: SectionProps) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const title = t(suggested && !showAll ? 'BUILDER_SUGGESTED_PRODUCTS' : 'BUILDER_ALL_ACTIVES');
  return (
    <section className="builder-section" aria-labelledby="suggestions-products">
      <div className="builder-section__head">
        <h3 id="suggestions-products">{title}</h3>
        {suggested && <SuggestedSwitch showAll={showAll} onChange={setShowAll} />}
      </div>
      <ProductList
        key={`products-${String(showAll)}`}
        items={suggested && !showAll ? suggestedItems : allItems}
        label={title}
        emptyText={t('BUILDER_NO_SUGGESTED_PRODUCTS')}
        render={(product) => (
          <ProductTile
            key={product.id}
            product={product}
            name={index.productName(product.id)}
            selected={isProductSelected(draft, product)}
            onToggle={() => dispatch({ type: 'toggleProduct', product })}
          >
            {listOf(product) !== 'ACTIVE' && (
              <span className="product-tile__role">{t(`BUILDER_ROLE_${listOf(product) ?? 'ACTIVE'}`)}</span>
            )}
            {insights(product.id, isProductSelected(draft, product))}
          </ProductTile>
        )}
      />
    </section>
  );
}

/**
 * PERSONALIZED_SUGGESTIONS: the custom cream's contents. Suggested base products with their
 * sizes, suggested products (active, care, cleaning; 6 then +6) and the not-recommended list;
 * with no indicator chosen, every base and active product. Next, Previous, and Skip while no
 * custom product is chosen. Memoised: rendered ahead, hidden, it is shown again as it is.
 */
export const SuggestionsStep = memo(function SuggestionsStep({ draft, dispatch, index, go }: StepProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const suggestions = useProductSuggestions(draft, index);
  const suggested = hasSuggestions(draft);
  const insights = useTileInsights(draft, index);
  const explain = useScoreExplainer(draft, index);
  const all = useMemo(() => {
    const enabled = index.catalogue.products.filter((p) => p.enabled);
    const sorted = (role: 'BASE' | 'ACTIVE') =>
      byName(
        enabled.filter((p) => listOf(p) === role),
        (p) => index.productName(p.id),
        locale,
      );
    return { bases: sorted('BASE'), actives: sorted('ACTIVE') };
  }, [index, locale]);
  const suggestedBases = useMemo(() => productsOf([suggestions.base], index.product), [suggestions, index]);
  const suggestedProducts = useMemo(
    () => productsOf([suggestions.active, suggestions.care, suggestions.cleaning], index.product),
    [suggestions, index],
  );
  const notRecommended = suggested ? productsOf([suggestions.notRecommended], index.product) : [];
  const sectionProps = { draft, dispatch, index, insights, suggested };

  return (
    <>
      <BasesSection {...sectionProps} suggestedItems={suggestedBases} allItems={all.bases} />
      <ProductsSection {...sectionProps} suggestedItems={suggestedProducts} allItems={all.actives} />

      {notRecommended.length > 0 && (
        <section className="builder-section" aria-labelledby="suggestions-not-recommended">
          <h3 id="suggestions-not-recommended">{t('BUILDER_NOT_RECOMMENDED')}</h3>
          <ul className="not-recommended">
            {notRecommended.map((product) => (
              <li key={product.id}>
                <span className="not-recommended__name">{index.productName(product.id)}</span>
                <KnowledgeLink productId={product.id} name={index.productName(product.id)} />
                <ScoreExplainer
                  name={index.productName(product.id)}
                  explanation={explain(product.id)}
                  indicatorName={index.indicatorName}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <StepActions
        previous={previousStage('PERSONALIZED_SUGGESTIONS', draft)}
        next={nextStage('PERSONALIZED_SUGGESTIONS', draft)}
        nextDisabled={!isNextEnabled('PERSONALIZED_SUGGESTIONS', draft)}
        skip={isSkipShown('PERSONALIZED_SUGGESTIONS', draft) ? SKIP_TARGET : null}
        go={go}
      />
    </>
  );
});
