import { describe, expect, it } from '@jest/globals';
import * as yup from 'yup';
import {
  DEFAULT_PDF_OPTIONS,
  ValidationListError,
  baseSuggestionSchema,
  candidateSchema,
  effectiveFallback,
  emailField,
  evaluationValueSchema,
  fallbackLocaleError,
  forgottenPasswordSchema,
  loginSchema,
  makeManagedUserSchema,
  passwordChangeSchema,
  pdfOptionsSchema,
  pdfUserInfoSchema,
  programSchema,
  regionSchema,
  textSourceValuesSchema,
  translationCreateSchema,
  userDetailsSchema,
  validateOrThrowList,
  validationErrorList,
  type ValidationErrorData,
} from '../../common/validation/index.js';

/** The error list a value gets, or [] when it is valid. */
async function errorsOf(schema: yup.Schema<unknown>, value: unknown): Promise<ValidationErrorData[]> {
  try {
    await validateOrThrowList(schema, value);
    return [];
  } catch (err) {
    if (err instanceof ValidationListError) return err.errorDataList;
    throw err;
  }
}
const keysOf = async (schema: yup.Schema<unknown>, value: unknown) =>
  (await errorsOf(schema, value)).map((e) => e.translationKey);

/** A dotted domain of exactly `length` characters (labels of at most 63). */
function domainOf(length: number): string {
  const labels: string[] = [];
  let left = length - 4; // ".com"
  while (left > 0) {
    const size = Math.min(63, left);
    labels.push('d'.repeat(size));
    left -= size + 1; // the label and its dot
  }
  return `${labels.join('.')}.com`.slice(-length);
}
const email = (local: number, total: number) => `${'a'.repeat(local)}@${domainOf(total - local - 1)}`;

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('emailField', () => {
  const schema = yup.object({ username: emailField });

  it('accepts 254 characters in total and 64 before the @, refuses one more', async () => {
    expect(email(64, 254)).toHaveLength(254);
    expect(await keysOf(schema, { username: email(64, 254) })).toEqual([]);
    expect(await errorsOf(schema, { username: email(64, 255) })).toEqual([
      { translationKey: 'VALIDATION_EMAIL_TOO_LONG', param: '254' },
    ]);
    expect(await errorsOf(schema, { username: email(65, 100) })).toEqual([
      { translationKey: 'VALIDATION_EMAIL_TOO_LONG', param: '64' },
    ]);
  });

  it('requires a valid address and trims it', async () => {
    expect(await keysOf(schema, { username: 'nope' })).toEqual(['VALIDATION_EMAIL']);
    expect(await keysOf(schema, { username: 'a@b' })).toEqual(['VALIDATION_EMAIL']);
    expect(await keysOf(schema, { username: '' })).toEqual(['VALIDATION_REQUIRED']);
    expect(await validateOrThrowList(schema, { username: '  anna@example.com ' })).toEqual({
      username: 'anna@example.com',
    });
  });
});

describe('auth schemas', () => {
  it('login: password of at least 4 characters', async () => {
    expect(await keysOf(loginSchema, { username: 'anna@example.com', password: 'abcd' })).toEqual([]);
    expect(await errorsOf(loginSchema, { username: 'anna@example.com', password: 'abc' })).toEqual([
      { translationKey: 'VALIDATION_PASSWORD_MIN_LENGTH', param: '4' },
    ]);
  });

  it('new passwords: 8 characters refused, 9 accepted, 129 too long', async () => {
    expect(await errorsOf(passwordChangeSchema, { password: '12345678', passwordRepeated: '12345678' })).toEqual([
      { translationKey: 'VALIDATION_PASSWORD_MIN_LENGTH', param: '9' },
      { translationKey: 'VALIDATION_PASSWORD_MIN_LENGTH', param: '9' },
    ]);
    expect(await keysOf(passwordChangeSchema, { password: '123456789', passwordRepeated: '123456789' })).toEqual([]);
    const long = 'x'.repeat(129);
    expect(await errorsOf(passwordChangeSchema, { password: long, passwordRepeated: long })).toContainEqual({
      translationKey: 'VALIDATION_TOO_LONG',
      param: '128',
    });
  });

  it('forgotten password: the repeat must match and the token is required', async () => {
    const base = { username: 'anna@example.com', password: '123456789', passwordRepeated: '123456789', token: 'abc' };
    expect(await keysOf(forgottenPasswordSchema, base)).toEqual([]);
    expect(await keysOf(forgottenPasswordSchema, { ...base, passwordRepeated: '123456780' })).toEqual([
      'VALIDATION_PASSWORDS_DO_NOT_MATCH',
    ]);
    expect(await errorsOf(forgottenPasswordSchema, { ...base, token: '' })).toEqual([
      { translationKey: 'VALIDATION_REQUIRED', param: 'token' },
    ]);
  });
});

describe('fallback-locale rule', () => {
  it('is exempt for en_GB and de_DE, whose fallback equals the preferred locale', () => {
    expect(fallbackLocaleError('de_DE', 'de_DE')).toBeNull();
    expect(fallbackLocaleError('en_GB', 'en_GB')).toBeNull();
    expect(fallbackLocaleError('en_GB', null)).toBeNull();
    expect(effectiveFallback('de_DE', 'pl_PL')).toBe('de_DE');
    expect(effectiveFallback('en_GB', undefined)).toBe('en_GB');
  });

  it('refuses a fallback equal to another preferred locale, or none', () => {
    expect(fallbackLocaleError('pl_PL', 'pl_PL')).toBe('USER_FALLBACK_SAME_AS_PREFERRED');
    expect(fallbackLocaleError('pl_PL', 'en_GB')).toBeNull();
    expect(fallbackLocaleError('pl_PL', null)).toBe('VALIDATION_REQUIRED');
    expect(effectiveFallback('pl_PL', 'de_DE')).toBe('de_DE');
  });

  it('applies in the schemas', async () => {
    const details = { name: 'Anna', preferredLocale: 'pl_PL', fallbackLocale: 'pl_PL', version: 1 };
    expect(await errorsOf(userDetailsSchema, details)).toEqual([
      { translationKey: 'USER_FALLBACK_SAME_AS_PREFERRED', param: 'fallbackLocale' },
    ]);
    expect(await keysOf(userDetailsSchema, { ...details, preferredLocale: 'de_DE', fallbackLocale: 'de_DE' })).toEqual(
      [],
    );
    expect(await keysOf(userDetailsSchema, { ...details, fallbackLocale: 'xx_XX' })).toEqual([
      'VALIDATION_INVALID_LOCALE',
    ]);
  });
});

describe('candidateSchema', () => {
  const candidate = {
    email: 'anna@example.com',
    preferredLocale: 'en_GB',
    fallbackLocale: 'en_GB',
    regionId: 1,
    termsConfirmed: true,
    privacyPolicyConfirmed: true,
  };

  it('accepts the minimum form (optional fields left out)', async () => {
    expect(await keysOf(candidateSchema, candidate)).toEqual([]);
    expect(await keysOf(candidateSchema, { ...candidate, phoneNo: null, companyName: '' })).toEqual([]);
  });

  it('requires both boxes ticked and a region', async () => {
    expect(await errorsOf(candidateSchema, { ...candidate, regionId: undefined, termsConfirmed: false })).toEqual([
      { translationKey: 'VALIDATION_REQUIRED', param: 'regionId' },
      { translationKey: 'VALIDATION_MUST_BE_ACCEPTED', param: 'termsConfirmed' },
    ]);
    expect(await keysOf(candidateSchema, { ...candidate, privacyPolicyConfirmed: undefined })).toEqual([
      'VALIDATION_MUST_BE_ACCEPTED',
    ]);
  });

  it('refuses unknown fields and values of the wrong type', async () => {
    expect(await errorsOf(candidateSchema, { ...candidate, roles: ['ADMIN'] })).toEqual([
      { translationKey: 'VALIDATION_UNKNOWN_FIELD', param: 'roles' },
    ]);
    expect(await keysOf(candidateSchema, { ...candidate, regionId: '1' })).toEqual(['VALIDATION_INVALID_TYPE']);
    expect(await keysOf(candidateSchema, { ...candidate, termsConfirmed: 'true' })).toEqual([
      'VALIDATION_INVALID_TYPE',
    ]);
    expect(await keysOf(candidateSchema, { ...candidate, name: 5 })).toEqual(['VALIDATION_INVALID_TYPE']);
  });
});

describe('managed users and PDF user info', () => {
  const user = {
    preferredLocale: 'pl_PL',
    fallbackLocale: 'en_GB',
    regionId: 2,
    enabled: true,
    credentialsNonExpired: true,
  };

  it('requires the e-mail on create only, the version on edit only', async () => {
    const create = makeManagedUserSchema({ creating: true });
    const edit = makeManagedUserSchema({ creating: false });
    expect(await errorsOf(create, user)).toEqual([{ translationKey: 'VALIDATION_REQUIRED', param: 'email' }]);
    expect(await keysOf(create, { ...user, email: 'new@example.com' })).toEqual([]);
    expect(await errorsOf(edit, { ...user, id: uuid })).toEqual([
      { translationKey: 'VALIDATION_REQUIRED', param: 'version' },
    ]);
    expect(await keysOf(edit, { ...user, id: uuid, version: 3 })).toEqual([]);
  });

  it('PDF e-mail: empty means none, otherwise valid', async () => {
    expect(await keysOf(pdfUserInfoSchema, { email: '', companyName: 'Spa' })).toEqual([]);
    expect(await keysOf(pdfUserInfoSchema, { email: null })).toEqual([]);
    expect(await keysOf(pdfUserInfoSchema, { email: 'spa@' })).toEqual(['VALIDATION_EMAIL']);
    expect(await errorsOf(pdfUserInfoSchema, { companyAddressLine1: 'x'.repeat(256) })).toEqual([
      { translationKey: 'VALIDATION_TOO_LONG', param: '255' },
    ]);
  });
});

describe('programSchema', () => {
  const program = {
    skinIndicatorWithPriorityDtos: [{ skinIndicatorId: 3, priority: 'HIGH' }],
    specialMixedProducts: {
      comment: 'morning',
      baseProducts: [{ productId: 1, volume: 44 }],
      activeProducts: [{ productId: 2, volume: 1.5 }],
    },
    washProducts: [{ productId: 5, comment: 'evening' }],
    readyProducts: [{ productId: 6, volume: null, mixtureRole: 'CARE' }],
  };

  it('accepts a program and fills missing lists with [] (and no client reference with null)', async () => {
    expect(await keysOf(programSchema, program)).toEqual([]);
    expect(await validateOrThrowList(programSchema, {})).toEqual({
      clientReference: null,
      skinIndicatorWithPriorityDtos: [],
      specialMixedProducts: { baseProducts: [], activeProducts: [] },
      washProducts: [],
      readyProducts: [],
    });
  });

  it('refuses two bases, repeated indicators, bad volumes and strings for numbers', async () => {
    const bad = {
      ...program,
      skinIndicatorWithPriorityDtos: [
        { skinIndicatorId: 3, priority: 'HIGH' },
        { skinIndicatorId: 3, priority: 'LOW' },
      ],
      specialMixedProducts: {
        baseProducts: [
          { productId: 1, volume: 44 },
          { productId: 7, volume: 44 },
        ],
        activeProducts: [
          { productId: 2, volume: 1001 },
          { productId: 4, volume: '5' },
        ],
      },
    };
    expect(await errorsOf(programSchema, bad)).toEqual([
      { translationKey: 'VALIDATION_DUPLICATE', param: 'skinIndicatorWithPriorityDtos[1]' },
      { translationKey: 'VALIDATION_TOO_MANY_ITEMS', param: '1' }, // baseProducts
      { translationKey: 'VALIDATION_MAX', param: '1000' }, // activeProducts[0].volume
      { translationKey: 'VALIDATION_INVALID_TYPE', param: 'specialMixedProducts.activeProducts[1].volume' },
    ]);
  });

  it('refuses an unknown key inside a line', async () => {
    const bad = { ...program, washProducts: [{ productId: 5, price: 3 }] };
    expect(await errorsOf(programSchema, bad)).toEqual([
      { translationKey: 'VALIDATION_UNKNOWN_FIELD', param: 'price' },
    ]);
  });

  it('PDF options: all seven flags required; the defaults show all but the name form and INCI', async () => {
    expect(DEFAULT_PDF_OPTIONS).toEqual({
      showCompanyData: true,
      showReadyProducts: true,
      showSpecialMixedProducts: true,
      showVolume: true,
      showWashProducts: true,
      showUserNameForm: false,
      showInci: false,
    });
    expect(await keysOf(pdfOptionsSchema, { id: uuid, ...DEFAULT_PDF_OPTIONS })).toEqual([]);
    expect(await errorsOf(pdfOptionsSchema, { ...DEFAULT_PDF_OPTIONS, showInci: undefined })).toEqual([
      { translationKey: 'VALIDATION_REQUIRED', param: 'id' },
      { translationKey: 'VALIDATION_REQUIRED', param: 'showInci' },
    ]);
  });
});

describe('catalogue schemas', () => {
  it('base suggestion minimums: 1, 0.1, 1, 0.1', async () => {
    expect(
      await keysOf(baseSuggestionSchema, {
        baseSize: 1,
        increment: 0.1,
        maxVolumeSuggestion: 1,
        recommendedInput: 0.1,
      }),
    ).toEqual([]);
    expect(
      await errorsOf(baseSuggestionSchema, {
        baseSize: 0.9,
        increment: 0.09,
        maxVolumeSuggestion: 0,
        recommendedInput: 0,
      }),
    ).toEqual([
      { translationKey: 'VALIDATION_MIN', param: '1' },
      { translationKey: 'VALIDATION_MIN', param: '0.1' },
      { translationKey: 'VALIDATION_MIN', param: '1' },
      { translationKey: 'VALIDATION_MIN', param: '0.1' },
    ]);
    expect(await keysOf(baseSuggestionSchema, { baseSize: 44, increment: 0.5 })).toEqual([
      'VALIDATION_REQUIRED',
      'VALIDATION_REQUIRED',
    ]);
  });

  it('countryValueRequired for DE and GB texts only', async () => {
    const texts = [
      { locale: 'de_DE', value: 'Aloe' },
      { locale: 'en_GB', value: '  ' },
      { locale: 'pl_PL', value: '' },
    ];
    expect(await errorsOf(textSourceValuesSchema, texts)).toEqual([
      { translationKey: 'countryValueRequired', param: '[1].value' },
    ]);
    expect(
      await keysOf(textSourceValuesSchema, [
        { locale: 'en_GB', value: 'Aloe' },
        { locale: 'pl_PL', value: null },
      ]),
    ).toEqual([]);
  });

  it('evaluations are integers from -10 to 10', async () => {
    for (const ok of [-10, 0, 10]) expect(await keysOf(evaluationValueSchema, ok)).toEqual([]);
    expect(await keysOf(evaluationValueSchema, 11)).toEqual(['VALIDATION_MAX']);
    expect(await keysOf(evaluationValueSchema, -11)).toEqual(['VALIDATION_MIN']);
    expect(await keysOf(evaluationValueSchema, 2.5)).toEqual(['VALIDATION_INTEGER']);
    expect(await keysOf(evaluationValueSchema, '3')).toEqual(['VALIDATION_INVALID_TYPE']);
  });

  it('region and translation: required fields, text type defaults to INTERFACE', async () => {
    expect(await keysOf(regionSchema, { name: 'Polska', enabled: true, defaultLocale: 'pl_PL' })).toEqual([]);
    expect(await keysOf(regionSchema, { name: '', enabled: true })).toEqual([
      'VALIDATION_REQUIRED',
      'VALIDATION_REQUIRED',
    ]);
    const translation = { key: 'HOME_TITLE', comment: 'home page', value: 'Welcome', locale: 'en_GB' };
    expect(await validateOrThrowList(translationCreateSchema, translation)).toEqual({
      ...translation,
      textType: 'INTERFACE',
    });
    expect(await keysOf(translationCreateSchema, { ...translation, textType: 'NOPE', comment: '' })).toEqual([
      'VALIDATION_INVALID_VALUE',
      'VALIDATION_REQUIRED',
    ]);
  });
});

describe('validationErrorList', () => {
  it('gives one entry per path, from err.inner', async () => {
    const err = await loginSchema
      .validate({ username: '', password: '' }, { abortEarly: false })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(yup.ValidationError);
    expect(validationErrorList(err as yup.ValidationError)).toEqual([
      { translationKey: 'VALIDATION_REQUIRED', param: 'username' },
      { translationKey: 'VALIDATION_REQUIRED', param: 'password' },
    ]);
  });

  it('lets the caller choose the rejection', async () => {
    const reject = validateOrThrowList(loginSchema, {}, (list) => new Error(`custom ${list.length}`));
    await expect(reject).rejects.toThrow('custom 2');
  });
});
