import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { demoRegions, insertCandidate, keysOf, sqlOf, type Regions, type Sql } from '../local-admin/fixtures.js';

let t: TestApp;
let sql: Sql;
let r: Regions;
let admin: string;
let localAdmin: string;
let editor: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  r = await demoRegions(sql);
  [admin, localAdmin, editor, user] = await Promise.all(
    ['admin@example.com', 'local.admin@example.com', 'editor@example.com', 'user@example.com'].map((e) =>
      loginToken(t.app, e),
    ),
  );
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'DELETE', token: string | null, url: string, payload?: unknown) => {
  const options = { method, url, ...(payload === undefined ? {} : { payload: payload as object }) };
  return t.app.inject(token ? withToken(token, options) : options);
};
const forbiddenForOthers = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
  expect(await send(method, null, url, payload)).toHaveStatus(401);
  for (const token of [localAdmin, editor, user]) expect(await send(method, token, url, payload)).toHaveStatus(403);
};
const REGIONS = '/secured/api/admin/regions';
const LANGUAGES = '/secured/api/admin/languages';
const de = { language: 'de', country: 'DE' };

describe('regions', () => {
  it('lists every region by name', async () => {
    await forbiddenForOthers('GET', REGIONS);
    const list = (await send('GET', admin, REGIONS)).json();
    expect(list.map((x: { name: string }) => x.name)).toEqual(['Deutschland', 'Polska', 'United Kingdom']);
    expect(list[0]).toEqual({
      id: r.deutschland,
      name: 'Deutschland',
      enabled: true,
      defaultLocale: de,
      version: expect.any(Number),
    });
  });

  it('creates and updates with version; a disabled region is no longer offered at registration', async () => {
    const body = { name: 'Österreich', enabled: true, defaultLocale: de };
    await forbiddenForOthers('POST', REGIONS, body);
    expect(keysOf((await send('POST', admin, REGIONS, { ...body, name: '' })).json())).toEqual(['VALIDATION_REQUIRED']);
    expect(keysOf((await send('POST', admin, REGIONS, { name: 'X', defaultLocale: de })).json())).toEqual([
      'VALIDATION_REQUIRED',
    ]);
    expect(
      keysOf(
        (await send('POST', admin, REGIONS, { ...body, defaultLocale: { language: 'xx', country: 'XX' } })).json(),
      ),
    ).toEqual(['VALIDATION_INVALID_LOCALE']);
    expect(keysOf((await send('POST', admin, REGIONS, { ...body, name: 'Polska' })).json())).toEqual([
      'ERROR_REGION_NAME_TAKEN',
    ]);
    const created = (await send('POST', admin, REGIONS, body)).json();
    expect(created).toMatchObject({ name: 'Österreich', enabled: true, defaultLocale: de });
    const offered = async () =>
      (await send('GET', null, '/public/api/candidate/regions')).json().map((x: { name: string }) => x.name);
    expect(await offered()).toContain('Österreich');
    expect(await send('POST', admin, REGIONS, { ...created, id: 999999 })).toHaveStatus(404);
    const updated = await send('POST', admin, REGIONS, { ...created, enabled: false });
    expect(updated.json()).toMatchObject({ id: created.id, enabled: false });
    expect(await send('POST', admin, REGIONS, { ...created, enabled: true })).toHaveStatus(409);
    expect(await offered()).not.toContain('Österreich');
  });

  it('refuses to delete a region in use, with the counts; deletes an unused one', async () => {
    await forbiddenForOthers('DELETE', `${REGIONS}/${r.uk}`);
    expect(await send('DELETE', admin, `${REGIONS}/abc`)).toHaveStatus(400);
    expect(await send('DELETE', admin, `${REGIONS}/999999`)).toHaveStatus(404);
    await insertCandidate(sql, { email: 'cand.uk@example.com', regionId: r.uk });
    const refused = await send('DELETE', admin, `${REGIONS}/${r.uk}`);
    expect(refused).toHaveStatus(409);
    const users = (await sql<{ n: number }>('select count(*)::int as n from account where region_id = ?', [r.uk]))[0]!
      .n;
    expect(refused.json().errorDataList).toEqual([
      { translationKey: 'ERROR_REGION_IN_USE', param: `users: ${users}, candidates: 1` },
    ]);
    const polska = (await send('DELETE', admin, `${REGIONS}?id=${r.polska}`)).json();
    // What uses the region is said in words of the caller's language, never as a field name.
    expect(polska.errorDataList[0].param).toMatch(/local administrators: 1$/);
    const spare = (await send('POST', admin, REGIONS, { name: 'Spare', enabled: true, defaultLocale: de })).json();
    expect((await send('DELETE', admin, `${REGIONS}/${spare.id}`)).json()).toBe(true);
    expect((await sql('select 1 from region where id = ?', [spare.id])).length).toBe(0);
  });

  it('GraphQL: regions, saveRegion, deleteRegion', async () => {
    expect((await gql(t.app, '{ regions { name } }', {}, localAdmin)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.app, '{ regions { name } }')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const saved = await gql<{ saveRegion: { id: number } }>(
      t.app,
      'mutation($i: RegionInput!) { saveRegion(input: $i) { id name } }',
      { i: { name: 'GQL', enabled: true, defaultLocale: 'en_GB' } },
      admin,
    );
    const bad = await gql(
      t.app,
      'mutation($i: RegionInput!) { saveRegion(input: $i) { id } }',
      { i: { name: 'GQL2', enabled: true, defaultLocale: 'xx' } },
      admin,
    );
    expect(bad.errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
    const inUse = await gql(t.app, 'mutation($id: Int!) { deleteRegion(id: $id) }', { id: r.uk }, admin);
    expect(inUse.errors?.[0]?.extensions.errorDataList[0]?.translationKey).toBe('ERROR_REGION_IN_USE');
    expect(
      (
        await gql<{ deleteRegion: boolean }>(
          t.app,
          'mutation($id: Int!) { deleteRegion(id: $id) }',
          { id: saved.data!.saveRegion.id },
          admin,
        )
      ).data!.deleteRegion,
    ).toBe(true);
  });
});

describe('languages', () => {
  it('lists system languages and all known ones', async () => {
    await forbiddenForOthers('GET', LANGUAGES);
    await forbiddenForOthers('GET', `${LANGUAGES}/all`);
    const system = (await send('GET', admin, LANGUAGES)).json();
    expect(system).toHaveLength(11);
    expect(system).toContainEqual({ language: 'pl', country: 'PL', name: 'Polski' });
    const all = (await send('GET', admin, `${LANGUAGES}/all`)).json();
    expect(all.length).toBeGreaterThan(30);
    expect(all).toContainEqual({ language: 'it', country: 'IT', name: 'Italiano' });
  });

  it('removes an unused language and adds it again; refuses en_GB, de_DE and languages in use', async () => {
    await forbiddenForOthers('DELETE', `${LANGUAGES}/pt_PT`);
    expect(await send('DELETE', admin, `${LANGUAGES}/pt-PT`)).toHaveStatus(400);
    expect(await send('DELETE', admin, `${LANGUAGES}/it_IT`)).toHaveStatus(404);
    for (const id of ['en_GB', 'de_DE']) {
      const res = await send('DELETE', admin, `${LANGUAGES}/${id}`);
      expect(res).toHaveStatus(409);
      expect(keysOf(res.json())).toEqual(['ERROR_LANGUAGE_REQUIRED']);
    }
    const inUse = await send('DELETE', admin, `${LANGUAGES}/pl_PL`);
    expect(inUse).toHaveStatus(409);
    expect(inUse.json().errorDataList[0]).toMatchObject({
      translationKey: 'ERROR_LANGUAGE_IN_USE',
      param: expect.stringMatching(/^regions: 1, accounts: \d+$/),
    });
    expect((await send('DELETE', admin, `${LANGUAGES}/pt_PT`)).json()).toBe(true);
    expect((await send('GET', admin, LANGUAGES)).json()).toHaveLength(10);
    expect(
      (await gql<{ publicSettings: { systemLocales: string[] } }>(t.app, '{ publicSettings { systemLocales } }')).data!
        .publicSettings.systemLocales,
    ).not.toContain('pt_PT');

    const pt = { language: 'pt', country: 'PT' };
    await forbiddenForOthers('POST', LANGUAGES, pt);
    expect(keysOf((await send('POST', admin, LANGUAGES, { language: 'zz', country: 'ZZ' })).json())).toEqual([
      'ERROR_LANGUAGE_UNKNOWN',
    ]);
    expect(keysOf((await send('POST', admin, LANGUAGES, { language: 'PT', country: 'pt' })).json())).toEqual([
      'VALIDATION_INVALID_VALUE',
      'VALIDATION_INVALID_VALUE',
    ]);
    expect((await send('POST', admin, LANGUAGES, pt)).json()).toEqual({ ...pt, name: 'Português' });
    expect(await send('POST', admin, LANGUAGES, { language: 'it', country: 'IT' })).toHaveStatus(200);
    expect((await send('GET', admin, LANGUAGES)).json()).toHaveLength(12);
  });

  it('GraphQL: systemLanguages, allLanguages, add and remove', async () => {
    expect((await gql(t.app, '{ systemLanguages { id } }', {}, editor)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const res = await gql<{ systemLanguages: Array<{ id: string }>; allLanguages: Array<{ id: string }> }>(
      t.app,
      '{ systemLanguages { id } allLanguages { id } }',
      {},
      admin,
    );
    expect(res.data!.systemLanguages.map((l) => l.id)).toContain('en_GB');
    expect(res.data!.allLanguages.length).toBeGreaterThan(res.data!.systemLanguages.length);
    expect(
      (await gql(t.app, 'mutation { removeSystemLanguage(id: "en_GB") }', {}, admin)).errors?.[0]?.extensions.code,
    ).toBe('CONFLICT');
    expect(
      (
        await gql<{ addSystemLanguage: { id: string } }>(
          t.app,
          'mutation { addSystemLanguage(input: { language: "nl", country: "NL" }) { id } }',
          {},
          admin,
        )
      ).data!.addSystemLanguage.id,
    ).toBe('nl_NL');
    expect(
      (await gql<{ removeSystemLanguage: boolean }>(t.app, 'mutation { removeSystemLanguage(id: "nl_NL") }', {}, admin))
        .data!.removeSystemLanguage,
    ).toBe(true);
  });
});
