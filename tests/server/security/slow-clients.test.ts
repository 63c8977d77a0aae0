import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import net from 'node:net';
import { ConfigError, loadConfig } from '../../../server/config.js';
import { createTestApp, type TestApp } from '../../support/app.js';

/**
 * Issue 34 row 13: a request whose headers or body trickle in held its connection without limit
 * (Fastify's requestTimeout 0, Node's headers timeout checked every 30 s). Now the headers must
 * arrive within HTTP_HEADERS_TIMEOUT_MS and the whole request within HTTP_REQUEST_TIMEOUT_MS
 * (lowered here so that the test is quick), else 408 and the connection closed; a slow answer
 * is not cut, as only the receiving is timed.
 */
let t: TestApp;
let port: number;
const STEP_MS = 100;
beforeAll(async () => {
  t = await createTestApp(
    { HTTP_REQUEST_TIMEOUT_MS: '1000', HTTP_HEADERS_TIMEOUT_MS: '500' },
    {
      routes: (app) =>
        app.post('/slow-answer', async () => {
          // The server is slow here, not the client: twice the request timeout.
          await new Promise((resolve) => setTimeout(resolve, 2000));
          return { ok: true };
        }),
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/**
 * Sends `head` at once, then `slow` one character every STEP_MS, until all is sent or the server
 * closes the connection; resolves with what came back and how many of the slow characters went.
 */
function trickle(head: string, slow: string): Promise<{ answer: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
    );
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= slow.length || socket.destroyed) return void clearInterval(timer);
        socket.write(slow[sent++]!);
        // All sent: the client waits for the answer, then closes.
        if (sent === slow.length) socket.end();
      }, STEP_MS);
    });
  });
}

const TIMED_OUT = { code: 'BAD_REQUEST', errorDataList: [{ translationKey: 'ERROR_BAD_REQUEST' }] };
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('slow clients', () => {
  it('a body that trickles in gets 408 and its connection closed before it is whole', async () => {
    const body = JSON.stringify({ username: 'user@example.com', password: 'x'.repeat(40) });
    const head = `POST /public/api/authorization/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, sent } = await trickle(head, body);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(bodyOf(answer)).toEqual(TIMED_OUT);
    expect(sent).toBeLessThan(body.length);
  });

  it('headers that trickle in get 408 and the connection closed before they end', async () => {
    const headers = `Host: 127.0.0.1\r\n${Array.from({ length: 8 }, (_, i) => `X-Slow-${i}: a\r\n`).join('')}\r\n`;
    const { answer, sent } = await trickle('GET /healthz HTTP/1.1\r\n', headers);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(bodyOf(answer)).toEqual(TIMED_OUT);
    expect(sent).toBeLessThan(headers.length);
  });

  it('a slow answer to a request received in time is not cut', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/slow-answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe('the time limits in the config', () => {
  const config = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', JWT_SECRET: 'x'.repeat(32), ...env });

  it('default to 10 s for the headers and 30 s for the whole request; the headers never get longer', () => {
    expect(config({})).toMatchObject({ httpHeadersTimeoutMs: 10_000, httpRequestTimeoutMs: 30_000 });
    expect(config({ HTTP_REQUEST_TIMEOUT_MS: '5000' })).toMatchObject({
      httpHeadersTimeoutMs: 5000,
      httpRequestTimeoutMs: 5000,
    });
  });

  it.each([
    ['HTTP_REQUEST_TIMEOUT_MS', '0'],
    ['HTTP_REQUEST_TIMEOUT_MS', '30s'],
    ['HTTP_HEADERS_TIMEOUT_MS', '-1'],
  ])('%s=%s stops the start', (name, value) => {
    expect(() => config({ [name]: value })).toThrow(ConfigError);
  });
});
