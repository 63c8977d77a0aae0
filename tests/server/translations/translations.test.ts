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
