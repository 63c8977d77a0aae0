import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, fill, login, text } from './support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

/** user@example.com works in Polish (region Polska). */
const PL = 'pl_PL';
const t = (key: string, values?: Record<string, string>) => (values ? fill(text(key, PL), values) : text(key, PL));
const pl = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const ml = (volume: number) => `${pl.format(volume)} ml`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The stage's heading (focus moves to it on a change of stage). */
async function expectStage(page: Page, stageKey: string) {
  await expect(page.getByRole('heading', { level: 2, name: t(stageKey), exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: t('BUILDER_STAGES_LABEL') }).locator('[aria-current="step"]'),
  ).toContainText(t(stageKey));
}

async function next(page: Page) {
  await page.getByRole('button', { name: t('BUILDER_NEXT'), exact: true }).click();
}

/** The name of a product tile's toggle (the product's name). */
async function nameOf(toggle: Locator): Promise<string> {
  return (await toggle.locator('.product-toggle__name').textContent())!.trim();
}

test.describe('formula builder', () => {
  test('a program from three skin conditions to the summary, saved, with a PDF', async ({ page }, testInfo) => {
    test.slow(); // the whole journey twice, with two PDFs, on a shared machine
    const mobile = (testInfo.project.use.viewport?.width ?? 1440) < 768;
    await login(page, 'user@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await page.goto('/formula?stage=CONDITIONS&newSkinCareProgram=true');
    await expect(page.getByRole('heading', { level: 1, name: t('BUILDER_TITLE') })).toBeVisible();
    // The reset leaves the address, so a reload keeps the work.
    await expect(page).toHaveURL('/formula?stage=CONDITIONS');
    await expectStage(page, 'BUILDER_STAGE_CONDITIONS');

    // Breadcrumb: every stage on a desktop, only the current and the next one here on a phone.
    const crumbs = page.getByRole('navigation', { name: t('BUILDER_STAGES_LABEL') }).getByRole('link');
    await expect(crumbs).toHaveCount(mobile ? 2 : 6);

    // ---- CONDITIONS: three indicators, one of them HIGH.
    const indicatorButtons = page.locator('.indicator-toggle');
    await expect(indicatorButtons.first()).toBeVisible();
    const indicators: string[] = [];
    for (let i = 0; i < 3; i++) {
      const button = indicatorButtons.nth(i);
      indicators.push((await button.textContent())!.trim());
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    const chosen = page.locator('.chosen-indicator');
    await expect(chosen).toHaveCount(3);
    // A new indicator starts at MEDIUM.
    await expect(chosen.first().getByRole('radio', { name: t('PRIORITY_MEDIUM') })).toBeChecked();
    await chosen.first().getByText(t('PRIORITY_HIGH'), { exact: true }).click();
    await expect(chosen.first().getByRole('radio', { name: t('PRIORITY_HIGH') })).toBeChecked();
    await next(page);

    // ---- PERSONALIZED_SUGGESTIONS: a base size and two actives.
    await expectStage(page, 'BUILDER_STAGE_PERSONALIZED_SUGGESTIONS');
    await expect(page).toHaveURL(/stage=PERSONALIZED_SUGGESTIONS/);
    const skip = page.getByRole('button', { name: t('BUILDER_SKIP'), exact: true });
    await expect(skip).toBeVisible();
    const bases = page.getByRole('region', {
      name: new RegExp(`^(${escape(t('BUILDER_SUGGESTED_BASES'))}|${escape(t('BUILDER_ALL_BASES'))})$`),
    });
    if ((await bases.locator('.size-toggle').count()) === 0) {
      await bases.getByText(t('BUILDER_SHOW_ALL_PRODUCTS'), { exact: true }).click();
    }
    const baseTile = bases.locator('.product-tile').first();
    const baseName = (await baseTile.locator('.product-tile__name').textContent())!.trim();
    const size = baseTile.locator('.size-toggle').first();
    const baseSize = Number(((await size.textContent()) ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
    await size.click();
    await expect(size).toHaveAttribute('aria-pressed', 'true');
    await expect(baseTile).toHaveClass(/product-tile--selected/);
    // With a custom product chosen there is nothing to skip.
    await expect(skip).toHaveCount(0);
    // Each tile links to its knowledge page in a new tab.
    await expect(baseTile.getByRole('link')).toHaveAttribute('target', '_blank');

    const products = page.locator('section[aria-labelledby="suggestions-products"]');
    let activeToggles = products.locator('.product-tile:not(:has(.product-tile__role)) .product-toggle');
    if ((await activeToggles.count()) < 2) {
      await products.getByText(t('BUILDER_SHOW_ALL_PRODUCTS'), { exact: true }).click();
      activeToggles = products.locator('.product-toggle');
    }
    const actives = [await nameOf(activeToggles.nth(0)), await nameOf(activeToggles.nth(1))];
    for (const name of actives) {
      const toggle = products.getByRole('button', { name, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    await next(page);

    // ---- PERSONALIZED: volumes with plus, minus and typing.
    await expectStage(page, 'BUILDER_STAGE_PERSONALIZED');
    const volume = (name: string) => page.getByLabel(t('BUILDER_VOLUME_OF', { name }), { exact: true });
    const total = page.getByTestId('total-volume');
    await expect(volume(baseName)).toHaveValue(pl.format(baseSize));
    const start = Number((await volume(actives[0]!).inputValue()).replace(',', '.'));
    await page.getByRole('button', { name: t('BUILDER_VOLUME_INCREASE', { name: actives[0]! }), exact: true }).click();
    await expect(volume(actives[0]!)).not.toHaveValue(pl.format(start));
    const raised = Number((await volume(actives[0]!).inputValue()).replace(',', '.'));
    expect(raised).toBeGreaterThan(start);
    await page.getByRole('button', { name: t('BUILDER_VOLUME_DECREASE', { name: actives[0]! }), exact: true }).click();
    await expect(volume(actives[0]!)).toHaveValue(pl.format(start));

    // Typing: a comma decimal; nonsense becomes 0.
    await volume(actives[1]!).fill('2,5');
    await expect(total).toHaveText(ml(baseSize + start + 2.5));
    await volume(actives[1]!).fill('abc');
    await volume(actives[1]!).blur();
    await expect(volume(actives[1]!)).toHaveValue(pl.format(0));
    await volume(actives[1]!).fill('3');
    await volume(actives[1]!).blur();
    await expect(total).toHaveText(ml(baseSize + start + 3));

    // A base volume that is not a recommended size warns.
    await page.getByRole('button', { name: t('BUILDER_VOLUME_DECREASE', { name: baseName }), exact: true }).click();
    await expect(page.locator('.volume-warnings')).toContainText(
      text('BUILDER_WARNING_BASE_SIZE', PL).split('(')[0]!.trim(),
    );
    await page.getByRole('button', { name: t('BUILDER_VOLUME_INCREASE', { name: baseName }), exact: true }).click();
    await expect(volume(baseName)).toHaveValue(pl.format(baseSize));
    const cream = await Promise.all(
      [baseName, ...actives].map(async (name) => ({ name, volume: await volume(name).inputValue() })),
    );

    // The work survives a reload (the draft is kept per user).
    await page.reload();
    await expect(volume(actives[1]!)).toHaveValue(pl.format(3));
    await next(page);

    // ---- WASH and READY.
    await expectStage(page, 'BUILDER_STAGE_WASH');
    await expect(page.getByRole('button', { name: t('BUILDER_SKIP'), exact: true })).toHaveCount(0);
    if ((await page.locator('.product-toggle').count()) === 0) {
      await page.getByText(t('BUILDER_SHOW_ALL_PRODUCTS'), { exact: true }).click();
    }
    const washToggle = page.locator('.product-toggle').first();
    const wash = await nameOf(washToggle);
    await washToggle.click();
    await expect(washToggle).toHaveAttribute('aria-pressed', 'true');
    await next(page);

    await expectStage(page, 'BUILDER_STAGE_READY');
    let readyToggles = page.locator('.product-tile:not(:has(.product-tile__role)) .product-toggle');
    if ((await readyToggles.count()) === 0) {
      await page.getByText(t('BUILDER_SHOW_ALL_PRODUCTS'), { exact: true }).click();
      readyToggles = page.locator('.product-tile:not(:has(.product-tile__role)) .product-toggle');
    }
    const ready = await nameOf(readyToggles.first());
    await readyToggles.first().click();
    await expect(page.getByRole('button', { name: ready, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await next(page);

    // ---- FORMULA: everything chosen, with volumes in ml.
    await expectStage(page, 'BUILDER_STAGE_FORMULA');
    const summary = (key: string) => page.getByRole('region', { name: t(key), exact: true });
    for (const name of indicators) await expect(summary('BUILDER_SUMMARY_INDICATORS')).toContainText(name);
    await expect(summary('BUILDER_SUMMARY_INDICATORS')).toContainText(t('PRIORITY_HIGH'));
    for (const { name, volume: v } of cream) {
      await expect(summary('BUILDER_SUMMARY_CREAM').locator('.summary__row', { hasText: name })).toContainText(
        `${v} ml`,
      );
    }
    await expect(summary('BUILDER_SUMMARY_WASH')).toContainText(wash);
    await expect(summary('BUILDER_SUMMARY_READY')).toContainText(ready);
    await page.getByLabel(t('BUILDER_PRODUCT_COMMENT', { name: wash }), { exact: true }).fill('Rano i wieczorem');
    await page.getByLabel(t('BUILDER_CREAM_COMMENT'), { exact: true }).fill('Na noc');

    // No PDF to download before one is generated.
    const download = page.getByRole('button', { name: t('BUILDER_DOWNLOAD_PDF'), exact: true });
    await expect(download).toHaveCount(0);

    // Save: the id goes into the address.
    await page.getByRole('button', { name: t('BUILDER_SAVE'), exact: true }).click();
    await expect(page.getByRole('status').getByText(t('BUILDER_SAVE_SUCCESS'))).toBeVisible();
    await expect(page).toHaveURL(/stage=FORMULA&id=[0-9a-f-]{36}/);
    const id = new URL(page.url()).searchParams.get('id')!;

    // A saved program asks before overwriting.
    await page.getByRole('button', { name: t('BUILDER_SAVE'), exact: true }).click();
    const overwrite = page.getByRole('alertdialog', { name: t('BUILDER_OVERWRITE_TITLE') });
    await expect(overwrite).toBeVisible();
    await overwrite.getByRole('button', { name: t('BUILDER_UPDATE'), exact: true }).click();
    await expect(page.getByRole('status').getByText(t('BUILDER_SAVE_SUCCESS')).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`id=${id}`));

    // Generate the PDF (saves first), then download it named by the program number.
    await page.getByRole('button', { name: t('BUILDER_GENERATE_PDF'), exact: true }).click();
    const options = page.getByRole('dialog', { name: t('BUILDER_PDF_OPTIONS_TITLE') });
    // A Polish PDF: pl_PL is no INCI locale, so INCI is not offered (seven switches with the share QR, not eight).
    await expect(options.getByRole('switch')).toHaveCount(7);
    await expect(options.getByRole('switch', { name: t('BUILDER_PDF_SHOW_COMPANY_DATA') })).toBeChecked();
    await expect(options.getByRole('switch', { name: t('BUILDER_PDF_SHOW_INCI') })).toHaveCount(0);
    await options.getByRole('button', { name: t('BUILDER_PDF_UPDATE_AND_GENERATE'), exact: true }).click();
    await expect(page.getByRole('status').getByText(t('BUILDER_PDF_SUCCESS'))).toBeVisible();
    await expect(options).toHaveCount(0);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^\d+\.pdf$/);

    // Opening the saved program (as my mixtures does) shows the same summary, comments included.
    await page.goto('/formula?stage=CONDITIONS&newSkinCareProgram=true');
    await expect(page.locator('.chosen-indicator')).toHaveCount(0);
    await page.goto(`/formula?id=${id}&stage=FORMULA`);
    await expect(summary('BUILDER_SUMMARY_WASH')).toContainText(wash);
    await expect(page.getByLabel(t('BUILDER_PRODUCT_COMMENT', { name: wash }), { exact: true })).toHaveValue(
      'Rano i wieczorem',
    );
    await expect(download).toBeVisible();
    for (const name of indicators) await expect(summary('BUILDER_SUMMARY_INDICATORS')).toContainText(name);
  });

  test('the volumes stage without a custom product goes back to the suggestions', async ({ page }) => {
    await login(page, 'user@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await page.goto('/formula?stage=PERSONALIZED&newSkinCareProgram=true');
    await expect(page).toHaveURL('/formula?stage=PERSONALIZED_SUGGESTIONS');
    await expectStage(page, 'BUILDER_STAGE_PERSONALIZED_SUGGESTIONS');
    // Without indicators all products are offered, and Skip leads to the wash products.
    await page.getByRole('button', { name: t('BUILDER_SKIP'), exact: true }).click();
    await expectStage(page, 'BUILDER_STAGE_WASH');
  });
});

test('two actives without a base product warn that the total differs from the suggested volume', async ({ page }) => {
  await login(page, 'user@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/formula?stage=PERSONALIZED_SUGGESTIONS&newSkinCareProgram=true');
  const products = page.locator('section[aria-labelledby="suggestions-products"]');
  const actives = products.locator('.product-tile:not(:has(.product-tile__role)) .product-toggle');
  await expect(actives.first()).toBeVisible();
  for (const i of [0, 1]) {
    await actives.nth(i).click();
    await expect(actives.nth(i)).toHaveAttribute('aria-pressed', 'true');
  }
  await next(page);
  await expectStage(page, 'BUILDER_STAGE_PERSONALIZED');
  // Each active starts at its recommended 1 ml: 2 ml against the default suggestion of 50 ml.
  await expect(page.getByTestId('total-volume')).toHaveText(ml(2));
  await expect(page.getByTestId('suggested-volume')).toHaveText(ml(50));
  const warnings = page.locator('.volume-warnings .builder-warning');
  await expect(warnings).toHaveCount(1);
  await expect(warnings).toBeVisible();
  await expect(warnings).toHaveText(t('BUILDER_WARNING_TOTAL', { volume: ml(50) }));
  // The scores of the conditions the cream addresses stay whole beside a long name (375 px).
  const scores = page.locator('.recipe-indicator__score');
  await expect(scores.first()).toBeVisible();
  const cut = await scores.evaluateAll(
    (spans) =>
      spans.filter((span) => {
        const range = document.createRange();
        range.selectNode(span.lastChild!);
        return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size > 1;
      }).length,
  );
  expect(cut).toBe(0);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
});

test.describe('knowledge pages', () => {
  test('a product chosen in the selector shows its page, kept in the address', async ({ page }) => {
    await login(page, 'user@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await page.goto('/knowledge/products');
    await expect(page.getByRole('heading', { level: 1, name: t('KNOWLEDGE_PRODUCTS_TITLE') })).toBeVisible();
    const picker = page.getByRole('combobox', { name: t('KNOWLEDGE_PRODUCT_PICKER') });
    await picker.click();
    const option = page.getByRole('option').nth(1);
    const name = (await option.textContent())!.trim();
    await option.click();
    await expect(page).toHaveURL(/\/knowledge\/products\?id=\d+/);
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(picker).toHaveValue(name);
    const bars = page.getByRole('list', { name: t('KNOWLEDGE_PRODUCT_EVALUATIONS') });
    await expect(bars.getByRole('listitem').first()).toBeVisible();
    // pl_PL is not an INCI locale: no ingredient list.
    await expect(page.getByRole('heading', { name: t('KNOWLEDGE_INGREDIENTS') })).toHaveCount(0);

    // An indicator of the product leads to its page, with evaluation bars per product.
    const indicator = bars.getByRole('link').first();
    const indicatorName = (await indicator.textContent())!.trim();
    await indicator.click();
    await expect(page).toHaveURL(/\/knowledge\/indicators\?id=\d+/);
    await expect(page.getByRole('heading', { level: 2, name: indicatorName, exact: true })).toBeVisible();
    await expect(
      page.getByRole('list', { name: t('KNOWLEDGE_INDICATOR_EVALUATIONS') }).getByRole('link', { name, exact: true }),
    ).toBeVisible();

    // The reload keeps the chosen item.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: indicatorName, exact: true })).toBeVisible();

    await page.goto('/knowledge/incis');
    await expect(page.getByText(t('KNOWLEDGE_INCIS_NOT_IN_LOCALE'))).toBeVisible();
  });

  test('an English product page: numbered ingredients apart, bars of score × 10 from 40 or negative, nothing overlapping', async ({
    page,
  }) => {
    const en = (key: string) => text(key, 'en_GB');
    await login(page, 'user.uk@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await page.goto('/knowledge/products');
    const picker = page.getByRole('combobox', { name: en('KNOWLEDGE_PRODUCT_PICKER') });
    await picker.fill('Alpha-Arbutin');
    await page.getByRole('option', { name: 'Alpha-Arbutin 2% Concentrate', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Alpha-Arbutin 2% Concentrate', exact: true }),
    ).toBeVisible();

    // The seed's evaluations 8, 7, 6, 4 show as +80 … +40; its 2 (photo-ageing) stays hidden.
    const bars = page.getByRole('list', { name: en('KNOWLEDGE_PRODUCT_EVALUATIONS') });
    await expect(bars.locator('.evaluation__value')).toHaveText(
      ['80', '70', '60', '40'].map((v) => new RegExp(`\\+${v}$`)),
    );

    // Each ingredient's number sits inside its own item: the items of a row do not touch.
    const items = page.locator('.knowledge-ingredients li');
    await expect(items.first()).toBeVisible();
    const touching = await items.evaluateAll(
      (lis) =>
        lis.filter((li, i) => {
          const before = lis[i - 1]?.querySelector('a')?.getBoundingClientRect();
          const own = li.getBoundingClientRect();
          // The item's box starts before its name by the width of "1. ", on the name's line.
          const name = li.querySelector('a')!.getBoundingClientRect();
          return (
            name.left - own.left < 8 ||
            (before !== undefined && Math.abs(before.top - name.top) < 2 && own.left - before.right < 8)
          );
        }).length,
    );
    expect(touching).toBe(0);

    // A long name in the picker stops before the chevron; the search button keeps off the description.
    const button = page.getByRole('button', { name: en('KNOWLEDGE_PICKER_SHOW_ALL') });
    const padding = await picker.evaluate((input) => parseFloat(getComputedStyle(input).paddingRight));
    expect(padding).toBeGreaterThanOrEqual((await button.boundingBox())!.width);
    const search = (await page.locator('.knowledge-card__search').boundingBox())!;
    const description = (await page.locator('.knowledge-card__description').boundingBox())!;
    expect(description.y - (search.y + search.height)).toBeGreaterThanOrEqual(8);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  });
});

test('an empty draft cannot be saved: Save and Generate PDF wait, saying why, until something is chosen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, 'user@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/formula?stage=CONDITIONS&newSkinCareProgram=true');
  const first = page.locator('.indicator-toggle').first();
  // The builder's chunk and catalogue may take a while on a loaded machine.
  await expect(first).toBeVisible({ timeout: 30_000 });
  await page.goto('/formula?stage=FORMULA');
  const save = page.getByRole('button', { name: t('BUILDER_SAVE'), exact: true });
  const hint = page.getByText(t('BUILDER_SAVE_EMPTY_HINT'));
  await expect(hint).toBeVisible({ timeout: 30_000 });
  await expect(save).toBeDisabled();
  await expect(page.getByRole('button', { name: t('BUILDER_GENERATE_PDF'), exact: true })).toBeDisabled();
  // The hint is the buttons' description for a screen reader.
  await expect(save).toHaveAccessibleDescription(t('BUILDER_SAVE_EMPTY_HINT'));

  await page.goto('/formula?stage=CONDITIONS');
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/formula?stage=FORMULA');
  await expect(save).toBeEnabled({ timeout: 30_000 });
  await expect(hint).toHaveCount(0);
});
