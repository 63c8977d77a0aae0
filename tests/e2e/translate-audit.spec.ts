import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { chooseInMultiSelect, createLocalAdminThroughUi, logout, setPasswordFromMail } from './admin-support.js';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, login, mainMenu, newestMailTo, resetLink, text } from './support.js';

// Lazy screens on a busy 2-core machine: more patience than the suite's 10 s default.
const expect = baseExpect.configure({ timeout: 30_000 });

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

/*
 * Translation and audit, as people use them: a local admin of United Kingdom who translates
 * en_GB only changes an en_GB text and sees it in the interface (at once on their page, on the
 * next version check on another open page), cannot edit pl_PL; the admin finds the local admin's
 * actions in the audit log by user and event type. The steps are exported so that the
 * admin-creates-local-admin journey (through the screens) can chain them.
 */

const en = (key: string) => text(key, 'en_GB');
const localeName = (locale: string) => en(`LOCALE_${locale.toUpperCase()}`);
const NEW_PASSWORD = 'translator-password-1';

async function graphql<T>(
  request: APIRequestContext,
  token: string | null,
  query: string,
  variables: object = {},
): Promise<T> {
  const res = await request.post('/graphql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** A token of an account (REST login). */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/public/api/authorization/login', { data: { username: email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Setup through the API (the screens' journey does it by hand): the admin creates a local admin of
 * United Kingdom translating en_GB only, who chooses a password through the e-mailed link.
 */
export async function createEnglishTranslator(request: APIRequestContext, email: string): Promise<void> {
  const admin = await apiToken(request, 'admin@example.com');
  const { myRegions } = await graphql<{ myRegions: { id: number; name: string }[] }>(
    request,
    admin,
    '{ myRegions { id name } }',
  );
  const uk = myRegions.find((r) => r.name === 'United Kingdom')!;
  const since = Date.now();
  await graphql(request, admin, 'mutation($i: LocalAdminInput!) { createLocalAdmin(input: $i) { id } }', {
    i: {
      email,
      preferredLocale: 'en_GB',
      regionIds: [uk.id],
      translationLocales: ['en_GB'],
      name: 'Tessa',
      surname: 'Translator',
    },
  });
  const token = resetLink(await newestMailTo(email, since))
    .split('/')
    .pop()!;
  await graphql(request, null, 'mutation($i: ForgottenPasswordInput!) { resetForgottenPassword(input: $i) }', {
    i: { token, username: email, password: NEW_PASSWORD, passwordRepeated: NEW_PASSWORD },
  });
}

/** Logs in and opens the translation administration from the Local Admin menu. */
export async function openTranslations(page: Page, email: string, password: string): Promise<void> {
  await login(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  const nav = await mainMenu(page, 'en_GB');
  await nav.getByRole('button', { name: en('MENU_LOCAL_ADMIN'), exact: true }).click();
  await page.getByRole('menuitem', { name: en('MENU_LOCAL_ADMIN_TRANSLATE'), exact: true }).click();
  await expect(page).toHaveURL(/\/local-admin\/translate$/);
}

/** Filters the list by a key and opens that key's row in edit mode. */
export async function editRow(page: Page, key: string): Promise<void> {
  await page.getByRole('searchbox', { name: en('TRANSLATE_FILTER_KEY'), exact: true }).fill(key);
  const edit = page.getByRole('button', { name: en('TRANSLATE_EDIT_FOR').replace('{{key}}', key), exact: true });
  const cancel = page.getByRole('button', { name: en('UI_CANCEL'), exact: true });
  // The list refreshes after a save (texts version check); a click landing on the row being
  // replaced is lost, so click again until the row is in edit mode.
  await expect(async () => {
    if ((await cancel.count()) === 0) await edit.click();
    await expect(cancel).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/** The text field of a locale in the row being edited. */
export const valueField = (page: Page, locale: string) =>
  page.getByRole('textbox', { name: en('TRANSLATE_VALUE_IN').replace('{{locale}}', localeName(locale)), exact: true });

export const commentField = (page: Page, locale: string) =>
  page.getByRole('textbox', {
    name: en('TRANSLATE_COMMENT_IN').replace('{{locale}}', localeName(locale)),
    exact: true,
  });

/**
 * Changes a key's en_GB text in edit mode, its comment left empty (an edit of an existing text
 * needs none), and saves; the row returns to view mode.
 */
export async function changeEnglishText(page: Page, key: string, value: string): Promise<void> {
  await editRow(page, key);
  await valueField(page, 'en_GB').fill(value);
  await commentField(page, 'en_GB').fill('');
  await leaveEditMode(page, 'TRANSLATE_SAVE');
  await expect(page.getByText(value, { exact: true }).first()).toBeVisible();
}

/** Presses Save or Cancel of the row being edited once; the row is in view mode again. */
export async function leaveEditMode(page: Page, buttonKey: 'TRANSLATE_SAVE' | 'UI_CANCEL'): Promise<void> {
  await page.getByRole('button', { name: en(buttonKey), exact: true }).click();
  await expect(valueField(page, 'en_GB')).toHaveCount(0);
}

/** Display-key mode shows keys instead of texts and stays on across a reload (the tab's session). */
export async function displayKeysForTheSession(page: Page, headingKey: string): Promise<void> {
  const nav = await mainMenu(page, 'en_GB');
  await nav.getByText(en('MENU_DISPLAY_KEYS'), { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingKey);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingKey);
  // Every text is its key now, the menu's too (so the page is searched, not the named menu).
  const toggle = page.getByRole('button', { name: 'MENU_TOGGLE', exact: true });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByText('MENU_DISPLAY_KEYS', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(headingKey);
}

/** Logs in as the admin and opens the audit log from the Admin menu. */
export async function openAudit(page: Page): Promise<void> {
  await login(page, 'admin@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const nav = await mainMenu(page, 'en_GB');
  await nav.getByRole('button', { name: en('MENU_ADMIN'), exact: true }).click();
  await page.getByRole('menuitem', { name: en('MENU_ADMIN_AUDIT'), exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
}

/** Filters the audit log by a user and one event type and expects an entry of that user and type. */
export async function findInAudit(page: Page, who: string, eventType: string): Promise<void> {
  const eventName = en(`AUDIT_EVENT_${eventType}`);
  await page.getByRole('searchbox', { name: en('AUDIT_FILTER_USER'), exact: true }).fill(who);
  await chooseInMultiSelect(page, 'AUDIT_FILTER_TYPES', eventName.slice(0, 5), eventName);
  const table = page.getByRole('table', { name: en('AUDIT_TITLE') });
  const body = table.getByRole('rowgroup').nth(1);
  await expect(body.getByRole('row').filter({ hasText: who }).filter({ hasText: eventName }).first()).toBeVisible();
  // Every entry shown is of that type (the filter reached the server), dated yyyy-MM-dd HH:mm.
  await expect(body.getByRole('row').filter({ hasNotText: eventName })).toHaveCount(0);
  await expect(body.getByRole('row').first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
}

/** Removes the chosen event types and clears the user (before the next search). */
export async function clearAuditFilters(page: Page): Promise<void> {
  await page.getByRole('searchbox', { name: en('AUDIT_FILTER_USER'), exact: true }).fill('');
  const chosen = page.getByRole('grid', {
    name: text('UI_MULTI_SELECT_CHOSEN', 'en_GB').replace('{{label}}', en('AUDIT_FILTER_TYPES')),
  });
  const remove = chosen.getByRole('button', { name: en('UI_MULTI_SELECT_REMOVE') });
  while ((await remove.count()) > 0) await remove.first().click();
}

/** Another browser context like the test's own project (viewport, and touch for the 375 px one). */
async function newPage(browser: Browser, like: Page) {
  const viewport = like.viewportSize();
  const context = await browser.newContext(viewport ? { viewport, hasTouch: viewport.width < 768 } : {});
  return context.newPage();
}

test.describe('translation administration and audit', () => {
  test('an admin creates an en_GB translator, who changes a text, sees it, cannot edit pl_PL; the admin finds the actions in the audit', async ({
    page,
    browser,
  }, info) => {
    // Four logins, two contexts and an account created by e-mail: longer than one screen's test.
    test.setTimeout(180_000);
    // Unique per run: the suite runs again on the same server (--repeat-each) and e-mails are unique.
    const email = `uk.translator.${info.project.name}.${Date.now()}@example.com`;
    // The admin creates the local admin through admin/local-admins (United Kingdom, en_GB only);
    // the local admin sets a password from the e-mail.
    await login(page, 'admin@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    const since = await createLocalAdminThroughUi(page, {
      email,
      name: 'Tessa',
      surname: `Translator ${info.project.name}`,
      regions: ['United Kingdom'],
      languages: [localeName('en_GB')],
    });
    await logout(page);
    await setPasswordFromMail(page, email, since, NEW_PASSWORD);

    // Another open page of the interface (the admin's), to see the change on its next version check.
    const other = await newPage(browser, page);
    await login(other, 'admin@example.com', DEMO_PASSWORD);
    await expect(other).toHaveURL(/\/$/);
    await other.goto('/local-admin/translate');
    const heading = other.getByRole('heading', { level: 1 });
    await expect(other.getByRole('searchbox', { name: en('TRANSLATE_FILTER_KEY'), exact: true })).toBeVisible();

    await openTranslations(page, email, NEW_PASSWORD);
    const changed = `Translations (${info.project.name} ${Date.now()})`;
    await expect(heading).not.toHaveText(changed);
    await changeEnglishText(page, 'TRANSLATE_TITLE', changed);
    // The author's interface shows it at once (the save runs the version check).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);

    // The other page picks it up on its next version check (the timer, or coming back to the tab).
    await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(heading).toHaveText(changed);
    await other.context().close();

    // pl_PL is shown but not editable; en_GB is.
    await editRow(page, 'TRANSLATE_TITLE');
    await expect(valueField(page, 'en_GB')).toBeVisible();
    await expect(valueField(page, 'pl_PL')).toHaveCount(0);
    await leaveEditMode(page, 'UI_CANCEL');

    await displayKeysForTheSession(page, 'TRANSLATE_TITLE');

    // The admin finds the local admin's login and their own creation of the account.
    const admin = await newPage(browser, page);
    await openAudit(admin);
    await findInAudit(admin, email, 'LOGIN_SUCCESS');
    await clearAuditFilters(admin);
    await findInAudit(admin, 'admin@example.com', 'CREATE_ADMIN');
    await expect(admin.getByRole('row').filter({ hasText: email })).not.toHaveCount(0);
    // The message names the role as people do, never by its code.
    await expect(admin.getByRole('row').filter({ hasText: email }).first()).toContainText(
      `${en('AUDIT_ROLE_LOCAL_ADMIN')} ${email}`,
    );
    await expect(admin.getByRole('row').filter({ hasText: /LOCAL_ADMIN/ })).toHaveCount(0);
    await admin.context().close();
  });

  test('a press on Cancel of the edited row lands although the page scrolls between pointerdown and pointerup', async ({
    page,
  }) => {
    await login(page, 'admin@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/local-admin/translate');
    // The filtered list first: rows replaced under the pointer would be another lost press.
    await page.getByRole('searchbox', { name: en('TRANSLATE_FILTER_KEY'), exact: true }).fill('TRANSLATE_TITLE');
    await expect(page.getByText(en('TRANSLATE_TOTAL_one').replace('{{count}}', '1'), { exact: true })).toBeVisible();
    await editRow(page, 'TRANSLATE_TITLE');
    const cancel = page.getByRole('button', { name: en('UI_CANCEL'), exact: true });
    // The page at its end, the list's top above the viewport: a pixel of scroll then moves the list
    // within the viewport, which the virtualiser reacts to (a scroll that does not, it ignores).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => page.getByRole('grid').evaluate((grid) => grid.getBoundingClientRect().top))
      .toBeLessThan(0);
    await expect(cancel).toBeInViewport({ ratio: 1 });
    const box = (await cancel.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // What a phone does while a finger is down (the keyboard closing, a scroll just before): the
    // page, which the list scrolls with, scrolls by a pixel; the up comes once that scroll is handled.
    await page.evaluate(async () => {
      const scrolled = new Promise((resolve) => document.addEventListener('scroll', resolve, { once: true }));
      window.scrollBy(0, window.scrollY > 0 ? -1 : 1);
      await scrolled;
    });
    await page.mouse.up();
    await expect(valueField(page, 'en_GB')).toHaveCount(0);
  });

  test('the list scrolls with the page: the edited row keeps Save in view, and one page is fetched on opening and one more at the end', async ({
    page,
  }) => {
    // The list's requests as the page sends them, and how many were answered (counted in the
    // page: no race with the test's view of the network).
    type Counted = { listPages: number[]; listAnswered: number };
    await page.addInitScript(() => {
      const counted = window as unknown as Counted;
      counted.listPages = [];
      counted.listAnswered = 0;
      const send = window.fetch;
      window.fetch = (input, init) => {
        if (typeof init?.body !== 'string' || !init.body.includes('"operationName":"TranslationAdminPage"'))
          return send.call(window, input, init);
        counted.listPages.push(
          (JSON.parse(init.body) as { variables: { filter: { pageNo: number } } }).variables.filter.pageNo,
        );
        return send.call(window, input, init).finally(() => counted.listAnswered++);
      };
    });
    const listPages = () => page.evaluate(() => [...(window as unknown as Counted).listPages]);
    const listAnswered = () => page.evaluate(() => (window as unknown as Counted).listAnswered);
    // Frames rendered with nothing else to do: an IntersectionObserver reports once per frame, so a
    // load-more sentinel that believes itself in view has asked for the next page by then.
    const idleFrames = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            let left = 60;
            const next = () => (--left === 0 ? resolve() : requestAnimationFrame(next));
            requestAnimationFrame(next);
          }),
      );

    await login(page, 'admin@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/local-admin/translate');
    const edits = page.getByRole('button', { name: new RegExp(`^${en('TRANSLATE_EDIT_FOR').replace('{{key}}', '')}`) });
    await expect(edits.nth(1)).toBeVisible();
    await expect.poll(listAnswered).toBeGreaterThanOrEqual(1);
    await idleFrames();
    expect(await listPages()).toEqual([0]);

    // The second row in edit mode: scrolled into view, its first field focused, Save and Cancel
    // in the viewport and in no scroll box of their own inside the page.
    const key = (await edits.nth(1).getAttribute('aria-label'))!.replace(
      en('TRANSLATE_EDIT_FOR').replace('{{key}}', ''),
      '',
    );
    const save = page.getByRole('button', { name: en('TRANSLATE_SAVE'), exact: true });
    const cancel = page.getByRole('button', { name: en('UI_CANCEL'), exact: true });
    // As editRow: a click landing while the list re-renders under it is pressed again.
    await expect(async () => {
      if ((await save.count()) === 0) await edits.nth(1).click();
      await expect(save).toHaveCount(1, { timeout: 2_000 });
    }).toPass();
    await expect(save).toBeInViewport({ ratio: 1 });
    await expect(cancel).toBeInViewport({ ratio: 1 });
    const scrollBoxes = await save.evaluate((button) => {
      const found: string[] = [];
      for (let box = button.parentElement; box && box !== document.documentElement; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (/(auto|scroll)/.test(style.overflowX + style.overflowY) && box.clientHeight < box.scrollHeight)
          found.push(`${box.tagName}.${box.className}`);
      }
      return found;
    });
    expect(scrollBoxes).toEqual([]);
    await expect(page.getByRole('textbox').and(page.locator(':focus'))).toHaveCount(1);
    // Escape cancels; the focus goes back to the row's Edit button.
    await page.keyboard.press('Escape');
    await expect(save).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: en('TRANSLATE_EDIT_FOR').replace('{{key}}', key), exact: true }),
    ).toBeFocused();

    // Further down, once the rows scrolled past were measured: a row put in edit mode stays where
    // it was pressed, in view (the rows above it once fell back to their estimated heights and it
    // jumped out of the viewport).
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 700);
    const inView = () =>
      page.evaluate(() => {
        const heads = Array.from(document.querySelectorAll<HTMLElement>('.translation-row__head'));
        const head = heads.find((h) => {
          const box = h.getBoundingClientRect();
          return box.top > 100 && box.bottom < window.innerHeight - 100;
        });
        return head?.querySelector('code')?.textContent ?? null;
      });
    await expect.poll(inView).not.toBeNull();
    const further = (await inView())!;
    await page.getByRole('button', { name: en('TRANSLATE_EDIT_FOR').replace('{{key}}', further), exact: true }).click();
    await expect(page.getByText(further, { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(save).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(save).toHaveCount(0);

    // Scrolled to its end, the list asks for exactly one more page. Rows measured taller than
    // estimated push the end further down, so it is scrolled to again until the request goes.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const pages = (window as unknown as Counted).listPages;
          if (pages.length < 2) window.scrollTo(0, document.documentElement.scrollHeight);
          return pages.length;
        }),
      )
      .toBe(2);
    await expect.poll(listAnswered).toBeGreaterThanOrEqual(2);
    await idleFrames();
    expect(await listPages()).toEqual([0, 1]);
  });
  test("catalogue changes are in the audit: the type filter finds a product's creation and deletion, named", async ({
    page,
    request,
  }, info) => {
    // Two filter rounds on the audit page, each waiting for the debounced query.
    test.setTimeout(120_000);
    const name = `Audited cream ${info.project.name} ${Date.now()}`;
    const login = await request.post('/public/api/authorization/login', {
      data: { username: 'admin@example.com', password: DEMO_PASSWORD },
    });
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const texts = [
      { locale: { language: 'de', country: 'DE' }, value: name },
      { locale: { language: 'en', country: 'GB' }, value: name },
    ];
    const created = await request.post('/secured/api/admin/product', {
      headers: auth,
      data: {
        productCategory: 'CARE',
        productUsage: 'READY_PRODUCT',
        enabled: false,
        names: texts,
        descriptions: texts,
      },
    });
    baseExpect(created.status()).toBe(200);
    const { id } = (await created.json()) as { id: number };
    baseExpect((await request.delete(`/secured/api/admin/product/${id}`, { headers: auth })).status()).toBe(200);

    await openAudit(page);
    for (const type of ['PRODUCT_CREATE', 'PRODUCT_DELETE']) {
      await findInAudit(page, 'admin@example.com', type);
      const body = page
        .getByRole('table', { name: en('AUDIT_TITLE') })
        .getByRole('rowgroup')
        .nth(1);
      await expect(body.getByRole('row').filter({ hasText: `"${name}"` })).toHaveCount(1);
      await clearAuditFilters(page);
    }
  });
});
