import { useTranslation } from 'react-i18next';
import { isIndicatorScoreShown } from '../../../common/scoring/index.js';
import { formatVolume, totalVolume, volumeWarnings } from '../../../common/volume.js';
import { useLocale } from '../../i18n/useLocale.js';
import { baseSizesOf } from './BaseProductTile.js';
import { activeSuggestion, recipeLines } from './programDraft.js';
import { StepActions } from './StepActions.js';
import { nextStage, previousStage } from './stages.js';
import type { StepProps } from './stepProps.js';
import { ContraindicationWarning } from './ContraindicationWarning.js';
import { useContraindications, useRecipeIndicators } from './useSuggestions.js';
import { VolumeControl } from './VolumeControl.js';

/**
 * PERSONALIZED: the volumes of the base and active products (plus/minus by the base size's
 * increment, or typed), the total against the suggested volume with its warnings, and the skin
 * conditions the cream addresses at these volumes.
 */
export function VolumesStep({ draft, dispatch, index, go }: StepProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const ml = (volume: number) => `${formatVolume(volume, locale)} ${t('BUILDER_ML')}`;
  const lines = recipeLines(draft);
  const total = totalVolume(lines);
  const suggestion = activeSuggestion(draft);
  const baseProduct = draft.base ? index.product(draft.base.productId) : undefined;
  const baseSizes = baseProduct ? baseSizesOf(baseProduct).map((s) => s.baseSize) : [suggestion.baseSize];
  const warnings = volumeWarnings({
    baseVolume: draft.base?.volume,
    baseSuggestion: draft.baseSuggestion,
    baseSizes,
    total,
  });
  const indicators = useRecipeIndicators(draft, index);
  const worsens = useContraindications(draft, index);

  return (
    <>
      <section className="builder-section" aria-labelledby="volumes-lines">
        <h3 id="volumes-lines">{t('BUILDER_VOLUMES_HEADING')}</h3>
        <ul className="volume-lines">
          {lines.map((line) => {
            const name = index.productName(line.productId);
            const isBase = draft.base?.productId === line.productId;
            return (
              <li key={line.productId} className="volume-line">
                <span className="volume-line__name">
                  {name}
                  <span className="volume-line__role">{t(isBase ? 'BUILDER_ROLE_BASE' : 'BUILDER_ROLE_ACTIVE')}</span>
                </span>
                <VolumeControl
                  name={name}
                  volume={line.volume}
                  onStep={(direction) => dispatch({ type: 'stepVolume', productId: line.productId, direction })}
                  onType={(text) => dispatch({ type: 'typeVolume', productId: line.productId, text })}
                />
              </li>
            );
          })}
        </ul>
        <dl className="volume-totals">
          <div>
            <dt>{t('BUILDER_TOTAL_VOLUME')}</dt>
            <dd data-testid="total-volume">{ml(total)}</dd>
          </div>
          <div>
            <dt>{t('BUILDER_SUGGESTED_VOLUME')}</dt>
            <dd data-testid="suggested-volume">{ml(suggestion.maxVolumeSuggestion)}</dd>
          </div>
        </dl>
        <div className="volume-warnings" aria-live="polite">
          {warnings.baseSizeNotRecommended && (
            <p className="builder-warning">
              {t('BUILDER_WARNING_BASE_SIZE', { sizes: baseSizes.map((s) => ml(s)).join(', ') })}
            </p>
          )}
          {warnings.totalDiffersFromSuggested && (
            <p className="builder-warning">
              {t('BUILDER_WARNING_TOTAL', { volume: ml(suggestion.maxVolumeSuggestion) })}
            </p>
          )}
          {lines.map((line) => (
            <ContraindicationWarning
              key={line.productId}
              product={index.productName(line.productId)}
              indicators={worsens(line.productId).map(index.indicatorName)}
            />
          ))}
        </div>
      </section>

      <section className="builder-section" aria-labelledby="volumes-indicators">
        <h3 id="volumes-indicators">{t('BUILDER_RECIPE_INDICATORS')}</h3>
        {indicators.length === 0 ? (
          <p className="builder__empty">{t('BUILDER_RECIPE_INDICATORS_NONE')}</p>
        ) : (
          <ul className="recipe-indicators">
            {indicators.map(({ skinIndicatorId, score }) => (
              <li
                key={skinIndicatorId}
                className={`recipe-indicator recipe-indicator--${score < 0 ? 'negative' : 'positive'}`}
              >
                <span>{index.indicatorName(skinIndicatorId)}</span>{' '}
                {isIndicatorScoreShown(score) && (
                  <span className="recipe-indicator__score">
                    <span className="visually-hidden">{t('KNOWLEDGE_EVALUATION_SCORE')} </span>
                    {Math.round(score)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <StepActions previous={previousStage('PERSONALIZED', draft)} next={nextStage('PERSONALIZED', draft)} go={go} />
    </>
  );
}
