/** Volume rules of the builder (user spec sections 5 and 9): parsing, steps, totals, warnings. */
import { bcp47 } from './locales.js';

export interface BaseSuggestion {
  baseSize: number;
  increment: number;
  maxVolumeSuggestion: number;
  recommendedInput: number;
}

/** Defaults of a new base product suggestion (DESIGN.md: 44 ml base + six 1 ml actives = 50 ml). */
export const DEFAULT_BASE_SUGGESTION: Readonly<BaseSuggestion> = {
  baseSize: 44,
  increment: 0.5,
  maxVolumeSuggestion: 50,
  recommendedInput: 1,
};

/** Tolerance when comparing volumes that went through floating-point sums. */
export const VOLUME_TOLERANCE = 1e-9;

const NUMERIC_INPUT = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** A volume usable in sums: NaN, infinite, negative, null and undefined count as 0. */
export function safeVolume(volume: number | null | undefined): number {
  return typeof volume === 'number' && Number.isFinite(volume) && volume > 0 ? volume : 0;
}

/**
 * Rounds half up to `decimals` places without the binary drift of `Math.round(x * 10) / 10`
 * (1.45 → 1.5, not 1.4), by shifting the decimal point in the number's text.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const text = String(value);
  if (text.includes('e')) {
    const factor = 10 ** decimals;
    return Math.round(value * factor) / factor;
  }
  const shifted = Math.round(Number(`${text}e${decimals}`));
  return Number(`${shifted}e-${decimals}`);
}

/** Number of decimals of a step such as 0.5 (1) or 0.25 (2); at most 10. */
function decimalsOf(step: number): number {
  if (!Number.isFinite(step)) return 0;
  const text = String(step);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Math.min(10, Number(exponent[1]));
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(10, text.length - dot - 1);
}

/**
 * Parses what a user typed as a volume in ml: a comma is accepted as the decimal separator;
 * empty, non-numeric or negative input gives 0; the result is rounded to one decimal.
 */
export function parseVolumeInput(raw: string): number {
  const text = (raw ?? '').trim();
  if (!NUMERIC_INPUT.test(text)) return 0;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? roundTo(value, 1) : 0;
}

/** Rounds a stepped volume to the finer of one decimal and the increment's decimals. */
function roundStep(volume: number, increment: number): number {
  return roundTo(volume, Math.max(1, decimalsOf(increment)));
}

function safeIncrement(increment: number): number {
  return Number.isFinite(increment) && increment > 0 ? increment : 0;
}

/** The volume after pressing "+" (an invalid volume counts as 0; an invalid increment as 0). */
export function stepUp(volume: number, increment: number): number {
  const step = safeIncrement(increment);
  return roundStep(safeVolume(volume) + step, step);
}

/** The volume after pressing "−": never below 0. */
export function stepDown(volume: number, increment: number): number {
  const step = safeIncrement(increment);
  return Math.max(0, roundStep(safeVolume(volume) - step, step));
}

/** The sum of the lines' volumes (invalid volumes count as 0), without floating-point dust. */
export function totalVolume(lines: readonly { volume?: number | null }[]): number {
  const sum = lines.reduce((total, line) => total + safeVolume(line.volume), 0);
  return roundTo(sum, 6);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string | undefined): Intl.NumberFormat {
  const tag = bcp47(locale ?? 'en_GB');
  let formatter = formatters.get(tag);
  if (!formatter) {
    const options = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    try {
      formatter = new Intl.NumberFormat(tag, options);
    } catch {
      formatter = new Intl.NumberFormat('en-GB', options); // an unknown tag: fall back, never throw
    }
    formatters.set(tag, formatter);
  }
  return formatter;
}

/**
 * A volume with one decimal in the locale's notation (`pl_PL` or `pl-PL`; default en_GB):
 * 1.5 → "1.5" (en_GB), "1,5" (de_DE). The caller adds the unit "ml".
 */
export function formatVolume(volume: number, locale?: string): string {
  return formatterFor(locale).format(Number.isFinite(volume) ? volume : 0);
}

export interface VolumeWarningInput {
  /** Volume of the chosen base product line; ignored when no base is chosen. */
  baseVolume: number | null | undefined;
  /** The chosen base suggestion; null or undefined when no base product is chosen (the default applies). */
  baseSuggestion: Pick<BaseSuggestion, 'maxVolumeSuggestion'> | null | undefined;
  /** The recommended base sizes: the chosen product's baseProductSuggestions' baseSize values. */
  baseSizes: readonly number[];
  /** Total volume of the custom cream (base plus actives). */
  total: number;
}

export interface VolumeWarnings {
  baseSizeNotRecommended: boolean;
  totalDiffersFromSuggested: boolean;
}

const same = (a: number, b: number) => Math.abs(a - b) <= VOLUME_TOLERANCE;

/**
 * The two volume warnings of the builder: the base volume is not one of the product's recommended
 * sizes (only once a base product is chosen); the total differs from the suggested volume, which
 * is the chosen suggestion's maxVolumeSuggestion or, without a base product, the default one the
 * screen shows (two actives of 1 ml against 50 ml must not stay silent). An empty cream warns of
 * nothing.
 */
export function volumeWarnings(input: VolumeWarningInput): VolumeWarnings {
  const { baseSuggestion, baseSizes } = input;
  const total = safeVolume(input.total);
  const suggested = (baseSuggestion ?? DEFAULT_BASE_SUGGESTION).maxVolumeSuggestion;
  const baseVolume = safeVolume(input.baseVolume);
  return {
    baseSizeNotRecommended: !!baseSuggestion && !baseSizes.some((size) => same(size, baseVolume)),
    totalDiffersFromSuggested: total > 0 && !same(total, suggested),
  };
}
