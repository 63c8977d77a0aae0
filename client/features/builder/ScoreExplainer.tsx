import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScoreExplanation } from '../../../common/scoring/index.js';
import { useLocale } from '../../i18n/useLocale.js';
import { formatNumber, formatPoints } from './explainFormat.js';

export interface ScoreExplainerProps {
  /** The product's name (the tile's), for the accessible names. */
  name: string;
  explanation: ScoreExplanation;
  indicatorName: (id: number) => string;
}

/**
 * A product's score and, behind a disclosure button (aria-expanded), why: one row per chosen
 * indicator with evaluation, weight and points, largest first; the points add up to the score.
 */
export function ScoreExplainer({ name, explanation, indicatorName }: ScoreExplainerProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const score = formatNumber(explanation.shownScore, locale);
  return (
    <div className="score-explainer">
      <span className="score-explainer__score">{t('EXPLAIN_SCORE', { score })}</span>
      <button
        type="button"
        className="score-explainer__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        aria-label={`${t('EXPLAIN_WHY')} ${name}`}
      >
        {t('EXPLAIN_WHY')}
        <span className="score-explainer__chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="score-explainer__panel" hidden={!open}>
        {open && (
          <table className="score-explainer__table">
            <caption className="visually-hidden">{t('EXPLAIN_CAPTION', { name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('EXPLAIN_INDICATOR')}</th>
                <th scope="col">{t('EXPLAIN_EVALUATION')}</th>
                <th scope="col">{t('EXPLAIN_WEIGHT')}</th>
                <th scope="col">{t('EXPLAIN_POINTS')}</th>
              </tr>
            </thead>
            <tbody>
              {explanation.contributions.map((c) => (
                <tr key={c.indicatorId}>
                  <th scope="row">{indicatorName(c.indicatorId)}</th>
                  <td>{formatNumber(c.evaluation, locale)}</td>
                  <td>{formatNumber(c.weight, locale)}</td>
                  <td className={c.points < 0 ? 'score-explainer__negative' : undefined}>
                    {formatPoints(c.points, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('EXPLAIN_TOTAL')}
                </th>
                <td>{score}</td>
              </tr>
            </tfoot>
          </table>
        )}
        {open && <p className="score-explainer__formula">{t('EXPLAIN_FORMULA')}</p>}
      </div>
    </div>
  );
}
