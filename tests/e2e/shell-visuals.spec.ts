import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_NAME } from './operator.js';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, login, text } from './support.js';

/* What the screens draw beside their texts: logo, tile icons, flags, invalid states, the way back. */
test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

const en = (key: string) => text(key, 'en_GB');
const LOADED = { timeout: 30_000 };

test('the header logo and every home tile icon are drawn; the language chooser has every flag at its first open', async ({ page }) => {
  await login(page, 'admin@example.com', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  await expect(page.locator('.header__logo path').first()).toBeVisible(LOADED);
  const icons = page.locator('.home-tile .home-tile__icon path');
  await expect(icons.first()).toBeVisible();
  expect(await icons.evaluateAll((paths) => paths.filter((p) => (p.getAttribute('d') ?? '') === '').length)).toBe(0);
  expect(await icons.count()).toBe(await page.locator('.home-tile').count());

  const toggle = page.getByRole('button', { name: en('MENU_TOGGLE'), exact: true });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: new RegExp(en('MENU_LANGUAGE')) }).click();
  const flags = page.getByRole('listbox').locator('img.flag');
  await expect(flags.first()).toBeVisible();
  // Each flag is loaded, not a broken or empty image.
  await expect
    .poll(() => flags.evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  expect(await flags.count()).toBeGreaterThan(1);
});

test('an empty registration marks the region select invalid; the legal pages lead back to the app', async ({ page }) => {
  await page.goto('/candidate/register');
  await page.getByRole('button', { name: en('CANDIDATE_REGISTER_BUTTON'), exact: true }).click();
  const region = page.locator('.locale-select').filter({ hasText: en('CANDIDATE_REGION') });
  await expect(region).toHaveAttribute('data-invalid', 'true');
  const border = await region.locator('.locale-select__button').evaluate((b) => getComputedStyle(b).borderTopColor);
  const inputBorder = await page.getByLabel(en('CANDIDATE_EMAIL'), { exact: true }).evaluate((i) => getComputedStyle(i).borderTopColor);
  expect(border).toBe(inputBorder);

  // The configured operator (playwright.config.ts), not the demo one, and no template placeholder left.
  for (const document of ['/legal/imprint-en.html', '/legal/privacy-de.html', '/legal/terms-pl.html']) {
    await page.goto(document);
    const article = page.locator('article.legal');
    await expect(article).toContainText(E2E_OPERATOR_NAME);
    await expect(article).not.toContainText('Demo GmbH');
    expect(await article.textContent()).not.toMatch(/\[|\{\{|!!!/);
  }
  await page.goto('/legal/imprint-en.html');
  await expect(page.getByRole('heading', { level: 1, name: en('LEGAL_IMPRINT_TITLE') })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: new RegExp(en('LEGAL_BACK')) }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the explorer gives its result pane room at either width', async ({ page }) => {
  await login(page, 'admin@example.com', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/graphql');
  const result = page.locator('.graphiql-response');
  await expect(result).toBeVisible(LOADED);
  const box = (await result.boundingBox())!;
  const viewport = page.viewportSize()!;
  // Side by side on a desktop, stacked under the editor on a phone: a real share of the width either way.
  expect(box.width).toBeGreaterThan(Math.min(viewport.width, 1440) * 0.3);
  expect(box.height).toBeGreaterThan(150);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
