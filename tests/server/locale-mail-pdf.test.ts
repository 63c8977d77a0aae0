import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES, splitLocale } from '../../common/locales.js';
import { seedTextRows } from '../../server/db/seed/reference.js';
import { programPdfWorkerFile } from '../../server/modules/programs/program-pdf.pool.js';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../support/app.js';
import { startSmtp, type ReceivedMail } from '../support/smtp.js';
import { fullProgram, insertCatalogue, pdfOptions, saveRest, type Catalogue } from './programs/fixtures.js';

/**
 * Every e-mail kind and a program PDF in each of the eleven locales, compared with that locale's
 * seed texts: mails over real SMTP parsed with mailparser, the PDF read back with
 * pdftotext. One test per locale, so the report names the locales still missing texts.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let c: Catalogue;
let tmp: string;
let admin: string;
let localAdmin: string;
let polska: number;

const seed = new Map<string, Record<string, string>>();
for (const [key, locale, , value] of seedTextRows()) seed.set(key, { ...seed.get(key), [locale]: value });

/** The seed text of a key in exactly this locale (no fallback: a missing one fails the locale). */
function seedText(key: string, locale: string): string {
  const value = seed.get(key)?.[locale];
  if (!value) throw new Error(`no ${locale} seed text for ${key}`);
  return value;
}

/** Collapses whitespace, so the layout of a text or PDF does not matter. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The fixed parts of a template (around its {{placeholders}}) all appear in the mail. */
function expectTemplate(mail: ReceivedMail, key: string, locale: string): void {
  const text = flat(mail.text);
  for (const part of seedText(key, locale)
    .split(/\{\{\w+\}\}/)
    .map(flat)
    .filter((p) => p.length > 3))
    expect(text).toContain(part);
}

/** Letters beyond ASCII of the eleven languages: the PDF's font must carry them all. */
const GLYPHS =
  'ł ą ę ś ż ź ć ń ó ž ů č ř ě š ý ď ť ň ľ ĺ ŕ ô ä ė ų ū į ș ț ă â î ї є ґ і й щ ю я ñ ¿ ç ã õ à è é ê ü ß';

beforeAll(async () => {
  programPdfWorkerFile(); // PDFs render in worker threads from dist/: fail early when it is missing
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: 'https://app.example.test' });
  c = await insertCatalogue(t.orm);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'locale-pdf-'));
  [admin, localAdmin] = await Promise.all(
    ['admin@example.com', 'local.admin@example.com'].map((e) => loginToken(t.app, e)),
  );
  polska = (await t.orm.em.fork().execute<{ id: number }[]>(`select id from region where name = 'Polska'`))[0]!.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  rmSync(tmp, { recursive: true, force: true });
});
beforeEach(async () => {
  // Registration and reset are throttled per address; every locale here comes from the same one.
  await t.orm.em.fork().execute('delete from login_throttle');
});

const wire = (locale: string) => splitLocale(locale);
const otherThan = (locale: string) => (locale === 'de_DE' ? 'en_GB' : 'de_DE');

/** A new user (local admin), who gets the set-password e-mail in their language. */
async function createUser(email: string, locale: string) {
  const res = await t.app.inject(
    withToken(localAdmin, {
      method: 'POST',
      url: '/secured/api/local-admin/user/new',
      payload: {
        credentialsNonExpired: true,
        enabled: true,
        kokoBaseUser: {
          id: 'new',
          email,
          name: 'Test',
          surname: 'Locale',
          preferredLocale: wire(locale),
          fallbackLocale: wire(otherThan(locale)),
        },
        region: { id: polska, name: 'Polska' },
        version: 0,
      },
    }),
  );
  expect(res).toHaveStatus(200);
}

const register = (email: string, locale: string) =>
  t.app.inject({
    method: 'POST',
    url: '/public/api/candidate',
    payload: {
      email,
      customerId: 'C-13',
      companyName: 'Studio',
      name: 'Test',
      surname: 'Locale',
      phoneNo: '+48 600 000 000',
      regionId: polska,
      preferredLocale: wire(locale),
      fallbackLocale: wire(otherThan(locale)),
      termsConfirmed: true,
      privacyPolicyConfirmed: true,
    },
  });

async function pdfTextOf(locale: string): Promise<string> {
  const token = await loginToken(t.app, 'user@example.com');
  const me = (await t.app.inject(withToken(token, { method: 'GET', url: '/secured/api/user' }))).json();
  const put = await t.app.inject(
    withToken(token, {
      method: 'PUT',
      url: '/secured/api/user',
      payload: {
        id: me.id,
        name: me.name,
        surname: me.surname,
        companyName: me.companyName,
        phoneNo: me.phoneNo,
        preferredLocale: locale,
        fallbackLocale: otherThan(locale),
        version: me.version,
      },
    }),
  );
  expect(put).toHaveStatus(200);
  const saved = (
    await saveRest(
      t.app,
      token,
      fullProgram(c, {
        specialMixedProducts: {
          comment: GLYPHS,
          baseProducts: [{ productId: c.products.base, volume: 44 }],
          activeProducts: [{ productId: c.products.active1, volume: 2.5 }],
        },
      }),
    )
  ).json();
  const gen = await t.app.inject(
    withToken(token, {
      method: 'POST',
      url: '/secured/api/skincareprogram/pdf/generate',
      payload: pdfOptions(saved.id),
    }),
  );
  expect(gen).toHaveStatus(200);
  const res = await t.app.inject(
    withToken(token, {
      method: 'GET',
      url: `/secured/api/skincareprogram/pdf/download?mixtureId=${saved.id}&pdfId=${gen.json().pdfId}`,
    }),
  );
  expect(res).toHaveStatus(200);
  const file = path.join(tmp, `${locale}.pdf`);
  writeFileSync(file, res.rawPayload);
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe.each(LOCALES.map((locale, i) => [locale, i] as const))('%s', (locale, i) => {
  const slug = locale.toLowerCase();

  it("sends every e-mail kind in the recipient's language", async () => {
    // Set password (new user), then password reset for that user.
    const user = `set.${slug}@example.com`;
    await createUser(user, locale);
    const setPassword = await smtp.waitFor(user);
    expect(setPassword.subject).toBe(seedText('EMAIL_SET_PASSWORD_SUBJECT', locale));
    expectTemplate(setPassword, 'EMAIL_SET_PASSWORD_BODY', locale);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/public/api/authorization/reset',
      payload: { username: user },
      remoteAddress: `10.13.${i}.1`,
    });
    expect(reset).toHaveStatus(200);
    const resetMail = await smtp.waitFor(user, 2);
    expect(resetMail.subject).toBe(seedText('EMAIL_PASSWORD_RESET_SUBJECT', locale));
    expectTemplate(resetMail, 'EMAIL_PASSWORD_RESET_BODY', locale);

    // Candidate confirmation, and "already registered" to the existing account's owner.
    const candidate = `candidate.${slug}@example.com`;
    expect(await register(candidate, locale)).toHaveStatus(200);
    const confirm = await smtp.waitFor(candidate);
    expect(confirm.subject).toBe(seedText('EMAIL_CANDIDATE_CONFIRM_SUBJECT', locale));
    expectTemplate(confirm, 'EMAIL_CANDIDATE_CONFIRM_BODY', locale);
    expect(await register(user, otherThan(locale))).toHaveStatus(200);
    const already = await smtp.waitFor(user, 3);
    expect(already.subject).toBe(seedText('EMAIL_ALREADY_REGISTERED_SUBJECT', locale));
    expectTemplate(already, 'EMAIL_ALREADY_REGISTERED_BODY', locale);

    // The test e-mails: every template, in the chosen language, to the calling admin.
    const before = smtp.received.filter((m) => m.to === 'admin@example.com').length;
    const sent = await gql<{ sendTestEmails: number }>(
      t.app,
      'mutation($l: String) { sendTestEmails(locale: $l) }',
      { l: locale },
      admin,
    );
    const count = sent.data!.sendTestEmails;
    expect(count).toBeGreaterThanOrEqual(4);
    const testMails = [];
    for (let n = before + 1; n <= before + count; n++) testMails.push(await smtp.waitFor('admin@example.com', n));
    const subjects = [...seed.keys()].filter((k) => /^EMAIL_.*_SUBJECT$/.test(k)).map((k) => seedText(k, locale));
    for (const mail of testMails) {
      expect(subjects).toContain(mail.subject);
      expect(mail.text).not.toMatch(/!!!\w+!!!|\{\{\w+\}\}/);
    }
  });

  it("renders a program PDF in the owner's language with every glyph", async () => {
    const text = flat(await pdfTextOf(locale));
    for (const key of [
      'PDF_TITLE',
      'PDF_SKIN_INDICATORS',
      'PDF_SPECIAL_MIXED_PRODUCTS',
      'PDF_ACTIVE_PRODUCTS',
      'PDF_READY_PRODUCTS',
      'PDF_GENERATED',
    ]) {
      expect(text).toContain(flat(seedText(key, locale)));
    }
    // pdftotext drops the spaces between single letters: compare the letters alone.
    expect(text.replace(/\s/g, '')).toContain(GLYPHS.replace(/\s/g, ''));
    expect(text).not.toMatch(/!!!\w+!!!/);
    // Volumes in the locale's notation (one decimal: 44,0 in most of Europe, 44.0 in en_GB) and
    // with the unit the screen shows ("мл" in Ukrainian).
    const volume = new Intl.NumberFormat(locale.replace('_', '-'), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(2.5);
    expect(text).toContain(`${volume} ${seedText('BUILDER_ML', locale)}`);
  });
});
