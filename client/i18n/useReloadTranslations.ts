import { useCallback, useContext } from 'react';
import { LocaleContext } from './LocaleProvider.js';

/**
 * Fetches the texts again when the server's translations version changed (after a catalogue save
 * changed names), so that every screen of this tab shows the new ones. A failed fetch keeps the
 * texts shown: a passing network failure should not blank a working screen. Without the app's
 * provider (texts given as they are) there is nothing to fetch.
 */
export function useReloadTranslations(): () => Promise<void> {
  const localeApi = useContext(LocaleContext);
  return useCallback(async () => {
    await localeApi?.checkTextsVersion();
  }, [localeApi]);
}
