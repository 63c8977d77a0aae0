import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import {
  createTestApp,
  decodeJwtPayload,
  DEMO_PASSWORD,
  gql,
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

const refresh = (token: string) =>
  t.app.inject(withToken(token, { method: 'POST', url: '/secured/api/authorization/reresh' }));
const me = (token: string) => gql<{ me: { email: string } }>(t.app, '{ me { email } }', {}, token);
const logout = (token: string) => gql<{ logout: boolean }>(t.app, 'mutation { logout }', {}, token);
const forge = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(t.config.jwtSecret);

describe('login sessions', () => {
  it('refuses a token after its logout, REST and GraphQL, and records the logout', async () => {
    const token = await loginToken(t.app, 'user@example.com');
    expect((await me(token)).data).toEqual({ me: { email: 'user@example.com' } });
    expect((await logout(token)).data).toEqual({ logout: true });
    expect(await me(token)).toHaveStatus(401);
    const res = await refresh(token);
    expect(res).toHaveStatus(401);
    expect(res.json()).toEqual({
      code: 'UNAUTHENTICATED',
      errorDataList: [{ translationKey: 'ERROR_UNAUTHENTICATED' }],
    });
    // Logging out twice is refused as any other call with that token.
    expect(await logout(token)).toHaveStatus(401);
    const rows = await t.orm.em
      .fork()
      .execute<{ revoked: boolean }[]>('select revoked_at is not null as revoked from login_session where id = ?', [
        decodeJwtPayload(token).sid,
      ]);
    expect(rows).toEqual([{ revoked: true }]);
  });

  it('refuses every token refreshed from a session once it is logged out, and only those', async () => {
    const first = await loginToken(t.app, 'user.uk@example.com');
    const elsewhere = await loginToken(t.app, 'user.uk@example.com');
    const refreshed = (await refresh(first)).json().token as string;
    expect(decodeJwtPayload(refreshed).sid).toBe(decodeJwtPayload(first).sid);
    const again = (await refresh(refreshed)).json().token as string;
    expect((await logout(first)).data).toEqual({ logout: true });
    for (const token of [first, refreshed, again]) {
      expect(await me(token)).toHaveStatus(401);
      expect(await refresh(token)).toHaveStatus(401);
    }
    // The account's other login goes on.
    expect((await me(elsewhere)).data).toEqual({ me: { email: 'user.uk@example.com' } });
    expect(await refresh(elsewhere)).toHaveStatus(200);
  });

  it('keeps the session across a password change (same sid), which still revokes older tokens', async () => {
    const token = await loginToken(t.app, 'editor@example.com');
    const changed = await t.app.inject(
      withToken(token, {
        method: 'POST',
        url: '/secured/api/authorization/change',
        payload: {
          currentPassword: DEMO_PASSWORD,
          password: 'editor-new-pass-1',
          passwordRepeated: 'editor-new-pass-1',
        },
      }),
    );
    expect(changed).toHaveStatus(200);
    const fresh = changed.json().token as string;
    expect(decodeJwtPayload(fresh).sid).toBe(decodeJwtPayload(token).sid);
    expect(await me(token)).toHaveStatus(401);
    await logout(fresh);
    expect(await me(fresh)).toHaveStatus(401);
  });

  it("refuses tokens without a sid, with a malformed one, an unknown one or another account's", async () => {
    const token = await loginToken(t.app, 'admin@example.com');
    const claims = decodeJwtPayload(token);
    const { sid: _sid, ...withoutSid } = claims;
    const otherSession = decodeJwtPayload(await loginToken(t.app, 'user.uk@example.com')).sid;
    // The genuine claims re-signed prove the forgeries below fail for their sid alone.
    expect((await me(await forge(claims))).data).toEqual({ me: { email: 'admin@example.com' } });
    for (const forged of [
      withoutSid,
      { ...claims, sid: 'not-a-uuid' },
      { ...claims, sid: 42 },
      { ...claims, sid: randomUUID() },
      { ...claims, sid: otherSession },
    ]) {
      const res = await me(await forge(forged));
      expect(res).toHaveStatus(401);
      expect(await refresh(await forge(forged))).toHaveStatus(401);
    }
  });
});
