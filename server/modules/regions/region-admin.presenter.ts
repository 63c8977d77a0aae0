import { localeToWire } from '../../platform/rest-shapes.js';
import type { Region } from './region.entity.js';

/** A region in the spec's REST shape (default locale as `{ language, country }`). */
export function regionToRest(r: Pick<Region, 'id' | 'name' | 'enabled' | 'defaultLocale' | 'version'>) {
  return {
    id: r.id,
    name: r.name,
    enabled: r.enabled,
    defaultLocale: localeToWire(r.defaultLocale),
    version: r.version,
  };
}
