import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, fill, login, text } from './support.js';
import { axeViolations } from './axe.js';

/*
 * Clients' programs, as a professional uses them (both widths): a program saved for a client is
 * found a "week later" (a fresh page load) by part of her name, re-mixed as a new draft and saved
 * as a new program; both are then the client's, the old one unchanged. axe on the screens used.
 */
test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);
// axe is injected: the context bypasses the CSP for it (as accessibility.spec.ts does).
test.use({ bypassCSP: true });

const EN = 'en_GB';
const EMAIL = 'user.uk@example.com';
const t = (key: string) => text(key, EN);
const LOADED = { timeout: 30_000 };

interface Stored {
  id: string;
  number: string;
  version: number;
  modifiedDate: string;
  clientReference: string | null;
}

async function gql<T>(request: APIRequestContext, token: string | null, query: string, variables: object): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

async function stored(request: APIRequestContext, id: string): Promise<Stored> {
  const { login: session } = await gql<{ login: { token: string } }>(
    request,
    null,
    'mutation($input: LoginInput!) { login(input: $input) { token } }',
    {
      input: { username: EMAIL, password: DEMO_PASSWORD },
    },
  );
  const data = await gql<{ skinCareProgram: Stored }>(
    request,
    session.token,
    'query($id: ID!) { skinCareProgram(id: $id) { id number version modifiedDate clientReference } }',
    { id },
  );
  return data.skinCareProgram;
}

const clientField = (page: Page) => page.getByRole('textbox', { name: t('BUILDER_CLIENT_REFERENCE'), exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: t('MIXTURES_SEARCH_CLIENT_LABEL') });
const row = (page: Page, number: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number, exact: true }) });

/** A new draft with the first skin condition, on the summary; returns the condition's name. */
async function summaryOfNewDraft(page: Page): Promise<string> {
  await page.goto('/formula?stage=CONDITIONS&newSkinCareProgram=true');
  await expect(page).toHaveURL('/formula?stage=CONDITIONS');
  const condition = page.locator('.indicator-toggle').first();
  await expect(condition).toBeVisible(LOADED);
  const name = (await condition.textContent())!.trim();
  await condition.click();
  await expect(condition).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/formula?stage=FORMULA');
  await expect(clientField(page)).toBeVisible(LOADED);
  return name;
}

async function saveNew(page: Page): Promise<string> {
  await page.getByRole('button', { name: t('BUILDER_SAVE'), exact: true }).click();
  await expect(page.getByRole('status').getByText(t('BUILDER_SAVE_SUCCESS'))).toBeVisible();
  await expect(page).toHaveURL(/id=[0-9a-f-]{36}/);
  return new URL(page.url()).searchParams.get('id')!;
}

test("a client's program: saved with her name, found by part of it later, re-mixed and saved as new, the old one unchanged", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Unique per run and width: the demo user keeps the programs of earlier runs.
  const tag = randomBytes(3).toString('hex');
  const client = `Zofia Wiśniewska-${tag}`;
  await login(page, EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');

  // A program for the client: a skin condition, then the client reference on the summary.
  const conditionName = await summaryOfNewDraft(page);
  await clientField(page).fill(`  ${client}  `);
  const oldId = await saveNew(page);
  const old = await stored(request, oldId);
  expect(old.clientReference).toBe(client);
  expect(await axeViolations(page)).toEqual([]);

  // "A week later": a fresh page load, found by a part of her name in another case.
  await page.goto('/user/my-mixtures');
  await searchBox(page).fill(`wiśniewska-${tag}`.toUpperCase());
  await expect(page).toHaveURL(/\/user\/my-mixtures\?q=/);
  await expect(row(page, old.number)).toHaveCount(1);
  await expect(row(page, old.number)).toContainText(client);
  await expect(page.getByRole('row')).toHaveCount(2); // header and hers
  expect(await axeViolations(page)).toEqual([]);

  // Re-mix: the old program as a new draft, by keyboard.
  const remix = row(page, old.number).getByRole('link', {
    name: fill(t('MIXTURES_REMIX_LABEL'), { number: old.number }),
  });
  await remix.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').getByText(fill(t('BUILDER_REMIX_LOADED'), { number: old.number })),
  ).toBeVisible();
  await expect(page).toHaveURL('/formula?stage=FORMULA');
  await expect(clientField(page)).toHaveValue(client);
  await expect(page.getByRole('region', { name: t('BUILDER_SUMMARY_INDICATORS'), exact: true })).toContainText(
    conditionName,
  );
  await expect(page.getByText(fill(t('BUILDER_PROGRAM_NUMBER'), { number: old.number }), { exact: true })).toHaveCount(
    0,
  );

  // Save new: no overwrite question (the draft has no id), a new program.
  const newId = await saveNew(page);
  expect(newId).not.toBe(oldId);
  const copy = await stored(request, newId);
  expect(copy.clientReference).toBe(client);
  expect(copy.number).not.toBe(old.number);

  // Both are hers; "All programs" of the row finds them; the old one is unchanged.
  await page.goto(`/user/my-mixtures?q=${encodeURIComponent(tag)}`);
  await expect(row(page, copy.number)).toHaveCount(1);
  await row(page, copy.number)
    .getByRole('button', { name: fill(t('MIXTURES_CLIENT_PROGRAMS_LABEL'), { client }) })
    .click();
  await expect(page).toHaveURL(`/user/my-mixtures?q=${encodeURIComponent(client).replace(/%20/g, '+')}`);
  await expect(searchBox(page)).toHaveValue(client);
  await expect(row(page, old.number)).toHaveCount(1);
  await expect(row(page, copy.number)).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(3);
  expect(await stored(request, oldId)).toEqual(old);
});

test('the client reference refuses what the server refuses, with its message', async ({ page }) => {
  await login(page, EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await summaryOfNewDraft(page);
  const field = clientField(page);
  await expect(field).toBeVisible(LOADED);
  await expect(field).toHaveAttribute('maxlength', '200');
  // A tab pasted in: refused on the spot with the server's own message.
  await field.focus();
  await page.keyboard.insertText('Anna\tK');
  await field.blur();
  await expect(page.getByText(t('VALIDATION_CONTROL_CHARACTERS'))).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
});
