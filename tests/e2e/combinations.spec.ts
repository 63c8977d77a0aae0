import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, fill, login, text } from './support.js';
import { logout, openAdminScreen } from './admin-support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

/** admin@example.com and user.uk@example.com work in English. */
const EN = 'en_GB';
const t = (key: string, values?: Record<string, string>) => (values ? fill(text(key, EN), values) : text(key, EN));

// Demo catalogue names (server/db/seed/catalogue/texts/en_GB.json): two actives no demo rule pairs.
const AZELAIC = 'Azelaic Acid 10% Concentrate';
const BAKUCHIOL = 'Bakuchiol 1% Oil Concentrate';
const MESSAGE = 'E2E: these two are not meant for one program.';

/** Opens a react-aria select of the dialog by its label and picks an option. */
async function choose(page: Page, dialog: Locator, labelKey: string, option: string) {
  await dialog
    .locator('.locale-select', { has: page.getByText(t(labelKey), { exact: true }) })
    .getByRole('button')
    .click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('an admin adds a rule; a program with both products warns on both tiles and the summary, and saves', async ({
  page,
}) => {
  test.setTimeout(150_000); // a long journey on a shared, often busy machine

  // ---- The admin adds "not together" between azelaic acid and bakuchiol.
  await login(page, 'admin@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await openAdminScreen(page, 'MENU_ADMIN_COMBINATIONS');
  await expect(page.getByRole('heading', { level: 1, name: t('ADMIN_COMBINATIONS_TITLE') })).toBeVisible();
  // The demo rules are listed (retinol with the acids, vitamin C with retinol).
  const rows = page.getByTestId('combination-rule-row');
  await expect(rows.filter({ hasText: 'Retinol 0.5% Concentrate + Salicylic Acid 2% (BHA) Concentrate' })).toHaveCount(
    1,
  );
  // The desktop and phone runs share one database: the other run's rule for the pair goes first.
  const pair = `${AZELAIC} + ${BAKUCHIOL}`;
  const earlier = rows.filter({ hasText: pair });
  if ((await earlier.count()) > 0) {
    await earlier
      .getByRole('button', { name: t('ADMIN_COMBINATIONS_DELETE_FOR', { name: pair }), exact: true })
      .click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('LOCAL_ADMIN_DELETE'), exact: true })
      .click();
    await expect(page.getByRole('status').getByText(t('ADMIN_COMBINATIONS_DELETE_SUCCESS'))).toBeVisible();
    await expect(earlier).toHaveCount(0);
  }
  await page.getByRole('button', { name: t('ADMIN_COMBINATIONS_CREATE'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: t('ADMIN_COMBINATIONS_CREATE_TITLE') })).toBeVisible();
  await choose(page, dialog, 'ADMIN_COMBINATIONS_PRODUCT', AZELAIC);
  await choose(page, dialog, 'ADMIN_COMBINATIONS_OTHER', BAKUCHIOL);
  await choose(page, dialog, 'ADMIN_COMBINATIONS_KIND', t('COMBINATION_KIND_NOT_TOGETHER'));
  await choose(page, dialog, 'ADMIN_COMBINATIONS_SEVERITY', t('COMBINATION_SEVERITY_HIGH'));
  await dialog.getByRole('textbox', { name: t('LOCALE_EN_GB') }).fill(MESSAGE);
  await dialog.getByRole('textbox', { name: t('LOCALE_DE_DE') }).fill('E2E: nicht für ein Programm gedacht.');
  await dialog.getByRole('textbox', { name: t('ADMIN_COMBINATIONS_COMMENT') }).fill('Made by the browser suite.');
  await dialog.getByRole('button', { name: t('LOCAL_ADMIN_SAVE'), exact: true }).click();
  await expect(page.getByRole('status').getByText(t('ADMIN_COMBINATIONS_SAVE_SUCCESS'))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = rows.filter({ hasText: MESSAGE });
  await expect(row).toContainText(pair);
  await expect(row).toContainText(t('COMBINATION_SEVERITY_HIGH'));
  await logout(page);

  // ---- A professional chooses both actives: each tile warns, with the rule's message.
  await login(page, 'user.uk@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/formula?stage=PERSONALIZED_SUGGESTIONS&newSkinCareProgram=true');
  const warning = `${t('COMBINATION_SEVERITY_HIGH')}: ${t('COMBINATION_LEAD_NOT_TOGETHER', {
    first: AZELAIC,
    second: BAKUCHIOL,
  })} ${MESSAGE}`;
  const tileOf = (name: string) =>
    page.locator('.product-tile', { has: page.getByRole('button', { name, exact: true }) });
  for (const name of [AZELAIC, BAKUCHIOL]) {
    const toggle = page.getByRole('button', { name, exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  for (const name of [AZELAIC, BAKUCHIOL])
    await expect(tileOf(name).getByTestId('combination-warning')).toHaveText(warning);
  // Taking one out takes the warning off both.
  await page.getByRole('button', { name: BAKUCHIOL, exact: true }).click();
  await expect(page.getByTestId('combination-warning')).toHaveCount(0);
  await page.getByRole('button', { name: BAKUCHIOL, exact: true }).click();
  await expect(tileOf(AZELAIC).getByTestId('combination-warning')).toHaveText(warning);

  // ---- The summary lists it; saving is not blocked.
  for (const stage of ['PERSONALIZED', 'WASH', 'READY', 'FORMULA']) {
    await page.getByRole('button', { name: t('BUILDER_NEXT'), exact: true }).click();
    await page.waitForURL(new RegExp(`stage=${stage}(&|$)`));
  }
  const summary = page.getByRole('region', { name: t('COMBINATION_WARNINGS_HEADING'), exact: true });
  await expect(summary.getByTestId('combination-warning')).toHaveText([warning]);
  await page.getByRole('button', { name: t('BUILDER_SAVE'), exact: true }).click();
  await expect(page.getByRole('status').getByText(t('BUILDER_SAVE_SUCCESS'))).toBeVisible();
  await expect(page).toHaveURL(/stage=FORMULA&id=[0-9a-f-]{36}/);
  await expect(summary.getByTestId('combination-warning')).toHaveText([warning]);
});
