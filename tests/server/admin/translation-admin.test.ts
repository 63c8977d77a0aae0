import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { keysOf } from '../local-admin/fixtures.js';

let t: TestApp;
let admin: string;
let localAdmin: string;
let editor: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  // A locale that lacks a few keys' texts, as right after a release adds keys: pl_PL for ERROR_REGION_*.
  await t.orm.em
    .fork()
    .getConnection()
    .execute(`delete from text_source where locale = 'pl_PL' and key like 'ERROR\\_REGION\\_%'`);
  [admin, localAdmin, editor, user] = await Promise.all(
    ['admin@example.com', 'local.admin@example.com', 'editor@example.com', 'user@example.com'].map((e) =>
      loginToken(t.app, e),
    ),
  );
});
afterAll(async () => {
  await t.close();
});

const PAGE = `query($f: TranslationFilterInput) { translationAdminPage(filter: $f) { page totalPages totalElements rows { key textType texts { locale value version editable } } } }`;
const SAVE = `mutation($i: TranslationSaveInput!) { saveTranslation(input: $i) { key locale value version } }`;
type Page = {
  translationAdminPage: {
    totalElements: number;
    rows: Array<{
      key: string;
      textType: string;
      texts: Array<{ locale: string; value: string; version: number; editable: boolean }>;
    }>;
  };
};
const version = async () =>
  (await t.app.inject({ method: 'GET', url: '/public/api/translations/version' })).json().id as string;

describe('translation administration list', () => {
  it('walks 401, 400, 403', async () => {
    expect((await gql(t.app, PAGE)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(
      (await gql(t.app, PAGE, { f: { locale: 'xx_XX' } }, admin)).errors?.[0]?.extensions.errorDataList[0]
        ?.translationKey,
    ).toBe('VALIDATION_INVALID_LOCALE');
    expect((await gql(t.app, PAGE, { f: { pageSize: 0 } }, admin)).errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
    expect((await gql(t.app, PAGE, {}, user)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('filters by key substring, text type, locale and empty only on the server', async () => {
    const byKey = await gql<Page>(t.app, PAGE, { f: { key: 'error_region_in' } }, editor);
    expect(byKey.data!.translationAdminPage.rows.map((r) => r.key)).toEqual(['ERROR_REGION_IN_USE']);
    // Translators' locale files add texts of further locales; pl_PL's was removed above.
    const byKeyLocales = byKey.data!.translationAdminPage.rows[0]!.texts.map((x) => x.locale);
    expect(byKeyLocales).toEqual(expect.arrayContaining(['de_DE', 'en_GB']));
    expect(byKeyLocales).not.toContain('pl_PL');
    const emptyPl = await gql<Page>(
      t.app,
      PAGE,
      { f: { key: 'ERROR_REGION_', locale: 'pl_PL', emptyOnly: true } },
      admin,
    );
    expect(emptyPl.data!.translationAdminPage.rows.map((r) => r.key)).toEqual([
      'ERROR_REGION_IN_USE',
      'ERROR_REGION_LOCALE_NOT_SYSTEM',
      'ERROR_REGION_NAME_TAKEN',
      'ERROR_REGION_NOT_MANAGED',
    ]);
    expect(emptyPl.data!.translationAdminPage.rows[0]!.texts).toEqual([]);
    const emptyDe = await gql<Page>(
      t.app,
      PAGE,
      { f: { key: 'ERROR_REGION_', locale: 'de_DE', emptyOnly: true } },
      admin,
    );
    expect(emptyDe.data!.translationAdminPage.rows.map((r) => r.key)).not.toContain('ERROR_REGION_IN_USE');
    const email = await gql<Page>(t.app, PAGE, { f: { textType: 'EMAIL', pageSize: 200 } }, admin);
    expect(email.data!.translationAdminPage.rows.every((r) => r.textType === 'EMAIL')).toBe(true);
    expect(email.data!.translationAdminPage.rows.map((r) => r.key)).toContain('EMAIL_SET_PASSWORD_SUBJECT');
    const local = await gql<Page>(t.app, PAGE, { f: { key: 'EMAIL_SET_PASSWORD_SUBJECT' } }, localAdmin);
    const editable = Object.fromEntries(
      local.data!.translationAdminPage.rows[0]!.texts.map((x) => [x.locale, x.editable]),
    );
    expect(editable).toMatchObject({ de_DE: true, en_GB: false, pl_PL: true });
    // The local admin translates pl_PL and de_DE only: any further locale's text is read-only.
    expect(
      Object.entries(editable).filter(([locale, canEdit]) => canEdit && locale !== 'de_DE' && locale !== 'pl_PL'),
    ).toEqual([]);
  });
});

describe('empty only: the gaps a translator can fill', () => {
  beforeAll(async () => {
    const rows: Array<[string, string, string, string]> = [
      // A gap in fr_FR only: the local admin (pl_PL, de_DE) does not translate it.
      ...['en_GB', 'de_DE', 'pl_PL'].map((l): [string, string, string, string] => [
        'ZZTEST_FR_GAP',
        l,
        'INTERFACE',
        'x',
      ]),
      ['ZZTEST_FR_GAP', 'fr_FR', 'INTERFACE', ''],
      // An ingredient text: used only in the INCI locales (de_DE, en_GB by default), both filled.
      ['ZZTEST_INCI', 'en_GB', 'INCI_DESCRIPTION', 'x'],
      ['ZZTEST_INCI', 'de_DE', 'INCI_DESCRIPTION', 'x'],
      // A "many" plural form: Polish uses it (filled), German has no such form; French has.
      ['ZZTEST_COUNT_many', 'pl_PL', 'INTERFACE', 'x'],
      // A real gap of the local admin: no Polish text.
      ['ZZTEST_PL_GAP', 'en_GB', 'INTERFACE', 'x'],
      ['ZZTEST_PL_GAP', 'de_DE', 'INTERFACE', 'x'],
    ];
    await t.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into text_source (key, locale, text_type, value, version) select e->>0, e->>1, e->>2, e->>3, 1 from json_array_elements(?::json) e`,
        [JSON.stringify(rows)],
      );
  });
  const keys = async (token: string, f: Record<string, unknown>) =>
    (
      await gql<Page>(t.app, PAGE, { f: { key: 'ZZTEST_', emptyOnly: true, ...f } }, token)
    ).data!.translationAdminPage.rows.map((r) => r.key);

  it('shows a local admin only the gaps of the languages they translate, in texts those languages use', async () => {
    expect(await keys(localAdmin, {})).toEqual(['ZZTEST_PL_GAP']);
    expect(await keys(localAdmin, { locale: 'pl_PL' })).toEqual(['ZZTEST_PL_GAP']);
    expect(await keys(localAdmin, { locale: 'de_DE' })).toEqual([]);
    // A locale chosen in the filter is looked at, translated by the caller or not.
    expect(await keys(localAdmin, { locale: 'fr_FR' })).toEqual([
      'ZZTEST_COUNT_many',
      'ZZTEST_FR_GAP',
      'ZZTEST_PL_GAP',
    ]);
  });

  it('shows an admin the gaps of every system locale, still without unused plural forms and ingredient texts', async () => {
    expect(await keys(admin, {})).toEqual(['ZZTEST_COUNT_many', 'ZZTEST_FR_GAP', 'ZZTEST_PL_GAP']);
    expect(await keys(admin, { locale: 'en_GB' })).toEqual([]);
    // The seeded plural forms: no Polish-only form is an English or German gap.
    const plurals = await gql<Page>(
      t.app,
      PAGE,
      { f: { key: 'ADMIN_TEST_EMAILS_SENT_', emptyOnly: true, locale: 'de_DE' } },
      admin,
    );
    expect(plurals.data!.translationAdminPage.rows.map((r) => r.key)).toEqual([]);
  });
});

describe('saving a translation', () => {
  it('refuses foreign locales (403), changed placeholders (400), stale versions (409); bumps the version', async () => {
    const input = {
      key: 'ERROR_REGION_IN_USE',
      locale: 'pl_PL',
      textType: 'INTERFACE',
      comment: 'region delete',
      value: 'Region jest w użyciu ({{param}}).',
    };
    expect((await gql(t.app, SAVE, { i: input })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.app, SAVE, { i: input }, user)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(
      (await gql(t.app, SAVE, { i: { ...input, locale: 'fr_FR' } }, localAdmin)).errors?.[0]?.extensions
        .errorDataList[0]?.translationKey,
    ).toBe('ERROR_TRANSLATION_LOCALE_NOT_ALLOWED');
    const missing = await gql(t.app, SAVE, { i: { ...input, value: 'Region jest w użyciu.' } }, localAdmin);
    expect(missing.errors?.[0]?.extensions.errorDataList).toEqual([
      { translationKey: 'ERROR_TRANSLATION_PLACEHOLDERS', param: 'ERROR_REGION_IN_USE: {{param}}' },
    ]);
    const extra = await gql(t.app, SAVE, { i: { ...input, value: '{{param}} {{count}}' } }, localAdmin);
    expect(extra.errors?.[0]?.extensions.errorDataList[0]?.param).toBe('ERROR_REGION_IN_USE: {{count}}');
    const before = await version();
    const saved = await gql<{ saveTranslation: { version: number; locale: string } }>(
      t.app,
      SAVE,
      { i: input },
      localAdmin,
    );
    expect(saved.data!.saveTranslation.locale).toBe('pl_PL');
    expect(await version()).not.toBe(before);
    const v = saved.data!.saveTranslation.version;
    const again = await gql<{ saveTranslation: { version: number } }>(
      t.app,
      SAVE,
      { i: { ...input, value: 'Nadal ({{param}})', version: v } },
      editor,
    );
    expect(again.data!.saveTranslation.version).toBe(v + 1);
    expect((await gql(t.app, SAVE, { i: { ...input, version: v } }, admin)).errors?.[0]?.extensions.code).toBe(
      'CONFLICT',
    );
    const texts = (await t.app.inject({ method: 'GET', url: '/public/api/translations?locales=pl_PL' })).json();
    expect(texts.ERROR_REGION_IN_USE.pl_PL).toBe('Nadal ({{param}})');
  });

  it('REST POST /secured/api/translations applies the same rules', async () => {
    const post = (token: string, payload: object) =>
      t.app.inject(withToken(token, { method: 'POST', url: '/secured/api/translations', payload }));
    const body = {
      key: 'ERROR_LAST_ADMIN',
      textType: 'INTERFACE',
      comment: 'c',
      value: 'Ostatni {{x}}',
      locale: { language: 'pl', country: 'PL' },
    };
    expect(keysOf((await post(admin, body)).json())).toEqual(['ERROR_TRANSLATION_PLACEHOLDERS']);
    const ok = await post(admin, { ...body, value: 'Ostatni administrator' });
    expect(ok).toHaveStatus(200);
    expect(await post(admin, { ...body, value: 'Stale', version: ok.json().version + 5 })).toHaveStatus(409);
    expect(await post(localAdmin, { ...body, locale: { language: 'en', country: 'GB' }, value: 'x' })).toHaveStatus(
      403,
    );
  });

  it('asks for a comment only when the text is created', async () => {
    const input = {
      key: 'ERROR_REGION_NAME_TAKEN',
      locale: 'pl_PL',
      textType: 'INTERFACE',
      value: 'Nazwa regionu jest zajęta.',
    };
    const refused = await gql(t.app, SAVE, { i: { ...input, comment: '' } }, admin);
    expect(refused.errors?.[0]?.extensions.errorDataList).toEqual([
      expect.objectContaining({ translationKey: 'VALIDATION_REQUIRED' }),
    ]);
    const created = await gql<{ saveTranslation: { version: number } }>(
      t.app,
      SAVE,
      { i: { ...input, comment: 'region form' } },
      admin,
    );
    const v = created.data!.saveTranslation.version;
    const edited = await gql<{ saveTranslation: { value: string } }>(
      t.app,
      SAVE,
      { i: { ...input, comment: '', value: 'Ta nazwa jest zajęta.', version: v } },
      admin,
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.saveTranslation.value).toBe('Ta nazwa jest zajęta.');
    const post = await t.app.inject(
      withToken(admin, {
        method: 'POST',
        url: '/secured/api/translations',
        payload: { ...input, comment: null, value: 'Zajęta.', version: v + 1 },
      }),
    );
    expect(post).toHaveStatus(200);
    // GraphQL's input may leave the comment out of an edit altogether.
    const omitted = await gql<{ saveTranslation: { value: string } }>(
      t.app,
      SAVE,
      { i: { ...input, value: 'Zajęta!', version: v + 2 } },
      admin,
    );
    expect(omitted.errors).toBeUndefined();
    expect(omitted.data!.saveTranslation.value).toBe('Zajęta!');
    // A text that does not exist yet (a new key: ADMIN's) still needs its comment, with or without a version.
    const newWithout = await gql(
      t.app,
      SAVE,
      { i: { ...input, key: 'TRANSLATION_ADMIN_TEST_NEW_KEY', locale: 'cs_CZ' } },
      admin,
    );
    expect(newWithout.errors?.[0]?.extensions.errorDataList).toEqual([
      expect.objectContaining({ translationKey: 'VALIDATION_REQUIRED' }),
    ]);
  });

  it("compares a plural form en_GB lacks (KEY_few) with en_GB's KEY_other", async () => {
    const input = {
      key: 'AUDIT_TOTAL_few',
      locale: 'pl_PL',
      textType: 'INTERFACE',
      comment: 'plural',
      value: 'kilka zdarzeń',
    };
    const refused = await gql(t.app, SAVE, { i: input }, admin);
    expect(refused.errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
    expect(refused.errors?.[0]?.extensions.errorDataList).toEqual([
      { translationKey: 'ERROR_TRANSLATION_PLACEHOLDERS', param: 'AUDIT_TOTAL_few: {{count}}' },
    ]);
    const saved = await gql<{ saveTranslation: { value: string } }>(
      t.app,
      SAVE,
      { i: { ...input, value: '{{count}} zdarzenia' } },
      admin,
    );
    expect(saved.data!.saveTranslation.value).toBe('{{count}} zdarzenia');
  });
});
