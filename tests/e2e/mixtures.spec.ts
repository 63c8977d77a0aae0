import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEFAULT_PDF_OPTIONS } from '../../common/validation/program.js';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, fill, login, text } from './support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

const EN = 'en_GB';
const EMAIL = 'user.uk@example.com';

interface Created {
  id: string;
  number: string;
}

/** One GraphQL call with a bearer token; fails the test on any error. */
async function gql<T>(request: APIRequestContext, token: string | null, query: string, variables: object): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

async function apiLogin(request: APIRequestContext, email: string): Promise<string> {
  const data = await gql<{ login: { token: string } }>(
    request,
    null,
    'mutation($input: LoginInput!) { login(input: $input) { token } }',
    { input: { username: email, password: DEMO_PASSWORD } },
  );
  return data.login.token;
}

/** Saves a program (one indicator and a comment: enough for the list and a PDF; none at all is refused). */
async function createProgram(request: APIRequestContext, token: string, comment: string): Promise<Created> {
  const data = await gql<{ saveSkinCareProgram: Created }>(
    request,
    token,
    'mutation($program: SkinCareProgramInput!) { saveSkinCareProgram(program: $program) { id number } }',
    {
      program: {
        skinIndicatorWithPriorityDtos: [{ skinIndicatorId: 1, priority: 'MEDIUM' }],
        specialMixedProducts: { comment, baseProducts: [], activeProducts: [] },
        washProducts: [],
        readyProducts: [],
      },
    },
  );
  return data.saveSkinCareProgram;
}

async function generatePdf(request: APIRequestContext, token: string, id: string): Promise<string> {
  const data = await gql<{ generateSkinCareProgramPdf: { pdfId: string } }>(
    request,
    token,
    'mutation($options: PdfOptionsInput!) { generateSkinCareProgramPdf(options: $options) { pdfId } }',
    { options: { id, ...DEFAULT_PDF_OPTIONS } },
  );
  return data.generateSkinCareProgramPdf.pdfId;
}

/** The list row whose header is the program number. */
function row(page: Page, number: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number, exact: true }) });
}

async function search(page: Page, number: string) {
  await page.getByRole('searchbox', { name: text('MIXTURES_SEARCH_CLIENT_LABEL', EN) }).fill(number);
  // The search waits 500 ms, then starts again at page 1.
  await expect(page).toHaveURL(`/user/my-mixtures?q=${number}`);
  await expect(row(page, number)).toHaveCount(1);
}

test.describe('my mixtures', () => {
  test('pages, searches by number, opens, downloads the PDF and deletes with confirmation', async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request, EMAIL);
    // Eleven programs: at least two pages of ten.
    const created: Created[] = [];
    for (let i = 0; i < 11; i++) created.push(await createProgram(request, token, `e2e program ${i}`));
    const withPdf = created[5]!;
    const withoutPdf = created[6]!;
    await generatePdf(request, token, withPdf.id);

    await login(page, EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await page.getByRole('link', { name: new RegExp(text('HOME_MY_MIXTURES', EN)) }).click();
    await expect(page).toHaveURL('/user/my-mixtures');
    await expect(page.getByRole('heading', { level: 1, name: text('MIXTURES_TITLE', EN) })).toBeVisible();

    // Newest modified first, ten a page.
    await expect(page.getByRole('rowheader')).toHaveCount(10);
    await expect(page.getByRole('rowheader').first()).toHaveAccessibleName(created[10]!.number);
    const pages = page.getByRole('navigation', { name: text('PAGINATION_LABEL', EN) });
    await expect(pages.getByRole('button', { name: fill(text('PAGINATION_PAGE', EN), { page: '1' }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pages.getByRole('button', { name: fill(text('PAGINATION_PAGE', EN), { page: '2' }) }).click();
    await expect(page).toHaveURL('/user/my-mixtures?page=2');
    await expect(pages.getByRole('button', { name: fill(text('PAGINATION_PAGE', EN), { page: '2' }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('rowheader').first()).not.toHaveAccessibleName(created[10]!.number);

    // The search resets to the first page; dates show as year-month-day hour:minute.
    await search(page, withPdf.number);
    const found = row(page, withPdf.number);
    // Cells: client, created, modified, actions.
    await expect(found.getByRole('cell').first()).toHaveText(new RegExp(`${text('MIXTURES_NO_CLIENT', EN)}$`));
    await expect(found.getByRole('cell').nth(1)).toHaveText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    // Download: fetched with the token, saved as <program number>.pdf.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      found
        .getByRole('button', { name: fill(text('MIXTURES_DOWNLOAD_PDF_LABEL', EN), { number: withPdf.number }) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${withPdf.number}.pdf`);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await expect(page.getByRole('status').getByText(text('MIXTURES_PDF_DOWNLOAD_SUCCESS', EN))).toBeVisible();

    // Open goes to the builder's summary of that program.
    await found.getByRole('link', { name: fill(text('MIXTURES_OPEN_LABEL', EN), { number: withPdf.number }) }).click();
    await expect(page).toHaveURL(`/formula?id=${withPdf.id}&stage=FORMULA`);

    // A program without a PDF has no download button.
    await page.goto('/user/my-mixtures');
    await search(page, withoutPdf.number);
    await expect(
      row(page, withoutPdf.number).getByRole('link', { name: new RegExp(text('MIXTURES_OPEN', EN)) }),
    ).toBeVisible();
    await expect(
      row(page, withoutPdf.number).getByRole('button', { name: new RegExp(text('MIXTURES_DOWNLOAD_PDF', EN)) }),
    ).toHaveCount(0);

    // Delete asks first; Cancel keeps the program.
    await search(page, withPdf.number);
    const deleteButton = row(page, withPdf.number).getByRole('button', {
      name: fill(text('MIXTURES_DELETE_LABEL', EN), { number: withPdf.number }),
    });
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', {
      name: fill(text('MIXTURES_DELETE_TITLE', EN), { number: withPdf.number }),
    });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text('UI_CANCEL', EN), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, withPdf.number)).toHaveCount(1);

    await deleteButton.click();
    await dialog.getByRole('button', { name: text('MIXTURES_DELETE_CONFIRM', EN), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').getByText(text('MIXTURES_DELETE_SUCCESS', EN))).toBeVisible();
    await expect(row(page, withPdf.number)).toHaveCount(0);

    // Gone on the server too.
    const after = await gql<{ skinCarePrograms: { mixtures: Created[] } }>(
      request,
      token,
      'query($search: String) { skinCarePrograms(pageNo: 0, pageSize: 10, search: $search) { mixtures { id number } } }',
      { search: withPdf.number },
    );
    expect(after.skinCarePrograms.mixtures.map((m) => m.id)).not.toContain(withPdf.id);
  });

  test('a search without a match shows the empty state', async ({ page }) => {
    await login(page, EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await page.goto('/user/my-mixtures?q=999999999');
    await expect(page.getByText(fill(text('MIXTURES_NO_MATCH_CLIENT', EN), { search: '999999999' }))).toBeVisible();
    await expect(page.getByRole('navigation', { name: text('PAGINATION_LABEL', EN) })).toHaveCount(0);
  });
});
