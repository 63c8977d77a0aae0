import { splitLocale } from '../../common/locales.js';

/** The path of a flag image: static assets by lowercase country code (`/flags/pl.svg`). */
export function flagUrl(locale: string): string {
  return `/flags/${splitLocale(locale).country.toLowerCase()}.svg`;
}

const warmed = new Set<string>();

/**
 * Fetches the flags of a list about to open (the language chooser), so that every language has its
 * flag at the list's first paint, not only the current one (whose flag is already on screen).
 */
export function preloadFlags(locales: readonly string[]): void {
  for (const locale of locales) {
    const url = flagUrl(locale);
    if (warmed.has(url)) continue;
    warmed.add(url);
    new Image().src = url;
  }
}

/** A decorative flag; the language name beside it carries the meaning. */
export function Flag({ locale }: { locale: string }) {
  return <img className="flag" src={flagUrl(locale)} alt="" width={20} height={15} />;
}
