import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { ProductCategory, ProductUsage } from '../../common/enums.js';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, login, text } from './support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

/** user@example.com works in Polish; the demo catalogue's names in pl_PL by product kind. */
const PL = 'pl_PL';
const t = (key: string) => text(key, PL);
const products = JSON.parse(readFileSync('server/db/seed/catalogue/products.json', 'utf8')) as Array<{
  key: string;
  category: ProductCategory;
  usage: ProductUsage;
  enabled: boolean;
}>;
const names = (
  JSON.parse(readFileSync('server/db/seed/catalogue/texts/pl_PL.json', 'utf8')) as {
    products: Record<string, { name: string }>;
  }
).products;
const namesOf = (category: ProductCategory, usage?: ProductUsage) =>
  products
    .filter((p) => p.enabled && p.category === category && (!usage || p.usage === usage))
    .map((p) => names[p.key]!.name);

test('the READY stage without indicators offers care products only, never actives or COLOR ones, and such a program saves', async ({
  page,
}) => {
  const colors = namesOf('COLOR');
  // The demo has its tinted CC cream and green primer: the check below can fail.
  expect(colors.length).toBeGreaterThanOrEqual(2);

  await login(page, 'user@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/formula?stage=READY&newSkinCareProgram=true');
  await expect(page).toHaveURL('/formula?stage=READY');
  // Without indicators the stage lists every ready product; active concentrates belong to the cream,
  // and neither the heading nor the hint promises them here.
  await expect(page.getByRole('heading', { level: 3, name: t('BUILDER_READY_ALL_CARE'), exact: true })).toBeVisible();
  await expect(page.locator('.builder-section__hint')).toHaveText(t('BUILDER_READY_ALL_HINT'));
  const tiles = page.locator('.product-toggle__name');
  await expect(tiles.first()).toBeVisible();
  // The whole list, not only its first page of six.
  const more = page.locator('.product-grid__more');
  while (await more.isVisible()) {
    const before = await tiles.count();
    await more.click();
    await expect(tiles).not.toHaveCount(before);
  }
  await expect(page.locator('.product-tile__role')).toHaveCount(0);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  const shown = (await tiles.allTextContents()).map((s) => s.trim());
  for (const name of [...colors, ...namesOf('MODULAR', 'ACTIVE')]) expect(shown).not.toContain(name);
  // Every demo product shown is a care product. (The catalogue back-office journeys add their own
  // products before this runs; those are not in the seed.)
  const care = new Set(namesOf('CARE'));
  const seeded = new Set(products.map((p) => names[p.key]!.name));
  const shownSeeded = shown.filter((name) => seeded.has(name));
  expect(shownSeeded.length).toBeGreaterThanOrEqual(2);
  for (const name of shownSeeded) expect(care.has(name)).toBe(true);

  const picked = shownSeeded[0]!;
  const toggle = page.getByRole('button', { name: picked, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: t('BUILDER_NEXT'), exact: true }).click();
  await expect(page).toHaveURL(/stage=FORMULA/);
  await expect(page.getByRole('region', { name: t('BUILDER_SUMMARY_READY'), exact: true })).toContainText(picked);

  await page.getByRole('button', { name: t('BUILDER_SAVE'), exact: true }).click();
  await expect(page.getByRole('status').getByText(t('BUILDER_SAVE_SUCCESS'))).toBeVisible();
  await expect(page).toHaveURL(/stage=FORMULA&id=[0-9a-f-]{36}/);
});
