import { useQuery } from '@apollo/client/react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { creamIngredients } from '../../../common/cream-ingredients.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import { ProductIngredientsDocument } from '../../graphql/builderCatalogue.js';
import { useLocale } from '../../i18n/useLocale.js';
import type { CatalogueIndex } from '../catalogue/catalogueIndex.js';
import { ContraindicationWarning } from './ContraindicationWarning.js';
import { formatShare } from './explainFormat.js';
import { recipeLines, type ProgramDraft } from './programDraft.js';
import { useContraindications } from './useSuggestions.js';

/** What of the draft the insights read (memo: a comment's change renders neither). */
interface Props {
  draft: Pick<ProgramDraft, 'indicators' | 'base' | 'actives' | 'wash' | 'ready'>;
  index: CatalogueIndex;
}

/** Equal when the draft's lists and the index are the same objects (the reducer keeps unchanged lists). */
function sameInsightInputs(a: Props, b: Props): boolean {
  return (
    a.index === b.index &&
    a.draft.indicators === b.draft.indicators &&
    a.draft.base === b.draft.base &&
    a.draft.actives === b.draft.actives &&
    a.draft.wash === b.draft.wash &&
    a.draft.ready === b.draft.ready
  );
}

/** The summary's contraindication warnings: every chosen product (cream, wash, ready), informing only. */
export const SummaryWarnings = memo(function SummaryWarnings({ draft, index }: Props) {
  const { t } = useTranslation();
  const worsens = useContraindications(draft, index);
  const productIds = [...new Set([...recipeLines(draft), ...draft.wash, ...draft.ready].map((l) => l.productId))];
  const warned = productIds.map((id) => ({ id, indicators: worsens(id) })).filter((w) => w.indicators.length > 0);
  if (warned.length === 0) return null;
  return (
    <section className="builder-section summary summary-warnings" aria-labelledby="summary-warnings">
      <h3 id="summary-warnings">{t('EXPLAIN_WARNINGS_HEADING', { count: warned.length })}</h3>
      {warned.map((w) => (
        <ContraindicationWarning
          key={w.id}
          product={index.productName(w.id)}
          indicators={w.indicators.map(index.indicatorName)}
        />
      ))}
      <p className="builder-section__hint">{t('EXPLAIN_WARNINGS_HINT')}</p>
    </section>
  );
}, sameInsightInputs);

/**
 * The custom cream's INCI ingredients, each once, with the products it comes from and their
 * volume share (an approximation: no concentrations are known). Shown where INCI data is shown,
 * folded behind its heading (a disclosure button): the list ran to 18 rows and more.
 */
export const CreamIngredientsSection = memo(function CreamIngredientsSection({ draft, index }: Props) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { inciLocales } = usePublicSettings();
  const { base, actives } = draft;
  const shown = inciLocales.includes(locale);
  // The INCI lists are asked for here, where they are shown, not with the builder's catalogue.
  const { data } = useQuery(ProductIngredientsDocument, { fetchPolicy: 'cache-first', skip: !shown });
  const { incisInProducts, inciNames } = useMemo(
    () => ({
      incisInProducts: new Map(
        (data?.products ?? []).map((p) => [
          p.id,
          p.incis.map((line) => ({ inciId: line.inci.id, position: line.position })),
        ]),
      ),
      inciNames: new Map((data?.incis ?? []).map((i) => [i.id, i.name])),
    }),
    [data],
  );
  const ingredients = useMemo(
    () =>
      creamIngredients({
        lines: recipeLines({ base, actives }),
        ingredientsOf: (id) => incisInProducts.get(id),
        inciName: (id) => inciNames.get(id) ?? '',
      }),
    [incisInProducts, inciNames, base, actives],
  );
  if (!shown || ingredients.length === 0) return null;
  return (
    <section className="builder-section summary cream-ingredients" aria-labelledby="summary-ingredients">
      <Disclosure className="cream-ingredients__disclosure">
        <h3 id="summary-ingredients" className="cream-ingredients__heading">
          <Button slot="trigger" className="cream-ingredients__toggle">
            {t('EXPLAIN_INGREDIENTS_HEADING')}
            <span className="cream-ingredients__chevron" aria-hidden="true" />
          </Button>
        </h3>
        <p className="builder-section__hint">{t('EXPLAIN_INGREDIENTS_NOTE', { count: ingredients.length })}</p>
        <DisclosurePanel className="cream-ingredients__panel">
          <ol className="cream-ingredients__list">
            {ingredients.map((ingredient) => (
              <li key={ingredient.inciId} className="cream-ingredients__item">
                <span className="cream-ingredients__name">
                  {inciNames.get(ingredient.inciId) ?? String(ingredient.inciId)}
                </span>
                <span className="cream-ingredients__sources">
                  {ingredient.sources
                    .map((s) =>
                      t('EXPLAIN_INGREDIENT_SOURCE', {
                        product: index.productName(s.productId),
                        share: formatShare(s.share, locale),
                      }),
                    )
                    .join('; ')}
                </span>
              </li>
            ))}
          </ol>
        </DisclosurePanel>
      </Disclosure>
    </section>
  );
}, sameInsightInputs);
