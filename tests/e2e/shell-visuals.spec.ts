import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_NAME } from './operator.js';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, login, mainMenu, text } from './support.js';

/* What the screens draw beside their texts: logo, tile icons, flags, invalid states, the way back. */
test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

const en = (key: string) => text(key, 'en_GB');
const LOADED = { timeout: 30_000 };

test('the header logo and every home tile icon are drawn; the language chooser has every flag at its first open', async ({
  page,
}) => {
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
    .poll(() =>
      flags.evaluateAll((images) =>
        images.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
  expect(await flags.count()).toBeGreaterThan(1);
});

test('an empty registration marks the region select invalid; the legal pages lead back to the app', async ({
  page,
}) => {
  await page.goto('/candidate/register');
  await page.getByRole('button', { name: en('CANDIDATE_REGISTER_BUTTON'), exact: true }).click();
  const region = page.locator('.locale-select').filter({ hasText: en('CANDIDATE_REGION') });
  await expect(region).toHaveAttribute('data-invalid', 'true');
  const border = await region.locator('.locale-select__button').evaluate((b) => getComputedStyle(b).borderTopColor);
  const inputBorder = await page
    .getByLabel(en('CANDIDATE_EMAIL'), { exact: true })
    .evaluate((i) => getComputedStyle(i).borderTopColor);
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
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
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
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});

test('the admin header stays on one line in de_DE, pl_PL and uk_UA; the e-mail gives way, its full address as a title', async ({
  page,
}) => {
  const EMAIL = 'admin@example.com';
  await login(page, EMAIL, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  const desktop = (page.viewportSize()?.width ?? 1440) >= 768;
  let current = 'en_GB';
  for (const locale of ['de_DE', 'pl_PL', 'uk_UA']) {
    const before = await mainMenu(page, current);
    await before.getByRole('button', { name: new RegExp(text('MENU_LANGUAGE', current)) }).click();
    await page.getByRole('option', { name: text(`LOCALE_${locale.toUpperCase()}`, current) }).click();
    current = locale;
    await expect(page.locator('html')).toHaveAttribute('lang', locale.replace('_', '-'));
    const nav = await mainMenu(page, locale);
    // Both dropdowns and the keys switch are drawn (their own chunk), so the whole bar is measured.
    await expect(nav.getByRole('button', { name: text('MENU_LOCAL_ADMIN', locale) })).toBeVisible(LOADED);
    await expect(nav.getByRole('button', { name: text('MENU_ADMIN', locale), exact: true })).toBeVisible();
    await expect(nav.getByText(text('MENU_DISPLAY_KEYS', locale))).toBeVisible();
    const user = nav.locator('.nav__user');
    await expect(user).toHaveAttribute('title', EMAIL);

    const layout = await page.evaluate(() => {
      const box = (e: Element) => e.getBoundingClientRect();
      const header = document.querySelector('header.header')!;
      const items = [...document.querySelectorAll('.header__brand, .nav__list > li, .nav__tools > *')];
      return {
        header: box(header),
        bar: box(document.querySelector('.header__bar')!),
        headerHeight:
          parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) *
          parseFloat(getComputedStyle(document.documentElement).fontSize),
        items: items.map((e) => ({
          text: (e.textContent ?? '').trim(),
          top: box(e).top,
          bottom: box(e).bottom,
          right: box(e).right,
          height: box(e).height,
        })),
        lineHeights: [...document.querySelectorAll('.header__brand span, .nav__link, .nav .switch, .nav__user')].map(
          (e) => ({
            text: (e.textContent ?? '').trim(),
            lines: Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight || '20')),
            height: e.getBoundingClientRect().height,
            lineHeight: parseFloat(getComputedStyle(e).lineHeight),
          }),
        ),
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        width: window.innerWidth,
      };
    });
    expect(layout.overflow, `${locale}: the page scrolls sideways`).toBeLessThanOrEqual(0);
    // No text breaks onto a second line (menu entries, the switch, the e-mail, the app's name).
    for (const line of layout.lineHeights)
      expect(line.height, `${locale}: "${line.text}" wraps`).toBeLessThan(2 * line.lineHeight);
    if (desktop) {
      // One line: the bar keeps its height and every item sits inside it, none past the right edge.
      expect(layout.header.height, `${locale}: header height`).toBeLessThanOrEqual(layout.headerHeight + 1);
      for (const item of layout.items) {
        expect(item.top, `${locale}: "${item.text}" above the bar`).toBeGreaterThanOrEqual(layout.header.top);
        expect(item.bottom, `${locale}: "${item.text}" below the bar`).toBeLessThanOrEqual(layout.header.bottom);
        expect(item.right, `${locale}: "${item.text}" past the edge`).toBeLessThanOrEqual(layout.width);
      }
    } else {
      // At 375 px the bar (name and menu button) is one line; the opened menu stacks its items inside the screen.
      expect(layout.bar.height, `${locale}: bar height`).toBeLessThanOrEqual(layout.headerHeight + 1);
      for (const item of layout.items)
        expect(item.right, `${locale}: "${item.text}" past the edge`).toBeLessThanOrEqual(layout.width);
    }
  }
  // Back to the account's language for the tests that follow (the choice is kept on this device).
  const nav = await mainMenu(page, current);
  await nav.getByRole('button', { name: new RegExp(text('MENU_LANGUAGE', current)) }).click();
  await page.getByRole('option', { name: text('LOCALE_EN_GB', current) }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});
