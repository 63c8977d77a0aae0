import { useContext } from 'react';
import { LocaleContext, type LocaleApi } from './LocaleProvider.js';

/** The UI locale, the user's fallback locale, the language switch and the display-key mode. */
export function useLocale(): LocaleApi {
  const api = useContext(LocaleContext);
  if (!api) throw new Error('useLocale needs a LocaleProvider');
  return api;
}
