import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { startSmtp } from '../../support/smtp.js';
import { waitFor } from '../../support/wait-for.mjs';
import { fullProgram, insertCatalogue, pdfOptions, saveRest, type Catalogue } from '../programs/fixtures.js';
import { programPdfWorkerFile } from '../../../server/modules/programs/program-pdf.pool.js';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let c: Catalogue;

beforeAll(async () => {
  programPdfWorkerFile();
  smtp = await startSmtp();
  t = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url });
  c = await insertCatalogue(t.orm);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The samples of a Prometheus text exposition: `name{labels}` → value. */
function parse(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^(\w+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    samples.set(`${match[1]}${match[2] ?? ''}`, Number(match[3]));
  }
  return samples;
}

async function scrape(): Promise<Map<string, number>> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res).toHaveStatus(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(res.body);
}

describe('GET /metrics', () => {
  it('is hidden without a configured token and refuses a wrong one', async () => {
    const none = await createTestApp({}, { databaseUrl: t.databaseUrl });
    try {
      expect(await none.app.inject({ method: 'GET', url: '/metrics' })).toHaveStatus(404);
    } finally {
      await none.close();
    }
    expect(await t.app.inject({ method: 'GET', url: '/metrics' })).toHaveStatus(401);
    expect(
      await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer wrong-token-0123456789' },
      }),
    ).toHaveStatus(401);
  });

  it('counts requests per route pattern, GraphQL operations, logins, PDFs, mails, and reports the pools', async () => {
    const user = await loginToken(t.app, 'user@example.com');
    for (let i = 0; i < 3; i++) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/public/api/authorization/login',
        payload: { username: 'user.uk@example.com', password: `wrong-${i}-password` },
        remoteAddress: '10.9.0.1',
      });
      expect(wrong).toHaveStatus(401);
    }
    const saved = [await saveRest(t.app, user, fullProgram(c)), await saveRest(t.app, user, fullProgram(c))].map((r) =>
      r.json<{ id: string }>(),
    );
    for (const program of saved)
      expect(
        await t.app.inject({
          method: 'GET',
          url: `/secured/api/skincareprogram/${program.id}`,
          headers: { authorization: `Bearer ${user}` },
        }),
      ).toHaveStatus(200);
    expect(
      await t.app.inject(
        withToken(user, {
          method: 'POST',
          url: '/secured/api/skincareprogram/pdf/generate',
          payload: pdfOptions(saved[0]!.id),
        }),
      ),
    ).toHaveStatus(200);
    expect(await gql(t.app, 'query MetricsProbe { me { email } }', {}, user)).toHaveStatus(200);
    expect(await gql(t.app, 'query MetricsProbe { me { email } }', {}, user)).toHaveStatus(200);
    expect(await gql(t.app, 'query MetricsBroken { nothingHere }', {}, user)).toHaveStatus(400);
    await t.app.inject({
      method: 'POST',
      url: '/public/api/authorization/reset',
      payload: { username: 'user@example.com' },
      remoteAddress: '10.9.0.2',
    });
    await smtp.waitFor('user@example.com');
    // The SMTP server holds the mail before it answers 250, and the app counts the outcome only once
    // that answer arrives: the scrape waits for the count, not for the mail.
    const m = await waitFor(
      async () => {
        const samples = await scrape();
        return (
          samples.get('mails_total{outcome="sent"}')! + samples.get('mails_total{outcome="failed"}')! > 0 && samples
        );
      },
      { what: 'the reset mail to be counted (sent or failed)', timeout: 10_000 },
    );
    expect(m.get('http_requests_total{method="GET",route="/secured/api/skincareprogram/:id",status="200"}')).toBe(2);
    expect(m.get('http_requests_total{method="POST",route="/public/api/authorization/login",status="401"}')).toBe(3);
    expect(m.get('http_request_duration_seconds_count{method="GET",route="/secured/api/skincareprogram/:id"}')).toBe(2);
    // Raw URLs never become labels.
    expect([...m.keys()].some((k) => k.includes(saved[0]!.id))).toBe(false);
    expect(m.get('graphql_operations_total{operation="MetricsProbe",outcome="ok"}')).toBe(2);
    expect(m.get('graphql_operations_total{operation="invalid",outcome="error"}')).toBe(1);
    expect(m.get('graphql_operation_duration_seconds_count{operation="MetricsProbe"}')).toBe(2);
    expect(m.get('auth_login_failures_total')).toBe(3);
    expect(m.get('pdf_render_duration_seconds_count{outcome="ok"}')).toBe(1);
    expect(m.get('pdf_queue_tasks{state="waiting"}')).toBe(0);
    expect(m.get('mails_total{outcome="sent"}')).toBe(1);
    expect(m.get('mails_total{outcome="failed"}')).toBe(0);
    expect(m.get('db_pool_connections{state="max"}')).toBe(10);
    expect(m.get('db_pool_acquire_wait_seconds_count')).toBeGreaterThan(0);
    expect(m.get('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(m.get('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts throttled logins', async () => {
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i++) {
      status = (
        await t.app.inject({
          method: 'POST',
          url: '/public/api/authorization/login',
          payload: { username: 'nobody@example.com', password: 'wrong-password-x' },
          remoteAddress: '10.9.0.3',
        })
      ).statusCode;
    }
    expect(status).toBe(429);
    expect((await scrape()).get('throttled_requests_total{action="login"}')).toBe(1);
  });

  it('keeps the operation-name label bounded: beyond the first hundred names, "other"', () => {
    const labels = Array.from({ length: 150 }, (_, i) => t.app.metrics.operationLabel(`Generated${i}`));
    expect(new Set(labels).size).toBeLessThanOrEqual(101);
    expect(labels.at(-1)).toBe('other');
    expect(t.app.metrics.operationLabel('not a name {')).toBe('other');
  });
});
