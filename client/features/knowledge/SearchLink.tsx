import { useTranslation } from 'react-i18next';

/** The item's search link for the current locale, opened in a new tab; nothing without one. */
export function SearchLink({ url }: { url: string | undefined }) {
  const { t } = useTranslation();
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="button button--ghost knowledge-card__search">
      {t('KNOWLEDGE_SEARCH_LINK')}
      <span className="visually-hidden"> {t('KNOWLEDGE_OPENS_IN_NEW_TAB')}</span>
    </a>
  );
}
