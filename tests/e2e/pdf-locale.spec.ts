import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, login, text } from './support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

// A Polish user hands her client a PDF in Ukrainian.
const PL = 'pl_PL';
const t = (key: string) => text(key, PL);

type CatalogueTexts = { indicators: Record<string, { name: string }> };
const catalogueTexts = (locale: string) =>
  JSON.parse(readFileSync(path.resolve(`server/db/seed/catalogue/texts/${locale}.json`), 'utf8')) as CatalogueTexts;

/** Texts of locales beyond en_GB, de_DE and pl_PL live in texts/locales/ (support.ts's `text` reads only the area files). */
const ukrainian = JSON.parse(readFileSync(path.resolve('server/db/seed/texts/locales/uk_UA.json'), 'utf8')) as Record<
  string,
  string
>;

/** The Ukrainian name of the indicator whose Polish name is `polish`. */
function ukrainianIndicatorName(polish: string): string {
  const [key] = Object.entries(catalogueTexts(PL).indicators).find(([, v]) => v.name === polish) ?? [];
  if (!key) throw new Error(`No indicator named ${polish}`);
  return catalogueTexts('uk_UA').indicators[key]!.name;
}

test("a Polish user's program as a Ukrainian PDF", async ({ page }) => {
  await login(page, 'user@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/formula?stage=CONDITIONS&newSkinCareProgram=true');
  const first = page.locator('.indicator-toggle').first();
  await expect(first).toBeVisible();
  const condition = (await first.textContent())!.trim();
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/formula?stage=FORMULA');

  await page.getByRole('button', { name: t('BUILDER_GENERATE_PDF'), exact: true }).click();
  const options = page.getByRole('dialog', { name: t('BUILDER_PDF_OPTIONS_TITLE') });
  // The owner's language first; any of the eleven may be chosen.
  const language = options.getByRole('button', { name: new RegExp(t('BUILDER_PDF_LOCALE')) });
  await expect(language).toContainText(t('LOCALE_PL_PL'));
  await language.click();
  await page.getByRole('option', { name: t('LOCALE_UK_UA') }).click();
  await expect(language).toContainText(t('LOCALE_UK_UA'));
  await options.getByRole('button', { name: t('BUILDER_PDF_UPDATE_AND_GENERATE'), exact: true }).click();
  await expect(page.getByRole('status').getByText(t('BUILDER_PDF_SUCCESS'))).toBeVisible();

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('BUILDER_DOWNLOAD_PDF'), exact: true }).click(),
  ]);
  const pdf = execFileSync('/usr/bin/pdftotext', ['-layout', await file.path(), '-'], { encoding: 'utf8' }).replace(
    /[ \t]+/g,
    ' ',
  );
  expect(pdf).toContain(ukrainian.PDF_TITLE!);
  expect(pdf).toContain(ukrainianIndicatorName(condition));
  expect(pdf).not.toContain(text('PDF_TITLE', PL));
});
