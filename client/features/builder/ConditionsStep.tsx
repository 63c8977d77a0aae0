import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup, ToggleButton } from 'react-aria-components';
import {
  PRIORITIES,
  SKIN_INDICATOR_CATEGORIES,
  type Priority,
  type SkinIndicatorCategory,
} from '../../../common/enums.js';
import { useOnline } from '../../app/useOnline.js';
import { useLocale } from '../../i18n/useLocale.js';
import { Button } from '../../ui/Button.js';
import { byName } from '../catalogue/catalogueIndex.js';
import { isIndicatorSelected } from './programDraft.js';
import { StepActions } from './StepActions.js';
import { nextStage } from './stages.js';
import type { StepProps } from './stepProps.js';

/**
 * CONDITIONS: category toggles narrow the indicator buttons; each chosen indicator gets a
 * priority (LOW, MEDIUM, HIGH) and a remove button. Only Next (kept in view on a phone). Without
 * a catalogue (`catalogueMissing`: offline on a device that never kept one) the box says why it is empty.
 */
export function ConditionsStep({
  draft,
  dispatch,
  index,
  go,
  catalogueMissing = false,
}: StepProps & { catalogueMissing?: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { locale } = useLocale();
  const [categories, setCategories] = useState<ReadonlySet<SkinIndicatorCategory>>(
    () => new Set(SKIN_INDICATOR_CATEGORIES),
  );

  const byCategory = useMemo(() => {
    const enabled = index.catalogue.skinIndicators.filter((i) => i.enabled);
    return SKIN_INDICATOR_CATEGORIES.map((category) => ({
      category,
      indicators: byName(
        enabled.filter((i) => i.skinIndicatorCategory === category),
        (i) => index.indicatorName(i.id),
        locale,
      ),
    })).filter((group) => group.indicators.length > 0);
  }, [index, locale]);

  const toggleCategory = (category: SkinIndicatorCategory) =>
    setCategories((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });

  return (
    <>
      {/* The chosen conditions with their priorities come first: on a phone they were below the
          whole list of conditions, a long scroll after each pick. From 1024 px they stand beside it. */}
      <div className="conditions">
        <section className="builder-section conditions__chosen" aria-labelledby="conditions-chosen">
          <h3 id="conditions-chosen">{t('BUILDER_CONDITIONS_CHOSEN')}</h3>
          {draft.indicators.length === 0 ? (
            <p className="builder__empty">{t('BUILDER_CONDITIONS_NONE')}</p>
          ) : (
            <ul className="chosen-indicators">
              {draft.indicators.map(({ skinIndicatorId, priority }) => {
                const name = index.indicatorName(skinIndicatorId);
                return (
                  <li key={skinIndicatorId} className="chosen-indicator">
                    <span className="chosen-indicator__name">{name}</span>
                    <RadioGroup
                      className="priority"
                      orientation="horizontal"
                      value={priority}
                      onChange={(value) =>
                        dispatch({ type: 'setPriority', skinIndicatorId, priority: value as Priority })
                      }
                      aria-label={t('BUILDER_PRIORITY_OF', { name })}
                    >
                      {PRIORITIES.map((p) => (
                        <Radio key={p} value={p} className="priority__option">
                          {t(`PRIORITY_${p}`)}
                        </Radio>
                      ))}
                    </RadioGroup>
                    <Button
                      variant="ghost"
                      className="chosen-indicator__remove"
                      onPress={() => dispatch({ type: 'removeIndicator', skinIndicatorId })}
                      aria-label={t('BUILDER_REMOVE_NAMED', { name })}
                    >
                      {t('BUILDER_REMOVE')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section className="builder-section conditions__choose" aria-labelledby="conditions-choose">
          <h3 id="conditions-choose">{t('BUILDER_CONDITIONS_CHOOSE')}</h3>
          {catalogueMissing && byCategory.length === 0 && (
            <p className="builder__empty conditions__missing">
              {t(online ? 'CATALOGUE_LOAD_FAILED' : 'BUILDER_CATALOGUE_NOT_ON_DEVICE')}
            </p>
          )}
          {byCategory.length > 0 && (
            <div className="chip-row" role="group" aria-label={t('BUILDER_CONDITIONS_CATEGORIES')}>
              {byCategory.map(({ category }) => (
                <ToggleButton
                  key={category}
                  className="chip"
                  isSelected={categories.has(category)}
                  onChange={() => toggleCategory(category)}
                >
                  {t(`INDICATOR_CATEGORY_${category}`)}
                </ToggleButton>
              ))}
            </div>
          )}
          {byCategory
            .filter((group) => categories.has(group.category))
            .map(({ category, indicators }) => (
              <div key={category} className="indicator-group">
                <h4 className="indicator-group__title" id={`indicators-${category}`}>
                  {t(`INDICATOR_CATEGORY_${category}`)}
                </h4>
                <ul className="indicator-buttons" aria-labelledby={`indicators-${category}`}>
                  {indicators.map((indicator) => (
                    <li key={indicator.id}>
                      <ToggleButton
                        className="indicator-toggle"
                        isSelected={isIndicatorSelected(draft, indicator.id)}
                        onChange={() => dispatch({ type: 'toggleIndicator', skinIndicatorId: indicator.id })}
                      >
                        <span className="product-toggle__check" aria-hidden="true" />
                        {index.indicatorName(indicator.id)}
                      </ToggleButton>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </section>
      </div>
      <StepActions next={nextStage('CONDITIONS', draft)} go={go} sticky />
    </>
  );
}
