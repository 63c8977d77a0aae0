import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isKnowledgeScoreShown, knowledgeBarWidth, knowledgeScore } from '../../../common/scoring/index.js';

export interface EvaluationRow {
  id: number;
  name: string;
  /** The knowledge score: the -10..10 evaluation × 10. */
  score: number;
  /** A knowledge page of the row's item. */
  to?: string;
}

/** A signed score label: +70, −30. */
export function scoreLabel(score: number): string {
  if (score > 0) return `+${score}`;
  if (score < 0) return `\u2212${Math.abs(score)}`;
  return '0';
}

/** Rows from one row of an evaluation map, only the scores the spec shows (≥ 40 or negative); best first. */
export function evaluationRows(
  evaluations: Record<string, number> | undefined,
  nameOf: (id: number) => string | undefined,
  linkOf?: (id: number) => string,
): EvaluationRow[] {
  const rows: EvaluationRow[] = [];
  for (const [key, value] of Object.entries(evaluations ?? {})) {
    const id = Number(key);
    const name = nameOf(id);
    if (name === undefined || typeof value !== 'number') continue;
    const score = knowledgeScore(value);
    if (!isKnowledgeScoreShown(score)) continue;
    rows.push({ id, name, score, to: linkOf?.(id) });
  }
  return rows.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
}

/** Evaluation bars: width |score| %, green for a positive and red for a negative value, labelled with the score. */
export function EvaluationBars({ rows, label }: { rows: readonly EvaluationRow[]; label: string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="evaluations__empty">{t('KNOWLEDGE_NO_EVALUATIONS')}</p>;
  return (
    <ul className="evaluations" aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className="evaluation">
          <span className="evaluation__name">
            {row.to ? (
              <Link to={row.to} className="link">
                {row.name}
              </Link>
            ) : (
              row.name
            )}
          </span>
          <span className="evaluation__track" aria-hidden="true">
            <span
              className={`evaluation__bar evaluation__bar--${row.score < 0 ? 'negative' : 'positive'}`}
              style={{ width: `${knowledgeBarWidth(row.score)}%` }}
            />
          </span>
          <span className={`evaluation__value evaluation__value--${row.score < 0 ? 'negative' : 'positive'}`}>
            <span className="visually-hidden">{t('KNOWLEDGE_EVALUATION_SCORE')} </span>
            {scoreLabel(row.score)}
          </span>
        </li>
      ))}
    </ul>
  );
}
