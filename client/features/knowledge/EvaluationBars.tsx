import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface EvaluationRow {
  id: number;
  name: string;
  /** -10..10 */
  value: number;
  /** A knowledge page of the row's item. */
  to?: string;
}

/** Bar width in percent: |value| × 10, capped at 100. */
export function barWidth(value: number): number {
  return Math.min(100, Math.abs(value) * 10);
}

/** A signed score label: +7, −3, 0. */
export function scoreLabel(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return '0';
}

/** Rows from one row of an evaluation map; zero (neutral) evaluations are left out; best first. */
export function evaluationRows(
  evaluations: Record<string, number> | undefined,
  nameOf: (id: number) => string | undefined,
  linkOf?: (id: number) => string,
): EvaluationRow[] {
  const rows: EvaluationRow[] = [];
  for (const [key, value] of Object.entries(evaluations ?? {})) {
    const id = Number(key);
    const name = nameOf(id);
    if (name === undefined || typeof value !== 'number' || !Number.isFinite(value) || value === 0) continue;
    rows.push({ id, name, value, to: linkOf?.(id) });
  }
  return rows.sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

/** Evaluation bars: width |value| × 10 %, green for a positive and red for a negative value, labelled with the score. */
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
              className={`evaluation__bar evaluation__bar--${row.value < 0 ? 'negative' : 'positive'}`}
              style={{ width: `${barWidth(row.value)}%` }}
            />
          </span>
          <span className={`evaluation__value evaluation__value--${row.value < 0 ? 'negative' : 'positive'}`}>
            <span className="visually-hidden">{t('KNOWLEDGE_EVALUATION_SCORE')} </span>
            {scoreLabel(row.value)}
          </span>
        </li>
      ))}
    </ul>
  );
}
