import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { replaceTexts } from './i18n.js';
import { LocaleContext } from './LocaleProvider.js';
import { loadTranslations } from './translationCache.js';

/**
 * Fetches the texts again when the server's translations version changed (after a catalogue save
 * changed names), so that every screen of this tab shows the new ones. A failed fetch keeps the
 * texts shown: a passing network failure should not blank a working screen.
 */
export function useReloadTranslations(): () => Promise<void> {
  const { i18n } = useTranslation();
  const localeApi = useContext(LocaleContext);
  return useCallback(async () => {
    // The app's provider knows which locales are loaded (only the UI's lookup chain).
    if (localeApi) return localeApi.checkTextsVersion();
    const loaded = await loadTranslations();
    if (loaded.source === 'server') replaceTexts(i18n, loaded.resources);
  }, [i18n, localeApi]);
}
