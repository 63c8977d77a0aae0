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

test('the cross table: a cell edited in place asks first, then persists, and the CSV export downloads', async ({
  page,
}) => {
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
  await input.press('Enter');
  // Nothing is saved before the editor confirms; cancelling leaves the value as it was.
  const confirm = page.getByRole('alertdialog', { name: text('EVALUATIONS_CONFIRM_TITLE', LOCALE) });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: text('UI_CANCEL', LOCALE) }).click();
  await expect(confirm).toBeHidden();
  await expect(cell).toHaveText(String(before));

  await cell.click();
  await page.keyboard.press('Enter');
  await cell.getByRole('spinbutton').fill(String(next));
  await cell.getByRole('spinbutton').press('Enter');
  await expect(confirm).toContainText(`${before}`);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('SetEvaluation'),
  );
  await confirm.getByRole('button', { name: text('EVALUATIONS_CONFIRM_SAVE', LOCALE) }).click();
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
  // Every text cell quoted (issue 34 row 12).
  expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toMatch(/^"Product Name",/);
});

test('the cross table at 1440 and 375 px: indicator names break between words only, product names keep two lines or more', async ({
  page,
}) => {
  await loggedIn(page);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/evaluations');
    await expect(cellAt(page, 2, 2)).toBeVisible(LOADED);
    // A word split over two lines has two client rectangles. A hyphen ends a word: a break after
    // it ("mobile-" / "x1") is a break between words, which the browser may take.
    const split = await page.locator('[role="grid"] [role="columnheader"] a').evaluateAll((links) =>
      links.flatMap((link) => {
        const node = link.firstChild;
        if (!node?.textContent) return [];
        const words: string[] = [];
        for (const match of node.textContent.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (range.getClientRects().length > 1) words.push(match[0]);
        }
        return words;
      }),
    );
    expect(split, `${width} px`).toEqual([]);
    const nameLines = await page
      .locator('[role="grid"] [role="rowheader"] a')
      .first()
      .evaluate((a) => {
        const style = getComputedStyle(a);
        return Number(style.webkitLineClamp);
      });
    expect(nameLines).toBeGreaterThanOrEqual(2);
  }
});

test('the region matrices show checks and crosses with labels', async ({ page }) => {
  await loggedIn(page);
  await page.goto('/admin/available');
  await expect(page.getByRole('heading', { name: text('MATRIX_AVAILABLE_TITLE', LOCALE) })).toBeVisible(LOADED);
  await expect(
    page.getByRole('cell', { name: text('MATRIX_YES_AVAILABLE', LOCALE), exact: true }).first(),
  ).toBeVisible();
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

test("the cross table follows the language chosen in the header, not the account's (German editor, Polish header)", async ({
  page,
}) => {
  await loggedIn(page);
  await page.goto('/admin/evaluations');
  const firstIndicator = page.locator('[role="columnheader"][aria-colindex="2"]');
  await expect(firstIndicator).toBeVisible(LOADED);
  const german = (await firstIndicator.textContent())!.trim();

  // The table is asked again, in Polish, as soon as the language is switched.
  const polishTable = page.waitForResponse(
    (r) =>
      r.url().endsWith('/graphql') &&
      (r.request().postData() ?? '').includes('EvaluationTable') &&
      r.request().headers()['accept-language'] === 'pl-PL',
  );
  const toggle = page.getByRole('button', { name: text('MENU_TOGGLE', LOCALE), exact: true });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: new RegExp(text('MENU_LANGUAGE', LOCALE)) }).click();
  await page.getByRole('option', { name: text('LOCALE_PL_PL', LOCALE) }).click();
  const answer = (await (await polishTable).json()) as {
    data: { evaluationTable: { indicators: Array<{ name: string }> } };
  };
  const polish = answer.data.evaluationTable.indicators[0]!.name;
  expect(polish).not.toBe(german);
  await expect(firstIndicator).toHaveText(polish);
  // The interface around the names is Polish too.
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(text('EVALUATIONS_TITLE', LOCALE));
});
