/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { describe, expect, it } from '@jest/globals';
import { AUTH_PATH, guardRedirect } from '../../client/app/guards.js';
import { decodeToken, type SessionUser } from '../../client/app/session.js';
import { formLocales, nestedValidator } from '../../client/features/catalogue-admin/entryForm.js';
import {
  productFormValues,
  productInput,
  type ProductFormValues,
} from '../../client/features/catalogue-admin/productForm.js';
import { makeToken } from './support/tokens.js';

const userWith = (authorities: string): SessionUser =>
  decodeToken(makeToken({ authorities, mustResetPassword: false, exp: 2_000_000_000 }))!;

describe('catalogue guard', () => {
  it('lets ADMIN and CONTENT_EDITOR in, sends the others to /auth', () => {
    expect(guardRedirect('catalogue', userWith('ADMIN'), '/admin/products')).toBeNull();
    expect(guardRedirect('catalogue', userWith('CONTENT_EDITOR'), '/admin/products')).toBeNull();
    expect(guardRedirect('catalogue', userWith('LOCAL_ADMIN'), '/admin/products')).toBe(AUTH_PATH);
    expect(guardRedirect('catalogue', userWith('APP_USER'), '/admin/products')).toBe(AUTH_PATH);
    expect(guardRedirect('catalogue', null, '/admin/products')).toBe(AUTH_PATH);
  });
});

const stored = {
  __typename: 'Product' as const,
  id: 7,
  version: 3,
  productCategory: 'MODULAR' as const,
  productUsage: 'BASE' as const,
  enabled: true,
  names: [
    { __typename: 'LocalizedText' as const, locale: 'de_DE', value: 'Basis' },
    { __typename: 'LocalizedText' as const, locale: 'en_GB', value: 'Base' },
  ],
  descriptions: [],
  searchLinks: [{ __typename: 'SearchLink' as const, locale: 'en_GB', url: 'https://example.com' }],
  baseProductSuggestions: [
    {
      __typename: 'BaseProductSuggestion' as const,
      baseSize: 44,
      increment: 0.5,
      maxVolumeSuggestion: 50,
      recommendedInput: 1,
    },
  ],
  evaluations: [{ __typename: 'Evaluation' as const, skinIndicatorId: 2, value: 5 }],
};

describe('product form values', () => {
  const locales = formLocales(['pl_PL', 'en_GB', 'de_DE']);

  it('puts the required locales first and offers every system locale', () => {
    expect(locales).toEqual(['de_DE', 'en_GB', 'pl_PL']);
  });

  it('a new product has the spec defaults and a 0 per indicator', () => {
    const values = productFormValues(null, null, locales, [1, 2]);
    expect(values).toMatchObject({
      id: null,
      version: null,
      productCategory: 'MODULAR',
      productUsage: 'ACTIVE',
      enabled: false,
      baseProductSuggestions: [],
    });
    expect(values.evaluations).toEqual([
      { id: 1, value: 0 },
      { id: 2, value: 0 },
    ]);
  });

  it('a clone keeps everything but the id and version, and marks every name that is set as a copy', () => {
    const values = productFormValues(stored, (name) => `${name} (copy)`, locales, [1, 2]);
    expect(values).toMatchObject({ id: null, version: null, productUsage: 'BASE', enabled: true });
    expect(values.names.map((n) => n.value)).toEqual(['Basis (copy)', 'Base (copy)', '']);
    expect(values.descriptions).toEqual(productFormValues(stored, null, locales, [1, 2]).descriptions);
    expect(productFormValues(stored, null, locales, [1, 2])).toMatchObject({ id: 7, version: 3 });
  });

  it('sends no empty links, no zero evaluations, and suggestions only for BASE', () => {
    const values = productFormValues(stored, null, locales, [1, 2]);
    const input = productInput(values);
    expect(input.searchLinks).toEqual([{ locale: 'en_GB', url: 'https://example.com' }]);
    expect(input.evaluations).toEqual([{ id: 2, value: 5 }]);
    expect(input.baseProductSuggestions).toHaveLength(1);
    const care = productInput({ ...values, productCategory: 'CARE' });
    expect(care).toMatchObject({ productUsage: 'READY_PRODUCT', baseProductSuggestions: [] });
  });

  it('validates with the shared schema; errors nested per field', async () => {
    const validate = nestedValidator<ProductFormValues>((v) => v.productSaveSchema);
    const values = productFormValues(null, null, locales, [1]);
    values.evaluations[0]!.value = 11;
    const errors = (await validate(values)) as Record<string, unknown>;
    expect(errors.names).toEqual([{ value: 'countryValueRequired' }, { value: 'countryValueRequired' }]);
    expect(errors.evaluations).toEqual([{ value: expect.stringContaining('VALIDATION_MAX') }]);
    const valid = productFormValues(stored, null, locales, [1, 2]);
    valid.descriptions = valid.names;
    expect(await validate(valid)).toEqual({});
  });
});
