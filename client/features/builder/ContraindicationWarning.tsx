import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale.js';
import { formatList } from './explainFormat.js';

/**
 * "Retinol may worsen: rosacea": a chosen product scores at or below the contraindication
 * threshold on chosen indicators. Informs only; nothing is blocked.
 */
export function ContraindicationWarning({
  product,
  indicators,
  className,
}: {
  product: string;
  indicators: readonly string[];
  className?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (indicators.length === 0) return null;
  return (
    <p className={['contraindication', className ?? 'builder-warning'].join(' ')} data-testid="contraindication">
      {t('EXPLAIN_MAY_WORSEN', { product, indicators: formatList(indicators, locale) })}
    </p>
  );
}
