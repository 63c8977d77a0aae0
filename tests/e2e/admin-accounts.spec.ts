import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, fill, login, mainMenu, newestMailTo, text } from './support.js';
import { createLocalAdminThroughUi, logout, openAdminScreen, setPasswordFromMail } from './admin-support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

/** admin@example.com works in English (en_GB). */
const EN = 'en_GB';
const en = (key: string, values?: Record<string, string>) => (values ? fill(text(key, EN), values) : text(key, EN));
const ADMIN = 'admin@example.com';

/** A computed colour as [r, g, b]. */
const rgb = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
/** Whether an element's own background is a strong red (the solid danger button's, hovered or not). */
async function redBackground(locator: Locator): Promise<boolean> {
  const [r = 0, g = 0, b = 0] = rgb(await locator.evaluate((el) => getComputedStyle(el).backgroundColor));
  return r > 100 && r > 2.5 * g && r > 2.5 * b;
}

/** Presses Tab until `target` has the focus, as a keyboard user gets there (fails when it never does). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * A row's Delete is the quiet one (red text, no red fill); the keyboard reaches it and Enter opens
 * the confirmation, whose Delete is the solid danger button. Answers the opened dialog.
 */
async function openQuietDelete(page: Page, rowDelete: Locator): Promise<Locator> {
  await expect(rowDelete).toBeVisible();
  expect(await redBackground(rowDelete)).toBe(false);
  await tabTo(page, rowDelete);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  expect(await redBackground(dialog.getByRole('button', { name: en('LOCAL_ADMIN_DELETE'), exact: true }))).toBe(true);
  return dialog;
}

/** The card of an account after filtering the list by its e-mail. */
async function accountCard(page: Page, email: string) {
  await page.getByRole('searchbox', { name: en('LOCAL_ADMIN_FILTER') }).fill(email);
  const card = page.locator('.detail-card').filter({ hasText: email });
  await expect(card).toHaveCount(1);
  return card;
}

test('an admin creates a local admin for United Kingdom who translates en_GB only; the local admin sets a password and logs in', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = `local.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'local-admin-password-1';
  await login(page, ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  const since = await createLocalAdminThroughUi(page, {
    email,
    name: 'Lena',
    surname: `Local ${testInfo.project.name}`,
    regions: ['United Kingdom'],
    languages: [text('LOCALE_EN_GB', EN)],
  });

  // The details show the regions and languages chosen.
  const card = await accountCard(page, email);
  await card.getByRole('button', { name: new RegExp(`Lena`) }).click();
  const detail = (labelKey: string) =>
    card
      .locator('.detail')
      .filter({ has: page.getByText(en(labelKey), { exact: true }) })
      .locator('dd');
  await expect(detail('ADMIN_ACCOUNT_REGIONS')).toHaveText('United Kingdom');
  await expect(detail('ADMIN_ACCOUNT_TRANSLATION_LANGUAGES')).toHaveText(text('LOCALE_EN_GB', EN));
  await logout(page);

  await setPasswordFromMail(page, email, since, password);
  await login(page, email, password);
  await expect(page).toHaveURL('/');
  const nav = await mainMenu(page, EN);
  await expect(nav.getByRole('button', { name: en('MENU_LOCAL_ADMIN'), exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: en('MENU_ADMIN'), exact: true })).toHaveCount(0);
  await logout(page);

  // The admin forces a password change: the list says so.
  await login(page, ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await openAdminScreen(page, 'MENU_ADMIN_LOCAL_ADMINS');
  const again = await accountCard(page, email);
  const meta = again.locator('.detail-card__meta');
  await expect(meta).not.toContainText(en('USERS_MUST_CHANGE_PASSWORD'));
  await again.getByRole('button', { name: en('USERS_FORCE_PASSWORD_FOR', { email }) }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: en('USERS_FORCE_PASSWORD'), exact: true })
    .click();
  await expect(page.getByRole('status').getByText(en('ADMIN_LOCAL_ADMINS_FORCE_PASSWORD_SUCCESS'))).toBeVisible();
  await expect(meta).toContainText(en('USERS_MUST_CHANGE_PASSWORD'));

  // Delete: the confirmation, then the entry is gone.
  await again.getByRole('button', { name: en('LOCAL_ADMIN_DELETE_FOR', { email }) }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: en('LOCAL_ADMIN_DELETE'), exact: true })
    .click();
  await expect(page.getByRole('status').getByText(en('ADMIN_LOCAL_ADMINS_DELETE_SUCCESS'))).toBeVisible();
  await expect(page.locator('.detail-card').filter({ hasText: email })).toHaveCount(0);
});

test('admins: nobody deletes or disables themselves; another admin is created and deleted', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await login(page, ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await openAdminScreen(page, 'MENU_ADMIN_ADMINS');
  await expect(page).toHaveURL('/admin/admins');
  const own = await accountCard(page, ADMIN);
  // No delete for oneself, and no force password change on this screen.
  await expect(own.getByRole('button', { name: en('LOCAL_ADMIN_DELETE_FOR', { email: ADMIN }) })).toHaveCount(0);
  await expect(own.getByRole('button', { name: en('USERS_FORCE_PASSWORD_FOR', { email: ADMIN }) })).toHaveCount(0);
  // Disabling oneself is refused with the reason; the dialog keeps the input.
  await own.getByRole('button', { name: en('USERS_EDIT_FOR', { email: ADMIN }) }).click();
  const dialog = page.getByRole('dialog', { name: en('ADMIN_ADMIN_EDIT_TITLE') });
  // A user presses the switch's label (react-aria keeps the input itself visually hidden).
  await dialog.getByText(en('LOCAL_ADMIN_ENABLED'), { exact: true }).click();
  await expect(dialog.getByRole('switch', { name: en('LOCAL_ADMIN_ENABLED') })).not.toBeChecked();
  await dialog.getByRole('button', { name: en('LOCAL_ADMIN_SAVE'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(en('ERROR_CANNOT_DELETE_OR_DISABLE_SELF'));
  await expect(dialog.getByRole('switch', { name: en('LOCAL_ADMIN_ENABLED') })).not.toBeChecked();
  await dialog.getByRole('button', { name: en('UI_CANCEL'), exact: true }).click();
  await expect(dialog).toHaveCount(0);

  const email = `admin.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.getByRole('button', { name: en('ADMIN_ADMINS_CREATE'), exact: true }).click();
  const create = page.getByRole('dialog', { name: en('ADMIN_ADMIN_CREATE_TITLE') });
  // Admins have no regions or translation languages.
  await expect(create.getByRole('combobox')).toHaveCount(0);
  await create.getByLabel(en('LOCAL_ADMIN_EMAIL'), { exact: true }).fill(email);
  await create.getByRole('button', { name: en('LOCAL_ADMIN_SAVE'), exact: true }).click();
  await expect(page.getByRole('status').getByText(en('ADMIN_ADMINS_CREATE_SUCCESS'))).toBeVisible();
  const card = await accountCard(page, email);
  await card.getByRole('button', { name: en('LOCAL_ADMIN_DELETE_FOR', { email }) }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: en('LOCAL_ADMIN_DELETE'), exact: true })
    .click();
  await expect(page.getByRole('status').getByText(en('ADMIN_ADMINS_DELETE_SUCCESS'))).toBeVisible();
  await expect(page.locator('.detail-card').filter({ hasText: email })).toHaveCount(0);
});

test('regions: add, edit, delete; a region in use is refused with the reason', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await login(page, ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await openAdminScreen(page, 'MENU_ADMIN_REGIONS');
  await expect(page).toHaveURL('/admin/regions');
  const names = await page.locator('[data-testid="region-row"] .admin-row__title').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

  const name = `Region ${testInfo.project.name} ${Date.now()}`;
  await page.getByRole('button', { name: en('ADMIN_REGIONS_CREATE'), exact: true }).click();
  const create = page.getByRole('dialog', { name: en('ADMIN_REGIONS_CREATE_TITLE') });
  // The name is required.
  await create.getByRole('button', { name: en('LOCAL_ADMIN_SAVE'), exact: true }).click();
  await expect(create.getByRole('alert').first()).toHaveText(en('GENERIC_FORM_ERROR'));
  await create.getByLabel(en('ADMIN_REGIONS_NAME'), { exact: true }).fill(name);
  await create.getByRole('button', { name: en('LOCAL_ADMIN_SAVE'), exact: true }).click();
  await expect(page.getByRole('status').getByText(en('ADMIN_REGIONS_SAVE_SUCCESS'))).toBeVisible();

  // Edit: a new name and disabled.
  await page.getByRole('button', { name: en('ADMIN_REGIONS_EDIT_FOR', { name }) }).click();
  const edit = page.getByRole('dialog', { name: en('ADMIN_REGIONS_EDIT_TITLE') });
  await edit.getByLabel(en('ADMIN_REGIONS_NAME'), { exact: true }).fill(`${name} edited`);
  await edit.getByText(en('LOCAL_ADMIN_ENABLED'), { exact: true }).click();
  await expect(edit.getByRole('switch', { name: en('LOCAL_ADMIN_ENABLED') })).not.toBeChecked();
  await edit.getByRole('button', { name: en('LOCAL_ADMIN_SAVE'), exact: true }).click();
  const row = page.locator('[data-testid="region-row"]').filter({ hasText: `${name} edited` });
  await expect(row).toContainText(en('ADMIN_REGIONS_DISABLED'));

  await row.getByRole('button', { name: en('ADMIN_REGIONS_DELETE_FOR', { name: `${name} edited` }) }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: en('LOCAL_ADMIN_DELETE'), exact: true })
    .click();
  await expect(page.getByRole('status').getByText(en('ADMIN_REGIONS_DELETE_SUCCESS'))).toBeVisible();
  await expect(row).toHaveCount(0);

  // United Kingdom has users: refused, and the dialog says why. Its row's Delete is the quiet one, reached by keyboard.
  const refusal = await openQuietDelete(
    page,
    page.getByRole('button', { name: en('ADMIN_REGIONS_DELETE_FOR', { name: 'United Kingdom' }) }),
  );
  await refusal.getByRole('button', { name: en('LOCAL_ADMIN_DELETE'), exact: true }).click();
  await expect(refusal.getByRole('alert')).toContainText(en('ERROR_REGION_IN_USE').split('(')[0]!.trim());
  await refusal.getByRole('button', { name: en('UI_CANCEL'), exact: true }).click();
  await expect(page.locator('[data-testid="region-row"]').filter({ hasText: 'United Kingdom' })).toHaveCount(1);
});

test('languages: add and remove one, refusals with the reason, test e-mails in a chosen language', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await openAdminScreen(page, 'MENU_ADMIN_LANGUAGES');
  await expect(page).toHaveURL('/admin/languages');
  const system = page.getByRole('list', { name: en('ADMIN_LANGUAGES_SYSTEM') });
  const others = page.getByRole('list', { name: en('ADMIN_LANGUAGES_OTHERS') });

  // en_GB and de_DE always stay.
  await expect(page.getByTestId('language-en_GB')).toContainText(en('ADMIN_LANGUAGES_ALWAYS_KEPT'));
  await expect(page.getByTestId('language-de_DE').getByRole('button')).toHaveCount(0);

  // Add Italiano, then remove it again.
  await others.getByRole('button', { name: en('ADMIN_LANGUAGES_ADD_FOR', { name: 'Italiano' }), exact: true }).click();
  await expect(page.getByRole('status').getByText(en('ADMIN_LANGUAGES_ADD_SUCCESS'))).toBeVisible();
  const removeItalian = system.getByRole('button', {
    name: en('ADMIN_LANGUAGES_REMOVE_FOR', { name: 'Italiano' }),
    exact: true,
  });
  await removeItalian.click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: en('LOCAL_ADMIN_DELETE'), exact: true })
    .click();
  await expect(page.getByRole('status').getByText(en('ADMIN_LANGUAGES_REMOVE_SUCCESS'))).toBeVisible();
  await expect(
    others.getByRole('button', { name: en('ADMIN_LANGUAGES_ADD_FOR', { name: 'Italiano' }), exact: true }),
  ).toBeVisible();

  // Polski is a region's default: refused with the reason. Its row's Delete is the quiet one, reached by keyboard.
  const refusal = await openQuietDelete(
    page,
    system.getByRole('button', { name: en('ADMIN_LANGUAGES_REMOVE_FOR', { name: 'Polski' }), exact: true }),
  );
  await refusal.getByRole('button', { name: en('LOCAL_ADMIN_DELETE'), exact: true }).click();
  await expect(refusal.getByRole('alert')).toContainText(en('ERROR_LANGUAGE_IN_USE').split('(')[0]!.trim());
  await refusal.getByRole('button', { name: en('UI_CANCEL'), exact: true }).click();

  // Test e-mails in German: the screen says how many went, and they arrive.
  await page.getByRole('button', { name: new RegExp(en('ADMIN_TEST_EMAILS_LANGUAGE')) }).click();
  await page.getByRole('option', { name: text('LOCALE_DE_DE', EN) }).click();
  const since = Date.now();
  await page.getByRole('button', { name: en('ADMIN_TEST_EMAILS_SEND'), exact: true }).click();
  const sent = page
    .getByRole('status')
    .filter({ hasText: /\d+/ })
    .getByText(/\(Deutsch\)/);
  await expect(sent).toBeVisible();
  const count = Number((await sent.textContent())!.match(/\d+/)![0]);
  expect(count).toBeGreaterThan(0);
  await newestMailTo(ADMIN, since);
});
