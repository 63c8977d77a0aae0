import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  ACCOUNT_BRAKE_LIMIT,
  ACCOUNT_BRAKE_SECONDS,
  PAIR_FAILURE_LIMIT,
} from '../../../server/modules/auth/throttle.service.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../support/app.js';

/**
 * Issue 34 row 6 (decision 055): a stranger's wrong passwords must not lock the owner out. The
 * lock is keyed on the account and the address together; the account-wide brake for guessing
 * from many addresses locks for a few seconds only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.orm.em.fork().execute('delete from login_throttle');
});

const OWNER = 'user@example.com';
const OWNER_ADDRESS = '192.0.2.10';
const attempt = (password: string, remoteAddress: string, username = OWNER) =>
  t.app.inject({
    method: 'POST',
    url: '/public/api/authorization/login',
    payload: { username, password },
    remoteAddress,
  });
const lockSeconds = async (key: string) =>
  Number(
    (
      await t.orm.em
        .fork()
        .execute<{ s: string | null }[]>(
          'select extract(epoch from locked_until - now())::text as s from login_throttle where key = ?',
          [key],
        )
    )[0]?.s ?? 0,
  );

describe('login lockout', () => {
  it("five wrong passwords from five strangers' addresses leave the owner able to sign in from theirs", async () => {
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++)
      expect(await attempt('wrong-password-9', `203.0.113.${i + 1}`)).toHaveStatus(401);
    expect(await attempt(DEMO_PASSWORD, OWNER_ADDRESS)).toHaveStatus(200);
  });

  it("five wrong passwords from one stranger's address lock that address only", async () => {
    const stranger = '203.0.113.50';
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) expect(await attempt('wrong-password-9', stranger)).toHaveStatus(401);
    const locked = await attempt(DEMO_PASSWORD, stranger);
    expect(locked).toHaveStatus(429);
    expect(locked.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      errorDataList: [{ translationKey: 'ERROR_TOO_MANY_ATTEMPTS' }],
    });
    expect(await attempt(DEMO_PASSWORD, OWNER_ADDRESS)).toHaveStatus(200);
  });

  it("five wrong passwords from the owner's own address still lock that address", async () => {
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++)
      expect(await attempt('wrong-password-9', OWNER_ADDRESS)).toHaveStatus(401);
    const locked = await attempt(DEMO_PASSWORD, OWNER_ADDRESS);
    expect(locked).toHaveStatus(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('guessing from many addresses meets the account-wide brake: a lock of a few seconds, not minutes', async () => {
    for (let i = 0; i < ACCOUNT_BRAKE_LIMIT; i++) {
      expect(await attempt('wrong-password-9', `198.51.100.${i + 1}`)).toHaveStatus(401);
    }
    // Every address is now refused for a moment, the owner's too, with the seconds left.
    for (const address of ['198.51.100.200', OWNER_ADDRESS]) {
      const braked = await attempt(DEMO_PASSWORD, address);
      expect(braked).toHaveStatus(429);
      const wait = Number(braked.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(ACCOUNT_BRAKE_SECONDS);
    }
    expect(await lockSeconds(`account:${OWNER}`)).toBeLessThanOrEqual(ACCOUNT_BRAKE_SECONDS);
    // Another account is not braked.
    expect(await attempt(DEMO_PASSWORD, '198.51.100.201', 'user.uk@example.com')).toHaveStatus(200);
    // Once the few seconds have passed (moved on here, not waited for), the owner signs in.
    await t.orm.em
      .fork()
      .execute("update login_throttle set locked_until = now() - interval '1 second' where key = ?", [
        `account:${OWNER}`,
      ]);
    expect(await attempt(DEMO_PASSWORD, OWNER_ADDRESS)).toHaveStatus(200);
  });
});
