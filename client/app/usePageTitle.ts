import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to "<page> · <app name>" from translation keys. */
export function usePageTitle(key: string): void {
  const { t } = useTranslation();
  const title = `${t(key)} · ${t('APP_NAME')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
