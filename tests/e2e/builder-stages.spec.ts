import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, fill, login, text } from './support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

/*
 * What issue 35 found on the builder's stages, at both widths: a concentrate of the cream offered
 * again as a ready product, Save and PDF jumping to the top, and the conditions' priorities far
 * below the list on a phone.
 */

/** user.uk@example.com works in English (an INCI locale: the summary has the long ingredient list). */
const EN = 'en_GB';
const t = (key: string, values?: Record<string, string>) => (values ? fill(text(key, EN), values) : text(key, EN));
const isMobile = (width: number | undefined) => (width ?? 1440) < 768;

async function next(page: Page) {
  await page.getByRole('button', { name: t('BUILDER_NEXT'), exact: true }).click();
}

async function nameOf(toggle: Locator): Promise<string> {
  return (await toggle.locator('.product-toggle__name').textContent())!.trim();
}

/** A new draft with the first `count` skin conditions; ends on the suggestions. */
async function withConditions(page: Page, count: number) {
  await login(page, 'user.uk@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/formula?stage=CONDITIONS&newSkinCareProgram=true');
  await expect(page).toHaveURL('/formula?stage=CONDITIONS');
  const toggles = page.locator('.indicator-toggle');
  await expect(toggles.first()).toBeVisible({ timeout: 30_000 });
  for (let i = 0; i < count; i++) {
    await toggles.nth(i).click();
    await expect(toggles.nth(i)).toHaveAttribute('aria-pressed', 'true');
  }
  await next(page);
  await expect(page).toHaveURL(/stage=PERSONALIZED_SUGGESTIONS/);
}

/** Picks the first suggested base size and `count` suggested concentrates; answers their names. */
async function pickCream(page: Page, count: number): Promise<string[]> {
  const bases = page.locator('section[aria-labelledby="suggestions-bases"]');
  if ((await bases.locator('.size-toggle').count()) === 0)
    await bases.getByText(t('BUILDER_SHOW_ALL_PRODUCTS'), { exact: true }).click();
  await bases.locator('.size-toggle').first().click();
  const products = page.locator('section[aria-labelledby="suggestions-products"]');
  const actives = products.locator('.product-tile:not(:has(.product-tile__role)) .product-toggle');
  await expect(actives.nth(count - 1)).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = await nameOf(actives.nth(i));
    const toggle = products.getByRole('button', { name, exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    names.push(name);
  }
  return names;
}

test('a concentrate in the cream shows on the ready stage as chosen, in the cream, and cannot be added again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await withConditions(page, 2);
  const [active] = await pickCream(page, 1);
  await page.goto('/formula?stage=READY');
  await expect(page.getByRole('heading', { level: 2, name: t('BUILDER_STAGE_READY'), exact: true })).toBeVisible({
    timeout: 30_000,
  });

  // The suggestions merge care products and concentrates by score: show more until it is there.
  const toggle = page.getByRole('button', { name: active!, exact: true });
  const more = page.locator('.product-grid__more');
  while ((await toggle.count()) === 0 && (await more.isVisible())) await more.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toBeDisabled();
  await expect(toggle).toHaveAccessibleDescription(t('BUILDER_READY_IN_CREAM'));
  await expect(page.locator('.product-tile', { has: toggle })).toContainText(t('BUILDER_READY_IN_CREAM'));
  // Pressing it anyway changes nothing.
  await toggle.click({ force: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await next(page);
  await expect(page).toHaveURL(/stage=FORMULA/);
  const region = (key: string) => page.getByRole('region', { name: t(key), exact: true });
  await expect(region('BUILDER_SUMMARY_CREAM').locator('.summary__row', { hasText: active! })).toHaveCount(1);
  await expect(region('BUILDER_SUMMARY_READY')).not.toContainText(active!);
  await expect(region('BUILDER_SUMMARY_READY')).toContainText(t('BUILDER_SUMMARY_NONE_CHOSEN'));
});

test('Save and Generate PDF keep the place on the summary and bring their result into view, focused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await withConditions(page, 4);
  await pickCream(page, 2);
  await page.goto('/formula?stage=FORMULA');
  const save = page.getByRole('button', { name: t('BUILDER_SAVE'), exact: true });
  await expect(save).toBeVisible({ timeout: 30_000 });
  await save.scrollIntoViewIfNeeded();
  const scrolled = () => page.evaluate(() => Math.round(scrollY));
  const before = await scrolled();
  // The summary is longer than the screen at both widths: the check below can fail.
  expect(before).toBeGreaterThan(200);

  await save.click();
  const notice = page.getByTestId('builder-result');
  await expect(notice).toHaveText(
    new RegExp(t('BUILDER_SAVED_NOTICE').replace('{{number}}', '\\d+').replace('.', '\\.')),
  );
  await expect(page).toHaveURL(/stage=FORMULA&id=[0-9a-f-]{36}/);
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  await expect(save).toBeInViewport();
  expect(await scrolled()).toBeGreaterThan(200);

  await page.getByRole('button', { name: t('BUILDER_GENERATE_PDF'), exact: true }).click();
  const options = page.getByRole('dialog', { name: t('BUILDER_PDF_OPTIONS_TITLE') });
  await options.getByRole('button', { name: t('BUILDER_PDF_UPDATE_AND_GENERATE'), exact: true }).click();
  await expect(options).toHaveCount(0);
  const download = page.getByRole('button', { name: t('BUILDER_DOWNLOAD_PDF'), exact: true });
  await expect(download).toBeInViewport();
  await expect(download).toBeFocused();
  await expect(notice).toHaveText(
    new RegExp(t('BUILDER_PDF_READY_NOTICE').replace('{{number}}', '\\d+').replace('.', '\\.')),
  );
  expect(await scrolled()).toBeGreaterThan(200);
});

test('the chosen conditions and their priorities stay near the list, and Next in reach', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const mobile = isMobile(testInfo.project.use.viewport?.width);
  await login(page, 'user.uk@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/formula?stage=CONDITIONS&newSkinCareProgram=true');
  const toggles = page.locator('.indicator-toggle');
  await expect(toggles.first()).toBeVisible({ timeout: 30_000 });
  // The last condition of the list, far down on a phone.
  const last = toggles.last();
  const name = (await last.textContent())!.trim();
  await last.click();
  await expect(last).toHaveAttribute('aria-pressed', 'true');

  const chosen = page.getByRole('region', { name: t('BUILDER_CONDITIONS_CHOSEN'), exact: true });
  const choose = page.getByRole('region', { name: t('BUILDER_CONDITIONS_CHOOSE'), exact: true });
  const priority = chosen.getByRole('radiogroup', { name: t('BUILDER_PRIORITY_OF', { name }), exact: true });
  await expect(priority).toBeVisible();
  const nextButton = page.getByRole('button', { name: t('BUILDER_NEXT'), exact: true });
  // Next is on screen where the pick was made, without scrolling to the page's foot.
  await expect(last).toBeInViewport();
  await expect(nextButton).toBeInViewport();

  const chosenBox = (await chosen.boundingBox())!;
  const chooseBox = (await choose.boundingBox())!;
  if (mobile) {
    // On a phone the chosen ones come before the list (no more scrolling past 30 chips to reach them).
    expect(chosenBox.y + chosenBox.height).toBeLessThanOrEqual(chooseBox.y + 1);
  } else {
    // On a desktop they stand beside the list and stay in view with their priority.
    expect(chosenBox.x).toBeGreaterThanOrEqual(chooseBox.x + chooseBox.width - 1);
    await expect(priority).toBeInViewport();
  }
  await priority.getByText(t('PRIORITY_HIGH'), { exact: true }).click();
  await expect(priority.getByRole('radio', { name: t('PRIORITY_HIGH') })).toBeChecked();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await nextButton.click();
  await expect(page).toHaveURL(/stage=PERSONALIZED_SUGGESTIONS/);
});

test('the suggestions are rendered ahead while conditions are chosen: Next shows that very screen, and Previous brings the conditions back', async ({
  page,
}) => {
  await login(page, 'user.uk@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/formula?stage=CONDITIONS&newSkinCareProgram=true');
  await expect(page).toHaveURL('/formula?stage=CONDITIONS');
  const toggles = page.locator('.indicator-toggle');
  await expect(toggles.first()).toBeVisible({ timeout: 30_000 });
  const products = page.locator('section[aria-labelledby="suggestions-products"]');
  // Nothing ahead before a condition is chosen (Next would go to the volumes).
  await expect(products).toHaveCount(0);
  await toggles.nth(0).click();
  await toggles.nth(1).click();
  // In the page, hidden from sight and from the accessibility tree, and its tiles there.
  await expect(products).toHaveCount(1);
  await expect(products).toBeHidden();
  await expect(products.locator('.product-toggle').first()).toBeAttached();
  await expect(page.getByRole('heading', { name: t('BUILDER_SUGGESTED_PRODUCTS'), exact: true })).toHaveCount(0);
  await products.evaluate((section) => ((section as HTMLElement & { renderedAhead?: boolean }).renderedAhead = true));
  await next(page);
  await expect(page).toHaveURL(/stage=PERSONALIZED_SUGGESTIONS/);
  await expect(products).toBeVisible();
  // The same element: shown, not built again at the press.
  expect(
    await products.evaluate((section) => (section as HTMLElement & { renderedAhead?: boolean }).renderedAhead === true),
  ).toBe(true);
  await expect(page.getByRole('heading', { name: t('BUILDER_SUGGESTED_PRODUCTS'), exact: true })).toBeVisible();
  await expect(page.locator('.step-actions')).toHaveCount(1);
  await page.getByRole('button', { name: t('BUILDER_PREVIOUS'), exact: true }).click();
  await expect(page).toHaveURL(/stage=CONDITIONS/);
  await expect(toggles.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(products).toBeHidden();
});
