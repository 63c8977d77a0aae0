import { describe, expect, it } from '@jest/globals';
import { TOKEN_LIFETIME_S, TokenService } from '../../../server/platform/auth/tokens.js';

const SID = '7b0c7a64-3f1e-4c55-9d5e-2f8c1a9b6e01';
const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-0123456789');
const subject = {
  email: 'user@example.com',
  roles: ['APP_USER'],
  preferredLocale: 'pl_PL',
  fallbackLocale: 'en_GB',
  credentialsNonExpired: true,
  tokensValidAfter: new Date(0),
};

describe('TokenService verification cache', () => {
  it('answers a verified token again without changing its claims, and refuses it once expired', async () => {
    const tokens = new TokenService(secret);
    const now = Date.now();
    const token = await tokens.issue(subject, SID, now);
    const first = await tokens.verify(token, now);
    expect(first).toMatchObject({ email: 'user@example.com', roles: ['APP_USER'], preferredLanguage: 'pl_PL' });
    expect(await tokens.verify(token, now + 1000)).toEqual(first);
    // Past its expiry the cached token counts no more, and stays refused.
    const expired = now + (TOKEN_LIFETIME_S + 1) * 1000;
    expect(await tokens.verify(token, expired)).toBeNull();
    expect(await tokens.verify(token, now)).not.toBeNull(); // the signature is checked again, the clock decides
  });

  it('never caches a refusal as a success: a tampered token is refused every time', async () => {
    const tokens = new TokenService(secret);
    const token = await tokens.issue(subject, SID);
    const tampered = `${token.slice(0, -2)}AA`;
    expect(await tokens.verify(tampered)).toBeNull();
    expect(await tokens.verify(tampered)).toBeNull();
    expect(
      await new TokenService(new TextEncoder().encode('another-secret-that-is-long-enough-98765')).verify(token),
    ).toBeNull();
  });
});
