import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { isCanonicalJws } from '../../../server/platform/auth/tokens.js';
import { DEMO_PASSWORD, createTestApp, decodeJwtPayload, gql, loginToken, type TestApp } from '../../support/app.js';
import { waitFor } from '../../support/wait-for.mjs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const b64 = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** The HMAC-SHA256 of header.payload with the app's secret, whatever the header claims. */
function hmacSigned(header: object, payload: object): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${b64(createHmac('sha256', t.config.jwtSecret).update(input).digest())}`;
}

/** Who the token is for, as the API sees it; null when refused with 401 in the error format. */
async function whoIs(token: string): Promise<string | null> {
  const rest = await t.app.inject({
    method: 'POST',
    url: '/secured/api/authorization/reresh',
    headers: { authorization: `Bearer ${token}` },
  });
  const graphql = await gql<{ me: { email: string } }>(t.app, '{ me { email } }', {}, token);
  if (rest.statusCode === 401) {
    expect(rest.json()).toEqual({ code: 'UNAUTHENTICATED', errorDataList: [{ translationKey: expect.any(String) }] });
    expect(graphql).toHaveStatus(401);
    expect(graphql.errors![0]!.extensions.code).toBe('UNAUTHENTICATED');
    return null;
  }
  expect(rest).toHaveStatus(200);
  expect(graphql).toHaveStatus(200);
  return graphql.data!.me.email;
}

describe('tokens the server refuses', () => {
  let valid: string;
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    valid = await loginToken(t.app, 'user@example.com');
    claims = decodeJwtPayload(valid);
  });

  test('a token it issued is accepted (the control)', async () => {
    expect(await whoIs(valid)).toBe('user@example.com');
    expect(await whoIs(hmacSigned({ alg: 'HS256', typ: 'JWT' }, claims))).toBe('user@example.com');
  });

  test('alg none, with and without a signature', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}`;
    expect(await whoIs(`${unsigned}.`)).toBeNull();
    expect(await whoIs(`${unsigned}.${valid.split('.')[2]}`)).toBeNull();
  });

  test('another algorithm in the header (HS384, RS256) even with the right key', async () => {
    const hs384 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS384' }).sign(t.config.jwtSecret);
    expect(await whoIs(hs384)).toBeNull();
    expect(await whoIs(hmacSigned({ alg: 'RS256', typ: 'JWT' }, claims))).toBeNull();
  });

  test('a wrong key', async () => {
    const other = new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret');
    expect(await whoIs(await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(other))).toBeNull();
  });

  test('expired', async () => {
    expect(
      await whoIs(hmacSigned({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: Math.floor(Date.now() / 1000) - 1 })),
    ).toBeNull();
  });

  test('padding on any segment', async () => {
    const [h, p, s] = valid.split('.');
    for (const padded of [`${h}=.${p}.${s}`, `${h}.${p}=.${s}`, `${h}.${p}.${s}=`, `${h}.${p}.${s}==`]) {
      expect(await whoIs(padded)).toBeNull();
    }
  });

  test('altered unused trailing bits of the signature (same bytes, another string)', async () => {
    const [h, p, s] = valid.split('.') as [string, string, string];
    // 32 bytes in 43 characters: the last character's two low bits are unused.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(s.at(-1)!);
    const altered = `${s.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(altered, 'base64url').equals(Buffer.from(s, 'base64url'))).toBe(true);
    expect(await whoIs(`${h}.${p}.${altered}`)).toBeNull();
    expect(isCanonicalJws(`${h}.${p}.${altered}`)).toBe(false);
    expect(isCanonicalJws(valid)).toBe(true);
  });

  test('standard base64 characters instead of base64url', async () => {
    const [h, p, s] = valid.split('.') as [string, string, string];
    const standard = Buffer.from(s, 'base64url').toString('base64').replace(/=+$/, '');
    if (standard === s) return; // nothing to alter in this signature; the unit check below still runs
    expect(await whoIs(`${h}.${p}.${standard}`)).toBeNull();
  });

  test('isCanonicalJws: three non-empty canonical segments only', () => {
    expect(isCanonicalJws('a.b')).toBe(false);
    expect(isCanonicalJws('eyJ.eyJ.')).toBe(false);
    expect(isCanonicalJws('ab+c.abc.abc')).toBe(false);
    expect(isCanonicalJws('abc.abc.abc.abc')).toBe(false);
  });
});

describe('tokens of accounts that changed', () => {
  test('a disabled account', async () => {
    const token = await loginToken(t.app, 'user.uk@example.com');
    expect(await whoIs(token)).toBe('user.uk@example.com');
    await t.orm.em.fork().execute(`update account set enabled = false where email = 'user.uk@example.com'`);
    try {
      // The change reaches the process through NOTIFY; wait for it to arrive.
      await waitFor(
        async () =>
          (
            await t.app.inject({
              method: 'POST',
              url: '/secured/api/authorization/reresh',
              headers: { authorization: `Bearer ${token}` },
            })
          ).statusCode === 401,
        { what: 'the refresh of the disabled account to be refused', timeout: 10_000, interval: 100 },
      );
      expect(await whoIs(token)).toBeNull();
    } finally {
      await t.orm.em.fork().execute(`update account set enabled = true where email = 'user.uk@example.com'`);
    }
  });

  test('after a password change, older tokens are refused and the new one works', async () => {
    const older = await loginToken(t.app, 'editor@example.com');
    const res = await gql<{ changePassword: { token: string } }>(
      t.app,
      'mutation($input: PasswordChangeInput!) { changePassword(input: $input) { token } }',
      { input: { currentPassword: DEMO_PASSWORD, password: 'a-new-password-1', passwordRepeated: 'a-new-password-1' } },
      older,
    );
    expect(res).toHaveStatus(200);
    expect(await whoIs(older)).toBeNull();
    expect(await whoIs(res.data!.changePassword.token)).toBe('editor@example.com');
    await expect(loginToken(t.app, 'editor@example.com', DEMO_PASSWORD)).rejects.toThrow();
  });
});
