import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Stage } from '../../../common/enums.js';
import { breadcrumb, stageKey } from './stages.js';

/**
 * The stages in order; each jumps to its stage. The current one has aria-current="step". Under
 * 768 px only the previous, current and next stages are shown (builder.css).
 */
export function StageBreadcrumb({ current, hrefOf }: { current: Stage; hrefOf: (stage: Stage) => string }) {
  const { t } = useTranslation();
  const items = breadcrumb(current);
  return (
    <nav className="stages" aria-label={t('BUILDER_STAGES_LABEL')}>
      <ol className="stages__list">
        {items.map(({ stage, place }, i) => (
          <li key={stage} className={`stages__item stages__item--${place}`}>
            <Link to={hrefOf(stage)} className="stages__link" aria-current={place === 'current' ? 'step' : undefined}>
              <span className="stages__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="stages__name">{t(stageKey(stage))}</span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
