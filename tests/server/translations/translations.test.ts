import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, loginToken, withToken, type TestApp } from '../../support/app.js';
import { syncDataVersions } from '../../../server/platform/data-versions.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('public translations', () => {
  it('serves key → locale → text and a version that changes when a text changes', async () => {
    const version = (await t.app.inject({ method: 'GET', url: '/public/api/translations/version' })).json()
      .id as string;
    const all = await t.app.inject({ method: 'GET', url: '/public/api/translations' });
    expect(all).toHaveStatus(200);
    const map = all.json();
    expect(map.EMAIL_PASSWORD_RESET_SUBJECT.de_DE).toBe('Passwort zurücksetzen');
    expect(map.VALIDATION_REQUIRED.en_GB).toBe('This field is required.');

    const some = (await t.app.inject({ method: 'GET', url: '/public/api/translations?locales=de_DE' })).json();
    // Every answer holds en_GB, where every lookup chain ends.
    expect(Object.keys(some.VALIDATION_REQUIRED).sort()).toEqual(['de_DE', 'en_GB']);
    expect(await t.app.inject({ method: 'GET', url: '/public/api/translations?locales=xx_YY' })).toHaveStatus(400);

    await t.orm.em
      .fork()
      .execute(`update text_source set value = 'Pflichtfeld.' where key = 'VALIDATION_REQUIRED' and locale = 'de_DE'`);
    await syncDataVersions(t.orm.em); // a change by hand reaches the process through NOTIFY
    const next = (await t.app.inject({ method: 'GET', url: '/public/api/translations/version' })).json().id as string;
    expect(next).not.toBe(version);
    const changed = (await t.app.inject({ method: 'GET', url: '/public/api/translations?locales=de_DE' })).json();
    expect(changed.VALIDATION_REQUIRED.de_DE).toBe('Pflichtfeld.');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/public/api/translations?locales=en_GB' });
    const second = await t.app.inject({
      method: 'GET',
      url: '/public/api/translations?locales=en_GB',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(second).toHaveStatus(304);
  });
});

describe("one locale's bundle (what the app reads)", () => {
  const bundle = (locale: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/public/api/translations/bundles/${locale}`, headers });

  it("answers key → text of that locale alone, tagged with the texts' version, 304 on a match", async () => {
    const version = (await t.app.inject({ method: 'GET', url: '/public/api/translations/version' })).json()
      .id as string;
    const de = await bundle('de_DE');
    expect(de).toHaveStatus(200);
    expect(de.headers['x-translations-version']).toBe(version);
    expect(de.headers['cache-control']).toBe('no-cache');
    const texts = de.json() as Record<string, unknown>;
    expect(texts.EMAIL_PASSWORD_RESET_SUBJECT).toBe('Passwort zurücksetzen');
    expect(Object.values(texts).every((text) => typeof text === 'string' && text !== '')).toBe(true);
    // The same German texts as the locale sets' answer, without en_GB's.
    const set = (await t.app.inject({ method: 'GET', url: '/public/api/translations?locales=de_DE' })).json() as Record<
      string,
      Record<string, string>
    >;
    const german = Object.entries(set).flatMap(([key, byLocale]) => (byLocale.de_DE ? [[key, byLocale.de_DE]] : []));
    expect(texts).toEqual(Object.fromEntries(german));
    expect(de.headers.etag).not.toBe(
      (await t.app.inject({ method: 'GET', url: '/public/api/translations?locales=de_DE' })).headers.etag,
    );
    expect(await bundle('de_DE', { 'if-none-match': de.headers.etag as string })).toHaveStatus(304);
    expect((await bundle('en_GB', { 'if-none-match': de.headers.etag as string })).statusCode).toBe(200);
  });

  it('leaves an empty text out, and follows a change', async () => {
    await t.orm.em.fork().execute(`update text_source set value = '' where key = 'MENU_HOME' and locale = 'pl_PL'`);
    await syncDataVersions(t.orm.em);
    const before = await bundle('pl_PL');
    expect(before.json()).not.toHaveProperty('MENU_HOME');
    expect(before.json()).toHaveProperty('VALIDATION_REQUIRED');
    await t.orm.em
      .fork()
      .execute(`update text_source set value = 'Strona główna' where key = 'MENU_HOME' and locale = 'pl_PL'`);
    await syncDataVersions(t.orm.em);
    const after = await bundle('pl_PL', { 'if-none-match': before.headers.etag as string });
    expect(after).toHaveStatus(200);
    expect(after.json().MENU_HOME).toBe('Strona główna');
  });

  it.each(['xx_YY', 'de', 'de_DE,en_GB', '..%2Fde_DE'])('refuses %s in the error format', async (locale) => {
    const refused = await bundle(locale);
    expect(refused).toHaveStatus(400);
    expect(refused.json().errorDataList[0]).toMatchObject({ translationKey: 'ERROR_UNKNOWN_LOCALE' });
  });
});

describe('secured translations', () => {
  const save = (token: string | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/secured/api/translations',
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const text = {
    key: 'TRANSLATE_DEMO_TEXT',
    textType: 'INTERFACE',
    comment: 'demo page',
    value: 'Witaj',
    locale: 'pl_PL',
  };

  it('walks 401, 400, 403 and saves within the translator’s locales', async () => {
    expect(await t.app.inject({ method: 'GET', url: '/secured/api/translations' })).toHaveStatus(401);
    expect(await save(null, text)).toHaveStatus(401);
    const local = await loginToken(t.app, 'local.admin@example.com');
    const user = await loginToken(t.app, 'user.uk@example.com');
    expect(await save(local, { ...text, value: '' })).toHaveStatus(400);
    expect(await save(local, { ...text, extra: 1 })).toHaveStatus(400);
    expect(await save(user, text)).toHaveStatus(403);
    const refused = await save(local, { ...text, locale: 'fr_FR' });
    expect(refused).toHaveStatus(403);
    expect(refused.json().errorDataList[0].translationKey).toBe('ERROR_TRANSLATION_LOCALE_NOT_ALLOWED');
    const ok = await save(local, { ...text, locale: { language: 'pl', country: 'PL' } });
    expect(ok).toHaveStatus(200);
    const map = (
      await t.app.inject(withToken(local, { method: 'GET', url: '/secured/api/translations?locales=pl_PL' }))
    ).json();
    expect(map.TRANSLATE_DEMO_TEXT.pl_PL).toBe('Witaj');
  });

  it('lists the system locales and the locales a user may translate to', async () => {
    const local = await loginToken(t.app, 'local.admin@example.com');
    const admin = await loginToken(t.app, 'admin@example.com');
    const user = await loginToken(t.app, 'user.uk@example.com');
    const all = (
      await t.app.inject(withToken(user, { method: 'GET', url: '/secured/api/translations/locales' }))
    ).json();
    expect(all).toHaveLength(11);
    expect(all).toContainEqual({ language: 'uk', country: 'UA' });
    const allowed = (
      await t.app.inject(withToken(local, { method: 'GET', url: '/secured/api/translations/allowedlocales' }))
    ).json();
    expect(allowed).toEqual([
      { language: 'pl', country: 'PL' },
      { language: 'de', country: 'DE' },
    ]);
    expect(
      (await t.app.inject(withToken(admin, { method: 'GET', url: '/secured/api/translations/allowedlocales' }))).json(),
    ).toHaveLength(11);
    expect(
      await t.app.inject(withToken(user, { method: 'GET', url: '/secured/api/translations/allowedlocales' })),
    ).toHaveStatus(403);
  });
});
