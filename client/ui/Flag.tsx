import { splitLocale } from '../../common/locales.js';

/** The path of a flag image: static assets by lowercase country code (`/flags/pl.svg`). */
export function flagUrl(locale: string): string {
  return `/flags/${splitLocale(locale).country.toLowerCase()}.svg`;
}

/** A decorative flag; the language name beside it carries the meaning. */
export function Flag({ locale }: { locale: string }) {
  return <img className="flag" src={flagUrl(locale)} alt="" width={20} height={15} />;
}
