import { bcp47 } from '../../../common/locales.js';

const formats = new Map<string, Intl.NumberFormat>();

function format(locale: string, kind: 'plain' | 'signed' | 'percent'): Intl.NumberFormat {
  const key = `${locale}|${kind}`;
  let f = formats.get(key);
  if (!f) {
    const options: Intl.NumberFormatOptions =
      kind === 'percent'
        ? { style: 'percent', maximumFractionDigits: 1 }
        : { maximumFractionDigits: 2, signDisplay: kind === 'signed' ? 'exceptZero' : 'auto' };
    try {
      f = new Intl.NumberFormat(bcp47(locale), options);
    } catch {
      f = new Intl.NumberFormat('en-GB', options); // an unknown tag: fall back, never throw
    }
    formats.set(key, f);
  }
  return f;
}

/** A number in the locale's notation: 1.5 → "1,5" (de_DE). */
export const formatNumber = (value: number, locale: string) => format(locale, 'plain').format(value);

/** Points with their sign: 38 → "+38", -10 → "−10" or "-10" as the locale writes it. */
export const formatPoints = (value: number, locale: string) => format(locale, 'signed').format(value);

/** A share 0..1 as a percentage: 0.02 → "2%". */
export const formatShare = (share: number, locale: string) => format(locale, 'percent').format(share);

/** Names joined as the locale lists them: "rosacea and redness" (en), "rosacea i redness" (pl). */
export function formatList(names: readonly string[], locale: string): string {
  try {
    return new Intl.ListFormat(bcp47(locale), { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}
