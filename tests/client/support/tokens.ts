/** Builds an unsigned JWT-shaped token with the claims the server sends (the client never verifies). */
export function makeToken(claims: {
  sub?: string;
  authorities?: string;
  preferredLanguage?: string;
  fallbackLocale?: string;
  mustResetPassword?: boolean;
  /** Seconds since the epoch. */
  exp: number;
}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    sub: 'user@example.com',
    authorities: 'APP_USER',
    preferredLanguage: 'en_GB',
    fallbackLocale: 'en_GB',
    mustResetPassword: false,
    ...claims,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

/** Epoch seconds `ms` milliseconds from `now`. */
export const inSeconds = (now: number, ms: number) => Math.floor((now + ms) / 1000);
