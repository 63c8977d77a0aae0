import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, fill, login, text } from './support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

/** user@example.com works in Polish. */
const PL = 'pl_PL';
const EN = 'en_GB';

/** A value no earlier run of this journey left behind (the projects share one database). */
const unique = (prefix: string) => `${prefix} ${Date.now().toString().slice(-7)}`;

function card(page: Page, titleKey: string, locale: string) {
  return page.getByRole('region', { name: text(titleKey, locale) });
}

/** The value shown beside a label in an overview card. */
function entry(page: Page, titleKey: string, labelKey: string, locale: string) {
  return card(page, titleKey, locale)
    .locator('.account-card__entry')
    .filter({ has: page.getByRole('term').getByText(text(labelKey, locale), { exact: true }) })
    .getByRole('definition');
}

async function openAccount(page: Page, locale: string) {
  await page.goto('/user/my-account');
  await expect(page.getByRole('heading', { level: 1, name: text('ACCOUNT_TITLE', locale) })).toBeVisible();
}

/** Saves the account's details unchanged through the API (as another tab would), which moves its version on. */
async function changeDetailsThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const call = async (token: string | null, query: string, variables: object) => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
  const { login: auth } = await call(null, 'mutation($input: LoginInput!) { login(input: $input) { token } }', {
    input: { username: email, password: DEMO_PASSWORD },
  });
  const token = auth!.token as string;
  const { me } = await call(
    token,
    '{ me { id name surname companyName phoneNo preferredLocale fallbackLocale version } }',
    {},
  );
  // A real change: a login no longer moves the version, and saving identical data changes nothing.
  const changed = { ...me, companyName: `${String(me!.companyName ?? 'Studio')} (elsewhere)`.slice(0, 100) };
  await call(token, 'mutation($input: UserDetailsInput!) { updateMyDetails(input: $input) { version } }', {
    input: changed,
  });
}

test.describe('my account', () => {
  test('shows the user data and PDF data cards with the buttons to each form', async ({ page }) => {
    await login(page, 'user@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await openAccount(page, PL);
    await expect(entry(page, 'ACCOUNT_USER_DATA_TITLE', 'ACCOUNT_EMAIL', PL)).toHaveText('user@example.com');
    await expect(entry(page, 'ACCOUNT_USER_DATA_TITLE', 'ACCOUNT_PREFERRED_LOCALE', PL)).toHaveText(
      text('LOCALE_PL_PL', PL),
    );
    await expect(entry(page, 'ACCOUNT_USER_DATA_TITLE', 'ACCOUNT_FALLBACK_LOCALE', PL)).toHaveText(
      text('LOCALE_EN_GB', PL),
    );
    await expect(card(page, 'ACCOUNT_USER_DATA_TITLE', PL).locator('img.flag')).toHaveCount(2);
    for (const key of [
      'ACCOUNT_PDF_COMPANY_NAME',
      'ACCOUNT_PDF_PHONE',
      'ACCOUNT_PDF_EMAIL',
      'ACCOUNT_PDF_ADDRESS_LINE_1',
    ]) {
      await expect(card(page, 'ACCOUNT_PDF_DATA_TITLE', PL).getByRole('term').getByText(text(key, PL))).toBeVisible();
    }
    for (const [key, view] of [
      ['ACCOUNT_EDIT_DETAILS', 'details'],
      ['ACCOUNT_CHANGE_PASSWORD', 'password'],
      ['ACCOUNT_EDIT_PDF_DATA', 'pdf'],
    ] as const) {
      await expect(page.getByRole('link', { name: text(key, PL), exact: true })).toHaveAttribute(
        'href',
        `/user/my-account?view=${view}`,
      );
    }
  });

  test('edits the details; they show in the overview after a reload', async ({ page }) => {
    const phone = unique('+48 600');
    const company = unique('Gabinet');
    await login(page, 'user@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await openAccount(page, PL);
    await page.getByRole('link', { name: text('ACCOUNT_EDIT_DETAILS', PL), exact: true }).click();
    await expect(page).toHaveURL('/user/my-account?view=details');
    // The view is in the URL: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: text('ACCOUNT_DETAILS_TITLE', PL) })).toBeVisible();

    // Fallback rule: Polish may not fall back to Polish; English or German as preferred hide the fallback.
    const fallback = page.getByRole('button', { name: new RegExp(text('ACCOUNT_FALLBACK_LOCALE', PL)) });
    await fallback.click();
    await page.getByRole('option', { name: text('LOCALE_PL_PL', PL) }).click();
    await expect(page.getByText(text('USER_FALLBACK_SAME_AS_PREFERRED', PL))).toBeVisible();
    await page.getByRole('button', { name: text('ACCOUNT_SAVE', PL), exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(text('GENERIC_FORM_ERROR', PL));
    await expect(page).toHaveURL('/user/my-account?view=details');
    await page.getByRole('button', { name: new RegExp(text('ACCOUNT_FALLBACK_LOCALE', PL)) }).click();
    await page.getByRole('option', { name: text('LOCALE_EN_GB', PL) }).click();
    await expect(page.getByText(text('USER_FALLBACK_SAME_AS_PREFERRED', PL))).toBeHidden();

    await page.getByLabel(text('ACCOUNT_PHONE', PL), { exact: true }).fill(phone);
    await page.getByLabel(text('ACCOUNT_COMPANY', PL), { exact: true }).fill(company);
    await page.getByRole('button', { name: text('ACCOUNT_SAVE', PL), exact: true }).click();
    await expect(page.getByRole('status').getByText(text('ACCOUNT_DETAILS_SAVED', PL))).toBeVisible();
    await expect(page).toHaveURL('/user/my-account');

    await page.reload();
    await expect(entry(page, 'ACCOUNT_USER_DATA_TITLE', 'ACCOUNT_PHONE', PL)).toHaveText(phone);
    await expect(entry(page, 'ACCOUNT_USER_DATA_TITLE', 'ACCOUNT_COMPANY', PL)).toHaveText(company);
    await expect(entry(page, 'ACCOUNT_USER_DATA_TITLE', 'ACCOUNT_FALLBACK_LOCALE', PL)).toHaveText(
      text('LOCALE_EN_GB', PL),
    );
  });

  test('edits the PDF data; a malformed e-mail is refused with the field error', async ({ page }) => {
    const address = unique('ul. Testowa');
    await login(page, 'user@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await openAccount(page, PL);
    await page.getByRole('link', { name: text('ACCOUNT_EDIT_PDF_DATA', PL), exact: true }).click();
    await expect(page).toHaveURL('/user/my-account?view=pdf');

    const email = page.getByLabel(text('ACCOUNT_PDF_EMAIL', PL), { exact: true });
    await email.fill('not-an-address');
    await email.blur();
    await expect(page.getByText(text('VALIDATION_EMAIL', PL))).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: text('ACCOUNT_SAVE', PL), exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(text('GENERIC_FORM_ERROR', PL));
    await expect(page).toHaveURL('/user/my-account?view=pdf');

    await email.fill('studio@example.com');
    await page.getByLabel(text('ACCOUNT_PDF_ADDRESS_LINE_3', PL), { exact: true }).fill(address);
    await page.getByRole('button', { name: text('ACCOUNT_SAVE', PL), exact: true }).click();
    await expect(page.getByRole('status').getByText(text('ACCOUNT_PDF_DATA_SAVED', PL))).toBeVisible();
    await expect(page).toHaveURL('/user/my-account');

    await page.reload();
    await expect(entry(page, 'ACCOUNT_PDF_DATA_TITLE', 'ACCOUNT_PDF_EMAIL', PL)).toHaveText('studio@example.com');
    await expect(entry(page, 'ACCOUNT_PDF_DATA_TITLE', 'ACCOUNT_PDF_ADDRESS_LINE_3', PL)).toHaveText(address);
  });

  test('a save over data changed elsewhere (stale version) is refused with a message', async ({ page, request }) => {
    await login(page, 'user@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await page.goto('/user/my-account?view=details');
    const surname = page.getByLabel(text('ACCOUNT_SURNAME', PL), { exact: true });
    await expect(surname).toHaveValue(/.+/);

    // Meanwhile the same account saves its details elsewhere: the version moves on.
    await changeDetailsThroughApi(request, 'user@example.com');

    await page.getByLabel(text('ACCOUNT_PHONE', PL), { exact: true }).fill('+48 111 111 111');
    await page.getByRole('button', { name: text('ACCOUNT_SAVE', PL), exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(text('ACCOUNT_STALE_DATA', PL));
    await expect(page.getByRole('status').getByText(text('ACCOUNT_DETAILS_SAVE_FAILED', PL))).toBeVisible();
    await expect(page).toHaveURL('/user/my-account?view=details');

    // Back at the overview the current data shows; a new attempt saves.
    await page.getByRole('link', { name: text('ACCOUNT_BACK', PL) }).click();
    await page.getByRole('link', { name: text('ACCOUNT_EDIT_DETAILS', PL), exact: true }).click();
    await page.getByLabel(text('ACCOUNT_PHONE', PL), { exact: true }).fill('+48 222 222 222');
    await page.getByRole('button', { name: text('ACCOUNT_SAVE', PL), exact: true }).click();
    await expect(page.getByRole('status').getByText(text('ACCOUNT_DETAILS_SAVED', PL))).toBeVisible();
    await expect(entry(page, 'ACCOUNT_USER_DATA_TITLE', 'ACCOUNT_PHONE', PL)).toHaveText('+48 222 222 222');
  });

  test('cancel goes back to the overview without saving', async ({ page }) => {
    await login(page, 'user@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await page.goto('/user/my-account?view=pdf');
    const before = await page.getByLabel(text('ACCOUNT_PDF_COMPANY_NAME', PL), { exact: true }).inputValue();
    await page.getByLabel(text('ACCOUNT_PDF_COMPANY_NAME', PL), { exact: true }).fill('Not saved');
    await page.getByRole('button', { name: text('UI_CANCEL', PL), exact: true }).click();
    await expect(page).toHaveURL('/user/my-account');
    await expect(entry(page, 'ACCOUNT_PDF_DATA_TITLE', 'ACCOUNT_PDF_COMPANY_NAME', PL)).toHaveText(before);
  });
});

// Changes a password: once, at desktop size, on an account of its own (E2E_ACCOUNTS in server/db/seed/demo.ts).
test.describe('password change', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'changes a password: run once, in the desktop project');

  test('a password change logs out, and the new password works', async ({ page }) => {
    const email = 'password.change@example.com';
    const newPassword = 'changed-password-1';
    await login(page, email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await openAccount(page, EN);
    await page.getByRole('link', { name: text('ACCOUNT_CHANGE_PASSWORD', EN), exact: true }).click();
    await expect(page).toHaveURL('/user/my-account?view=password');

    const password = page.getByLabel(text('AUTH_NEW_PASSWORD', EN), { exact: true });
    const repeated = page.getByLabel(text('AUTH_PASSWORD_REPEATED', EN), { exact: true });
    const submit = page.getByRole('button', { name: text('ACCOUNT_CHANGE_PASSWORD', EN), exact: true });
    // Too short, then not matching.
    await password.fill('short');
    await repeated.fill('short');
    await submit.click();
    await expect(
      page.getByText(fill(text('VALIDATION_PASSWORD_MIN_LENGTH', EN), { param: '9' })).first(),
    ).toBeVisible();
    await password.fill(newPassword);
    await repeated.fill('something-else-1');
    await submit.click();
    await expect(page.getByText(text('VALIDATION_PASSWORDS_DO_NOT_MATCH', EN))).toBeVisible();

    // The current password is asked for: missing, then wrong, then right.
    await repeated.fill(newPassword);
    await submit.click();
    // The form's own check of the empty field (the server names a missing one VALIDATION_CURRENT_PASSWORD_REQUIRED).
    await expect(page.getByText(text('VALIDATION_REQUIRED', EN)).first()).toBeVisible();
    const current = page.getByLabel(text('ACCOUNT_CURRENT_PASSWORD', EN), { exact: true });
    await current.fill('not-my-password-1');
    await submit.click();
    await expect(page.getByText(text('VALIDATION_CURRENT_PASSWORD_WRONG', EN)).first()).toBeVisible();
    await current.fill(DEMO_PASSWORD);
    await submit.click();
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('status').getByText(text('ACCOUNT_PASSWORD_CHANGED', EN))).toBeVisible();

    // The old password no longer works; the new one does.
    await login(page, email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(text('ERROR_LOGIN_FAILED', EN));
    await login(page, email, newPassword);
    await expect(page).toHaveURL('/');
  });
});
