import { createContext } from 'react';
import { DEFAULT_INCI_LOCALES, LOCALES } from '../../common/locales.js';
import { UNCONFIGURED_OPERATOR, type LegalOperator } from '../../common/operator.js';
import { SETTINGS_META_NAME, parsePageSettings } from '../../common/pageHints.js';
import { PublicSettingsDocument } from '../graphql/publicSettings.js';
import { graphqlRequest } from './graphqlRequest.js';

export interface PublicSettings {
  /** Locales that show INCI screens and buttons. */
  inciLocales: readonly string[];
  /** Locales offered in the language dropdowns (the system languages). */
  systemLocales: readonly string[];
  /** The operator the legal pages name (OPERATOR_* on the server). */
  operator: LegalOperator;
}

/**
 * Used until, or unless, the server answers: every locale, INCI for de_DE and en_GB, and no
 * operator details (the legal pages then say they are not configured rather than invent them).
 */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  inciLocales: DEFAULT_INCI_LOCALES,
  systemLocales: LOCALES,
  operator: UNCONFIGURED_OPERATOR,
};

/**
 * The settings the server wrote into the page (server/platform/delivery.ts), else asked for once
 * at start; a failure keeps the defaults.
 */
export async function loadPublicSettings(): Promise<PublicSettings> {
  try {
    const inPage =
      typeof document === 'undefined'
        ? null
        : parsePageSettings(document.querySelector(`meta[name="${SETTINGS_META_NAME}"]`)?.getAttribute('content'));
    const { publicSettings } = inPage ? { publicSettings: inPage } : await graphqlRequest(PublicSettingsDocument);
    return {
      inciLocales: publicSettings.inciLocales,
      systemLocales: publicSettings.systemLocales.length > 0 ? publicSettings.systemLocales : LOCALES,
      operator: publicSettings.operator,
    };
  } catch {
    return DEFAULT_PUBLIC_SETTINGS;
  }
}

export const PublicSettingsContext = createContext<PublicSettings>(DEFAULT_PUBLIC_SETTINGS);
