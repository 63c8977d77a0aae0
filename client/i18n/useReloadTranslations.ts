import { useCallback, useContext } from 'react';
import { LocaleContext } from './LocaleProvider.js';

/**
 * Reads the texts again when the server's translations version changed (after a catalogue save
 * changed names), so that every screen of this tab shows the new ones (UiI18n.checkTexts). A failed
 * fetch keeps the texts shown: a passing network failure should not blank a working screen.
 */
export function useReloadTranslations(): () => Promise<void> {
  const localeApi = useContext(LocaleContext);
  return useCallback(async () => {
    await localeApi?.checkTextsVersion();
  }, [localeApi]);
}
