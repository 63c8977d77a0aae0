import { expect, type Page } from '@playwright/test';
import { fill, mainMenu, newestMailTo, resetLink, text } from './support.js';

/*
 * Admin journeys' steps, shared by the specs (a spec file imported by another would run its
 * tests there too): open an Admin screen, log out, create a local admin through the screen,
 * set a password from the e-mail.
 */

const EN = 'en_GB';
const en = (key: string, values?: Record<string, string>) => (values ? fill(text(key, EN), values) : text(key, EN));

/** An Admin screen through the Admin dropdown of the (desktop or mobile) menu. */
export async function openAdminScreen(page: Page, labelKey: string, locale = EN): Promise<void> {
  const nav = await mainMenu(page, locale);
  await nav.getByRole('button', { name: text('MENU_ADMIN', locale), exact: true }).click();
  await page.getByRole('menuitem', { name: text(labelKey, locale), exact: true }).click();
}

export async function logout(page: Page, locale = EN): Promise<void> {
  const nav = await mainMenu(page, locale);
  await nav.getByRole('button', { name: text('MENU_LOGOUT', locale), exact: true }).click();
  await expect(page).toHaveURL('/auth');
}

/** Chooses an item of a searchable multi-select (labelled by `labelKey`) by typing part of its name. */
export async function chooseInMultiSelect(page: Page, labelKey: string, search: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: en(labelKey), exact: true });
  // Typed key by key, as a person does; the list opens under the input and stays open while the dialog or page scrolls.
  await box.click();
  await box.pressSequentially(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  // The list stays open for more choices (the chosen one leaves it); Escape closes the list, not the dialog.
  await expect(page.getByRole('option', { name: option, exact: true })).toHaveCount(0);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(
    page
      .getByRole('grid', { name: en('UI_MULTI_SELECT_CHOSEN', { label: en(labelKey) }) })
      .getByRole('row', { name: option }),
  ).toBeVisible();
}

export interface NewLocalAdmin {
  email: string;
  name: string;
  surname: string;
  /** Region names, chosen by typing part of each. */
  regions: string[];
  /** Translation languages by their (en_GB) names, e.g. 'English'. */
  languages: string[];
}

/**
 * Creates a local admin through admin/local-admins (the page must be logged in as an ADMIN):
 * regions and translation languages through the multi-selects. Answers the time before the save,
 * for `newestMailTo`. Other journeys (translate, audit) chain on it.
 */
export async function createLocalAdminThroughUi(page: Page, admin: NewLocalAdmin): Promise<number> {
  await openAdminScreen(page, 'MENU_ADMIN_LOCAL_ADMINS');
  await expect(page).toHaveURL('/admin/local-admins');
  await page.getByRole('button', { name: en('ADMIN_LOCAL_ADMINS_CREATE'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en('ADMIN_LOCAL_ADMIN_CREATE_TITLE') });
  await dialog.getByLabel(en('LOCAL_ADMIN_EMAIL'), { exact: true }).fill(admin.email);
  await dialog.getByLabel(en('LOCAL_ADMIN_NAME'), { exact: true }).fill(admin.name);
  await dialog.getByLabel(en('LOCAL_ADMIN_SURNAME'), { exact: true }).fill(admin.surname);
  for (const region of admin.regions)
    await chooseInMultiSelect(page, 'ADMIN_ACCOUNT_REGIONS', region.slice(-5).toUpperCase(), region);
  for (const language of admin.languages) {
    await chooseInMultiSelect(
      page,
      'ADMIN_ACCOUNT_TRANSLATION_LANGUAGES',
      language.slice(0, 3).toLowerCase(),
      language,
    );
  }
  const since = Date.now();
  await dialog.getByRole('button', { name: en('LOCAL_ADMIN_SAVE'), exact: true }).click();
  await expect(page.getByRole('status').getByText(en('ADMIN_LOCAL_ADMINS_CREATE_SUCCESS'))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  return since;
}

/** Sets the password from the set-password e-mail sent after `since`; the page ends on /auth. */
export async function setPasswordFromMail(page: Page, email: string, since: number, password: string): Promise<void> {
  await page.goto(resetLink(await newestMailTo(email, since)));
  await page.getByLabel(en('AUTH_EMAIL'), { exact: true }).fill(email);
  await page.getByLabel(en('AUTH_NEW_PASSWORD'), { exact: true }).fill(password);
  await page.getByLabel(en('AUTH_PASSWORD_REPEATED'), { exact: true }).fill(password);
  await page.getByRole('button', { name: en('AUTH_SET_PASSWORD_BUTTON') }).click();
  await expect(page).toHaveURL('/auth');
}
