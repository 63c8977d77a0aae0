import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { startSmtp } from '../../support/smtp.js';
import { keysOf, sqlOf, type Sql } from '../local-admin/fixtures.js';

let t: TestApp;
let sql: Sql;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: string;
let others: string[];

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: 'https://app.example.test' });
  sql = sqlOf(t);
  admin = await loginToken(t.app, 'admin@example.com');
  others = await Promise.all(
    ['local.admin@example.com', 'editor@example.com', 'user@example.com'].map((e) => loginToken(t.app, e)),
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const URL = '/secured/api/admin/emails';
const templates = async () =>
  (
    await sql<{ key: string }>(
      `select distinct key from text_source where text_type = 'EMAIL' and key like '%\\_SUBJECT' order by key`,
    )
  ).map((r) => r.key);

describe('test e-mails', () => {
  it('walks 401, 400, 403', async () => {
    expect(await t.app.inject({ method: 'GET', url: `${URL}?locale=pl_PL` })).toHaveStatus(401);
    expect(
      keysOf((await t.app.inject(withToken(admin, { method: 'GET', url: `${URL}?locale=xx_XX` }))).json()),
    ).toEqual(['VALIDATION_INVALID_LOCALE']);
    for (const token of others)
      expect(await t.app.inject(withToken(token, { method: 'GET', url: `${URL}?locale=pl_PL` }))).toHaveStatus(403);
    expect(smtp.received.filter((m) => m.to === 'admin@example.com')).toHaveLength(0);
  });

  it('sends every template in the locale to the calling admin (REST and GraphQL)', async () => {
    const keys = await templates();
    expect(keys.length).toBeGreaterThanOrEqual(4);
    const res = await t.app.inject(withToken(admin, { method: 'GET', url: `${URL}?locale=pl_PL` }));
    expect(res.json()).toEqual({ sent: keys.length });
    const mails = [];
    for (let i = 1; i <= keys.length; i++) mails.push(await smtp.waitFor('admin@example.com', i));
    const pl = await sql<{ value: string }>(
      `select value from text_source where locale = 'pl_PL' and key = 'EMAIL_SET_PASSWORD_SUBJECT'`,
    );
    expect(mails.map((m) => m.subject)).toContain(pl[0]!.value);
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/^!!!/);
      expect(mail.text).not.toMatch(/\{\{\w+\}\}/);
    }
    const gqlRes = await gql<{ sendTestEmails: number }>(
      t.app,
      'mutation { sendTestEmails(locale: "de_DE") }',
      {},
      admin,
    );
    expect(gqlRes.data!.sendTestEmails).toBe(keys.length);
    const de = await sql<{ value: string }>(
      `select value from text_source where locale = 'de_DE' and key = 'EMAIL_SET_PASSWORD_SUBJECT'`,
    );
    const deMails = [];
    for (let i = keys.length + 1; i <= 2 * keys.length; i++) deMails.push(await smtp.waitFor('admin@example.com', i));
    expect(deMails.map((m) => m.subject)).toContain(de[0]!.value);
    expect(
      (await gql(t.app, 'mutation { sendTestEmails(locale: "de_DE") }', {}, others[0])).errors?.[0]?.extensions.code,
    ).toBe('FORBIDDEN');
  });
});
