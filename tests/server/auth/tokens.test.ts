import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SignJWT } from 'jose';
import { syncNotifications } from '../../../server/platform/notifier.js';
import {
  createTestApp,
  decodeJwtPayload,
  DEMO_PASSWORD,
  loginToken,
  withToken,
  type TestApp,
} from '../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const refresh = (token?: string) =>
  t.app.inject(
    token
      ? withToken(token, { method: 'POST', url: '/secured/api/authorization/reresh' })
      : { method: 'POST', url: '/secured/api/authorization/reresh' },
  );

const UNAUTHENTICATED = { code: 'UNAUTHENTICATED', errorDataList: [{ translationKey: 'ERROR_UNAUTHENTICATED' }] };

function forge(claims: Record<string, unknown>, secret: Uint8Array, alg = 'HS256') {
  return new SignJWT(claims).setProtectedHeader({ alg }).sign(secret);
}

describe('token refresh (/reresh and /refresh)', () => {
  it('answers 401 without a token and issues a new token with one', async () => {
    expect(await refresh()).toHaveStatus(401);
    expect((await refresh()).json()).toEqual(UNAUTHENTICATED);
    const token = await loginToken(t.app, 'user@example.com');
    const res = await refresh(token);
    expect(res).toHaveStatus(200);
    expect(decodeJwtPayload(res.json().token).sub).toBe('user@example.com');
    const alias = await t.app.inject(withToken(token, { method: 'POST', url: '/secured/api/authorization/refresh' }));
    expect(alias).toHaveStatus(200);
  });

  it('refuses a token with a bad signature', async () => {
    const token = await loginToken(t.app, 'user@example.com');
    const [h, p] = token.split('.');
    const forged = await forge(
      decodeJwtPayload(token),
      new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'),
    );
    expect(await refresh(forged)).toHaveStatus(401);
    expect(await refresh(`${h}.${p}.AAAA`)).toHaveStatus(401);
  });

  it('refuses alg: none', async () => {
    const token = await loginToken(t.app, 'user@example.com');
    const payload = Buffer.from(JSON.stringify(decodeJwtPayload(token))).toString('base64url');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await refresh(`${header}.${payload}.`)).toHaveStatus(401);
  });

  it('refuses an expired token', async () => {
    const claims = {
      ...decodeJwtPayload(await loginToken(t.app, 'user@example.com')),
      exp: Math.floor(Date.now() / 1000) - 5,
    };
    expect(await refresh(await forge(claims, t.config.jwtSecret))).toHaveStatus(401);
  });

  it('ignores unknown authorities in a token', async () => {
    const claims = decodeJwtPayload(await loginToken(t.app, 'user@example.com'));
    const token = await forge({ ...claims, authorities: 'APP_USER SUPER_ROOT' }, t.config.jwtSecret);
    const me = await t.app.inject(
      withToken(token, { method: 'POST', url: '/graphql', payload: { query: '{ me { roles } }' } }),
    );
    expect(me.json().data.me.roles).toEqual(['APP_USER']);
  });

  it('refuses the token of an account disabled after it was issued, at once', async () => {
    const token = await loginToken(t.app, 'user.uk@example.com');
    expect(await refresh(token)).toHaveStatus(200);
    await t.orm.em.fork().execute(`update account set enabled = false where email = 'user.uk@example.com'`);
    await syncNotifications(t.orm.em); // the change reaches the process through NOTIFY
    expect(await refresh(token)).toHaveStatus(401);
    await t.orm.em.fork().execute(`update account set enabled = true where email = 'user.uk@example.com'`);
  });

  it('refuses the token of a deleted account', async () => {
    const token = await loginToken(t.app, 'editor@example.com');
    await t.orm.em.fork().execute(`delete from account where email = 'editor@example.com'`);
    await syncNotifications(t.orm.em);
    expect(await refresh(token)).toHaveStatus(401);
  });

  it("refuses refresh more than 12 hours after the token's own login, however recent the account's latest", async () => {
    const token = await loginToken(t.app, 'admin@example.com');
    const { sid } = decodeJwtPayload(token);
    await t.orm.em
      .fork()
      .execute(`update login_session set logged_in_at = now() - interval '12 hours 1 minute' where id = ?`, [sid]);
    await syncNotifications(t.orm.em);
    // The owner logs in again meanwhile: that new session does not extend the old one.
    const newer = await loginToken(t.app, 'admin@example.com');
    const res = await refresh(token);
    expect(res).toHaveStatus(401);
    expect(res.json().errorDataList[0].translationKey).toBe('ERROR_SESSION_EXPIRED');
    const renewed = await refresh(newer);
    expect(renewed).toHaveStatus(200);
    expect(decodeJwtPayload(renewed.json().token).sid).toBe(decodeJwtPayload(newer).sid);
  });
});

describe('own password change (POST /secured/api/authorization/change)', () => {
  const change = (token: string | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/secured/api/authorization/change',
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('walks 401, 400, then changes the password and revokes older tokens', async () => {
    expect(await change(null, { password: 'new-password-22', passwordRepeated: 'new-password-22' })).toHaveStatus(401);
    const token = await loginToken(t.app, 'user@example.com');
    const otherSession = await loginToken(t.app, 'user@example.com');
    expect(await change(token, { password: 'short', passwordRepeated: 'short' })).toHaveStatus(400);
    const mismatch = await change(token, { password: 'new-password-22', passwordRepeated: 'new-password-23' });
    expect(mismatch).toHaveStatus(400);
    expect(JSON.stringify(mismatch.json())).toContain('VALIDATION_PASSWORDS_DO_NOT_MATCH');

    // Outside the forced change, the current password is required and must be right.
    const missing = await change(token, { password: 'new-password-22', passwordRepeated: 'new-password-22' });
    expect(missing).toHaveStatus(400);
    expect(missing.json().errorDataList).toEqual([
      { translationKey: 'VALIDATION_CURRENT_PASSWORD_REQUIRED', param: 'currentPassword' },
    ]);
    const wrong = await change(token, {
      currentPassword: 'not-my-password-1',
      password: 'new-password-22',
      passwordRepeated: 'new-password-22',
    });
    expect(wrong).toHaveStatus(400);
    expect(wrong.json().errorDataList).toEqual([
      { translationKey: 'VALIDATION_CURRENT_PASSWORD_WRONG', param: 'currentPassword' },
    ]);
    await loginToken(t.app, 'user@example.com');

    const ok = await change(token, {
      currentPassword: DEMO_PASSWORD,
      password: 'new-password-22',
      passwordRepeated: 'new-password-22',
    });
    expect(ok).toHaveStatus(200);
    const fresh = ok.json().token as string;
    expect(await refresh(token)).toHaveStatus(401);
    expect(await refresh(otherSession)).toHaveStatus(401);
    expect(await refresh(fresh)).toHaveStatus(200);
    await loginToken(t.app, 'user@example.com', 'new-password-22');
    const events = await t.orm.em
      .fork()
      .execute<{ event: string }[]>(
        `select event from audit_event where username = 'user@example.com' and event = 'CHANGE_PASSWORD_SUCCESS'`,
      );
    expect(events).toHaveLength(1);
  });

  it('lets an account with a forced change change its password, and nothing else until then', async () => {
    const token = await loginToken(t.app, 'forced.change@example.com');
    expect(decodeJwtPayload(token).mustResetPassword).toBe(true);
    const me = await t.app.inject(
      withToken(token, { method: 'POST', url: '/graphql', payload: { query: '{ me { email mustResetPassword } }' } }),
    );
    expect(me.json().data.me).toEqual({ email: 'forced.change@example.com', mustResetPassword: true });
    const res = await change(token, { password: 'chosen-password-1', passwordRepeated: 'chosen-password-1' });
    expect(res).toHaveStatus(200);
    expect(decodeJwtPayload(res.json().token).mustResetPassword).toBe(false);
    expect(await refresh(token)).toHaveStatus(401);
  });
});
