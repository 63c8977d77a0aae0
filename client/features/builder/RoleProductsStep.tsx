import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale.js';
import { byName } from '../catalogue/catalogueIndex.js';
import { productsOf } from './productLists.js';
import { ProductList } from './ProductList.js';
import { ProductTile } from './ProductTile.js';
import { offeredAt } from '../../../common/product-role.js';
import { hasSuggestions, isInCream, isProductSelected, listOf } from './programDraft.js';
import { StepActions } from './StepActions.js';
import { nextStage, previousStage } from './stages.js';
import type { StepProps } from './stepProps.js';
import { SuggestedSwitch } from './SuggestedSwitch.js';
import { useTileInsights } from './TileInsights.js';
import { useProductSuggestions } from './useSuggestions.js';

/** WASH and READY: product tiles (suggested or all), Next and Previous, no skip. */
export function RoleProductsStep({ stage, draft, dispatch, index, go }: StepProps & { stage: 'WASH' | 'READY' }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const suggestions = useProductSuggestions(draft, index);
  const suggested = hasSuggestions(draft);
  const insights = useTileInsights(draft, index);
  const [showAll, setShowAll] = useState(false);

  const all = useMemo(() => {
    return byName(
      index.catalogue.products.filter(
        (p) => p.enabled && offeredAt(stage, p.productCategory, p.productUsage, { suggested: false }),
      ),
      (p) => index.productName(p.id),
      locale,
    );
  }, [index, locale, stage]);

  const shownSuggested = suggested && !showAll;
  const products = shownSuggested
    ? productsOf(stage === 'WASH' ? [suggestions.cleaning] : [suggestions.care, suggestions.active], index.product)
    : all;
  const heading = t(
    shownSuggested ? `BUILDER_${stage}_SUGGESTED` : stage === 'READY' ? 'BUILDER_READY_ALL_CARE' : 'BUILDER_WASH_ALL',
  );
  // Only the suggestions offer active concentrates here; the plain READY list says where they went.
  const hint = t(stage === 'READY' && !shownSuggested ? 'BUILDER_READY_ALL_HINT' : `BUILDER_${stage}_HINT`);

  return (
    <>
      <section className="builder-section" aria-labelledby={`step-${stage}`}>
        <div className="builder-section__head">
          <h3 id={`step-${stage}`}>{heading}</h3>
          {suggested && <SuggestedSwitch showAll={showAll} onChange={setShowAll} />}
        </div>
        <p className="builder-section__hint">{hint}</p>
        <ProductList
          key={`${stage}-${String(showAll)}`}
          items={products}
          label={heading}
          emptyText={t('BUILDER_NO_SUGGESTED_PRODUCTS')}
          render={(product) => {
            // A concentrate the cream holds is shown chosen, there, and cannot be added again as ready.
            const inCream = stage === 'READY' && isInCream(draft, product.id);
            const selected = inCream || isProductSelected(draft, product, stage);
            return (
              <ProductTile
                key={product.id}
                product={product}
                name={index.productName(product.id)}
                selected={selected}
                lockedReason={inCream ? t('BUILDER_READY_IN_CREAM') : undefined}
                onToggle={() => dispatch({ type: 'toggleProduct', product, list: stage })}
              >
                {stage === 'READY' && listOf(product) === 'ACTIVE' && (
                  <span className="product-tile__role">{t('BUILDER_ROLE_ACTIVE')}</span>
                )}
                {insights(product.id, selected)}
              </ProductTile>
            );
          }}
        />
      </section>
      <StepActions previous={previousStage(stage, draft)} next={nextStage(stage, draft)} go={go} />
    </>
  );
}
