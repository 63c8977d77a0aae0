import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle.js';

/** Any unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle('NOT_FOUND_TITLE');
  return (
    <section className="page page--narrow not-found">
      <h1>{t('NOT_FOUND_TITLE')}</h1>
      <p>{t('NOT_FOUND_TEXT')}</p>
      <Link className="button button--primary" to="/">
        {t('NOT_FOUND_HOME_LINK')}
      </Link>
    </section>
  );
}
