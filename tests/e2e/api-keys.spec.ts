import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, fill, login, text } from './support.js';
import { axeViolations } from './axe.js';
import { logout, openAdminScreen } from './admin-support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

/**
 * An admin makes an API key in the browser and an integrator reads the catalogue with
 * it; the GraphQL explorer works with every other host unreachable; non-admins get no explorer.
 */
const EN = 'en_GB';
const en = (key: string, values?: Record<string, string>) => (values ? fill(text(key, EN), values) : text(key, EN));
const LOADED = { timeout: 30_000 };

/** Only our own server answers: any request to another host is aborted (the machine is "offline"). */
async function offline(page: Page, blocked: string[]) {
  await page.context().route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === '127.0.0.1' || hostname === 'localhost') return route.continue();
    blocked.push(route.request().url());
    return route.abort();
  });
}

test.describe('API keys', () => {
  test.use({ bypassCSP: true });

  test('an admin makes a key in the browser; a request with it reads products; revoking ends it', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const name = `Shop ${testInfo.project.name} ${Date.now()}`;
    await login(page, 'admin@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await openAdminScreen(page, 'MENU_ADMIN_API_KEYS');
    await expect(page).toHaveURL('/admin/api-keys');
    await expect(page.getByRole('heading', { name: en('ADMIN_API_KEYS_TITLE'), level: 1 })).toBeVisible(LOADED);
    expect(await axeViolations(page, { withoutAnnouncer: true })).toEqual([]);

    // Create, by keyboard where a person would type.
    await page.getByRole('button', { name: en('ADMIN_API_KEYS_CREATE'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en('ADMIN_API_KEYS_CREATE_TITLE') });
    await expect(dialog).toBeVisible();
    // Submitting empty shows the fields' errors and creates nothing.
    await dialog.getByRole('button', { name: en('ADMIN_API_KEYS_CREATE'), exact: true }).click();
    await expect(dialog.getByText(en('GENERIC_FORM_ERROR'))).toBeVisible();
    await dialog.getByLabel(en('ADMIN_API_KEYS_NAME')).fill(name);
    await dialog
      .getByRole('button', { name: new RegExp(en('ADMIN_API_KEYS_REGION').replace(/[()]/g, '\\$&')) })
      .click();
    await page.getByRole('option', { name: 'Polska', exact: true }).click();
    expect(await axeViolations(page, { withoutAnnouncer: true })).toEqual([]);
    await dialog.getByRole('button', { name: en('ADMIN_API_KEYS_CREATE'), exact: true }).press('Enter');

    // The secret, once, with a copy button.
    const shown = page.getByRole('dialog', { name: en('ADMIN_API_KEYS_SECRET_TITLE') });
    await expect(shown).toBeVisible(LOADED);
    const secret = await shown.getByTestId('api-key-secret').inputValue();
    expect(secret).toMatch(/^skc_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(await axeViolations(page, { withoutAnnouncer: true })).toEqual([]);
    await shown.getByRole('button', { name: en('ADMIN_API_KEYS_DONE') }).click();
    await expect(shown).toHaveCount(0);
    const row = page.getByTestId('api-key-row').filter({ hasText: name });
    await expect(row).toContainText(`skc_${secret.slice(4, 12)}_`);
    await expect(page.getByText(secret)).toHaveCount(0);

    // The integrator, from outside the browser.
    const products = await request.post('/graphql', {
      headers: { authorization: `ApiKey ${secret}`, 'content-type': 'application/json' },
      data: { query: '{ products { id code isInOffer } }' },
    });
    expect(products.status()).toBe(200);
    const body = (await products.json()) as { data: { products: Array<{ isInOffer: boolean }> } };
    expect(body.data.products.length).toBeGreaterThan(0);
    expect(body.data.products.some((p) => p.isInOffer)).toBe(true);
    const programs = await request.get('/secured/api/skincareprogram/page', { headers: { 'x-api-key': secret } });
    expect(programs.status()).toBe(403);

    // Revoke with confirmation; the key stops working at once.
    await row.getByRole('button', { name: en('ADMIN_API_KEYS_REVOKE_FOR', { name }) }).click();
    const confirm = page.getByRole('alertdialog', { name: en('ADMIN_API_KEYS_REVOKE_TITLE') });
    await confirm.getByRole('button', { name: en('ADMIN_API_KEYS_REVOKE'), exact: true }).click();
    await expect(row).toContainText(en('ADMIN_API_KEYS_STATUS_REVOKED'));
    const after = await request.post('/graphql', {
      headers: { 'x-api-key': secret, 'content-type': 'application/json' },
      data: { query: '{ products { id } }' },
    });
    expect(after.status()).toBe(401);
  });
});

test.describe('the GraphQL explorer', () => {
  test('loads with every other host blocked and runs a query as the admin', async ({ page }) => {
    test.setTimeout(120_000);
    const blocked: string[] = [];
    await offline(page, blocked);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await login(page, 'admin@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    // A browser's own navigation to /graphql, as an admin types it.
    await page.goto('/graphql');
    await expect(page.locator('.graphiql-container')).toBeVisible(LOADED);
    const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
    await expect(editor).toBeVisible(LOADED);
    const answered = page.waitForResponse(
      (r) =>
        r.url().endsWith('/graphql') &&
        r.request().method() === 'POST' &&
        (r.request().postData() ?? '').includes('isInOffer'),
      LOADED,
    );
    await page.getByRole('button', { name: /execute query/i }).click();
    const answer = (await (await answered).json()) as {
      data: { products: Array<{ code: string; isInOffer: boolean }> };
    };
    expect(answer.data.products.length).toBeGreaterThan(0);
    // The answer is shown. Monaco renders only the lines in view: at 375 px the response pane
    // shows its first lines, at 1440 px the first product too.
    const response = page.locator('.graphiql-response');
    await expect(response).toContainText('"products"', LOADED);
    if (test.info().project.name === 'desktop') await expect(response).toContainText(answer.data.products[0]!.code);
    // The schema's documentation (introspection ran with the admin's session).
    await page.getByRole('button', { name: /show documentation explorer/i }).click();
    await expect(page.locator('.graphiql-doc-explorer')).toContainText('Query', LOADED);
    expect(blocked).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy/i.test(e)).map((e) => e.slice(0, 160))).toEqual([]);
  });

  test("opened from the Admin menu it loads as a page of its own, with its CSP; the next page loads with the app's", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const documentAt = (pathname: string) =>
      page.waitForResponse(
        (r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === pathname,
        LOADED,
      );
    await login(page, 'admin@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    const explorer = documentAt('/graphql');
    await openAdminScreen(page, 'MENU_ADMIN_GRAPHQL_EXPLORER');
    expect((await explorer).headers()['content-security-policy']).toContain("style-src 'self' 'unsafe-inline';");
    await expect(page.locator('.graphiql-query-editor .monaco-editor').first()).toBeVisible(LOADED);
    const next = documentAt('/admin/api-keys');
    await openAdminScreen(page, 'MENU_ADMIN_API_KEYS');
    expect((await next).headers()['content-security-policy']).toContain("style-src 'self';");
    await expect(page.getByRole('heading', { name: en('ADMIN_API_KEYS_TITLE'), level: 1 })).toBeVisible(LOADED);
    expect(errors.filter((e) => /Content Security Policy/i.test(e)).map((e) => e.slice(0, 160))).toEqual([]);
  });

  test('in German our own texts are German and GraphiQL, which has no translations, is marked English', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const de = (key: string) => text(key, 'de_DE');
    await login(page, 'admin@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    // The admin picks Deutsch (the dropdown's choice, kept for this user) and opens the explorer.
    await page.evaluate(() =>
      localStorage.setItem('uiLocale', JSON.stringify({ locale: 'de_DE', user: 'admin@example.com' })),
    );
    await page.goto('/graphql');
    const execute = page.getByRole('button', { name: /execute query/i });
    await expect(execute).toBeVisible(LOADED);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    // Our chrome: the page's name and the hint in German, in German-marked text.
    await expect(page).toHaveTitle(new RegExp(`^${de('GRAPHQL_EXPLORER_TITLE')} · `));
    await expect(page.getByRole('region', { name: de('GRAPHQL_EXPLORER_TITLE') })).toBeVisible();
    const hint = page.locator('.graphql-explorer__hint');
    await expect(hint).toHaveText(de('GRAPHQL_EXPLORER_HINT'));
    const langOf = (locator: Locator) => locator.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'));
    expect(await langOf(hint)).toBe('de-DE');
    // GraphiQL's English, inside its frame and in the dialogs it opens at the end of the page.
    expect(await langOf(execute)).toBe('en');
    await page.getByRole('button', { name: 'Open short keys dialog' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => langOf(dialog)).toBe('en');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await langOf(page.locator('#root'))).toBe('de-DE');
  });

  test('a non-admin gets no explorer', async ({ page }) => {
    test.setTimeout(90_000);
    await login(page, 'user.uk@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await page.goto('/graphql');
    await expect(page).not.toHaveURL(/\/graphql/, LOADED);
    await expect(page.locator('.graphiql-container')).toHaveCount(0);
    await logout(page);
    // Not signed in: the login page, no explorer.
    await page.goto('/graphql');
    await expect(page).toHaveURL(/\/auth/, LOADED);
    await expect(page.locator('.graphiql-container')).toHaveCount(0);
  });
});
