import { expect, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { pickText } from '../../common/locales.js';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);
export const SKIP_REASON =
  `SKIPPED browser suite: Chromium not found at ${CHROMIUM}. ` +
  "Install it with 'sudo apt-get install chromium' or set CHROME_PATH.";

export const DEMO_PASSWORD = 'demo-password-1';

/** The demo accounts of DESIGN.md with what their menu must show. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', locale: 'en_GB', localAdminMenu: true, adminMenu: true },
  // DESIGN.md: a CONTENT_EDITOR's Admin menu holds the catalogue entries and the translations.
  { email: 'editor@example.com', locale: 'de_DE', localAdminMenu: false, adminMenu: true },
  { email: 'local.admin@example.com', locale: 'pl_PL', localAdminMenu: true, adminMenu: false },
  { email: 'user@example.com', locale: 'pl_PL', localAdminMenu: false, adminMenu: false },
  { email: 'user.uk@example.com', locale: 'en_GB', localAdminMenu: false, adminMenu: false },
] as const;

/** Locales with INCI screens unless INCI_LOCALES says otherwise (the suite runs with the default). */
export const INCI_LOCALES = ['de_DE', 'en_GB'];

const textsDir = path.resolve('server/db/seed/texts');
const texts: Record<string, Record<string, string>> = Object.assign(
  {},
  ...readdirSync(textsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(textsDir, f), 'utf8')) as object),
);
// The translators' files (texts/locales/<locale>.json), as the seed reads them (server/db/seed/reference.ts):
// a text of a key some area file declares, where that file has none for the locale.
for (const file of readdirSync(path.join(textsDir, 'locales')).filter((f) => f.endsWith('.json'))) {
  const locale = file.replace(/\.json$/, '');
  const byKey = JSON.parse(readFileSync(path.join(textsDir, 'locales', file), 'utf8')) as Record<string, string>;
  for (const [key, value] of Object.entries(byKey)) {
    const own = texts[key];
    if (own && own[locale] === undefined) texts[key] = { ...own, [locale]: value };
  }
}

/** The seeded text of a key in a locale, along the lookup chain (what the UI must show). */
export function text(key: string, locale: string): string {
  const value = pickText(texts[key] ?? {}, locale);
  if (value === undefined) throw new Error(`No seeded text for ${key}`);
  return value;
}

/** Interpolates `{{name}}` like i18next does. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel(text('AUTH_EMAIL', 'en_GB'), { exact: true }).fill(email);
  await page.getByLabel(text('AUTH_PASSWORD', 'en_GB'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text('AUTH_LOGIN_BUTTON', 'en_GB'), exact: true }).click();
}

/** The main navigation, opened first where it is collapsed (under 768 px). */
export async function mainMenu(page: Page, locale: string) {
  const toggle = page.getByRole('button', { name: text('MENU_TOGGLE', locale), exact: true });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  return page.getByRole('navigation', { name: text('MENU_LABEL', locale) });
}

/** The newest e-mail to `to` in DATA_DIR/outbox written after `since` (waits for it). */
export async function newestMailTo(to: string, since: number): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const newest = async (): Promise<string | undefined> => {
    const files = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => path.join(outbox, f))
          .filter((f) => statSync(f).mtimeMs >= since - 1000)
          .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
      : [];
    for (const file of files) {
      const mail = await simpleParser(readFileSync(file));
      const recipients = [mail.to]
        .flat()
        .flatMap((a) => a?.value ?? [])
        .map((a) => a.address?.toLowerCase());
      if (recipients.includes(to.toLowerCase())) return mail.text ?? '';
    }
    return undefined;
  };
  let text: string | undefined;
  await expect
    .poll(async () => (text = await newest()) !== undefined, {
      message: `an e-mail to ${to} in ${outbox}`,
      timeout: 15_000,
      intervals: [250],
    })
    .toBe(true);
  return text!;
}

/** The reset link of a password reset e-mail: `<APP_URL>/user/forgotten-password/<token>`. */
export function resetLink(mailText: string): string {
  const match = mailText.match(/https?:\/\/\S+\/user\/forgotten-password\/[\w-]+/);
  if (!match) throw new Error(`No reset link in:\n${mailText}`);
  return match[0];
}
