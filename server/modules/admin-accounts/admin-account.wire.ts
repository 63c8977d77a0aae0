import { PERSON_FIELDS } from '../../../common/person.js';
import { invalid } from '../../platform/errors.js';
import { localeFromWire } from '../../../common/locales.js';
import type { AdminKind } from './admin-account.policy.js';

type Wire = Record<string, unknown>;
const isObject = (v: unknown): v is Wire => !!v && typeof v === 'object' && !Array.isArray(v);

const OUTER = ['kokoBaseUser', 'credentialsNonExpired', 'enabled', 'version', 'regions', 'translationLanguages'];
const BASE = ['id', 'customerId', 'email', ...PERSON_FIELDS, 'enabled', 'version', 'pdfUserInfo'];
/** Shown by GET, ignored when posted back. */
const BASE_READ_ONLY = ['version', 'pdfUserInfo', 'enabled'];
const FLAT = [
  'id',
  'customerId',
  'email',
  ...PERSON_FIELDS,
  'enabled',
  'credentialsNonExpired',
  'version',
  'baseVersion',
  'regions',
  'translationLanguages',
];

function refuseUnknown(value: Wire, known: string[], prefix = ''): void {
  const unknown = Object.keys(value).filter((k) => !known.includes(k));
  if (unknown.length > 0)
    throw invalid([{ translationKey: 'VALIDATION_UNKNOWN_FIELD', param: unknown.map((k) => prefix + k).join(', ') }]);
}

/** Regions as the wire has them (objects with an id, or ids); anything else left for validation. */
const regionIdsFromWire = (v: unknown) => (Array.isArray(v) ? v.map((r) => (isObject(r) ? r.id : r)) : v);
const localesFromWire = (v: unknown) => (Array.isArray(v) ? v.map(localeFromWire) : v);

function regionAndLanguages(kind: AdminKind, body: Wire, out: Wire): void {
  if (kind === 'ADMIN') {
    const localOnly = ['regions', 'translationLanguages'].filter((k) => k in body);
    if (localOnly.length > 0)
      throw invalid([{ translationKey: 'VALIDATION_UNKNOWN_FIELD', param: localOnly.join(', ') }]);
    return;
  }
  if (body.regions !== undefined) out.regionIds = regionIdsFromWire(body.regions);
  if (body.translationLanguages !== undefined) out.translationLocales = localesFromWire(body.translationLanguages);
}

/** POST: the spec's nested record (`kokoBaseUser`, id "new") as the flat input the service validates. */
export function createFromWire(kind: AdminKind, body: unknown): unknown {
  if (!isObject(body)) return body;
  refuseUnknown(body, OUTER);
  const base = body.kokoBaseUser ?? {};
  if (!isObject(base)) throw invalid([{ translationKey: 'VALIDATION_INVALID_TYPE', param: 'kokoBaseUser' }]);
  refuseUnknown(base, BASE, 'kokoBaseUser.');
  const flat: Wire = {};
  for (const [key, value] of Object.entries(base)) {
    if (BASE_READ_ONLY.includes(key) || (key === 'id' && value === 'new')) continue;
    flat[key] = key === 'preferredLocale' || key === 'fallbackLocale' ? localeFromWire(value) : value;
  }
  for (const key of ['credentialsNonExpired', 'enabled', 'version'] as const)
    if (body[key] !== undefined) flat[key] = body[key];
  regionAndLanguages(kind, body, flat);
  return flat;
}

/** PUT: flat already (spec section 7); locales may come as objects, regions as region objects. */
export function updateFromWire(kind: AdminKind, body: unknown): unknown {
  if (!isObject(body)) return body;
  refuseUnknown(body, FLAT);
  const out: Wire = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'regions' || key === 'translationLanguages') continue;
    out[key] = key === 'preferredLocale' || key === 'fallbackLocale' ? localeFromWire(value) : value;
  }
  regionAndLanguages(kind, body, out);
  return out;
}
