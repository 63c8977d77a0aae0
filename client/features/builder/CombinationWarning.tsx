import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { warningLeadKey, type CombinationWarning } from '../../../common/combinations.js';
import type { CatalogueIndex } from '../catalogue/catalogueIndex.js';
import type { ProgramDraft } from './programDraft.js';
import { useCombinationWarnings } from './useCombinationWarnings.js';

/**
 * "Caution: Retinol and Salicylic acid should not be used in the same routine …" and the rule's
 * message, in the UI language. Informs only; saving is never blocked.
 */
export function CombinationWarningText({
  warning,
  productName,
  className,
}: {
  warning: CombinationWarning;
  productName: (id: number) => string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [first, second] = warning.productIds;
  return (
    <p
      className={[
        'combination-warning',
        `combination-warning--${warning.severity.toLowerCase()}`,
        className ?? 'builder-warning',
      ].join(' ')}
      data-testid="combination-warning"
      data-severity={warning.severity}
    >
      <strong>{t(`COMBINATION_SEVERITY_${warning.severity}`)}:</strong>{' '}
      {t(warningLeadKey(warning), { first: productName(first), second: productName(second) })}{' '}
      {t(warning.messagePlaceholder)}
    </p>
  );
}

interface Props {
  draft: Pick<ProgramDraft, 'base' | 'actives' | 'wash' | 'ready'>;
  index: CatalogueIndex;
}

/** The summary's combination warnings: every rule the program meets, most severe first. */
export const SummaryCombinationWarnings = memo(function SummaryCombinationWarnings({ draft, index }: Props) {
  const { t } = useTranslation();
  const warnings = useCombinationWarnings(draft, index);
  if (warnings.length === 0) return null;
  return (
    <section
      className="builder-section summary summary-warnings combination-warnings"
      aria-labelledby="summary-combinations"
      data-testid="summary-combinations"
    >
      <h3 id="summary-combinations">{t('COMBINATION_WARNINGS_HEADING')}</h3>
      {warnings.map((w) => (
        <CombinationWarningText
          key={`${w.ruleId}-${w.productIds.join('-')}`}
          warning={w}
          productName={index.productName}
        />
      ))}
      <p className="builder-section__hint">{t('COMBINATION_WARNINGS_HINT')}</p>
    </section>
  );
});
