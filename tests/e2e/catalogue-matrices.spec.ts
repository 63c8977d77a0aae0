import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, fill, login, text } from './support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

// An editor: the catalogue guard lets CONTENT_EDITOR reach these screens.
const EMAIL = 'editor@example.com';
/** editor@example.com works in German. */
const LOCALE = 'de_DE';
/** A page's first paint waits for its lazy chunk and data; the shared machine is often busy. */
const LOADED = { timeout: 30_000 };

async function loggedIn(page: Page) {
  await login(page, EMAIL, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
}

const cellAt = (page: Page, row: number, col: number) =>
  page.locator(`[role="grid"] [role="row"][aria-rowindex="${row}"] [role="gridcell"][aria-colindex="${col}"]`);

test('the cross table: a cell edited in place persists, and the CSV export downloads', async ({ page }) => {
  await loggedIn(page);
  await page.goto('/admin/evaluations');
  await expect(page.getByRole('heading', { name: text('EVALUATIONS_TITLE', LOCALE) })).toBeVisible(LOADED);
  const cell = cellAt(page, 3, 3);
  await expect(cell).toBeVisible();
  const before = Number(await cell.textContent());
  const next = before === 7 ? -7 : 7;

  await cell.click();
  await page.keyboard.press('Enter');
  const input = cell.getByRole('spinbutton');
  await input.fill(String(next));
  const saved = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('SetEvaluation'));
  await input.press('Enter');
  expect((await saved).ok()).toBe(true);
  await expect(cell).toHaveText(String(next));

  await page.reload();
  await expect(cellAt(page, 3, 3)).toHaveText(String(next), LOADED);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text('EVALUATIONS_EXPORT', LOCALE) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('evaluation_table.csv');
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toMatch(/^Product Name,/);
});

test('the region matrices show checks and crosses with labels', async ({ page }) => {
  await loggedIn(page);
  await page.goto('/admin/available');
  await expect(page.getByRole('heading', { name: text('MATRIX_AVAILABLE_TITLE', LOCALE) })).toBeVisible(LOADED);
  await expect(page.getByRole('cell', { name: text('MATRIX_YES_AVAILABLE', LOCALE), exact: true }).first()).toBeVisible();
  await page.goto('/admin/disallowed');
  await expect(page.getByRole('heading', { name: text('MATRIX_DISALLOWED_TITLE', LOCALE) })).toBeVisible(LOADED);
  await expect(page.getByRole('columnheader', { name: 'Polska' })).toBeVisible();
});

test('INCI management: a refused delete names the products; reload all ends in success', async ({ page }) => {
  await loggedIn(page);
  // Another editor links the ingredient after this page loaded: simulated by showing a used one as unused.
  let victim = '';
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('InciAdminList')) return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { inciAdminList: Array<{ name: string; usedBy: string[] }> } };
    const used = body.data.inciAdminList.find((i) => i.usedBy.length > 0)!;
    victim = used.name;
    used.usedBy = [];
    return route.fulfill({ response, json: body });
  });
  await page.goto('/admin/inci-management');
  await expect(page.getByRole('heading', { name: text('INCI_TITLE', LOCALE) })).toBeVisible(LOADED);
  await page.getByLabel(text('INCI_SEARCH', LOCALE)).fill(victim);
  await page.getByRole('button', { name: fill(text('INCI_DELETE_NAMED', LOCALE), { name: victim }) }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: text('INCI_DELETE', LOCALE), exact: true }).click();
  const refusal = text('ERROR_INCI_IN_USE', LOCALE).split('{{param}}')[0]!.trim();
  await expect(dialog.getByRole('alert')).toContainText(refusal);
  await page.unrouteAll({ behavior: 'wait' });
  await dialog.getByRole('button', { name: text('UI_CANCEL', LOCALE) }).click();

  await page.getByRole('button', { name: text('INCI_RELOAD_ALL', LOCALE) }).click();
  const success = text('INCI_RELOAD_SUCCESS', LOCALE).split('{{')[0]!.trim();
  await expect(page.getByRole('status').filter({ hasText: success })).toBeVisible({ timeout: 30_000 });
});
