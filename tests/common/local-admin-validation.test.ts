import { describe, expect, it } from '@jest/globals';
import {
  localAdminPageSchema,
  managedUserUpdateSchema,
  regionProductsSchema,
  validateOrThrowList,
  ValidationListError,
} from '../../common/validation/index.js';
import { localeFromWire } from '../../common/locales.js';

const keys = async (schema: Parameters<typeof validateOrThrowList>[0], value: unknown) => {
  try {
    await validateOrThrowList(schema, value);
    return [];
  } catch (error) {
    return (error as ValidationListError).errorDataList.map((e) => `${e.translationKey}:${e.param ?? ''}`);
  }
};

describe('local-admin schemas', () => {
  it('reads the wire locales', () => {
    expect(localeFromWire({ language: 'pl', country: 'PL' })).toBe('pl_PL');
    expect(localeFromWire('de_DE')).toBe('de_DE');
    expect(localeFromWire({ language: 'pl' })).toEqual({ language: 'pl' });
    expect(localeFromWire(null)).toBeNull();
    // Anything beside language and country is not a locale: validation refuses it as sent.
    expect(localeFromWire({ language: 'pl', country: 'PL', extra: 1 })).toEqual({
      language: 'pl',
      country: 'PL',
      extra: 1,
    });
  });

  it('accepts page sizes under 50 only', async () => {
    expect(await keys(localAdminPageSchema, { pageNo: 0, pageSize: 49, search: 'ab' })).toEqual([]);
    expect(await keys(localAdminPageSchema, { pageSize: 50 })).toEqual(['VALIDATION_MAX:49']);
    expect(await keys(localAdminPageSchema, { pageSize: 0 })).toEqual(['VALIDATION_MIN:1']);
    expect(await keys(localAdminPageSchema, { search: 'x'.repeat(101) })).toEqual(['VALIDATION_TOO_LONG:100']);
  });

  it('applies the fallback rule to the edit dialog', async () => {
    const base = { id: '3f1c6a8e-2b7d-4c1e-9f3a-1b2c3d4e5f60', enabled: true, regionId: 1, version: 1 };
    expect(await keys(managedUserUpdateSchema, { ...base, preferredLocale: 'pl_PL', fallbackLocale: 'pl_PL' })).toEqual(
      ['USER_FALLBACK_SAME_AS_PREFERRED:fallbackLocale'],
    );
    expect(await keys(managedUserUpdateSchema, { ...base, preferredLocale: 'de_DE', fallbackLocale: 'de_DE' })).toEqual(
      [],
    );
    expect(await keys(managedUserUpdateSchema, { ...base, preferredLocale: 'pl_PL' })).toEqual([
      'VALIDATION_REQUIRED:fallbackLocale',
    ]);
  });

  it('wants a region and a list of product ids', async () => {
    expect(await keys(regionProductsSchema, { regionId: 1, productIds: [] })).toEqual([]);
    expect(await keys(regionProductsSchema, { productIds: [1] })).toEqual(['VALIDATION_REQUIRED:regionId']);
    expect(await keys(regionProductsSchema, { regionId: 1, productIds: ['1'] })).toEqual([
      'VALIDATION_INVALID_TYPE:productIds[0]',
    ]);
  });
});
