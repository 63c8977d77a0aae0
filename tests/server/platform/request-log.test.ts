import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { startSmtp } from '../../support/smtp.js';
import { fullProgram, insertCatalogue, pdfOptions, saveRest, type Catalogue } from '../programs/fixtures.js';
import { programPdfWorkerFile } from '../../../server/modules/programs/program-pdf.pool.js';

let t: TestApp;
let trusted: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let c: Catalogue;
const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };

/** A route failing the way a bug does: the 5xx to follow from its id to the log. */
const failingRoute = (app: TestApp['app']) => {
  app.get('/public/api/test-failure', async () => {
    throw new Error('boom from a bug');
  });
};

beforeAll(async () => {
  programPdfWorkerFile(); // PDFs render from the compiled dist/: fail at once when it is stale
  smtp = await startSmtp();
  t = await createTestApp(
    { SMTP_URL: smtp.url, APP_URL: 'https://app.example.test', LOG_LEVEL: 'debug' },
    { logStream, routes: failingRoute },
  );
  trusted = await createTestApp({ TRUST_PROXY: 'true' }, { databaseUrl: t.databaseUrl });
  c = await insertCatalogue(t.orm);
});
afterAll(async () => {
  await trusted.close();
  await t.close();
  await smtp.close();
});

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request ids', () => {
  it('gives every answer an id, a fresh one unless the proxy is trusted', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'proxy-id-1' } });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const fromProxy = await trusted.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'proxy-id-1' },
    });
    expect(fromProxy.headers['x-request-id']).toBe('proxy-id-1');
    // Ids that could break a log line or a header are replaced.
    const odd = await trusted.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b"c' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the id into a 5xx body and onto every log line of that request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/public/api/test-failure' });
    expect(res).toHaveStatus(500);
    const id = res.headers['x-request-id'];
    expect(res.json()).toEqual({
      code: 'INTERNAL',
      errorDataList: [{ translationKey: 'ERROR_GENERIC' }],
      requestId: id,
    });
    const mine = parsed().filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'unexpected error', 'request completed']),
    );
    expect(JSON.stringify(mine)).toContain('boom from a bug');
  });

  it('keeps the id out of 4xx bodies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/secured/api/skincareprogram/page' });
    expect(res).toHaveStatus(401);
    expect(res.json()).not.toHaveProperty('requestId');
  });
});

describe('the log of a whole journey', () => {
  it('holds no e-mail address, name, client reference, token or password', async () => {
    lines.length = 0;
    const secrets: string[] = [
      'new.candidate@example.com',
      'Kowalska',
      'Agnieszka',
      'Salon Różany',
      'user@example.com',
      'demo-password-1',
      'wrong-password-9',
      'fresh-password-7',
      'Mrs Client Reference',
    ];
    // Registration, with a real mail.
    const regions = (await t.app.inject({ method: 'GET', url: '/public/api/candidate/regions' })).json<
      Array<{ id: number }>
    >();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/public/api/candidate',
      payload: {
        email: 'new.candidate@example.com',
        customerId: 'C-77',
        companyName: 'Salon Różany',
        name: 'Agnieszka',
        surname: 'Kowalska',
        phoneNo: '+48 600 000 000',
        regionId: regions[0]!.id,
        preferredLocale: { language: 'pl', country: 'PL' },
        fallbackLocale: { language: 'en', country: 'GB' },
        termsConfirmed: true,
        privacyPolicyConfirmed: true,
      },
    });
    expect(registered).toHaveStatus(200);
    await smtp.waitFor('new.candidate@example.com');
    // A failed and a good login; a saved program with a client reference; its PDF.
    const failed = await t.app.inject({
      method: 'POST',
      url: '/public/api/authorization/login',
      payload: { username: 'user@example.com', password: 'wrong-password-9' },
    });
    expect(failed).toHaveStatus(401);
    const token = await loginToken(t.app, 'user@example.com');
    secrets.push(token);
    const body = fullProgram(c);
    body.specialMixedProducts.comment = 'For Mrs Client Reference';
    const saved = await saveRest(t.app, token, body);
    expect(saved).toHaveStatus(200);
    const program = saved.json<{ id: string }>();
    const me = await gql(t.app, '{ me { email } }', {}, token);
    expect(me).toHaveStatus(200);
    const pdf = await t.app.inject(
      withToken(token, {
        method: 'POST',
        url: '/secured/api/skincareprogram/pdf/generate',
        payload: pdfOptions(program.id),
      }),
    );
    expect(pdf).toHaveStatus(200);
    const { pdfId } = pdf.json<{ pdfId: string }>();
    const file = await t.app.inject(
      withToken(token, {
        method: 'GET',
        url: `/secured/api/skincareprogram/pdf/download?mixtureId=${program.id}&pdfId=${pdfId}`,
      }),
    );
    expect(file).toHaveStatus(200);
    // A password reset through the mailed link.
    expect(
      await t.app.inject({
        method: 'POST',
        url: '/public/api/authorization/reset',
        payload: { username: 'user@example.com' },
      }),
    ).toHaveStatus(200);
    const resetToken = /forgotten-password\/([\w-]+)/.exec((await smtp.waitFor('user@example.com')).text)![1]!;
    secrets.push(resetToken);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/public/api/authorization/change',
      payload: {
        username: 'user@example.com',
        password: 'fresh-password-7',
        passwordRepeated: 'fresh-password-7',
        token: resetToken,
      },
    });
    expect(changed).toHaveStatus(200);

    const log = lines.join('');
    expect(parsed().filter((l) => l.msg === 'request completed').length).toBeGreaterThanOrEqual(9);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });
});
