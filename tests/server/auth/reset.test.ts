import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp, gql, loginToken, type TestApp } from '../../support/app.js';
import { waitFor } from '../../support/wait-for.mjs';
import { freePort } from '../../../server/db/embedded.js';

let t: TestApp;
let smtp: SMTPServer;
const received: Array<{ to: string; subject: string; text: string }> = [];
/** While set, the SMTP server takes a message but does not acknowledge it until released. */
let hold: Promise<void> | null = null;
let messagesStarted = 0;

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      messagesStarted += 1;
      simpleParser(stream)
        .then(async (mail) => {
          await hold;
          received.push({
            to: session.envelope.rcptTo[0]!.address,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, APP_URL: 'https://app.example.test' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const requestReset = (username: string, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/public/api/authorization/reset', payload: { username }, remoteAddress });
const changeForgotten = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/public/api/authorization/change', payload });

/** Mails are sent after the answer: waits until the `count`-th to `to` has arrived. */
function mailTo(to: string, count = 1) {
  return waitFor(() => received.filter((m) => m.to === to)[count - 1], {
    what: `mail #${count} to ${to}`,
    timeout: 10_000,
  });
}

function tokenFrom(text: string): string {
  const match = /https:\/\/app\.example\.test\/user\/forgotten-password\/([\w-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

describe('password reset by e-mail', () => {
  it('answers the same whether or not the address exists, and mails only real accounts', async () => {
    const unknown = await requestReset('nobody@example.com');
    const known = await requestReset('user@example.com');
    expect(unknown).toHaveStatus(200);
    expect(known).toHaveStatus(200);
    expect(unknown.body).toBe(known.body);
    // user@example.com prefers pl_PL: the mail is in Polish.
    expect((await mailTo('user@example.com')).subject).toBe('Zresetuj swoje hasło');
    expect(received.map((m) => m.to)).toEqual(['user@example.com']);
  });

  it('answers before the e-mail is sent (its time and work tell nothing about the account)', async () => {
    let release!: () => void;
    hold = new Promise<void>((resolve) => (release = resolve));
    try {
      const before = messagesStarted;
      const known = await requestReset('admin@example.com', '10.1.0.2');
      expect(known).toHaveStatus(200);
      // The answer is out while the mail server has not acknowledged (or not even seen) the mail.
      expect(received.filter((m) => m.to === 'admin@example.com')).toHaveLength(0);
      expect(messagesStarted - before).toBeLessThanOrEqual(1);
    } finally {
      release();
      hold = null;
    }
    await mailTo('admin@example.com');
  });

  it('refuses a bad address with 400', async () => {
    const res = await requestReset('not-an-address');
    expect(res).toHaveStatus(400);
  });

  it('sets a new password with the token once, and refuses it a second time', async () => {
    const token = tokenFrom((await mailTo('user@example.com')).text);
    // The link's page asks first whether the token still works.
    const check = (value: string) =>
      t.app.inject({ method: 'POST', url: '/public/api/authorization/reset/check', payload: { token: value } });
    expect((await check(token)).json()).toEqual({ valid: true });
    expect((await check('no-such-token')).json()).toEqual({ valid: false });
    expect(await check('')).toHaveStatus(400);
    const before = await loginToken(t.app, 'user@example.com');
    const wrongUser = await changeForgotten({
      username: 'admin@example.com',
      password: 'brand-new-pass-1',
      passwordRepeated: 'brand-new-pass-1',
      token,
    });
    expect(wrongUser).toHaveStatus(400);
    const mismatch = await changeForgotten({
      username: 'user@example.com',
      password: 'brand-new-pass-1',
      passwordRepeated: 'brand-new-pass-2',
      token,
    });
    expect(mismatch).toHaveStatus(400);
    const ok = await changeForgotten({
      username: 'user@example.com',
      password: 'brand-new-pass-1',
      passwordRepeated: 'brand-new-pass-1',
      token,
    });
    expect(ok).toHaveStatus(200);
    await loginToken(t.app, 'user@example.com', 'brand-new-pass-1');
    const again = await changeForgotten({
      username: 'user@example.com',
      password: 'brand-new-pass-3',
      passwordRepeated: 'brand-new-pass-3',
      token,
    });
    expect(again).toHaveStatus(400);
    expect(again.json()).toEqual({
      code: 'BAD_REQUEST',
      errorDataList: [{ translationKey: 'ERROR_INVALID_RESET_TOKEN' }],
    });
    expect((await check(token)).json()).toEqual({ valid: false });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/secured/api/authorization/reresh',
      headers: { authorization: `Bearer ${before}` },
    });
    expect(refreshed).toHaveStatus(401);
    const events = await t.orm.em
      .fork()
      .execute<{ event: string }[]>(`select distinct event from audit_event where username = 'user@example.com'`);
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining([
        'PASSWORD_RESET_REQUEST',
        'PASSWORD_RESET_REQUEST_SUCCESS',
        'PASSWORD_RESET_ATTEMPT',
        'PASSWORD_RESET_SUCCESS',
      ]),
    );
  });

  it('refuses an expired token', async () => {
    await requestReset('user.uk@example.com', '10.1.0.3');
    const token = tokenFrom((await mailTo('user.uk@example.com')).text);
    await t.orm.em.fork().execute(`update one_time_token set expires_at = now() - interval '1 second'`);
    const res = await changeForgotten({
      username: 'user.uk@example.com',
      password: 'brand-new-pass-1',
      passwordRepeated: 'brand-new-pass-1',
      token,
    });
    expect(res).toHaveStatus(400);
  });

  it('writes .eml files to the outbox when no SMTP server is configured', async () => {
    const local = await createTestApp();
    try {
      await local.app.inject({
        method: 'POST',
        url: '/public/api/authorization/reset',
        payload: { username: 'user.uk@example.com' },
      });
      const outbox = path.join(local.config.dataDir, 'outbox');
      const files = await waitFor(
        () => {
          const written = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
          return written.length > 0 && written;
        },
        { what: `an .eml file in ${outbox}`, timeout: 10_000 },
      );
      expect(files).toHaveLength(1);
      const mail = await simpleParser(readFileSync(path.join(outbox, files[0]!)));
      expect(mail.subject).toBe('Reset your password');
      expect(mail.text).toContain('/user/forgotten-password/');
    } finally {
      await local.close();
    }
  });
});

describe('password reset throttling (shared through PostgreSQL)', () => {
  it('sends at most three mails per account in 15 minutes and answers the further requests the same', async () => {
    const email = 'local.admin@example.com';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await requestReset(email, `10.2.0.${i}`));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    await mailTo(email, 3);
    // A later request for another account is mailed after the ones above would have been.
    await requestReset('editor@example.com', '10.2.1.1');
    await mailTo('editor@example.com');
    expect(received.filter((m) => m.to === email)).toHaveLength(3);
    const tokens = await t.orm.em
      .fork()
      .execute<{ n: string }[]>(
        `select count(*)::text as n from one_time_token o join account a on a.id = o.subject_id where a.email = ?`,
        [email],
      );
    expect(tokens[0]!.n).toBe('3');
  });

  it('answers 429 with Retry-After past ten requests from one address, REST and GraphQL alike', async () => {
    const address = '10.3.0.1';
    for (let i = 0; i < 10; i++) expect(await requestReset(`someone${i}@example.com`, address)).toHaveStatus(200);
    const refused = await requestReset('someone.else@example.com', address);
    expect(refused).toHaveStatus(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      errorDataList: [{ translationKey: 'ERROR_TOO_MANY_ATTEMPTS' }],
    });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    const graph = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: address,
      payload: {
        query: 'mutation($input: ResetRequestInput!) { requestPasswordReset(input: $input) }',
        variables: { input: { username: 'a@example.com' } },
      },
    });
    expect(graph).toHaveStatus(429);
    // The throttle's own seconds, as over REST (not a default).
    expect(Number(graph.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(graph.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(graph.json().errors[0].extensions).toEqual({
      code: 'TOO_MANY_REQUESTS',
      errorDataList: [{ translationKey: 'ERROR_TOO_MANY_ATTEMPTS' }],
    });
    // Another address is not affected.
    expect(await requestReset('someone.else@example.com', '10.3.0.2')).toHaveStatus(200);
  });

  it('counts GraphQL requests too', async () => {
    const email = 'user.uk@example.com';
    const before = received.filter((m) => m.to === email).length;
    const ask = () =>
      gql(t.app, 'mutation($input: ResetRequestInput!) { requestPasswordReset(input: $input) }', {
        input: { username: email },
      });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await ask());
    expect(results.map((r) => r.data)).toEqual(Array(4).fill({ requestPasswordReset: true }));
    await requestReset('editor@example.com', '10.4.0.1');
    await mailTo('editor@example.com', 2);
    // user.uk had one mail already in this window (the expired-token test): two more at most.
    expect(received.filter((m) => m.to === email).length - before).toBe(2);
  });
});

describe("a reset link's check (its page asks on opening)", () => {
  const checkRest = (token: string, remoteAddress = '10.5.1.1') =>
    t.app.inject({ method: 'POST', url: '/public/api/authorization/reset/check', payload: { token }, remoteAddress });
  const checkGraphql = (token: string, remoteAddress = '10.5.1.1') =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress,
      payload: {
        query: 'query($input: ResetTokenInput!) { resetTokenValid(input: $input) }',
        variables: { input: { token } },
      },
    });
  /** Both answers for a token: REST's body and GraphQL's field. */
  const both = async (token: string) => {
    const rest = await checkRest(token);
    const graph = await checkGraphql(token);
    expect(rest).toHaveStatus(200);
    expect(graph).toHaveStatus(200);
    return { rest: rest.body, graphql: graph.json() as unknown };
  };
  const VALID = { rest: JSON.stringify({ valid: true }), graphql: { data: { resetTokenValid: true } } };
  const DEAD = { rest: JSON.stringify({ valid: false }), graphql: { data: { resetTokenValid: false } } };
  const newPassword = { password: 'checked-pass-1', passwordRepeated: 'checked-pass-1' };
  const email = 'admin@example.com';

  it('says a fresh token is valid without using it; a used, an expired and an unknown one answer alike, naming nobody', async () => {
    const before = received.filter((m) => m.to === email).length;
    await requestReset(email, '10.5.0.1');
    const used = tokenFrom((await mailTo(email, before + 1)).text);
    // Asked twice, over REST and GraphQL: still valid, and the password is set with it afterwards.
    expect(await both(used)).toEqual(VALID);
    expect(await both(used)).toEqual(VALID);
    expect(await changeForgotten({ username: email, token: used, ...newPassword })).toHaveStatus(200);
    expect(await both(used)).toEqual(DEAD);

    await requestReset(email, '10.5.0.2');
    const expired = tokenFrom((await mailTo(email, before + 2)).text);
    expect(await both(expired)).toEqual(VALID);
    await t.orm.em
      .fork()
      .execute(
        `update one_time_token set expires_at = now() - interval '1 second' where token_hash = encode(sha256(convert_to(?, 'UTF8')), 'hex')`,
        [expired],
      );
    expect(await both(expired)).toEqual(DEAD);
    expect(await both('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toEqual(DEAD);
    // Nothing in any answer tells whose the token was.
    const answers = JSON.stringify([await both(used), await both(expired)]);
    expect(answers).not.toMatch(/admin|@|example/i);
  });

  it('refuses a malformed token with 400 in the error format, REST and GraphQL alike', async () => {
    for (const token of ['', 'x'.repeat(1001), 'abc\u0000def', 'abc\ndef']) {
      const rest = await checkRest(token);
      expect(rest).toHaveStatus(400);
      const body = rest.json() as { code: string; errorDataList: Array<{ translationKey: string; param?: string }> };
      expect(body.code).toBe('BAD_REQUEST');
      expect(body.errorDataList).toEqual([
        expect.objectContaining({ translationKey: expect.stringMatching(/^VALIDATION_/) }),
      ]);
      const graph = await checkGraphql(token);
      expect(graph).toHaveStatus(400);
      expect((graph.json() as { errors: Array<{ extensions: unknown }> }).errors[0]!.extensions).toEqual(body);
    }
    // Bodies that are not the call's shape: no token, a number, an unknown field beside it.
    for (const payload of [{}, { token: 42 }, { token: 'abc', email: 'a@example.com' }]) {
      expect(
        await t.app.inject({ method: 'POST', url: '/public/api/authorization/reset/check', payload }),
      ).toHaveStatus(400);
    }
  });

  it('answers 429 with Retry-After past sixty checks from one address in 15 minutes, REST and GraphQL alike', async () => {
    const address = '10.6.0.1';
    for (let i = 0; i < 60; i++) expect(await checkRest(`token-${i}`, address)).toHaveStatus(200);
    const refused = await checkRest('token-61', address);
    expect(refused).toHaveStatus(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      errorDataList: [{ translationKey: 'ERROR_TOO_MANY_ATTEMPTS' }],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    const graph = await checkGraphql('token-62', address);
    expect(graph).toHaveStatus(429);
    expect((graph.json() as { errors: Array<{ extensions: unknown }> }).errors[0]!.extensions).toEqual({
      code: 'TOO_MANY_REQUESTS',
      errorDataList: [{ translationKey: 'ERROR_TOO_MANY_ATTEMPTS' }],
    });
    // Another address is not affected.
    expect(await checkRest('token-63', '10.6.0.2')).toHaveStatus(200);
  });
});
