import { useContext } from 'react';
import { PublicSettingsContext, type PublicSettings } from './publicSettings.js';

/** The INCI locales and the locales offered in language dropdowns (loaded at start). */
export function usePublicSettings(): PublicSettings {
  return useContext(PublicSettingsContext);
}
