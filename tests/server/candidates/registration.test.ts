import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { buildApp } from '../../../server/app.js';
import { initOrm } from '../../../server/db/orm.js';
import { createTestApp, gql, type TestApp } from '../../support/app.js';
import { startSmtp } from '../../support/smtp.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let polska: number;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: 'https://app.example.test' });
  polska = (await sql<{ id: number }>(`select id from region where name = 'Polska'`))[0]!.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
// Registration is throttled per address; every test here comes from the same one.
beforeEach(async () => {
  await sql('delete from login_throttle');
});

function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/public/api/candidate', payload: payload as object });
const confirm = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/public/api/candidate/confirm', payload: payload as object });
const keysOf = (body: { errorDataList: Array<{ translationKey: string; param?: string }> }) =>
  body.errorDataList.map((e) => e.translationKey);

function form(overrides: Record<string, unknown> = {}) {
  return {
    email: 'new.candidate@example.com',
    customerId: 'C-1',
    companyName: 'Salon Piękności',
    name: 'Anna',
    surname: 'Kowalska',
    phoneNo: '+48 600 000 000',
    regionId: polska,
    preferredLocale: { language: 'pl', country: 'PL' },
    fallbackLocale: { language: 'en', country: 'GB' },
    termsConfirmed: true,
    privacyPolicyConfirmed: true,
    ...overrides,
  };
}

function confirmLink(text: string): { id: string; token: string } {
  const match = /https:\/\/app\.example\.test\/candidate\/confirm\?id=([\w-]+)&token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return { id: match[1]!, token: match[2]! };
}

const candidateCount = async (email: string) =>
  Number((await sql<{ n: string }>('select count(*)::text as n from candidate where email = ?', [email]))[0]!.n);

describe('GET /public/api/candidate/regions', () => {
  it('lists enabled regions only, with id and name, without a token', async () => {
    await sql(
      `insert into region (name, enabled, default_locale, version) values ('Closed region', false, 'en_GB', 1)`,
    );
    const res = await t.app.inject({ method: 'GET', url: '/public/api/candidate/regions' });
    expect(res).toHaveStatus(200);
    const regions = res.json<Array<{ id: number; name: string }>>();
    expect(regions.map((r) => r.name)).toEqual(['Deutschland', 'Polska', 'United Kingdom']);
    expect(Object.keys(regions[0]!).sort()).toEqual(['id', 'name']);
  });
});

describe('POST /public/api/candidate', () => {
  it('refuses bad input with 400 and the field keys, storing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'not-an-address' }, 'VALIDATION_EMAIL'],
      [{ email: undefined }, 'VALIDATION_REQUIRED'],
      [{ regionId: undefined }, 'VALIDATION_REQUIRED'],
      [{ termsConfirmed: false }, 'VALIDATION_MUST_BE_ACCEPTED'],
      [{ privacyPolicyConfirmed: undefined }, 'VALIDATION_MUST_BE_ACCEPTED'],
      [{ fallbackLocale: 'pl_PL' }, 'USER_FALLBACK_SAME_AS_PREFERRED'],
      [{ preferredLocale: { language: 'xx', country: 'YY' } }, 'VALIDATION_INVALID_LOCALE'],
      [{ isAdmin: true }, 'VALIDATION_UNKNOWN_FIELD'],
      [{ regionId: 999999 }, 'ERROR_CANDIDATE_REGION_UNAVAILABLE'],
    ];
    for (const [overrides, key] of cases) {
      const res = await register(form(overrides));
      expect(res).toHaveStatus(400);
      expect(keysOf(res.json())).toContain(key);
    }
    const closed = (await sql<{ id: number }>(`select id from region where name = 'Closed region'`))[0]!.id;
    expect(keysOf((await register(form({ regionId: closed }))).json())).toEqual(['ERROR_CANDIDATE_REGION_UNAVAILABLE']);
    expect(await candidateCount('new.candidate@example.com')).toBe(0);
  });

  it('stores the candidate, mails a 48-hour link in their language, and confirms the address once', async () => {
    const res = await register(form());
    expect(res).toHaveStatus(200);
    expect(res.json()).toEqual({ success: true });
    const [stored] = await sql<{
      id: string;
      preferred_locale: string;
      fallback_locale: string;
      email_confirmed: boolean;
    }>(
      `select id, preferred_locale, fallback_locale, email_confirmed from candidate where email = 'new.candidate@example.com'`,
    );
    expect(stored).toMatchObject({ preferred_locale: 'pl_PL', fallback_locale: 'en_GB', email_confirmed: false });

    const mail = await smtp.waitFor('new.candidate@example.com');
    expect(mail.subject).toBe('Potwierdź swój adres e-mail');
    const link = confirmLink(mail.text);
    expect(link.id).toBe(stored!.id);
    const [token] = await sql<{ token_hash: string; hours: number }>(
      `select token_hash, extract(epoch from expires_at - created_date) / 3600 as hours from one_time_token where subject_id = ? and kind = 'EMAIL_CONFIRMATION'`,
      [link.id],
    );
    expect(token!.token_hash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(Number(token!.hours)).toBeCloseTo(48, 1);

    expect(await confirm({ id: link.id })).toHaveStatus(400);
    const wrong = await confirm({ id: link.id, token: 'x'.repeat(43) });
    expect(wrong).toHaveStatus(400);
    expect(wrong.json()).toEqual({
      code: 'BAD_REQUEST',
      errorDataList: [{ translationKey: 'ERROR_CANDIDATE_CONFIRMATION_INVALID' }],
    });
    const ok = await confirm(link);
    expect(ok).toHaveStatus(200);
    expect(ok.json()).toEqual({ emailConfirmed: true });
    expect(
      (await sql<{ email_confirmed: boolean }>('select email_confirmed from candidate where id = ?', [link.id]))[0]!
        .email_confirmed,
    ).toBe(true);
    const again = await confirm(link);
    expect(again).toHaveStatus(409);
    expect(again.json()).toEqual({
      code: 'CONFLICT',
      errorDataList: [{ translationKey: 'ERROR_CANDIDATE_ALREADY_CONFIRMED' }],
    });
  });

  it('refuses an expired confirmation link', async () => {
    await register(form({ email: 'late@example.com', preferredLocale: 'de_DE', fallbackLocale: 'de_DE' }));
    const mail = await smtp.waitFor('late@example.com');
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    const link = confirmLink(mail.text);
    await sql(`update one_time_token set expires_at = now() - interval '1 second' where subject_id = ?`, [link.id]);
    expect(await confirm(link)).toHaveStatus(400);
  });

  it('answers the same for a known address and mails its owner "already registered" instead', async () => {
    const fresh = await register(form({ email: 'someone.new@example.com' }));
    const account = await register(form({ email: 'User@Example.com' }));
    const pending = await register(form({ email: 'new.candidate@example.com', preferredLocale: 'en_GB' }));
    for (const res of [account, pending]) {
      expect(res.statusCode).toBe(fresh.statusCode);
      expect(res.body).toBe(fresh.body);
    }
    // user@example.com prefers pl_PL; the pending candidate registered in Polish.
    expect((await smtp.waitFor('user@example.com')).subject).toBe('Jesteś już zarejestrowany');
    const again = await smtp.waitFor('new.candidate@example.com', 2);
    expect(again.subject).toBe('Jesteś już zarejestrowany');
    expect(again.text).toContain('https://app.example.test/auth');
    expect(await candidateCount('user@example.com')).toBe(0);
    expect(await candidateCount('new.candidate@example.com')).toBe(1);
  });

  it('audits CREATE_USER once per registration', async () => {
    await register(form({ email: 'audited@example.com', preferredLocale: 'en_GB', fallbackLocale: null }));
    const rows = await sql<{ n: string }>(
      `select count(*)::text as n from audit_event where username = 'audited@example.com' and event = 'CREATE_USER'`,
    );
    expect(rows[0]!.n).toBe('1');
    expect((await smtp.waitFor('audited@example.com')).subject).toBe('Confirm your e-mail address');
  });

  it('throttles registrations per e-mail, counted in the database for every process', async () => {
    const other = await initOrm(t.databaseUrl);
    const second = await buildApp({ config: t.config, orm: other });
    try {
      const payload = form({ email: 'eager@example.com' });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await register(payload)).statusCode);
      for (let i = 0; i < 2; i++)
        statuses.push((await second.inject({ method: 'POST', url: '/public/api/candidate', payload })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const refused = await second.inject({ method: 'POST', url: '/public/api/candidate', payload });
      expect(refused).toHaveStatus(429);
      expect(refused.json()).toEqual({
        code: 'TOO_MANY_REQUESTS',
        errorDataList: [{ translationKey: 'ERROR_CANDIDATE_TOO_MANY_REGISTRATIONS' }],
      });
      // Until the 15-minute window of the first registration ends.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(await register(payload)).toHaveStatus(429);
    } finally {
      await second.close();
      await other.close();
    }
  });
});

describe('GraphQL registration', () => {
  it('lists regions, registers and confirms', async () => {
    const regions = await gql<{ candidateRegions: Array<{ id: number; name: string }> }>(
      t.app,
      '{ candidateRegions { id name } }',
    );
    expect(regions.data!.candidateRegions.map((r) => r.name)).toContain('Polska');
    const bad = await gql(t.app, 'mutation($i: CandidateRegistrationInput!) { registerCandidate(input: $i) }', {
      i: {
        email: 'gql@example.com',
        regionId: polska,
        preferredLocale: 'pl_PL',
        fallbackLocale: 'pl_PL',
        termsConfirmed: true,
        privacyPolicyConfirmed: true,
      },
    });
    expect(bad.errors![0]!.extensions.errorDataList.map((e) => e.translationKey)).toEqual([
      'USER_FALLBACK_SAME_AS_PREFERRED',
    ]);
    const ok = await gql<{ registerCandidate: boolean }>(
      t.app,
      'mutation($i: CandidateRegistrationInput!) { registerCandidate(input: $i) }',
      {
        i: {
          email: 'gql@example.com',
          regionId: polska,
          preferredLocale: 'pl_PL',
          fallbackLocale: 'de_DE',
          termsConfirmed: true,
          privacyPolicyConfirmed: true,
        },
      },
    );
    expect(ok.data).toEqual({ registerCandidate: true });
    const link = confirmLink((await smtp.waitFor('gql@example.com')).text);
    const confirmed = await gql(
      t.app,
      'mutation($id: ID!, $token: String!) { confirmCandidateEmail(id: $id, token: $token) }',
      link,
    );
    expect(confirmed.data).toEqual({ confirmCandidateEmail: true });
    const again = await gql(
      t.app,
      'mutation($id: ID!, $token: String!) { confirmCandidateEmail(id: $id, token: $token) }',
      link,
    );
    expect(again.errors![0]!.extensions).toMatchObject({
      code: 'CONFLICT',
      errorDataList: [{ translationKey: 'ERROR_CANDIDATE_ALREADY_CONFIRMED' }],
    });
  });
});
