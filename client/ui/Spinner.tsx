import { useTranslation } from 'react-i18next';

/** A decorative spinner; pair it with text or use `PageSpinner` for a whole view. */
export function Spinner({ size = 'medium' }: { size?: 'small' | 'medium' | 'large' }) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
}

/**
 * The loading state of a view, announced to screen readers. `screen`: a screen high, so that the
 * footer starts below the fold (the app's first route loading: see RootLayout).
 */
export function PageSpinner({ screen = false }: { screen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={screen ? 'page-spinner page-spinner--screen' : 'page-spinner'} role="status">
      <Spinner size="large" />
      <span className="visually-hidden">{t('UI_LOADING')}</span>
    </div>
  );
}
