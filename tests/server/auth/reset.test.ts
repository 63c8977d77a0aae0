import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp, loginToken, type TestApp } from '../../support/app.js';
import { freePort } from '../../../server/db/embedded.js';

let t: TestApp;
let smtp: SMTPServer;
const received: Array<{ to: string; subject: string; text: string }> = [];

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        received.push({ to: session.envelope.rcptTo[0]!.address, subject: mail.subject ?? '', text: mail.text ?? '' });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, APP_URL: 'https://app.example.test' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const requestReset = (username: string) => t.app.inject({ method: 'POST', url: '/public/api/authorization/reset', payload: { username } });
const changeForgotten = (payload: object) => t.app.inject({ method: 'POST', url: '/public/api/authorization/change', payload });

function tokenFrom(text: string): string {
  const match = /https:\/\/app\.example\.test\/user\/forgotten-password\/([\w-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

describe('password reset by e-mail', () => {
  it('answers the same whether or not the address exists, and mails only real accounts', async () => {
    const unknown = await requestReset('nobody@example.com');
    const known = await requestReset('user@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(received.map((m) => m.to)).toEqual(['user@example.com']);
    // user@example.com prefers pl_PL: the mail is in Polish.
    expect(received[0]!.subject).toBe('Zresetuj swoje hasło');
  });

  it('refuses a bad address with 400', async () => {
    const res = await requestReset('not-an-address');
    expect(res.statusCode).toBe(400);
  });

  it('sets a new password with the token once, and refuses it a second time', async () => {
    const token = tokenFrom(received.at(-1)!.text);
    const before = await loginToken(t.app, 'user@example.com');
    const wrongUser = await changeForgotten({ username: 'admin@example.com', password: 'brand-new-pass-1', passwordRepeated: 'brand-new-pass-1', token });
    expect(wrongUser.statusCode).toBe(400);
    const mismatch = await changeForgotten({ username: 'user@example.com', password: 'brand-new-pass-1', passwordRepeated: 'brand-new-pass-2', token });
    expect(mismatch.statusCode).toBe(400);
    const ok = await changeForgotten({ username: 'user@example.com', password: 'brand-new-pass-1', passwordRepeated: 'brand-new-pass-1', token });
    expect(ok.statusCode).toBe(200);
    await loginToken(t.app, 'user@example.com', 'brand-new-pass-1');
    const again = await changeForgotten({ username: 'user@example.com', password: 'brand-new-pass-3', passwordRepeated: 'brand-new-pass-3', token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'BAD_REQUEST', errorDataList: [{ translationKey: 'ERROR_INVALID_RESET_TOKEN' }] });
    const refreshed = await t.app.inject({ method: 'POST', url: '/secured/api/authorization/reresh', headers: { authorization: `Bearer ${before}` } });
    expect(refreshed.statusCode).toBe(401);
    const events = await t.orm.em.fork().execute<{ event: string }[]>(`select distinct event from audit_event where username = 'user@example.com'`);
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['PASSWORD_RESET_REQUEST', 'PASSWORD_RESET_REQUEST_SUCCESS', 'PASSWORD_RESET_ATTEMPT', 'PASSWORD_RESET_SUCCESS']));
  });

  it('refuses an expired token', async () => {
    await requestReset('user.uk@example.com');
    const token = tokenFrom(received.at(-1)!.text);
    await t.orm.em.fork().execute(`update one_time_token set expires_at = now() - interval '1 second'`);
    const res = await changeForgotten({ username: 'user.uk@example.com', password: 'brand-new-pass-1', passwordRepeated: 'brand-new-pass-1', token });
    expect(res.statusCode).toBe(400);
  });

  it('writes .eml files to the outbox when no SMTP server is configured', async () => {
    const local = await createTestApp();
    try {
      await local.app.inject({ method: 'POST', url: '/public/api/authorization/reset', payload: { username: 'user.uk@example.com' } });
      const outbox = path.join(local.config.dataDir, 'outbox');
      const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const mail = await simpleParser(readFileSync(path.join(outbox, files[0]!)));
      expect(mail.subject).toBe('Reset your password');
      expect(mail.text).toContain('/user/forgotten-password/');
    } finally {
      await local.close();
    }
  });
});
