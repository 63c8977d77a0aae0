import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, login, text } from './support.js';
import { axeViolations } from './axe.js';

/*
 * axe-core on every screen of every menu, at 1440 px (desktop project) and 375 px (mobile), for the
 * role that reaches it. Our CSP blocks injected scripts, so the context bypasses it for axe only.
 * A violation fails with its rule id, impact and the offending elements.
 */
test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);
test.use({ bypassCSP: true });

/** A page's first paint waits for its lazy chunk and data; the shared machine is often busy. */
const LOADED = { timeout: 30_000 };

async function checkScreens(page: Page, paths: string[]) {
  const report: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page).not.toHaveURL(/\/auth$/);
    for (const v of await axeViolations(page)) report.push(`${path}: ${v}`);
  }
  expect(report, report.join('\n')).toEqual([]);
}

test('public screens', async ({ page }) => {
  const report: string[] = [];
  for (const path of ['/auth', '/candidate/register']) {
    await page.goto(path);
    for (const v of await axeViolations(page)) report.push(`${path}: ${v}`);
  }
  expect(report, report.join('\n')).toEqual([]);
});

test('user screens', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'user@example.com', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  await checkScreens(page, [
    '/',
    '/knowledge/products',
    '/knowledge/indicators',
    '/knowledge/incis',
    '/formula',
    '/user/my-mixtures',
    '/user/my-account',
  ]);
});

test('local admin screens', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'local.admin@example.com', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  await checkScreens(page, [
    '/local-admin/candidates',
    '/local-admin/registered-users',
    '/local-admin/available-products',
    '/local-admin/disallowed-products',
    '/local-admin/translate',
    '/local-admin/demo',
  ]);
});

test('catalogue screens as the editor', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, 'editor@example.com', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  await checkScreens(page, [
    '/admin/products',
    '/admin/edit/products?id=new',
    '/admin/indicators',
    '/admin/edit/indicators?id=new',
    '/admin/evaluations',
    '/admin/available',
    '/admin/disallowed',
    '/admin/inci-management',
  ]);
});

test('admin screens', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'admin@example.com', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  await checkScreens(page, [
    '/admin/audit',
    '/admin/local-admins',
    '/admin/admins',
    '/admin/regions',
    '/admin/languages',
    '/admin/api-keys',
  ]);
});

test('the check finds a planted violation (it can fail)', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.locator('main').first()).toBeVisible(LOADED);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.ico';
    document.querySelector('main')?.append(img);
  });
  expect((await axeViolations(page)).join('\n')).toContain('image-alt');
});

test('the multi-select: keyboard only, its open list checked too (audit filter and account dialog)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const en = (key: string) => text(key, 'en_GB');
  await login(page, 'admin@example.com', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/admin/audit');
  const box = page.getByRole('combobox', { name: en('AUDIT_FILTER_TYPES'), exact: true });
  await expect(box).toHaveAttribute('aria-expanded', 'false', LOADED);
  // Tab from the user filter (the field before it) into the search; typing opens the list.
  await page.getByRole('searchbox', { name: en('AUDIT_FILTER_USER'), exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  const loginEvent = en('AUDIT_EVENT_LOGIN_SUCCESS');
  await page.keyboard.type(loginEvent.slice(0, 4));
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: loginEvent, exact: true })).toBeVisible();
  // While a combo box's list is open react-aria hides the rest of the page from screen readers;
  // that part is inert too, so no hidden element (skip link, header, footer) takes the focus.
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.locator('.skip-link')).toHaveJSProperty('inert', true);
  // Arrows move the active option (the focus stays in the input); Enter chooses it; the list stays open.
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  const active = page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`);
  const chosenName = (await active.textContent())!;
  await page.keyboard.press('Enter');
  await expect(listbox.getByRole('option', { name: chosenName, exact: true })).toHaveCount(0);
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // Escape closes the list (the tags are shown to screen readers again); Tab reaches the chosen tag, Delete removes it.
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(listbox).toHaveCount(0);
  await expect(page.locator('.skip-link')).toHaveJSProperty('inert', false);
  const chosen = page.getByRole('grid', {
    name: en('UI_MULTI_SELECT_CHOSEN').replace('{{label}}', en('AUDIT_FILTER_TYPES')),
  });
  await expect(chosen.getByRole('row', { name: chosenName })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(chosen.getByRole('row', { name: chosenName })).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(chosen.getByRole('row')).toHaveCount(0);

  // In a dialog: Escape closes the list first, the dialog on a second press.
  await page.goto('/admin/local-admins');
  await page.getByRole('button', { name: en('ADMIN_LOCAL_ADMINS_CREATE'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en('ADMIN_LOCAL_ADMIN_CREATE_TITLE') });
  const regions = dialog.getByRole('combobox', { name: en('ADMIN_ACCOUNT_REGIONS'), exact: true });
  await regions.focus();
  await page.keyboard.press('ArrowDown');
  await expect(regions).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(regions).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();
  // Tab with the list open closes it and moves on to a field that screen readers see again.
  await regions.focus();
  await page.keyboard.press('ArrowDown');
  await expect(regions).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(regions).toHaveAttribute('aria-expanded', 'false');
  await expect(regions).not.toBeFocused();
  expect(await page.evaluate(() => !!document.activeElement?.closest('[aria-hidden="true"]'))).toBe(false);
  // Back in the field the list opens (on focus); the first Escape closes it, the second the dialog.
  await regions.focus();
  await expect(regions).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(regions).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('local admin products: the page stays within the screen, the search narrows the switches, a Save leaves no violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pl = (key: string) => text(key, 'pl_PL');
  await login(page, 'local.admin@example.com', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/local-admin/available-products');
  await page.getByRole('button', { name: new RegExp(pl('LOCAL_ADMIN_REGION')) }).click();
  await page.getByRole('option').first().click();
  const switches = page.getByRole('list', { name: pl('AVAILABLE_PRODUCTS_TITLE') }).getByRole('switch');
  await expect(switches.first()).toBeVisible(LOADED);
  const all = await switches.count();
  const first = (await page.locator('.region-products__name').first().textContent())!;
  await page.getByRole('searchbox', { name: pl('REGION_PRODUCTS_SEARCH') }).fill(first);
  await expect(switches).not.toHaveCount(all);
  await expect(page.locator('.region-products__name').first()).toHaveText(first);
  await page.getByRole('searchbox', { name: pl('REGION_PRODUCTS_SEARCH') }).fill('');
  await expect(switches).toHaveCount(all);
  // No sideways scroll, and nothing below the footer.
  const overflow = await page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    belowFooter:
      document.documentElement.scrollHeight -
      (document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY),
  }));
  expect(overflow.sideways).toBeLessThanOrEqual(0);
  expect(overflow.belowFooter).toBeLessThanOrEqual(1);
  await page.getByRole('button', { name: pl('LOCAL_ADMIN_SAVE'), exact: true }).click();
  await expect(page.getByRole('list', { name: pl('AVAILABLE_PRODUCTS_TITLE') })).toHaveCount(0, LOADED);
  expect(await axeViolations(page)).toEqual([]);
});

test('the region matrices end with the footer and never scroll sideways', async ({ page }) => {
  await login(page, 'admin@example.com', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  for (const path of ['/admin/available', '/admin/disallowed']) {
    await page.goto(path);
    await expect(page.locator('.region-matrix')).toBeVisible(LOADED);
    const overflow = await page.evaluate(() => ({
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      belowFooter:
        document.documentElement.scrollHeight -
        (document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY),
    }));
    expect(overflow.sideways, path).toBeLessThanOrEqual(0);
    expect(overflow.belowFooter, path).toBeLessThanOrEqual(1);
  }
});
