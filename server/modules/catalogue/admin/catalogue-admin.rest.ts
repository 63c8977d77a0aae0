import { localeFromWire } from '../../../../common/locales.js';
import { localeToWire } from '../../../platform/rest-shapes.js';
import type { EntryText } from './catalogue-admin.read.js';
import type { ProductDetail } from './product-admin.service.js';
import type { SkinIndicatorDetail } from './skin-indicator-admin.service.js';

/**
 * The spec's REST shapes of products and indicators (back-office sections 3 and 7): texts as
 * text sources with `{ language, country }` locales, search links and evaluations as maps. The
 * services take lists (the shapes the form and GraphQL use); converted here both ways.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const textToWire = (t: EntryText) => ({
  key: t.key,
  locale: localeToWire(t.locale),
  comment: t.comment,
  textType: t.textType,
  value: t.value,
  version: t.version,
});

export function productToRest(p: ProductDetail) {
  return {
    id: p.id,
    version: p.version,
    enabled: p.enabled,
    productCategory: p.productCategory,
    productUsage: p.productUsage,
    names: p.names.map(textToWire),
    descriptions: p.descriptions.map(textToWire),
    searchLinks: p.searchLinks,
    productToIndicatorEvaluation: p.productToIndicatorEvaluation,
    baseProductSuggestions: p.baseProductSuggestions,
    availableRegions: p.availableRegions,
    disallowedRegions: p.disallowedRegions,
    isInOffer: p.isInOffer,
  };
}

export function skinIndicatorToRest(i: SkinIndicatorDetail) {
  return {
    id: i.id,
    version: i.version,
    enabled: i.enabled,
    skinIndicatorCategory: i.skinIndicatorCategory,
    names: i.names.map(textToWire),
    descriptions: i.descriptions.map(textToWire),
    searchLinks: i.searchLinks,
    indicatorToProductEvaluation: i.indicatorToProductEvaluation,
    namePlaceholder: i.namePlaceholder,
  };
}

/** Text sources as posted: the locale in either shape; key, type, comment and version are the server's. */
function textsFromWire(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((entry: unknown) => {
    if (!isPlainObject(entry)) return entry;
    const { key: _key, textType: _type, comment: _comment, version: _version, id: _id, locale, ...rest } = entry;
    return { ...rest, locale: localeFromWire(locale) };
  });
}

/** locale → link as a list; anything but an object is passed on for validation to refuse. */
function linksFromWire(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) return value;
  return Object.entries(value).map(([locale, url]) => ({ locale, url }));
}

/** id → value as a list; an id that is no number stays a string, refused by validation. */
function evaluationsFromWire(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) return value;
  return Object.entries(value).map(([id, v]) => ({ id: /^\d{1,10}$/.test(id) ? Number(id) : id, value: v }));
}

/**
 * A posted entry for the service: read-only fields dropped (an object posted back as it was
 * read is accepted), the maps as lists. Unknown fields stay, for validation to refuse.
 */
function entryFromWire(body: unknown, evaluationField: string, readOnly: readonly string[]): unknown {
  if (!isPlainObject(body)) return body;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (readOnly.includes(key)) continue;
    if (key === 'names' || key === 'descriptions') result[key] = textsFromWire(value);
    else if (key === 'searchLinks') result.searchLinks = linksFromWire(value);
    else if (key === evaluationField) result.evaluations = evaluationsFromWire(value);
    else result[key] = value;
  }
  return result;
}

export const productFromRest = (body: unknown) =>
  entryFromWire(body, 'productToIndicatorEvaluation', [
    'availableRegions',
    'disallowedRegions',
    'isInOffer',
    'code',
    'namePlaceholder',
    'descriptionPlaceholder',
  ]);

export const skinIndicatorFromRest = (body: unknown) =>
  entryFromWire(body, 'indicatorToProductEvaluation', ['namePlaceholder', 'code', 'descriptionPlaceholder']);
