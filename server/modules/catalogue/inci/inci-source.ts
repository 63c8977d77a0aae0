import { readFile } from 'node:fs/promises';
import { readJson } from '../../../platform/seed-files.js';

/**
 * What "reload all" imports: the ingredients, and per product (by its stable code) the label
 * as INCI names in order. INCI_SOURCE names a JSON file of exactly this shape; without it the
 * data files the app ships (server/db/seed/catalogue) are read and converted to it.
 */
export interface InciSource {
  incis: Array<{ code?: string; name: string; alternativeName?: string | null }>;
  labels: Record<string, string[]>;
  /** locale → INCI code → texts; only inserted where the text does not exist yet. */
  texts?: Record<string, Record<string, { chemicalName: string; description: string }>>;
}

export class InciSourceError extends Error {}

const isText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= max;

/** Refuses a file not in the shape above (the job then ends in ERROR_INCI_SOURCE_INVALID). */
export function checkSource(value: unknown): InciSource {
  const fail = (why: string): never => {
    throw new InciSourceError(why);
  };
  if (!value || typeof value !== 'object') return fail('not an object');
  const { incis, labels, texts } = value as Record<string, unknown>;
  if (!Array.isArray(incis)) return fail('incis is not a list');
  incis.forEach((inci: unknown, i) => {
    const entry = (inci ?? {}) as Record<string, unknown>;
    if (!isText(entry.name, 255)) fail(`incis[${i}].name`);
    if (entry.alternativeName !== undefined && entry.alternativeName !== null && !isText(entry.alternativeName, 255))
      fail(`incis[${i}].alternativeName`);
    if (entry.code !== undefined && !isText(entry.code, 100)) fail(`incis[${i}].code`);
  });
  if (!labels || typeof labels !== 'object' || Array.isArray(labels)) return fail('labels is not an object');
  for (const [code, names] of Object.entries(labels)) {
    if (!Array.isArray(names) || !names.every((n) => isText(n, 255))) fail(`labels.${code}`);
  }
  if (texts !== undefined && (typeof texts !== 'object' || texts === null)) fail('texts');
  return value as InciSource;
}

interface ShippedInci {
  key: string;
  name: string;
  alternativeName: string | null;
}
interface ShippedProduct {
  key: string;
  inci: string[];
}
interface ShippedTexts {
  incis?: Record<string, { chemicalName: string; description: string }>;
}
const SHIPPED_TEXT_LOCALES = ['de_DE', 'en_GB', 'pl_PL', 'uk_UA'];

/** The shipped data files as an InciSource. */
function shippedSource(): InciSource {
  const incis = readJson<ShippedInci[]>('catalogue', 'incis.json');
  const nameOf = new Map(incis.map((i) => [i.key, i.name]));
  const labels: Record<string, string[]> = {};
  for (const p of readJson<ShippedProduct[]>('catalogue', 'products.json')) {
    labels[p.key] = p.inci.map((code) => nameOf.get(code)).filter((n): n is string => n !== undefined);
  }
  const texts: NonNullable<InciSource['texts']> = {};
  for (const locale of SHIPPED_TEXT_LOCALES) {
    try {
      texts[locale] = readJson<ShippedTexts>('catalogue', 'texts', `${locale}.json`).incis ?? {};
    } catch {
      // a locale without a texts file simply has no INCI texts to add
    }
  }
  return {
    incis: incis.map((i) => ({ code: i.key, name: i.name, alternativeName: i.alternativeName })),
    labels,
    texts,
  };
}

/** Reads the configured source: INCI_SOURCE's file, or the shipped data. */
export async function readInciSource(path: string | undefined): Promise<InciSource> {
  if (!path) return checkSource(shippedSource());
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new InciSourceError(`cannot read ${path}: ${(error as Error).message}`);
  }
  return checkSource(parsed);
}
