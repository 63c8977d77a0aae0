import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, decodeJwtPayload, gql, loginToken, withToken, type TestApp } from '../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const getUser = (token: string | null) =>
  t.app.inject(
    token ? withToken(token, { method: 'GET', url: '/secured/api/user' }) : { method: 'GET', url: '/secured/api/user' },
  );
const put = (token: string | null, url: string, payload: unknown) => {
  const options = { method: 'PUT' as const, url, payload: payload as object };
  return t.app.inject(token ? withToken(token, options) : options);
};
const putUser = (token: string | null, payload: unknown) => put(token, '/secured/api/user', payload);
const putPdf = (token: string | null, payload: unknown) => put(token, '/secured/api/user/pdfdata', payload);

const events = async (email: string) =>
  (
    await t.orm.em
      .fork()
      .execute<{ event: string }[]>('select event from audit_event where username = ? order by id', [email])
  ).map((r) => r.event);

/** The PUT body from a GET /secured/api/user answer. */
const detailsOf = (p: Record<string, unknown> & { version: number }) => ({
  id: p.id,
  name: p.name,
  surname: p.surname,
  companyName: p.companyName,
  phoneNo: p.phoneNo,
  preferredLocale: p.preferredLocale,
  fallbackLocale: p.fallbackLocale,
  version: p.version,
});

describe('GET /secured/api/user', () => {
  it('answers 401 without a token and the own profile with the PDF data', async () => {
    expect(await getUser(null)).toHaveStatus(401);
    const res = await getUser(await loginToken(t.app, 'user@example.com'));
    expect(res).toHaveStatus(200);
    expect(res.json()).toMatchObject({
      email: 'user@example.com',
      name: 'Urszula',
      surname: 'Nowak',
      companyName: 'Gabinet Urody Róża',
      preferredLocale: { language: 'pl', country: 'PL' },
      fallbackLocale: { language: 'en', country: 'GB' },
      customerId: null,
      pdfUserInfo: {
        companyName: 'Gabinet Urody Róża',
        email: 'user@example.com',
        companyAddressLine1: 'ul. Przykładowa 1',
      },
    });
    expect(typeof res.json().version).toBe('number');
    expect(res.json()).not.toHaveProperty('passwordHash');
  });
});

describe('PUT /secured/api/user', () => {
  it('walks 401, 400 (fallback rule, locale, version), 404, 409, then saves and audits', async () => {
    const token = await loginToken(t.app, 'user@example.com');
    const profile = (await getUser(token)).json();
    const body = detailsOf(profile);
    expect(await putUser(null, body)).toHaveStatus(401);

    const same = await putUser(token, { ...body, preferredLocale: 'pl_PL', fallbackLocale: 'pl_PL' });
    expect(same).toHaveStatus(400);
    expect(same.json().errorDataList).toEqual([
      { translationKey: 'USER_FALLBACK_SAME_AS_PREFERRED', param: 'fallbackLocale' },
    ]);
    expect(await putUser(token, { ...body, preferredLocale: 'xx_XX' })).toHaveStatus(400);
    expect(await putUser(token, { ...body, version: undefined })).toHaveStatus(400);
    expect(await putUser(token, { ...body, nickname: 'Ula' })).toHaveStatus(400); // a field nothing knows
    expect(await putUser(token, { ...body, preferredLocale: { language: 'pl' } })).toHaveStatus(400);
    expect(await putUser(token, { ...body, id: '00000000-0000-4000-8000-000000000000' })).toHaveStatus(404);
    const stale = await putUser(token, { ...body, version: body.version + 1 });
    expect(stale).toHaveStatus(409);
    expect(stale.json()).toEqual({ code: 'CONFLICT', errorDataList: [{ translationKey: 'ERROR_STALE_VERSION' }] });

    const ok = await putUser(token, {
      ...body,
      name: 'Ula',
      phoneNo: '+48 600 100 200',
      preferredLocale: 'uk_UA',
      fallbackLocale: 'pl_PL',
    });
    expect(ok).toHaveStatus(200);
    expect(ok.json()).toMatchObject({
      name: 'Ula',
      phoneNo: '+48 600 100 200',
      preferredLocale: { language: 'uk', country: 'UA' },
      fallbackLocale: { language: 'pl', country: 'PL' },
      version: body.version + 1,
      email: 'user@example.com',
    });
    expect(await putUser(token, { ...body, name: 'Again' })).toHaveStatus(409);
    const log = await events('user@example.com');
    expect(log.filter((e) => e === 'UPDATE_USER_DATA').length).toBeGreaterThanOrEqual(3);
    expect(log.filter((e) => e === 'UPDATE_USER_DATA_SUCCESS')).toHaveLength(1);
  });

  it('sets the fallback to the preferred locale for en_GB and de_DE', async () => {
    const token = await loginToken(t.app, 'editor@example.com');
    const body = detailsOf((await getUser(token)).json());
    const res = await putUser(token, { ...body, preferredLocale: 'en_GB', fallbackLocale: 'pl_PL' });
    expect(res).toHaveStatus(200);
    expect(res.json()).toMatchObject({
      preferredLocale: { language: 'en', country: 'GB' },
      fallbackLocale: { language: 'en', country: 'GB' },
    });
    const again = await putUser(token, { ...detailsOf(res.json()), preferredLocale: 'de_DE', fallbackLocale: null });
    expect(again.json()).toMatchObject({
      preferredLocale: { language: 'de', country: 'DE' },
      fallbackLocale: { language: 'de', country: 'DE' },
    });
  });

  it('puts the new locales into the next token', async () => {
    const token = await loginToken(t.app, 'local.admin@example.com');
    expect(decodeJwtPayload(token)).toMatchObject({ preferredLanguage: 'pl_PL', fallbackLocale: 'de_DE' });
    const body = detailsOf((await getUser(token)).json());
    expect(await putUser(token, { ...body, preferredLocale: 'uk_UA', fallbackLocale: 'en_GB' })).toHaveStatus(200);
    const refreshed = await t.app.inject(
      withToken(token, { method: 'POST', url: '/secured/api/authorization/refresh' }),
    );
    expect(refreshed).toHaveStatus(200);
    expect(decodeJwtPayload(refreshed.json().token)).toMatchObject({
      preferredLanguage: 'uk_UA',
      fallbackLocale: 'en_GB',
    });
  });

  it('refuses an account that must change its password first (403)', async () => {
    const token = await loginToken(t.app, 'forced.change@example.com');
    const me = await gql<{ me: { id: string; version: number } }>(t.app, '{ me { id version } }', {}, token);
    const res = await putUser(token, { preferredLocale: 'en_GB', version: me.data!.me.version });
    expect(res).toHaveStatus(403);
  });
});

describe("PUT /secured/api/user as GET returned it (the spec's shape)", () => {
  it('accepts the profile posted back exactly, and ignores its read-only fields', async () => {
    const token = await loginToken(t.app, 'local.admin@example.com');
    const profile = (await getUser(token)).json();
    expect(profile.preferredLocale).toEqual({ language: expect.any(String), country: expect.any(String) });
    expect(profile).toHaveProperty('pdfUserInfo');
    expect(profile).toHaveProperty('customerId');

    const same = await putUser(token, profile);
    expect(same).toHaveStatus(200);
    expect(same.json()).toEqual(profile); // nothing changed, so neither did the version

    // Changed read-only values change nothing; the writable ones are written.
    const changed = await putUser(token, {
      ...same.json<Record<string, unknown>>(),
      name: 'Lena Maria',
      email: 'someone.else@example.com',
      customerId: 'C-999',
      pdfUserInfo: { ...profile.pdfUserInfo, companyName: 'Not through this route' },
    });
    expect(changed).toHaveStatus(200);
    expect(changed.json()).toEqual({ ...profile, name: 'Lena Maria', version: profile.version + 1 });
    const [row] = await t.orm.em
      .fork()
      .execute<{ email: string; customer_id: string | null }[]>(`select email, customer_id from account where id = ?`, [
        profile.id,
      ]);
    expect(row).toEqual({ email: 'local.admin@example.com', customer_id: profile.customerId });
  });

  it('accepts locales as "ll_CC" strings too', async () => {
    const token = await loginToken(t.app, 'local.admin@example.com');
    const profile = (await getUser(token)).json();
    const res = await putUser(token, {
      ...profile,
      preferredLocale: 'cs_CZ',
      fallbackLocale: { language: 'en', country: 'GB' },
    });
    expect(res).toHaveStatus(200);
    expect(res.json()).toMatchObject({
      preferredLocale: { language: 'cs', country: 'CZ' },
      fallbackLocale: { language: 'en', country: 'GB' },
    });
  });
});

describe('PUT /secured/api/user/pdfdata', () => {
  it('walks 401, 400, 404, 409, then saves the company data and audits', async () => {
    const token = await loginToken(t.app, 'user.uk@example.com');
    const current = (await getUser(token)).json().pdfUserInfo;
    const body = { ...current, companyName: 'Bloom Skin Studio Ltd', companyAddressLine3: 'United Kingdom' };
    expect(await putPdf(null, body)).toHaveStatus(401);
    const badEmail = await putPdf(token, { ...body, email: 'not-an-email' });
    expect(badEmail).toHaveStatus(400);
    expect(badEmail.json().errorDataList).toEqual([{ translationKey: 'VALIDATION_EMAIL', param: 'email' }]);
    expect(await putPdf(token, { ...body, fax: '123' })).toHaveStatus(400);
    expect(await putPdf(token, { ...body, id: '00000000-0000-4000-8000-000000000000' })).toHaveStatus(404);
    expect(await putPdf(token, { ...body, version: current.version + 5 })).toHaveStatus(409);
    expect(await putPdf(token, { ...body, version: null })).toHaveStatus(409);

    const ok = await putPdf(token, body);
    expect(ok).toHaveStatus(200);
    expect(ok.json()).toEqual({
      ...current,
      companyName: 'Bloom Skin Studio Ltd',
      companyAddressLine3: 'United Kingdom',
      version: current.version + 1,
    });
    expect((await getUser(token)).json().pdfUserInfo).toEqual(ok.json());
    const log = await events('user.uk@example.com');
    expect(log).toContain('UPDATE_PDF_DATA');
    expect(log.filter((e) => e === 'UPDATE_PDF_DATA_SUCCESS')).toHaveLength(1);
  });

  it('accepts the company data posted back as GET /secured/api/user or its own answer returned it', async () => {
    const token = await loginToken(t.app, 'user@example.com');
    const current = (await getUser(token)).json().pdfUserInfo;
    const fromGet = await putPdf(token, current);
    expect(fromGet).toHaveStatus(200);
    expect(fromGet.json()).toEqual(current);
    const changed = await putPdf(token, {
      ...fromGet.json<Record<string, unknown>>(),
      companyPhoneNo: '+48 22 000 00 00',
    });
    expect(changed).toHaveStatus(200);
    const again = await putPdf(token, changed.json());
    expect(again).toHaveStatus(200);
    expect(again.json()).toEqual({ ...current, companyPhoneNo: '+48 22 000 00 00', version: current.version + 1 });
  });

  it('creates the PDF data of an account that has none', async () => {
    await t.orm.em.fork().execute(`update account set pdf_user_info_id = null where email = 'admin@example.com'`);
    const token = await loginToken(t.app, 'admin@example.com');
    const before = (await getUser(token)).json();
    expect(before.pdfUserInfo).toBeNull();
    const res = await putPdf(token, { companyName: 'Skin Formula HQ', email: ' hq@example.com ' });
    expect(res).toHaveStatus(200);
    expect(res.json()).toMatchObject({
      companyName: 'Skin Formula HQ',
      email: 'hq@example.com',
      companyPhoneNo: null,
      version: 1,
    });
    const after = (await getUser(token)).json();
    expect(after.pdfUserInfo.id).toBe(res.json().id);
    // The first save of the company data leaves the account's version: the details read before still save.
    expect(after.version).toBe(before.version);
    const details = await put(token, '/secured/api/user', { ...before, surname: 'Formula' });
    expect(details).toHaveStatus(200);
    expect(details.json()).toMatchObject({ surname: 'Formula', pdfUserInfo: { id: res.json().id } });
  });
});

describe('GraphQL account operations', () => {
  it('answer 401 without a token and match the REST routes', async () => {
    // myPdfData is nullable, so the refusal comes as an error beside `data: { myPdfData: null }`.
    const noToken = await gql(t.app, '{ myPdfData { id } }');
    expect(noToken.errors![0]!.extensions.code).toBe('UNAUTHENTICATED');
    expect(await gql(t.app, 'mutation { updateMyPdfData(input: { companyName: "x" }) { id } }')).toHaveStatus(401);

    const token = await loginToken(t.app, 'user.uk@example.com');
    const rest = (await getUser(token)).json();
    const pdf = await gql<{ myPdfData: Record<string, unknown> }>(
      t.app,
      '{ myPdfData { id companyName email companyPhoneNo companyAddressLine1 companyAddressLine2 companyAddressLine3 version } }',
      {},
      token,
    );
    expect(pdf.data!.myPdfData).toEqual(rest.pdfUserInfo);

    const updated = await gql<{ updateMyPdfData: Record<string, unknown> }>(
      t.app,
      'mutation($i: PdfUserInfoInput!) { updateMyPdfData(input: $i) { id companyName email version } }',
      {
        i: {
          id: rest.pdfUserInfo.id,
          companyName: 'Via GraphQL',
          email: 'gql@example.com',
          version: rest.pdfUserInfo.version,
        },
      },
      token,
    );
    expect(updated.data!.updateMyPdfData).toEqual({
      id: rest.pdfUserInfo.id,
      companyName: 'Via GraphQL',
      email: 'gql@example.com',
      version: rest.pdfUserInfo.version + 1,
    });
    const stalePdf = await gql(
      t.app,
      'mutation($i: PdfUserInfoInput!) { updateMyPdfData(input: $i) { id } }',
      { i: { companyName: 'x', version: rest.pdfUserInfo.version } },
      token,
    );
    expect(stalePdf).toHaveStatus(409);

    const details = await gql<{ updateMyDetails: Record<string, unknown> }>(
      t.app,
      'mutation($i: UserDetailsInput!) { updateMyDetails(input: $i) { id name surname preferredLocale fallbackLocale version } }',
      {
        i: {
          name: 'Uma',
          surname: 'Hughes-Smith',
          preferredLocale: 'pl_PL',
          fallbackLocale: 'en_GB',
          version: rest.version,
        },
      },
      token,
    );
    expect(details.data!.updateMyDetails).toEqual({
      id: rest.id,
      name: 'Uma',
      surname: 'Hughes-Smith',
      preferredLocale: 'pl_PL',
      fallbackLocale: 'en_GB',
      version: rest.version + 1,
    });
    expect((await getUser(token)).json()).toMatchObject({
      surname: 'Hughes-Smith',
      preferredLocale: { language: 'pl', country: 'PL' },
      version: rest.version + 1,
    });
    const invalid = await gql(
      t.app,
      'mutation($i: UserDetailsInput!) { updateMyDetails(input: $i) { id } }',
      { i: { preferredLocale: 'uk_UA', fallbackLocale: 'uk_UA', version: rest.version + 1 } },
      token,
    );
    expect(invalid).toHaveStatus(400);
    expect(invalid.errors![0]!.extensions.errorDataList[0]!.translationKey).toBe('USER_FALLBACK_SAME_AS_PREFERRED');
  });
});
