import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, fill, login, text } from './support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

/** editor@example.com works in German, admin@example.com in English, user@example.com in Polish. */
const de = (key: string, values?: Record<string, string>) =>
  values ? fill(text(key, 'de_DE'), values) : text(key, 'de_DE');
const en = (key: string) => text(key, 'en_GB');
const pl = (key: string) => text(key, 'pl_PL');

/** The seeded indicator the new concentrate scores high on. */
const OILY = { de: 'Fettige Haut', pl: 'Skóra tłusta' };

async function loginAs(page: Page, email: string) {
  // A new login replaces the session kept in the browser's storage.
  await page.goto('/auth');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await login(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
}

async function fillTexts(page: Page, legendKey: string, values: { de: string; en: string; pl?: string }) {
  const group = page.getByRole('group', { name: de(legendKey), exact: true });
  await group.getByLabel(de('LOCALE_DE_DE'), { exact: true }).fill(values.de);
  await group.getByLabel(de('LOCALE_EN_GB'), { exact: true }).fill(values.en);
  if (values.pl !== undefined) await group.getByLabel(de('LOCALE_PL_PL'), { exact: true }).fill(values.pl);
}

/** A product made over the API by the admin (enabled CARE: it may go on a program's ready list); its id. */
async function apiProduct(request: APIRequestContext, token: string, name: string): Promise<number> {
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

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/public/api/authorization/login', {
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test.describe('product names', () => {
  test('a clone\'s long names show whole, "(copy)" included, each name field at least 40 characters wide', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
    // As long as the longest seeded names (lt, pl, sk: 64 to 66 characters with the marker).
    const name = `Licorice & Green Tea Anti-Redness Concentrate ${suffix}`;
    const id = await apiProduct(request, await apiToken(request, 'admin@example.com'), name);
    await loginAs(page, 'admin@example.com');
    await page.goto(`/admin/edit/products?id=${id}&isClone=true`);
    await expect(page.getByRole('heading', { level: 1, name: en('CATALOGUE_ADMIN_PRODUCT_CLONE') })).toBeVisible({
      timeout: 30_000,
    });
    const names = page.getByRole('group', { name: en('CATALOGUE_ADMIN_NAMES'), exact: true });
    const copy = fill(en('CATALOGUE_ADMIN_COPY_NAME'), { name });
    await expect(names.getByLabel(en('LOCALE_EN_GB'), { exact: true })).toHaveValue(copy);
    await expect(names.getByLabel(en('LOCALE_DE_DE'), { exact: true })).toHaveValue(copy);
    const fields = await names.getByRole('textbox').all();
    expect(fields.length).toBeGreaterThanOrEqual(2);
    for (const field of fields) {
      const box = await field.evaluate((el) => {
        // 40 characters of the field's own font.
        const probe = document.createElement('span');
        probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${getComputedStyle(el).font}`;
        probe.textContent = '0'.repeat(40);
        document.body.append(probe);
        const fortyCh = probe.getBoundingClientRect().width;
        probe.remove();
        const { scrollWidth, clientWidth, scrollHeight, clientHeight } = el;
        return {
          scrollWidth,
          clientWidth,
          scrollHeight,
          clientHeight,
          fortyCh,
          right: el.getBoundingClientRect().right,
        };
      });
      // Nothing of the name is hidden: not sideways, not below.
      expect(box.scrollWidth, JSON.stringify(box)).toBeLessThanOrEqual(box.clientWidth);
      expect(box.scrollHeight, JSON.stringify(box)).toBeLessThanOrEqual(box.clientHeight);
      if (testInfo.project.name === 'desktop')
        expect(box.clientWidth, JSON.stringify(box)).toBeGreaterThanOrEqual(box.fortyCh);
      // Inside the phone's screen.
      expect(box.right).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
  });
});

test.describe('product delete', () => {
  test('Delete asks first, removes a product no program uses, and refuses in words one that a program uses', async ({
    page,
    request,
  }, testInfo) => {
    // Four form loads and a list on a shared machine.
    test.setTimeout(240_000);
    const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const token = await apiToken(request, 'admin@example.com');
    const unused = {
      id: await apiProduct(request, token, `Mistaken clone ${suffix}`),
      name: `Mistaken clone ${suffix}`,
    };
    const used = { id: await apiProduct(request, token, `Used cream ${suffix}`), name: `Used cream ${suffix}` };
    const saved = await request.post('/secured/api/skincareprogram', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        skinIndicatorWithPriorityDtos: [],
        specialMixedProducts: {},
        washProducts: [],
        readyProducts: [{ productId: used.id, comment: 'daily', mixtureRole: 'CARE' }],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await loginAs(page, 'admin@example.com');
    // A new product's form has no Delete: there is nothing to delete yet.
    await page.goto('/admin/edit/products?id=new');
    // The form's chunk may take a while on a loaded machine.
    await expect(page.getByRole('heading', { level: 1, name: en('CATALOGUE_ADMIN_PRODUCT_NEW') })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: en('CATALOGUE_ADMIN_DELETE'), exact: true })).toHaveCount(0);

    // Cancel keeps it; the dialog names the product and says what a used one needs instead.
    await page.goto(`/admin/edit/products?id=${unused.id}`);
    const remove = page.getByRole('button', { name: en('CATALOGUE_ADMIN_DELETE'), exact: true });
    await expect(remove).toBeVisible({ timeout: 30_000 });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: en('CATALOGUE_ADMIN_DELETE_TITLE') });
    await expect(dialog).toContainText(`“${unused.name}”`);
    await dialog.getByRole('button', { name: en('UI_CANCEL'), exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await remove.click();
    await dialog.getByRole('button', { name: en('CATALOGUE_ADMIN_DELETE'), exact: true }).click();
    await expect(page).toHaveURL('/admin/products');
    await expect(page.getByText(en('CATALOGUE_ADMIN_DELETED'))).toBeVisible();
    await expect(page.locator('.detail-card', { hasText: used.name })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.detail-card', { hasText: unused.name })).toHaveCount(0);

    // The used one stays, and the dialog says why and what to do.
    await page.goto(`/admin/edit/products?id=${used.id}`);
    await expect(remove).toBeVisible({ timeout: 30_000 });
    await remove.click();
    await dialog.getByRole('button', { name: en('CATALOGUE_ADMIN_DELETE'), exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(fill(en('ERROR_PRODUCT_IN_USE'), { param: '1' }));
    await dialog.getByRole('button', { name: en('UI_CANCEL'), exact: true }).click();
    await expect(page).toHaveURL(`/admin/edit/products?id=${used.id}`);
  });
});

test.describe('catalogue back office', () => {
  test('an editor creates and clones products and indicators; the new concentrate reaches the builder', async ({
    page,
  }, testInfo) => {
    // Three accounts in turn on a shared machine.
    test.setTimeout(180_000);
    const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const product = { de: `Konzentrat ${suffix}`, en: `Concentrate ${suffix}` };
    const clone = { de: `Konzentrat Klon ${suffix}`, en: `Concentrate clone ${suffix}` };

    await loginAs(page, 'editor@example.com');
    await page.goto('/admin/products');
    // The list's chunk may take a while on a loaded machine.
    await expect(page.getByRole('heading', { level: 1, name: de('CATALOGUE_ADMIN_PRODUCTS_TITLE') })).toBeVisible({
      timeout: 30_000,
    });
    for (const key of ['BASE', 'ACTIVE', 'CARE', 'CLEANING', 'COLOR']) {
      await expect(page.getByRole('switch', { name: de(`CATALOGUE_ADMIN_SHOW_${key}`) })).toBeChecked();
    }

    // ---- A new product: an invalid submit shows the errors and saves nothing.
    await page.getByRole('button', { name: de('CATALOGUE_ADMIN_ADD_PRODUCT'), exact: true }).click();
    await expect(page).toHaveURL('/admin/edit/products?id=new');
    await expect(page.getByRole('heading', { level: 1, name: de('CATALOGUE_ADMIN_PRODUCT_NEW') })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('switch', { name: de('CATALOGUE_ADMIN_ENABLED') })).not.toBeChecked();
    await page.getByRole('button', { name: de('CATALOGUE_ADMIN_SAVE'), exact: true }).click();
    await expect(page.getByText(de('GENERIC_FORM_ERROR'))).toBeVisible();
    await expect(page.getByText(de('countryValueRequired')).first()).toBeVisible();
    await expect(page).toHaveURL('/admin/edit/products?id=new');

    // ---- An active concentrate (the defaults: MODULAR, ACTIVE) with texts and one high evaluation.
    await fillTexts(page, 'CATALOGUE_ADMIN_NAMES', product);
    await fillTexts(page, 'CATALOGUE_ADMIN_DESCRIPTIONS', { de: 'Für fettige Haut', en: 'For oily skin' });
    // Once the texts are valid the form error goes (after the blur), which moves the fields up.
    await page.keyboard.press('Tab');
    await expect(page.getByText(de('GENERIC_FORM_ERROR'))).toHaveCount(0);
    // The switch's label is what a user clicks (its input is visually hidden).
    await page.locator('.catalogue-form__enabled').click();
    await expect(page.getByRole('switch', { name: de('CATALOGUE_ADMIN_ENABLED') })).toBeChecked();
    const evaluations = page.getByRole('group', { name: de('CATALOGUE_ADMIN_EVALUATIONS_INDICATORS') });
    const oily = evaluations.getByLabel(OILY.de, { exact: true });
    await oily.fill('10');
    await oily.blur();
    await expect(evaluations.locator('.evaluations__bar--positive')).toHaveCount(1);
    await evaluations.locator('.evaluations__sort').click();
    await expect(evaluations.getByRole('switch', { name: de('CATALOGUE_ADMIN_SORT_BY_VALUE') })).toBeChecked();
    await expect(evaluations.getByRole('listitem').first()).toContainText(OILY.de);
    await page.getByRole('button', { name: de('CATALOGUE_ADMIN_SAVE'), exact: true }).click();
    await expect(page).toHaveURL('/admin/products');
    const card = page.locator('.detail-card', { hasText: product.de });
    await expect(card).toBeVisible();

    // ---- Clone it: the form opens with its texts, names marked as a copy; a new name makes a second product.
    await page
      .getByRole('button', { name: de('CATALOGUE_ADMIN_CLONE_FOR', { name: product.de }), exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/edit\/products\?id=\d+&isClone=true/);
    await expect(page.getByRole('heading', { level: 1, name: de('CATALOGUE_ADMIN_PRODUCT_CLONE') })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page
        .getByRole('group', { name: de('CATALOGUE_ADMIN_NAMES'), exact: true })
        .getByLabel(de('LOCALE_DE_DE'), { exact: true }),
    ).toHaveValue(de('CATALOGUE_ADMIN_COPY_NAME', { name: product.de }));
    await fillTexts(page, 'CATALOGUE_ADMIN_NAMES', clone);
    await page.getByRole('button', { name: de('CATALOGUE_ADMIN_SAVE'), exact: true }).click();
    await expect(page).toHaveURL('/admin/products');
    await expect(page.locator('.detail-card', { hasText: clone.de })).toBeVisible();
    await expect(page.locator('.detail-card', { hasText: product.de }).first()).toBeVisible();

    // ---- Clone an indicator.
    await page.goto('/admin/indicators');
    await expect(page.getByRole('heading', { level: 1, name: de('CATALOGUE_ADMIN_INDICATORS_TITLE') })).toBeVisible();
    await page.getByRole('button', { name: de('CATALOGUE_ADMIN_CLONE_FOR', { name: OILY.de }), exact: true }).click();
    // The form loads every product's name first (slow on a busy machine).
    await expect(page.getByRole('heading', { level: 1, name: de('CATALOGUE_ADMIN_INDICATOR_CLONE') })).toBeVisible({
      timeout: 30_000,
    });
    const indicatorClone = {
      de: `Fettige Haut Klon ${suffix}`,
      en: `Oily skin clone ${suffix}`,
      pl: `Skóra tłusta klon ${suffix}`,
    };
    await fillTexts(page, 'CATALOGUE_ADMIN_NAMES', indicatorClone);
    await page.getByRole('button', { name: de('CATALOGUE_ADMIN_SAVE'), exact: true }).click();
    await expect(page).toHaveURL('/admin/indicators');
    await expect(page.locator('.detail-card', { hasText: indicatorClone.de })).toBeVisible();
    await expect(page.locator('.detail-card', { hasText: OILY.de }).first()).toBeVisible();

    // ---- An admin offers the new product in Polska.
    await loginAs(page, 'admin@example.com');
    await page.goto('/local-admin/available-products');
    await page.getByRole('button', { name: new RegExp(en('LOCAL_ADMIN_REGION')) }).click();
    await page.getByRole('option', { name: 'Polska', exact: true }).click();
    // Admins read English; the product has an English name.
    const offer = page.getByRole('switch', { name: new RegExp(`^${product.en}`) });
    await page.locator('.region-products__item', { hasText: product.en }).locator('.switch').click();
    await expect(offer).toBeChecked();
    await page.getByRole('button', { name: en('LOCAL_ADMIN_SAVE'), exact: true }).click();
    await expect(page.getByRole('status').getByText(en('REGION_PRODUCTS_SAVE_SUCCESS'))).toBeVisible();

    // ---- user@example.com (Polska) sees it suggested for oily skin; without a Polish name it shows in English.
    await loginAs(page, 'user@example.com');
    await page.goto('/formula?stage=CONDITIONS&newSkinCareProgram=true');
    await page.getByRole('button', { name: OILY.pl, exact: true }).click();
    await page.locator('.chosen-indicator').first().getByText(pl('PRIORITY_HIGH'), { exact: true }).click();
    await page.getByRole('button', { name: pl('BUILDER_NEXT'), exact: true }).click();
    const suggestions = page.locator('section[aria-labelledby="suggestions-products"]');
    await expect(suggestions.getByRole('button', { name: product.en, exact: true })).toBeVisible();
  });
});
