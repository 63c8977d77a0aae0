import { PERSON_FIELDS } from '../../../common/person.js';
import { localeFromWire } from '../../../common/locales.js';
import { invalid } from '../../platform/errors.js';

type Wire = Record<string, unknown>;

const OUTER_KEYS = ['kokoBaseUser', 'credentialsNonExpired', 'enabled', 'region', 'regionId', 'version'];
const BASE_KEYS = ['id', 'customerId', 'email', ...PERSON_FIELDS, 'version', 'pdfUserInfo'];
/** Shown by GET, ignored when posted back (read-only here). */
const IGNORED_BASE_KEYS = ['version', 'pdfUserInfo'];

const isObject = (v: unknown): v is Wire => !!v && typeof v === 'object' && !Array.isArray(v);

function refuseUnknown(value: Wire, known: string[], prefix = ''): void {
  const unknown = Object.keys(value).filter((k) => !known.includes(k));
  if (unknown.length > 0)
    throw invalid([{ translationKey: 'VALIDATION_UNKNOWN_FIELD', param: unknown.map((k) => prefix + k).join(', ') }]);
}

/**
 * POST /secured/api/local-admin/user/new speaks the spec's nested record (kokoBaseUser, region
 * object, locales as `{ language, country }`, id "new"); the service validates a flat input.
 * Anything that is not an object is left for the schema to refuse.
 */
export function flattenManagedUserWire(body: unknown): unknown {
  if (!isObject(body)) return body;
  refuseUnknown(body, OUTER_KEYS);
  const base = body.kokoBaseUser === undefined || body.kokoBaseUser === null ? {} : body.kokoBaseUser;
  if (!isObject(base)) throw invalid([{ translationKey: 'VALIDATION_INVALID_TYPE', param: 'kokoBaseUser' }]);
  refuseUnknown(base, BASE_KEYS, 'kokoBaseUser.');
  const flat: Wire = {};
  for (const [key, value] of Object.entries(base)) {
    if (IGNORED_BASE_KEYS.includes(key)) continue;
    if (key === 'id' && value === 'new') continue;
    flat[key] = key === 'preferredLocale' || key === 'fallbackLocale' ? localeFromWire(value) : value;
  }
  const region = body.region;
  const regionId = body.regionId ?? (isObject(region) ? region.id : region);
  if (regionId !== undefined) flat.regionId = regionId;
  for (const key of ['credentialsNonExpired', 'enabled', 'version'] as const)
    if (body[key] !== undefined) flat[key] = body[key];
  return flat;
}

/** PUT /secured/api/local-admin/user: flat already; only the locales may come as objects. */
export function managedUserUpdateFromWire(body: unknown): unknown {
  if (!isObject(body)) return body;
  const out: Wire = { ...body };
  if ('preferredLocale' in body) out.preferredLocale = localeFromWire(body.preferredLocale);
  if ('fallbackLocale' in body) out.fallbackLocale = localeFromWire(body.fallbackLocale);
  return out;
}
