import { LOCALES } from '../../../common/locales.js';

/** Names of the eleven locales in their own language. */
export const LANGUAGE_NAMES: Record<string, string> = {
  pl_PL: 'Polski',
  de_DE: 'Deutsch',
  en_GB: 'English',
  cs_CZ: 'Čeština',
  es_ES: 'Español',
  pt_PT: 'Português',
  fr_FR: 'Français',
  uk_UA: 'Українська',
  lt_LT: 'Lietuvių',
  ro_RO: 'Română',
  sk_SK: 'Slovenčina',
};

/**
 * Every language an admin may add as a system language: the eleven locales of the spec and the
 * other official languages of Europe and its neighbours, named in their own language.
 */
const MORE: Record<string, string> = {
  bg_BG: 'Български',
  hr_HR: 'Hrvatski',
  da_DK: 'Dansk',
  nl_NL: 'Nederlands',
  et_EE: 'Eesti',
  fi_FI: 'Suomi',
  el_GR: 'Ελληνικά',
  hu_HU: 'Magyar',
  ga_IE: 'Gaeilge',
  it_IT: 'Italiano',
  lv_LV: 'Latviešu',
  mt_MT: 'Malti',
  sl_SI: 'Slovenščina',
  sv_SE: 'Svenska',
  no_NO: 'Norsk',
  is_IS: 'Íslenska',
  sr_RS: 'Српски',
  bs_BA: 'Bosanski',
  mk_MK: 'Македонски',
  sq_AL: 'Shqip',
  tr_TR: 'Türkçe',
  de_AT: 'Deutsch (Österreich)',
  de_CH: 'Deutsch (Schweiz)',
  fr_BE: 'Français (Belgique)',
  fr_CH: 'Français (Suisse)',
  nl_BE: 'Nederlands (België)',
  it_CH: 'Italiano (Svizzera)',
  en_IE: 'English (Ireland)',
  en_US: 'English (United States)',
  ka_GE: 'ქართული',
  hy_AM: 'Հայերեն',
  az_AZ: 'Azərbaycan',
  kk_KZ: 'Қазақ',
  be_BY: 'Беларуская',
};

export interface KnownLanguage {
  id: string;
  language: string;
  country: string;
  name: string;
}

const entry = (id: string, name: string): KnownLanguage => {
  const [language, country] = id.split('_') as [string, string];
  return { id, language, country, name };
};

/** By id; the eleven first. */
export const KNOWN_LANGUAGES: readonly KnownLanguage[] = [
  ...LOCALES.map((id) => entry(id, LANGUAGE_NAMES[id] ?? id)),
  ...Object.entries(MORE).map(([id, name]) => entry(id, name)),
];

export const knownLanguage = (id: string): KnownLanguage | undefined => KNOWN_LANGUAGES.find((l) => l.id === id);
