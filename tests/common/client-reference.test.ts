import { describe, expect, it } from '@jest/globals';
import { ValidationError } from 'yup';
import { MAX_CLIENT_REFERENCE, programSchema, validationErrorList } from '../../common/validation/index.js';

const program = (clientReference: unknown) => ({
  skinIndicatorWithPriorityDtos: [],
  specialMixedProducts: { baseProducts: [], activeProducts: [] },
  washProducts: [],
  readyProducts: [],
  clientReference,
});

/** The saved reference, or the error list when refused. */
async function check(
  value: unknown,
): Promise<{ saved?: string | null; errors?: ReturnType<typeof validationErrorList> }> {
  try {
    const cast = await programSchema.validate(program(value), { abortEarly: false, stripUnknown: false });
    return { saved: cast.clientReference };
  } catch (error) {
    if (error instanceof ValidationError) return { errors: validationErrorList(error) };
    throw error;
  }
}

describe('clientReference', () => {
  it('accepts 200 characters and refuses 201 with VALIDATION_TOO_LONG and the limit', async () => {
    expect(MAX_CLIENT_REFERENCE).toBe(200);
    expect(await check('a'.repeat(200))).toEqual({ saved: 'a'.repeat(200) });
    expect(await check('a'.repeat(201))).toEqual({ errors: [{ translationKey: 'VALIDATION_TOO_LONG', param: '200' }] });
  });

  it('counts the length once trimmed', async () => {
    expect(await check(`  ${'a'.repeat(200)}  `)).toEqual({ saved: 'a'.repeat(200) });
  });

  it.each(['\u0007', 'Anna\nKowalska', '\tAnna', 'Anna\n', 'Anna\u0085K', 'A\u007FB', '\u0000'])(
    'refuses the control character in %j',
    async (value) => {
      expect(await check(value)).toEqual({
        errors: [{ translationKey: 'VALIDATION_CONTROL_CHARACTERS', param: 'clientReference' }],
      });
    },
  );

  it.each([
    ['  ', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['  Anna K.  ', 'Anna K.'],
    ['Zoë Ø 12', 'Zoë Ø 12'],
  ])('reads %j as %j', async (value, saved) => {
    expect(await check(value)).toEqual({ saved });
  });

  it('refuses a value that is not a text', async () => {
    expect(await check(5)).toEqual({
      errors: [{ translationKey: 'VALIDATION_INVALID_TYPE', param: 'clientReference' }],
    });
    expect(await check({ toString: 'x' })).toEqual({
      errors: [{ translationKey: 'VALIDATION_INVALID_TYPE', param: 'clientReference' }],
    });
  });
});
