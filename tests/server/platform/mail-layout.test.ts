import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../support/app.js';
import { startSmtp, type ReceivedMail } from '../../support/smtp.js';
import { composeMail } from '../../../server/platform/mail/layout.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const APP_URL = 'https://formula.example.test';

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL, MAIL_FROM: 'Old Name <no-reply@formula.example.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.orm.em.fork().execute('delete from login_throttle');
});

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);

/** What every e-mail of the app must be: HTML and text, the app's name, absolute links, one language. */
function expectTrustworthy(mail: ReceivedMail, lang: string, footerStart: string): void {
  expect(mail.from).toEqual({ name: 'Formula Builder', address: 'no-reply@formula.example.test' });
  expect(mail.language).toBe(lang);
  expect(mail.html).toContain(`<html lang="${lang}">`);
  expect(mail.html).toContain('Formula Builder');
  expect(mail.html).toContain(footerStart);
  expect(mail.text).toContain(footerStart);
  const links = hrefs(mail.html);
  expect(links.length).toBeGreaterThanOrEqual(2);
  for (const link of links) expect(link.startsWith(`${APP_URL}/`) || link === APP_URL).toBe(true);
  // The text part carries the same links, in full.
  for (const link of links.filter((l) => l !== APP_URL)) expect(mail.text).toContain(link.replace(/&amp;/g, '&'));
}

describe('e-mails', () => {
  it('send a password reset as HTML and text in the recipient’s language (pl_PL), from the app’s name', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/public/api/authorization/reset',
      payload: { username: 'user@example.com' },
    });
    const mail = await smtp.waitFor('user@example.com');
    expect(mail.subject).toBe('Zresetuj swoje hasło');
    expectTrustworthy(mail, 'pl-PL', 'Ta wiadomość została wysłana automatycznie przez Formula Builder');
    expect(hrefs(mail.html).some((l) => l.startsWith(`${APP_URL}/user/forgotten-password/`))).toBe(true);
  });

  it('send the registration confirmation in German with the address escaped in HTML', async () => {
    const regions = (await t.app.inject({ method: 'GET', url: '/public/api/candidate/regions' })).json<
      Array<{ id: number; name: string }>
    >();
    const email = "o'neil&co@example.com";
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/api/candidate',
      payload: {
        email,
        regionId: regions.find((r) => r.name === 'Deutschland')!.id,
        preferredLocale: { language: 'de', country: 'DE' },
        fallbackLocale: { language: 'en', country: 'GB' },
        termsConfirmed: true,
        privacyPolicyConfirmed: true,
      },
    });
    expect(res).toHaveStatus(200);
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expectTrustworthy(mail, 'de-DE', 'Diese Nachricht wurde automatisch von Formula Builder');
    expect(mail.text).toContain(email);
    expect(mail.html).toContain('o&#39;neil&amp;co@example.com');
    expect(mail.html).not.toContain(email);
  });

  it('name the sender MAIL_FROM_NAME when configured', async () => {
    const named = await createTestApp(
      { SMTP_URL: smtp.url, APP_URL, MAIL_FROM: 'no-reply@formula.example.test', MAIL_FROM_NAME: 'Acme Skin Lab' },
      { databaseUrl: t.databaseUrl },
    );
    try {
      await named.app.inject({
        method: 'POST',
        url: '/public/api/authorization/reset',
        payload: { username: 'user.uk@example.com' },
      });
      const mail = await smtp.waitFor('user.uk@example.com');
      expect(mail.from).toEqual({ name: 'Acme Skin Lab', address: 'no-reply@formula.example.test' });
      expect(mail.language).toBe('en-GB');
      expect(mail.subject).toBe('Reset your password');
    } finally {
      await named.close();
    }
  });
});

describe('composeMail', () => {
  it('escapes everything in the HTML part and links only the links the app made', () => {
    const mail = composeMail({
      to: 'a@example.com',
      locale: 'en_GB',
      appName: 'Name <b>',
      appUrl: APP_URL,
      subject: 'S & <i>',
      footer: 'F "q"',
      body: `Hello <script>alert(1)</script>,\n\nopen ${APP_URL}/x?a=1&b=<2>.\n\njavascript:alert(1)`,
      links: [`${APP_URL}/x?a=1&b=`],
    });
    expect(mail.html).not.toMatch(/<script|<b>|<i>/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hrefs(mail.html!)).toEqual([APP_URL, `${APP_URL}/x?a=1&amp;b=`]);
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
  });
});
