import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, fill, login, text } from './support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

/*
 * The catalogue's history under the product form (issue 37, decision 069), at 1440 px (desktop)
 * and 375 px (mobile): a product edited twice in the form lists its versions with a readable
 * before → after, and restoring the first brings its value back into the form.
 */
const en = (key: string, values?: Record<string, string>) =>
  values ? fill(text(key, 'en_GB'), values) : text(key, 'en_GB');
const de = (key: string) => text(key, 'de_DE');

async function loginAs(page: Page, email: string) {
  await page.goto('/auth');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await login(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
}

async function apiProduct(request: APIRequestContext, name: string): Promise<number> {
  const login = await request.post('/public/api/authorization/login', {
    data: { username: 'admin@example.com', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const texts = [
    { locale: { language: 'de', country: 'DE' }, value: name },
    { locale: { language: 'en', country: 'GB' }, value: name },
  ];
  const res = await request.post('/secured/api/admin/product', {
    headers: { authorization: `Bearer ${token}` },
    data: { productCategory: 'CARE', productUsage: 'READY_PRODUCT', enabled: true, names: texts, descriptions: texts },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

const englishName = (page: Page) =>
  page
    .getByRole('group', { name: en('CATALOGUE_ADMIN_NAMES'), exact: true })
    .getByLabel(en('LOCALE_EN_GB'), { exact: true });

async function openForm(page: Page, id: number) {
  await page.goto(`/admin/edit/products?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: en('CATALOGUE_ADMIN_PRODUCT_EDIT') })).toBeVisible({
    timeout: 30_000,
  });
}

async function renameInForm(page: Page, id: number, name: string) {
  await openForm(page, id);
  await englishName(page).fill(name);
  await page.getByRole('button', { name: en('CATALOGUE_ADMIN_SAVE'), exact: true }).click();
  await expect(page).toHaveURL('/admin/products', { timeout: 30_000 });
}

test('a product edited twice shows its history with the changes, and restoring the first brings its name back', async ({
  page,
  request,
}, testInfo) => {
  // Three form loads and saves on a shared machine.
  test.setTimeout(180_000);
  const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const first = `History cream ${suffix}`;
  const second = `History cream two ${suffix}`;
  const third = `History cream three ${suffix}`;
  const id = await apiProduct(request, first);
  await loginAs(page, 'admin@example.com');
  await renameInForm(page, id, second);
  await renameInForm(page, id, third);

  await openForm(page, id);
  const history = page.getByRole('region', { name: en('CATALOGUE_HISTORY_TITLE'), exact: true });
  await expect(history).toBeVisible();
  const versions = history.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(versions).toHaveCount(3);
  const newest = versions.nth(0);
  await expect(newest.getByRole('heading', { name: en('CATALOGUE_HISTORY_VERSION', { n: '3' }) })).toBeVisible();
  await expect(newest).toContainText('admin@example.com');
  await expect(newest).toContainText(en('CATALOGUE_HISTORY_CURRENT'));
  // The change, readable: which field in which language, before → after.
  const nameChange = newest.getByRole('listitem').filter({
    hasText: `${en('CATALOGUE_HISTORY_FIELD_NAMES')} · ${en('LOCALE_EN_GB')}`,
  });
  await expect(nameChange.locator('del')).toHaveText(second);
  await expect(nameChange.locator('ins')).toHaveText(third);
  await expect(versions.nth(1).getByRole('listitem').filter({ hasText: first }).locator('del')).toHaveText(first);

  // Nothing of the history is wider than the screen (375 px on the phone).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = (await history.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  // Restore version 1, asked first: a fourth version, and the form shows the first name again.
  await versions
    .nth(2)
    .getByRole('button', { name: en('CATALOGUE_HISTORY_RESTORE', { n: '1' }), exact: true })
    .click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(en('CATALOGUE_HISTORY_RESTORE_TITLE'));
  await dialog.getByRole('button', { name: en('CATALOGUE_HISTORY_RESTORE_CONFIRM'), exact: true }).click();
  await expect(englishName(page)).toHaveValue(first, { timeout: 30_000 });
  await expect(versions).toHaveCount(4);
  await expect(versions.nth(0)).toContainText(en('CATALOGUE_HISTORY_RESTORED_FROM', { n: '1' }));

  // The same after a reload (it was saved, not only shown), and in German for the editor.
  await loginAs(page, 'editor@example.com');
  await page.goto(`/admin/edit/products?id=${id}`);
  await expect(page.getByRole('region', { name: de('CATALOGUE_HISTORY_TITLE'), exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page
      .getByRole('group', { name: de('CATALOGUE_ADMIN_NAMES'), exact: true })
      .getByLabel(de('LOCALE_EN_GB'), { exact: true }),
  ).toHaveValue(first);
});
