import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, fill, login, text } from './support.js';
import { axeViolations } from './axe.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);
// Our CSP blocks injected scripts: the context bypasses it so axe-core can run (as accessibility.spec.ts).
test.use({ bypassCSP: true });

/** user.uk@example.com works in English (en_GB shows INCI data). */
const EN = 'en_GB';
const t = (key: string, values?: Record<string, string>) => (values ? fill(text(key, EN), values) : text(key, EN));

// Demo catalogue names (server/db/seed/catalogue/texts/en_GB.json). For rosacea alone (MEDIUM),
// azelaic acid (evaluation 8) scores 80 and leads the suggestions; retinol (evaluation -7 ≤ -5)
// scores -70: not recommended, and a contraindication once chosen.
const ROSACEA = 'Rosacea';
const AZELAIC = 'Azelaic Acid 10% Concentrate';
const RETINOL = 'Retinol 0.5% Concentrate';

async function next(page: Page) {
  await page.getByRole('button', { name: t('BUILDER_NEXT'), exact: true }).click();
}

async function expectStage(page: Page, stageKey: string) {
  await expect(page.getByRole('heading', { level: 2, name: t(stageKey), exact: true })).toBeVisible();
}

/** Nothing wider than the viewport (a phone must not scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe("explained suggestions, contraindications, the cream's ingredients", () => {
  test('explain a suggestion by keyboard, see the warning on retinol for rosacea, see the ingredient list, save', async ({
    page,
  }) => {
    test.setTimeout(150_000); // a long journey on a shared, often busy machine
    await login(page, 'user.uk@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await page.goto('/formula?stage=CONDITIONS&newSkinCareProgram=true');
    await expectStage(page, 'BUILDER_STAGE_CONDITIONS');

    // ---- CONDITIONS: rosacea only (MEDIUM).
    const rosacea = page.locator('.indicator-toggle', { hasText: ROSACEA });
    await rosacea.click();
    await expect(rosacea).toHaveAttribute('aria-pressed', 'true');
    await next(page);

    // ---- PERSONALIZED_SUGGESTIONS: explain azelaic acid by keyboard.
    await expectStage(page, 'BUILDER_STAGE_PERSONALIZED_SUGGESTIONS');
    const products = page.getByRole('region', { name: t('BUILDER_SUGGESTED_PRODUCTS'), exact: true });
    const azelaic = products.getByRole('button', { name: AZELAIC, exact: true });
    const azelaicTile = products.locator('.product-tile', {
      has: page.getByRole('button', { name: AZELAIC, exact: true }),
    });
    await expect(azelaicTile.getByText(t('EXPLAIN_SCORE', { score: '80' }), { exact: true })).toBeVisible();
    const why = azelaicTile.getByRole('button', { name: `${t('EXPLAIN_WHY')} ${AZELAIC}`, exact: true });
    await azelaic.focus();
    await page.keyboard.press('Tab');
    await expect(why).toBeFocused();
    await expect(why).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    const table = azelaicTile.getByRole('table', { name: t('EXPLAIN_CAPTION', { name: AZELAIC }) });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveText([
      [t('EXPLAIN_INDICATOR'), t('EXPLAIN_EVALUATION'), t('EXPLAIN_WEIGHT'), t('EXPLAIN_POINTS')].join(''),
      `${ROSACEA}82+80`,
      `${t('EXPLAIN_TOTAL')}80`,
    ]);
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Space');
    await expect(why).toHaveAttribute('aria-expanded', 'false');
    await expect(table).toBeHidden();

    // Retinol is not recommended; its score explains itself there too.
    const notRecommended = page.getByRole('region', { name: t('BUILDER_NOT_RECOMMENDED'), exact: true });
    const retinolRow = notRecommended.getByRole('listitem').filter({ hasText: RETINOL });
    await expect(retinolRow.getByText(t('EXPLAIN_SCORE', { score: '-70' }), { exact: true })).toBeVisible();

    // A base, then retinol from all products: the tile warns, naming product and indicator.
    const bases = page.getByRole('region', { name: t('BUILDER_SUGGESTED_BASES'), exact: true });
    const size = bases.locator('.size-toggle').first();
    await size.click();
    await expect(size).toHaveAttribute('aria-pressed', 'true');
    await products.getByText(t('BUILDER_SHOW_ALL_PRODUCTS'), { exact: true }).click();
    const all = page.getByRole('region', { name: t('BUILDER_ALL_ACTIVES'), exact: true });
    const retinol = all.getByRole('button', { name: RETINOL, exact: true });
    while (!(await retinol.isVisible())) await all.getByRole('button', { name: /\(\d+/ }).click();
    await retinol.click();
    await expect(retinol).toHaveAttribute('aria-pressed', 'true');
    const warning = t('EXPLAIN_MAY_WORSEN', { product: RETINOL, indicators: ROSACEA });
    await expect(
      all
        .locator('.product-tile', { has: page.getByRole('button', { name: RETINOL, exact: true }) })
        .getByText(warning, { exact: true }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await next(page);

    // ---- PERSONALIZED (volumes): the warning again.
    await expectStage(page, 'BUILDER_STAGE_PERSONALIZED');
    await expect(page.getByText(warning, { exact: true })).toBeVisible();

    // ---- WASH, READY, then the summary.
    await next(page);
    await expectStage(page, 'BUILDER_STAGE_WASH');
    await next(page);
    await expectStage(page, 'BUILDER_STAGE_READY');
    await next(page);
    await expectStage(page, 'BUILDER_STAGE_FORMULA');
    const warnings = page.getByRole('region', { name: t('EXPLAIN_WARNINGS_HEADING_one'), exact: true });
    await expect(warnings.getByText(warning, { exact: true })).toBeVisible();

    // The cream's ingredients: folded behind their heading's button, opened by keyboard; each
    // once, with the products they come from and their shares.
    const ingredients = page.getByRole('region', { name: t('EXPLAIN_INGREDIENTS_HEADING'), exact: true });
    await expect(ingredients).toBeVisible();
    await expect(ingredients.getByText(/An approximation: the concentrations are not known\./)).toBeVisible();
    const unfold = ingredients
      .getByRole('heading', { level: 3 })
      .getByRole('button', { name: t('EXPLAIN_INGREDIENTS_HEADING'), exact: true });
    await expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await expect(ingredients.getByRole('list')).toBeHidden();
    await unfold.focus();
    await page.keyboard.press('Enter');
    await expect(unfold).toHaveAttribute('aria-expanded', 'true');
    await expect(ingredients.getByRole('list')).toBeVisible();
    const names = await ingredients.locator('.cream-ingredients__name').allTextContents();
    expect(names.length).toBeGreaterThan(5);
    expect(new Set(names).size).toBe(names.length);
    await expect(
      ingredients
        .getByRole('listitem')
        .filter({ hasText: `${RETINOL} (` })
        .first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    // A warning never blocks a save.
    await page.getByRole('button', { name: t('BUILDER_SAVE'), exact: true }).click();
    await expect(page.getByRole('status').getByText(t('BUILDER_SAVE_SUCCESS'))).toBeVisible();
  });
});
