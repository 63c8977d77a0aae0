import { describe, expect, it } from '@jest/globals';
import { ValidationError } from 'yup';
import { validationErrorList } from '../../common/validation/errors.js';
import { loginSchema } from '../../common/validation/auth.js';
import { programSchema } from '../../common/validation/program.js';

/** Found by the fuzz suite: keys named like Object.prototype members crashed yup's cast (500). */
async function errorsOf(schema: { validate(v: unknown, o: object): Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) return validationErrorList(error);
    throw error;
  }
  return [];
}

describe('keys named like Object.prototype members', () => {
  it.each(['toString', 'constructor', 'hasOwnProperty', 'valueOf'])('refuses %s as an unknown field', async (key) => {
    expect(await errorsOf(loginSchema, { username: 'a@example.com', password: 'secret-1', [key]: 1 })).toEqual([
      { translationKey: 'VALIDATION_UNKNOWN_FIELD', param: key },
    ]);
  });

  it('refuses an own __proto__ key (as JSON.parse makes it) instead of taking it as the prototype', async () => {
    const value = JSON.parse(
      '{"username":"a@example.com","password":"secret-1","__proto__":{"isAdmin":true}}',
    ) as unknown;
    expect(await errorsOf(loginSchema, value)).toEqual([
      { translationKey: 'VALIDATION_UNKNOWN_FIELD', param: '__proto__' },
    ]);
  });

  it('refuses them in nested objects too', async () => {
    const program = {
      skinIndicatorWithPriorityDtos: [],
      specialMixedProducts: { baseProducts: [], activeProducts: [], toString: 'x' },
      washProducts: [],
      readyProducts: [],
    };
    expect(await errorsOf(programSchema, program)).toEqual([
      { translationKey: 'VALIDATION_UNKNOWN_FIELD', param: 'toString' },
    ]);
  });
});

describe('values that replace their own toString', () => {
  const values: unknown[] = [{ toString: 'x' }, { toString: { prototype: {} } }, { valueOf: 1, toString: null }];
  it.each(values.map((v) => [v]))('refuses %j as an e-mail with a type error', async (username) => {
    expect(await errorsOf(loginSchema, { username, password: 'secret-1' })).toEqual([
      { translationKey: 'VALIDATION_INVALID_TYPE', param: 'username' },
    ]);
  });

  it('still trims an e-mail', async () => {
    expect(await loginSchema.validate({ username: '  a@example.com ', password: 'secret-1' })).toEqual({
      username: 'a@example.com',
      password: 'secret-1',
    });
  });

  it('refuses such a value as an enum value with a type error', async () => {
    const program = {
      skinIndicatorWithPriorityDtos: [{ skinIndicatorId: 1, priority: { toString: 'HIGH' } }],
      specialMixedProducts: {},
      washProducts: [],
      readyProducts: [],
    };
    expect(await errorsOf(programSchema, program)).toEqual([
      { translationKey: 'VALIDATION_INVALID_TYPE', param: 'skinIndicatorWithPriorityDtos[0].priority' },
    ]);
  });
});

describe('ids beyond PostgreSQL int (fuzz suite: a 500 on PUT …/products/availability)', () => {
  it('refuses them as invalid ids', async () => {
    const { regionProductsSchema } = await import('../../common/validation/local-admin.js');
    expect(await errorsOf(regionProductsSchema, { regionId: 3, productIds: [1.7976931348623157e308] })).toEqual([
      { translationKey: 'VALIDATION_INVALID_ID', param: '2147483647' },
    ]);
    expect(await errorsOf(regionProductsSchema, { regionId: 2_147_483_648, productIds: [2_147_483_647] })).toEqual([
      { translationKey: 'VALIDATION_INVALID_ID', param: '2147483647' },
    ]);
  });
});
