import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  HAS_CHROMIUM,
  SKIP_REASON,
  fill,
  login,
  mainMenu,
  newestMailTo,
  resetLink,
  text,
} from './support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

/** The browser says en-GB: the candidate works in English; local.admin@example.com in Polish. */
const EN = 'en_GB';
const PL = 'pl_PL';
const en = (key: string, values?: Record<string, string>) => (values ? fill(text(key, EN), values) : text(key, EN));
const pl = (key: string, values?: Record<string, string>) => (values ? fill(text(key, PL), values) : text(key, PL));
const REGION = 'Deutschland';

async function logout(page: Page, locale: string) {
  const nav = await mainMenu(page, locale);
  await nav.getByRole('button', { name: text('MENU_LOGOUT', locale), exact: true }).click();
  await expect(page).toHaveURL('/auth');
}

/** A local-admin screen through the Local Admin dropdown of the (desktop or mobile) menu. */
async function openLocalAdmin(page: Page, labelKey: string) {
  const nav = await mainMenu(page, PL);
  await nav.getByRole('button', { name: pl('MENU_LOCAL_ADMIN'), exact: true }).click();
  await page.getByRole('menuitem', { name: pl(labelKey), exact: true }).click();
}

/** The ids of the WASH stage's products, and which of them carry the "not available" warning. */
async function washProducts(page: Page) {
  await page.goto('/formula?stage=WASH&newSkinCareProgram=true');
  const tiles = page.locator('.product-tile');
  await expect(tiles.first()).toBeVisible();
  const rows: { id: string; available: boolean }[] = [];
  for (const tile of await tiles.all()) {
    const id = (await tile.locator('[data-product-id]').getAttribute('data-product-id'))!;
    rows.push({ id, available: (await tile.getByText(en('BUILDER_NOT_AVAILABLE'), { exact: true }).count()) === 0 });
  }
  return rows;
}

test('a candidate registers, is made a user by the local admin and sees a product made unavailable', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = `candidate.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'candidate-password-1';

  // ---- Registration (public), linked from the login page.
  await page.goto('/auth');
  await page.getByRole('link', { name: en('AUTH_REGISTER_LINK'), exact: true }).click();
  await expect(page).toHaveURL('/candidate/register');
  await expect(page.getByRole('heading', { level: 1, name: en('CANDIDATE_REGISTER_TITLE') })).toBeVisible();

  // An empty submit: the overall form error, the boxes must be ticked, the region is required.
  await page.getByRole('button', { name: en('CANDIDATE_REGISTER_BUTTON'), exact: true }).click();
  await expect(page.getByRole('alert').first()).toHaveText(en('GENERIC_FORM_ERROR'));
  // The preferred language comes from the browser (en_GB): the fallback is hidden.
  await expect(page.getByTestId('fallback-locale')).toHaveCount(0);
  await expect(page.getByRole('link', { name: en('CANDIDATE_TERMS_LINK') })).toHaveAttribute(
    'href',
    '/legal/terms-en.html',
  );

  await page.getByLabel(en('CANDIDATE_EMAIL'), { exact: true }).fill(email);
  await page.getByLabel(en('CANDIDATE_NAME'), { exact: true }).fill('Clara');
  await page.getByLabel(en('CANDIDATE_SURNAME'), { exact: true }).fill(`Kandidat ${testInfo.project.name}`);
  await page.getByLabel(en('CANDIDATE_COMPANY'), { exact: true }).fill('Studio Clara');
  await page.getByLabel(en('CANDIDATE_PHONE'), { exact: true }).fill('+49 30 1234567');
  await page.getByRole('button', { name: new RegExp(en('CANDIDATE_REGION')) }).click();
  await page.getByRole('option', { name: REGION, exact: true }).click();
  await page.getByText(en('CANDIDATE_TERMS_CONFIRMED'), { exact: true }).click();
  await page.getByText(en('CANDIDATE_PRIVACY_CONFIRMED'), { exact: true }).click();
  const registeredAt = Date.now();
  await page.getByRole('button', { name: en('CANDIDATE_REGISTER_BUTTON'), exact: true }).click();
  await expect(page.getByRole('status').getByText(en('CANDIDATE_REGISTER_SUCCESS'))).toBeVisible();

  // ---- The e-mailed link confirms the address.
  const confirmMail = await newestMailTo(email, registeredAt);
  const confirmUrl = confirmMail.match(/https?:\/\/\S+(\/candidate\/confirm\?\S+)/);
  expect(confirmUrl, confirmMail).not.toBeNull();
  await page.goto(confirmUrl![1]!);
  await expect(page.getByText(en('CANDIDATE_CONFIRM_SUCCESS'))).toBeVisible();

  // ---- local.admin@example.com finds the candidate and creates the user.
  await login(page, 'local.admin@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await openLocalAdmin(page, 'MENU_LOCAL_ADMIN_CANDIDATES');
  await expect(page).toHaveURL('/local-admin/candidates');
  await page.getByRole('searchbox', { name: pl('LOCAL_ADMIN_FILTER') }).fill(email);
  const card = page.locator('.detail-card').filter({ hasText: email });
  await expect(card).toHaveCount(1);
  const toggle = card.getByRole('button', { expanded: false });
  await toggle.click();
  await expect(card.getByRole('button', { expanded: true })).toBeVisible();
  await expect(card.locator('.detail').filter({ hasText: pl('CANDIDATES_EMAIL_CONFIRMED') })).toContainText(
    pl('LOCAL_ADMIN_YES'),
  );
  await expect(card.locator('.detail').filter({ hasText: pl('LOCAL_ADMIN_REGION') })).toContainText(REGION);
  const createdAt = Date.now();
  await card.getByRole('button', { name: pl('CANDIDATES_CREATE_USER_FOR', { email }) }).click();
  const dialog = page.getByRole('dialog');
  // The local admin gives the new user a customer id.
  await dialog.getByLabel(pl('LOCAL_ADMIN_CUSTOMER_ID')).fill('K-2024-17');
  await dialog.getByRole('button', { name: pl('CANDIDATES_CREATE_USER'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText(pl('CANDIDATES_REGISTER_SUCCESS'))).toBeVisible();
  // The list reloads without the candidate.
  await expect(card).toHaveCount(0);

  // The user appears among the registered users.
  await openLocalAdmin(page, 'MENU_LOCAL_ADMIN_REGISTERED_USERS');
  await page.getByRole('searchbox', { name: pl('LOCAL_ADMIN_FILTER') }).fill(email);
  const userCard = page.locator('.detail-card').filter({ hasText: email });
  await expect(userCard).toHaveCount(1);
  await userCard.getByRole('button', { expanded: false }).click();
  await expect(userCard.locator('.detail').filter({ hasText: pl('LOCAL_ADMIN_CUSTOMER_ID') })).toContainText(
    'K-2024-17',
  );
  await logout(page, PL);

  // ---- The new user sets a password from the e-mailed link and looks at the wash products.
  await page.goto(resetLink(await newestMailTo(email, createdAt)));
  await page.getByLabel(en('AUTH_EMAIL'), { exact: true }).fill(email);
  await page.getByLabel(en('AUTH_NEW_PASSWORD'), { exact: true }).fill(password);
  await page.getByLabel(en('AUTH_PASSWORD_REPEATED'), { exact: true }).fill(password);
  await page.getByRole('button', { name: en('AUTH_SET_PASSWORD_BUTTON') }).click();
  await expect(page).toHaveURL('/auth');
  await login(page, email, password);
  await expect(page).toHaveURL('/');
  const before = await washProducts(page);
  await logout(page, EN);

  // ---- The local admin makes one of them unavailable in the user's region.
  await login(page, 'local.admin@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await openLocalAdmin(page, 'MENU_LOCAL_ADMIN_AVAILABLE_PRODUCTS');
  await expect(page).toHaveURL('/local-admin/available-products');
  // Two regions (Polska, Deutschland): nothing is chosen yet.
  await expect(page.locator('.region-products')).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(pl('LOCAL_ADMIN_REGION')) }).click();
  await page.getByRole('option', { name: REGION, exact: true }).click();
  let target: string | undefined;
  for (const { id, available } of before) {
    if (!available) continue;
    const productSwitch = page.locator(`.region-products__item[data-product-id="${id}"]`).getByRole('switch');
    if (await productSwitch.isChecked()) {
      target = id;
      await productSwitch.click({ force: true });
      await expect(productSwitch).not.toBeChecked();
      break;
    }
  }
  expect(target, 'a wash product available in the region').toBeDefined();
  await page.getByRole('button', { name: pl('LOCAL_ADMIN_SAVE'), exact: true }).click();
  await expect(page.getByRole('status').getByText(pl('REGION_PRODUCTS_SAVE_SUCCESS'))).toBeVisible();
  await expect(page.locator('.region-products')).toHaveCount(0);
  await logout(page, PL);

  // ---- The new user sees it marked "not available" in the builder.
  await login(page, email, password);
  await expect(page).toHaveURL('/');
  await page.goto('/formula?stage=WASH&newSkinCareProgram=true');
  const tile = page.locator('.product-tile').filter({ has: page.locator(`[data-product-id="${target}"]`) });
  await expect(tile.getByText(en('BUILDER_NOT_AVAILABLE'), { exact: true })).toBeVisible();
});

test('the local admin creates, edits (with a conflicting change), forces a password change and deletes a user', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `managed.${testInfo.project.name}.${Date.now()}@example.com`;
  await login(page, 'local.admin@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await openLocalAdmin(page, 'MENU_LOCAL_ADMIN_REGISTERED_USERS');
  await expect(page).toHaveURL('/local-admin/registered-users');

  // ---- Create: an empty save is refused with the form error; then a valid one.
  await page.getByRole('button', { name: pl('USERS_CREATE'), exact: true }).click();
  let dialog = page.getByRole('dialog', { name: pl('USERS_CREATE_TITLE') });
  await dialog.getByRole('button', { name: pl('LOCAL_ADMIN_SAVE'), exact: true }).click();
  await expect(dialog.getByRole('alert').first()).toHaveText(pl('GENERIC_FORM_ERROR'));
  await dialog.getByLabel(pl('LOCAL_ADMIN_EMAIL'), { exact: true }).fill(email);
  await dialog.getByLabel(pl('LOCAL_ADMIN_SURNAME'), { exact: true }).fill('Nowa');
  await dialog.getByRole('button', { name: new RegExp(pl('LOCAL_ADMIN_REGION')) }).click();
  await page.getByRole('option', { name: 'Polska', exact: true }).click();
  await dialog.getByRole('button', { name: pl('LOCAL_ADMIN_SAVE'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText(pl('USERS_CREATE_SUCCESS'))).toBeVisible();

  await page.getByRole('searchbox', { name: pl('LOCAL_ADMIN_FILTER') }).fill(email);
  const card = page.locator('.detail-card').filter({ hasText: email });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { expanded: false }).click();
  const detail = (key: string) => card.locator('.detail').filter({ hasText: pl(key) });
  await expect(detail('LOCAL_ADMIN_ENABLED')).toContainText(pl('LOCAL_ADMIN_YES'));
  await expect(detail('USERS_MUST_CHANGE_PASSWORD')).toContainText(pl('LOCAL_ADMIN_NO'));
  await expect(detail('LOCAL_ADMIN_REGION')).toContainText('Polska');

  // ---- Edit while someone else saves the same user in another tab: a 409 keeps the input.
  await card.getByRole('button', { name: pl('USERS_EDIT_FOR', { email }) }).click();
  dialog = page.getByRole('dialog', { name: pl('USERS_EDIT_TITLE') });
  await dialog.getByLabel(pl('LOCAL_ADMIN_SURNAME'), { exact: true }).fill('Pierwsza');

  const other = await page.context().newPage();
  await other.goto('/local-admin/registered-users');
  await other.getByRole('searchbox', { name: pl('LOCAL_ADMIN_FILTER') }).fill(email);
  await other.getByRole('button', { name: pl('USERS_EDIT_FOR', { email }) }).click();
  const otherDialog = other.getByRole('dialog', { name: pl('USERS_EDIT_TITLE') });
  await otherDialog.getByLabel(pl('LOCAL_ADMIN_SURNAME'), { exact: true }).fill('Druga');
  await otherDialog.getByRole('button', { name: pl('LOCAL_ADMIN_SAVE'), exact: true }).click();
  await expect(otherDialog).toBeHidden();
  await other.close();

  await dialog.getByRole('button', { name: pl('LOCAL_ADMIN_SAVE'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(pl('USERS_CHANGED_MEANWHILE'));
  await expect(dialog.getByLabel(pl('LOCAL_ADMIN_SURNAME'), { exact: true })).toHaveValue('Pierwsza');
  // Saved again after the warning, the input wins.
  await dialog.getByRole('button', { name: pl('LOCAL_ADMIN_SAVE'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText(pl('USERS_SAVE_SUCCESS'))).toBeVisible();
  await expect(card).toContainText('Pierwsza');

  // ---- Force a password change.
  await card.getByRole('button', { name: pl('USERS_FORCE_PASSWORD_FOR', { email }) }).click();
  let confirm = page.getByRole('alertdialog', { name: pl('USERS_FORCE_PASSWORD_TITLE') });
  await confirm.getByRole('button', { name: pl('USERS_FORCE_PASSWORD'), exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').getByText(pl('USERS_FORCE_PASSWORD_SUCCESS'))).toBeVisible();
  if ((await card.getByRole('button', { expanded: true }).count()) === 0)
    await card.getByRole('button', { expanded: false }).click();
  await expect(detail('USERS_MUST_CHANGE_PASSWORD')).toContainText(pl('LOCAL_ADMIN_YES'));

  // ---- Delete: the dialog says how many programs go with the user.
  await card.getByRole('button', { name: pl('LOCAL_ADMIN_DELETE_FOR', { email }) }).click();
  confirm = page.getByRole('alertdialog', { name: pl('USERS_DELETE_TITLE') });
  await expect(confirm).toContainText(pl('USERS_DELETE_TEXT', { email, programs: '0' }));
  await confirm.getByRole('button', { name: pl('LOCAL_ADMIN_DELETE'), exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').getByText(pl('USERS_DELETE_SUCCESS'))).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('an unconfirmed candidate cannot become a user and is deleted; the disallowed products per region', async ({
  page,
  request,
}, testInfo) => {
  const email = `unconfirmed.${testInfo.project.name}.${Date.now()}@example.com`;
  const regions = await request.post('/graphql', { data: { query: '{ candidateRegions { id name } }' } });
  const regionId = (
    (await regions.json()) as { data: { candidateRegions: { id: number; name: string }[] } }
  ).data.candidateRegions.find((r) => r.name === 'Polska')!.id;
  const registered = await request.post('/graphql', {
    data: {
      query: 'mutation($input: CandidateRegistrationInput!) { registerCandidate(input: $input) }',
      variables: {
        input: {
          email,
          preferredLocale: 'pl_PL',
          fallbackLocale: 'en_GB',
          regionId,
          termsConfirmed: true,
          privacyPolicyConfirmed: true,
        },
      },
    },
  });
  expect(await registered.json()).toEqual({ data: { registerCandidate: true } });

  await login(page, 'local.admin@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await openLocalAdmin(page, 'MENU_LOCAL_ADMIN_CANDIDATES');
  await page.getByRole('searchbox', { name: pl('LOCAL_ADMIN_FILTER') }).fill(email);
  const card = page.locator('.detail-card').filter({ hasText: email });
  await expect(card).toHaveCount(1);
  // No name given: the e-mail is the card's title, once, and wraps within a phone's width.
  await expect(card.locator('.detail-card__title')).toHaveText(email);
  await expect(card.locator('.detail-card__meta')).not.toContainText(email);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  if ((testInfo.project.use.viewport?.width ?? 1440) >= 768) {
    // Side by side on a desktop: the filter and the page size (with its hint under it) line up.
    const filterBox = (await page.getByRole('searchbox', { name: pl('LOCAL_ADMIN_FILTER') }).boundingBox())!;
    const sizeBox = (await page.getByLabel(pl('LOCAL_ADMIN_PAGE_SIZE'), { exact: true }).boundingBox())!;
    expect(Math.abs(filterBox.y - sizeBox.y)).toBeLessThan(1);
  }
  await card.getByRole('button', { expanded: false }).click();
  await expect(card.locator('.detail').filter({ hasText: pl('CANDIDATES_EMAIL_CONFIRMED') })).toContainText(
    pl('LOCAL_ADMIN_NO'),
  );
  await expect(
    card
      .locator('.detail')
      .filter({ hasText: pl('LOCAL_ADMIN_PREFERRED_LOCALE') })
      .locator('img'),
  ).toHaveAttribute('src', '/flags/pl.svg');
  await expect(card.getByRole('button', { name: pl('CANDIDATES_CREATE_USER_FOR', { email }) })).toBeDisabled();
  await card.getByRole('button', { name: pl('LOCAL_ADMIN_DELETE_FOR', { email }) }).click();
  const confirm = page.getByRole('alertdialog', { name: pl('CANDIDATES_DELETE_TITLE') });
  await confirm.getByRole('button', { name: pl('LOCAL_ADMIN_DELETE'), exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').getByText(pl('CANDIDATES_DELETE_SUCCESS'))).toBeVisible();
  await expect(card).toHaveCount(0);

  // Disallowed products: a region, a switch per product, Cancel clears the choice.
  await openLocalAdmin(page, 'MENU_LOCAL_ADMIN_DISALLOWED_PRODUCTS');
  await expect(page).toHaveURL('/local-admin/disallowed-products');
  await expect(page.getByRole('heading', { level: 1, name: pl('DISALLOWED_PRODUCTS_TITLE') })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(pl('LOCAL_ADMIN_REGION')) }).click();
  await page.getByRole('option', { name: 'Polska', exact: true }).click();
  const switches = page.locator('.region-products').getByRole('switch');
  await expect(switches.first()).toBeVisible();
  await page.getByRole('button', { name: text('UI_CANCEL', PL), exact: true }).click();
  await expect(page.locator('.region-products')).toHaveCount(0);
});
