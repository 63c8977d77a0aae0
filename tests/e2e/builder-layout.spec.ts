import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pickText } from '../../common/locales.js';
import { DEFAULT_PDF_OPTIONS } from '../../common/validation/program.js';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, login } from './support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

/*
 * Issue 35 item 9, what a professional sees in the builder and on my mixtures, at both widths and
 * in the locales with the longest words: the explanation's column headers whole in de_DE and
 * lt_LT and an opened explanation leaving the other tiles alone; uk_UA tile names wrapped between
 * words only; my mixtures without sideways scrolling; the pager on one line on a phone; the
 * summary's comments straight after the cream with the ingredient list folded after them; comment
 * boxes as tall as their text.
 */

const USER = 'user.uk@example.com';

/** Every seed text (area files and the translators' locales/ files): key → locale → text. */
function seedTexts(): Record<string, Record<string, string>> {
  const dir = path.resolve('server/db/seed/texts');
  const texts: Record<string, Record<string, string>> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    for (const [key, byLocale] of Object.entries(
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, Record<string, string>>,
    )) {
      texts[key] = { ...texts[key], ...byLocale };
    }
  }
  const locales = path.join(dir, 'locales');
  for (const file of existsSync(locales) ? readdirSync(locales).filter((f) => f.endsWith('.json')) : []) {
    const locale = file.replace(/\.json$/, '');
    for (const [key, value] of Object.entries(
      JSON.parse(readFileSync(path.join(locales, file), 'utf8')) as Record<string, string>,
    )) {
      if (texts[key]) texts[key][locale] = value;
    }
  }
  return texts;
}
const TEXTS = seedTexts();
function text(key: string, locale: string): string {
  const value = pickText(TEXTS[key] ?? {}, locale);
  if (value === undefined) throw new Error(`No seeded text for ${key}`);
  return value;
}

const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One GraphQL call as the demo user (logged in once per request context); fails the test on any error. */
const tokens = new WeakMap<APIRequestContext, string>();
async function gql<T>(request: APIRequestContext, query: string, variables: object = {}): Promise<T> {
  const call = async (token: string | null, q: string, v: object) => {
    const response = await request.post('/graphql', {
      data: { query: q, variables: v },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = (await response.json()) as { data?: unknown; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
  let token = tokens.get(request);
  if (!token) {
    const { login: auth } = (await call(null, 'mutation($input: LoginInput!) { login(input: $input) { token } }', {
      input: { username: USER, password: DEMO_PASSWORD },
    })) as { login: { token: string } };
    token = auth.token;
    tokens.set(request, token);
  }
  return (await call(token, query, variables)) as T;
}

/** Sets the demo user's preferred and fallback locale (the interface follows it after login). */
async function setUserLocale(
  request: APIRequestContext,
  preferredLocale: string,
  fallbackLocale = 'en_GB',
): Promise<void> {
  const { me } = await gql<{ me: Record<string, unknown> }>(
    request,
    '{ me { id name surname companyName phoneNo preferredLocale fallbackLocale version } }',
  );
  await gql(request, 'mutation($input: UserDetailsInput!) { updateMyDetails(input: $input) { version } }', {
    input: { ...me, preferredLocale, fallbackLocale },
  });
}

// The other journeys expect the demo user in English, as seeded.
test.afterEach(async ({ request }) => {
  await setUserLocale(request, 'en_GB', 'en_GB');
});

async function signIn(page: Page, request: APIRequestContext, locale: string) {
  await setUserLocale(request, locale);
  await login(page, USER, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  // Hyphenation and the fonts' shaping follow the document's language, which follows the UI's.
  await expect(page.locator('html')).toHaveAttribute('lang', locale.replace('_', '-'));
}

async function next(page: Page, locale: string) {
  await page.getByRole('button', { name: text('BUILDER_NEXT', locale), exact: true }).click();
}

async function expectStage(page: Page, stage: string, locale: string) {
  await expect(
    page.getByRole('heading', { level: 2, name: text(`BUILDER_STAGE_${stage}`, locale), exact: true }),
  ).toBeVisible();
}

/** A new draft with the first `count` skin conditions, on the suggestions. */
async function startDraft(page: Page, locale: string, count: number) {
  await page.goto('/formula?stage=CONDITIONS&newSkinCareProgram=true');
  await expectStage(page, 'CONDITIONS', locale);
  const toggles = page.locator('.indicator-toggle');
  await expect(toggles.first()).toBeVisible({ timeout: 30_000 });
  for (let i = 0; i < count; i++) {
    await toggles.nth(i).click();
    await expect(toggles.nth(i)).toHaveAttribute('aria-pressed', 'true');
  }
  await next(page, locale);
  await expectStage(page, 'PERSONALIZED_SUGGESTIONS', locale);
}

/** Lines a text runs over: the distinct tops of its characters' boxes. */
async function linesOf(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(
      Array.from(range.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top)),
    ).size;
  });
}

/**
 * The words of the matched elements' texts that run over two lines somewhere other than after a
 * hyphen in the word itself ("Aloe-" over "Gelbasis" is a break between parts, "Себорегулювальни"
 * over "й" is not).
 */
async function wordsCut(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const cut: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          let top: number | null = null;
          for (let i = 0; i < word[0].length; i++) {
            const range = document.createRange();
            range.setStart(node, word.index + i);
            range.setEnd(node, word.index + i + 1);
            const box = range.getClientRects()[0];
            if (!box) continue;
            if (top !== null && box.top > top + 2 && !/[-\u2010\u00ad]/.test(word[0][i - 1]!))
              cut.push(`"${word[0]}" before letter ${i + 1}`);
            top = box.top;
          }
        }
      }
    }
    return cut;
  }, selector);
}

/** Nothing wider than the page: it must not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth), {
      message: 'the page scrolls sideways by this many pixels',
    })
    .toBeLessThanOrEqual(0);
}

test.describe('the score explanation', () => {
  for (const locale of ['de_DE', 'lt_LT']) {
    test(`${locale}: its column headers stay whole, and opening it leaves the other tiles as they were`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, request, locale);
      // Three conditions: three contributions, the tile grows well past its neighbours.
      await startDraft(page, locale, 3);
      const grid = page.getByRole('list', { name: text('BUILDER_SUGGESTED_BASES', locale), exact: true });
      const tiles = grid.locator(':scope > .product-tile');
      await expect(tiles.nth(1)).toBeVisible();
      const before = await tiles.evaluateAll((all) => all.map((t) => t.getBoundingClientRect().height));

      const first = tiles.first();
      const why = first.getByRole('button', { name: new RegExp(`^${escape(text('EXPLAIN_WHY', locale))} `) });
      await why.click();
      await expect(why).toHaveAttribute('aria-expanded', 'true');
      const table = first.getByRole('table');
      await expect(table).toBeVisible();

      const headers = table.getByRole('columnheader');
      await expect(headers).toHaveText([
        text('EXPLAIN_INDICATOR', locale),
        text('EXPLAIN_EVALUATION', locale),
        text('EXPLAIN_WEIGHT', locale),
        text('EXPLAIN_POINTS', locale),
      ]);
      for (const header of await headers.all()) {
        expect(await linesOf(header), `"${await header.textContent()}" on one line`).toBe(1);
        expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }

      // The opened tile grew; every other tile (its row's neighbours at 1440 px) kept its height.
      const after = await tiles.evaluateAll((all) => all.map((t) => t.getBoundingClientRect().height));
      expect(after[0]!).toBeGreaterThan(before[0]! + 50);
      expect(after.slice(1).map(Math.round)).toEqual(before.slice(1).map(Math.round));
      await expectNoSidewaysScroll(page);
    });
  }
});

test('uk_UA: product names wrap between words, on every stage that lists products', async ({ page, request }) => {
  test.setTimeout(150_000);
  const locale = 'uk_UA';
  const names = '.product-toggle__name, .product-tile__name, .volume-line__name';
  await signIn(page, request, locale);
  await startDraft(page, locale, 1);

  /** Every product of the stage: "show all" on, then "show more" until nothing is left. */
  const showEverything = async () => {
    const switches = page.getByRole('switch', { name: text('BUILDER_SHOW_ALL_PRODUCTS', locale) });
    for (let i = 0; i < (await switches.count()); i++) {
      if (!(await switches.nth(i).isChecked())) await page.locator('.suggested-switch').nth(i).click();
      await expect(switches.nth(i)).toBeChecked();
    }
    const more = page.locator('.product-grid__more');
    while ((await more.count()) > 0) {
      const count = await page.locator('.product-tile').count();
      await more.first().click();
      await expect.poll(() => page.locator('.product-tile').count()).toBeGreaterThan(count);
    }
  };

  await showEverything();
  expect(await page.locator('.product-tile').count()).toBeGreaterThan(20);
  expect(await wordsCut(page, names)).toEqual([]);
  // A base (Next needs a cream), then the volumes, wash and ready products.
  const size = page.locator('.size-toggle').first();
  await size.click();
  await expect(size).toHaveAttribute('aria-pressed', 'true');
  await next(page, locale);
  await expectStage(page, 'PERSONALIZED', locale);
  expect(await wordsCut(page, names)).toEqual([]);
  for (const stage of ['WASH', 'READY']) {
    await next(page, locale);
    await expectStage(page, stage, locale);
    await showEverything();
    expect(await page.locator('.product-tile').count()).toBeGreaterThan(3);
    expect(await wordsCut(page, names), stage).toEqual([]);
  }
  await expectNoSidewaysScroll(page);
});

test.describe('my mixtures', () => {
  // 191 programs or more: 20 pages of ten, the widest pager (first, last, five around the current, gaps).
  const WANTED = 195;
  const created: string[] = [];
  let pages = 0;

  test.beforeAll(async ({ playwright }, testInfo) => {
    test.setTimeout(240_000);
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const existing = await gql<{ skinCarePrograms: { totalElements: number } }>(
      request,
      '{ skinCarePrograms(pageNo: 0, pageSize: 1) { totalElements } }',
    );
    for (let i = existing.skinCarePrograms.totalElements; i < WANTED; i++) {
      const data = await gql<{ saveSkinCareProgram: { id: string } }>(
        request,
        'mutation($program: SkinCareProgramInput!) { saveSkinCareProgram(program: $program) { id } }',
        {
          program: {
            clientReference: i % 2 ? `Layout client ${i}` : null,
            skinIndicatorWithPriorityDtos: [{ skinIndicatorId: 1, priority: 'MEDIUM' }],
            specialMixedProducts: { comment: 'layout', baseProducts: [], activeProducts: [] },
            washProducts: [],
            readyProducts: [],
          },
        },
      );
      created.push(data.saveSkinCareProgram.id);
    }
    // The newest rows carry all four buttons (Download PDF too): the widest actions.
    const newest = await gql<{
      skinCarePrograms: { totalPages: number; mixtures: { id: string; pdfId: string | null }[] };
    }>(request, '{ skinCarePrograms(pageNo: 0, pageSize: 10) { totalPages mixtures { id pdfId } } }');
    for (const m of newest.skinCarePrograms.mixtures.slice(0, 3).filter((m) => !m.pdfId)) {
      await gql(
        request,
        'mutation($options: PdfOptionsInput!) { generateSkinCareProgramPdf(options: $options) { pdfId } }',
        {
          options: { id: m.id, ...DEFAULT_PDF_OPTIONS },
        },
      );
    }
    pages = newest.skinCarePrograms.totalPages;
    await request.dispose();
  });

  // The other journeys see the demo user's programs as they were.
  test.afterAll(async ({ playwright }, testInfo) => {
    test.setTimeout(240_000);
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    for (const id of created.splice(0))
      await gql(request, 'mutation($id: ID!) { deleteSkinCareProgram(id: $id) }', { id });
    await request.dispose();
  });

  for (const locale of ['uk_UA', 'de_DE']) {
    test(`${locale}: no sideways scrolling, and the pager of 20 pages on one line`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      expect(pages).toBeGreaterThanOrEqual(20);
      await signIn(page, request, locale);
      await page.goto('/user/my-mixtures');
      await expect(page.getByRole('heading', { level: 1, name: text('MIXTURES_TITLE', locale) })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('rowheader')).toHaveCount(10, { timeout: 30_000 });
      await expect(
        page.getByRole('button', { name: new RegExp(`^${escape(text('MIXTURES_DOWNLOAD_PDF', locale))}`) }).first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);

      // Each shape of the pager, moving through it by its own buttons: 1–6 … 20, then the last page
      // (1 … 14–20), back two at a time (1 … 12–16 … 20 and so on), and 1–7 … 20 at page 5.
      const pager = page.getByRole('navigation', { name: text('PAGINATION_LABEL', locale) });
      const pageButton = (n: number) =>
        pager.getByRole('button', {
          name: text('PAGINATION_PAGE', locale).replace('{{page}}', String(n)),
          exact: true,
        });
      const route = [1, pages];
      for (let n = pages - 2; n >= 4; n -= 2) route.push(n);
      route.push(5);
      for (const shown of route) {
        if (shown > 1) await pageButton(shown).click();
        await expect(page).toHaveURL(shown > 1 ? `/user/my-mixtures?page=${shown}` : '/user/my-mixtures');
        const current = pageButton(shown);
        await expect(current).toHaveAttribute('aria-current', 'page', { timeout: 30_000 });
        // Previous and next keep their names where only their arrows show.
        await expect(pager.getByRole('button', { name: text('PAGINATION_PREVIOUS', locale), exact: true })).toHaveCount(
          1,
        );
        await expect(pager.getByRole('button', { name: text('PAGINATION_NEXT', locale), exact: true })).toHaveCount(1);
        const entries = pager.locator('li');
        expect(await entries.count()).toBeGreaterThanOrEqual(9);
        const lines = await entries.evaluateAll(
          (items) =>
            new Set(
              items.map((li) => Math.round(li.getBoundingClientRect().top + li.getBoundingClientRect().height / 2)),
            ).size,
        );
        expect(lines, `${locale} page ${shown}: the pager's entries on one line (${testInfo.project.name})`).toBe(1);
        const list = (await pager.locator('ul').boundingBox())!;
        const button = (await current.boundingBox())!;
        expect(list.height).toBeLessThan(button.height * 1.5);
        for (const target of await pager.getByRole('button').all()) {
          const box = (await target.boundingBox())!;
          expect(Math.min(box.width, box.height), 'a target of at least 24 px').toBeGreaterThanOrEqual(24);
        }
        await expectNoSidewaysScroll(page);
      }
    });
  }
});

test('the summary: the comments follow the cream, the ingredient list folded after them; a long comment shows whole', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const locale = 'en_GB'; // an INCI locale: the summary has the cream's ingredient list
  await signIn(page, request, locale);
  await startDraft(page, locale, 1);
  const bases = page.locator('section[aria-labelledby="suggestions-bases"]');
  if ((await bases.locator('.size-toggle').count()) === 0) await bases.locator('.suggested-switch').click();
  await bases.locator('.size-toggle').first().click();
  const actives = page.locator('section[aria-labelledby="suggestions-products"] .product-toggle');
  for (let i = 0; i < 2; i++) {
    await actives.nth(i).click();
    await expect(actives.nth(i)).toHaveAttribute('aria-pressed', 'true');
  }
  await next(page, locale);
  await expectStage(page, 'PERSONALIZED', locale);
  for (const stage of ['WASH', 'READY']) {
    await next(page, locale);
    await expectStage(page, stage, locale);
    const toggle = page.locator('.product-toggle:not([data-disabled])').first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await next(page, locale);
  await expectStage(page, 'FORMULA', locale);

  const section = (key: string) => page.getByRole('region', { name: text(key, locale), exact: true });
  const cream = section('BUILDER_SUMMARY_CREAM');
  const wash = section('BUILDER_SUMMARY_WASH');
  const ready = section('BUILDER_SUMMARY_READY');
  const ingredients = section('EXPLAIN_INGREDIENTS_HEADING');
  await expect(ingredients).toBeVisible();
  const top = async (l: Locator) => (await l.boundingBox())!.y;
  const bottom = async (l: Locator) => {
    const box = (await l.boundingBox())!;
    return box.y + box.height;
  };
  // Cream, its comment, then the wash and ready products with theirs; the ingredients after all of them.
  const creamComment = cream.getByRole('textbox', { name: text('BUILDER_CREAM_COMMENT', locale) });
  await expect(creamComment).toBeVisible();
  await expect(wash.getByRole('textbox')).toHaveCount(1);
  await expect(ready.getByRole('textbox')).toHaveCount(1);
  expect(await top(wash)).toBeGreaterThanOrEqual(await bottom(cream));
  expect(await top(ready)).toBeGreaterThanOrEqual(await bottom(wash));
  expect(await top(ingredients)).toBeGreaterThanOrEqual(await bottom(ready.getByRole('textbox')));
  // Folded: a heading's button (keyboard and screen readers) opens the list.
  const list = ingredients.getByRole('list');
  const unfold = ingredients
    .getByRole('heading', { level: 3 })
    .getByRole('button', { name: text('EXPLAIN_INGREDIENTS_HEADING', locale), exact: true });
  await expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  expect((await ingredients.boundingBox())!.height).toBeLessThan(250);
  await unfold.focus();
  await page.keyboard.press('Enter');
  await expect(unfold).toHaveAttribute('aria-expanded', 'true');
  await expect(list).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThan(5);
  await page.keyboard.press('Space');
  await expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();

  // A six-line comment is shown whole: the box grows with its text.
  const empty = (await creamComment.boundingBox())!.height;
  const comment = [
    'Apply in the evening.',
    'Twice a week at first.',
    'Then every evening.',
    'Avoid the eye area.',
    'Sunscreen in the morning.',
    'Stop if the skin reddens.',
  ].join('\n');
  await creamComment.fill(comment);
  await expect(creamComment).toHaveValue(comment);
  await expect.poll(() => creamComment.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  expect((await creamComment.boundingBox())!.height).toBeGreaterThan(empty);
  const washComment = wash.getByRole('textbox');
  await washComment.fill(comment);
  await expect.poll(() => washComment.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  await expectNoSidewaysScroll(page);
});
