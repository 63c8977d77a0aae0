import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, fill, login, text } from './support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);
// The offline builder is the service worker's: this file allows it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const EN = 'en_GB';
const EMAIL = 'user.uk@example.com';
const t = (key: string) => text(key, EN);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text of a key with {{number}} as a capture group. */
const withNumber = (key: string) => new RegExp(escape(t(key)).replace(escape('{{number}}'), '(\\d+)'));

async function gql<T>(request: APIRequestContext, token: string | null, query: string, variables: object): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const data = await gql<{ login: { token: string } }>(
    request,
    null,
    'mutation($input: LoginInput!) { login(input: $input) { token } }',
    {
      input: { username: EMAIL, password: DEMO_PASSWORD },
    },
  );
  return data.login.token;
}

/** Saves the draft online (a new program); returns its id from the address. */
async function saveOnline(page: Page): Promise<string> {
  await page.getByRole('button', { name: t('BUILDER_SAVE'), exact: true }).click();
  await expect(page.getByRole('status').getByText(t('BUILDER_SAVE_SUCCESS'))).toBeVisible();
  await expect(page).toHaveURL(/id=[0-9a-f-]{36}/);
  return new URL(page.url()).searchParams.get('id')!;
}

/** Without network: Save, Update in the overwrite dialog; the save is queued. */
async function queueUpdate(page: Page) {
  await page.getByRole('button', { name: t('BUILDER_SAVE'), exact: true }).click();
  await page
    .getByRole('alertdialog', { name: t('BUILDER_OVERWRITE_TITLE') })
    .getByRole('button', { name: t('BUILDER_UPDATE'), exact: true })
    .click();
  await expect(page.getByRole('status').getByText(t('OFFLINE_SAVE_QUEUED'))).toBeVisible();
}

/** Logs in and waits until the service worker controls the page (it caches the shell first). */
async function start(page: Page) {
  await login(page, EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
  );
}

/** A new draft with the first skin condition, shown on the summary; returns the condition's name. */
async function draftWithOneCondition(page: Page): Promise<string> {
  await page.goto('/formula?stage=CONDITIONS&newSkinCareProgram=true');
  await expect(page).toHaveURL('/formula?stage=CONDITIONS');
  const first = page.locator('.indicator-toggle').first();
  await expect(first).toBeVisible();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/formula?stage=FORMULA');
  await expect(page.getByRole('region', { name: t('BUILDER_SUMMARY_INDICATORS'), exact: true })).toContainText(name);
  return name;
}

const banner = (page: Page) => page.getByTestId('offline-banner');

test.describe('offline builder', () => {
  test('saves without network: queued, kept over an offline reload, sent when the network returns', async ({
    page,
    context,
  }) => {
    await start(page);
    const condition = await draftWithOneCondition(page);
    await expect(banner(page)).toBeEmpty();

    await context.setOffline(true);
    await expect(banner(page)).toContainText(t('OFFLINE_BANNER_TITLE'));
    await expect(banner(page)).toHaveAttribute('role', 'status');
    await page.getByRole('button', { name: t('BUILDER_SAVE'), exact: true }).click();
    await expect(page.getByRole('status').getByText(t('OFFLINE_SAVE_QUEUED'))).toBeVisible();
    await expect(banner(page)).toContainText(t('OFFLINE_BANNER_SAVE_WAITING'));

    // A reload without network opens the builder from the service worker's cache, with the draft.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t('BUILDER_TITLE') })).toBeVisible();
    await expect(page.getByRole('region', { name: t('BUILDER_SUMMARY_INDICATORS'), exact: true })).toContainText(
      condition,
    );
    await expect(banner(page)).toContainText(t('OFFLINE_BANNER_SAVE_WAITING'));

    // The network returns: the save is sent, its id goes into the address.
    await context.setOffline(false);
    const sent = page.getByRole('status').getByText(withNumber('OFFLINE_SAVE_SENT'));
    await expect(sent).toBeVisible();
    const number = withNumber('OFFLINE_SAVE_SENT').exec((await sent.textContent())!)![1]!;
    await expect(page).toHaveURL(/stage=FORMULA&id=[0-9a-f-]{36}/);
    await expect(banner(page)).toBeEmpty();
    await expect(page.getByText(fill(t('BUILDER_PROGRAM_NUMBER'), { number }), { exact: true })).toBeVisible();

    // …and is in my mixtures.
    await page.goto('/user/my-mixtures');
    await page.getByRole('searchbox', { name: t('MIXTURES_SEARCH_CLIENT_LABEL') }).fill(number);
    await expect(page).toHaveURL(`/user/my-mixtures?q=${number}`);
    await expect(page.getByRole('rowheader', { name: number, exact: true })).toHaveCount(1);
  });

  test('a queued save of a program deleted meanwhile ends in a clear message and keeps the draft', async ({
    page,
    context,
    request,
  }) => {
    await start(page);
    const condition = await draftWithOneCondition(page);
    const id = await saveOnline(page);

    await context.setOffline(true);
    await queueUpdate(page);
    // Deleted elsewhere meanwhile (the API request does not share the page's offline mode).
    await gql(request, await apiToken(request), 'mutation($id: ID!) { deleteSkinCareProgram(id: $id) }', { id });

    await context.setOffline(false);
    const deleted = page.locator('.notification', { hasText: t('OFFLINE_QUEUED_PROGRAM_DELETED') });
    await expect(deleted).toBeVisible();
    await expect(page).toHaveURL('/formula?stage=FORMULA');
    await expect(page.getByRole('region', { name: t('BUILDER_SUMMARY_INDICATORS'), exact: true })).toContainText(
      condition,
    );

    // The message stays until dismissed; the kept draft then saves as a new program.
    await deleted.getByRole('button', { name: t('NOTIFICATION_DISMISS') }).click();
    await expect(deleted).toHaveCount(0);
    await page.getByRole('button', { name: t('BUILDER_SAVE'), exact: true }).click();
    // The first save's notice may still be shown: the new program's id in the address proves this save.
    await expect
      .poll(() => {
        const saved = new URL(page.url()).searchParams.get('id');
        return saved !== null && saved !== id && /^[0-9a-f-]{36}$/.test(saved);
      })
      .toBe(true);
    await expect(page.getByRole('status').getByText(t('BUILDER_SAVE_SUCCESS')).last()).toBeVisible();
  });

  test('a queued save of a program changed meanwhile asks (409) and can be saved as a new program', async ({
    page,
    context,
    request,
  }) => {
    await start(page);
    await draftWithOneCondition(page);
    const id = await saveOnline(page);

    await context.setOffline(true);
    await queueUpdate(page);
    // Changed elsewhere meanwhile: the queued save's version is stale.
    const token = await apiToken(request);
    const { skinCareProgram } = await gql<{ skinCareProgram: { version: number } }>(
      request,
      token,
      'query($id: ID!) { skinCareProgram(id: $id) { version } }',
      { id },
    );
    await gql(request, token, 'mutation($p: SkinCareProgramInput!) { saveSkinCareProgram(program: $p) { version } }', {
      p: {
        id,
        version: skinCareProgram.version,
        skinIndicatorWithPriorityDtos: [{ skinIndicatorId: 1, priority: 'MEDIUM' }],
        specialMixedProducts: {},
        washProducts: [],
        readyProducts: [],
      },
    });

    await context.setOffline(false);
    const dialog = page.getByRole('alertdialog', { name: t('OFFLINE_CONFLICT_TITLE') });
    await expect(dialog).toContainText(t('OFFLINE_CONFLICT_TEXT'));
    await dialog.getByRole('button', { name: t('BUILDER_SAVE_NEW'), exact: true }).click();
    await expect(page.getByRole('status').getByText(withNumber('OFFLINE_SAVE_SENT'))).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/id=[0-9a-f-]{36}/);
    expect(new URL(page.url()).searchParams.get('id')).not.toBe(id);
  });

  test('Generate PDF without network is queued and made when the network returns', async ({ page, context }) => {
    await start(page);
    await draftWithOneCondition(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: t('BUILDER_GENERATE_PDF'), exact: true }).click();
    const options = page.getByRole('dialog', { name: t('BUILDER_PDF_OPTIONS_TITLE') });
    await options.getByRole('button', { name: t('BUILDER_PDF_UPDATE_AND_GENERATE'), exact: true }).click();
    await expect(page.getByRole('status').getByText(t('OFFLINE_PDF_QUEUED'))).toBeVisible();
    await expect(options).toHaveCount(0);
    await expect(banner(page)).toContainText(t('OFFLINE_BANNER_PDF_WAITING'));

    await context.setOffline(false);
    await expect(page.getByRole('status').getByText(withNumber('OFFLINE_PDF_SENT'))).toBeVisible();
    await expect(page).toHaveURL(/id=[0-9a-f-]{36}/);
    await expect(page.getByRole('button', { name: t('BUILDER_DOWNLOAD_PDF'), exact: true })).toBeVisible();
  });

  test('with two tabs open, the queued save is sent once, by one of them', async ({ page, context }) => {
    await start(page);
    // A second tab of the same session, on another screen: every logged-in screen sends the queue.
    const other = await context.newPage();
    await other.goto('/user/my-mixtures');
    await expect(other.getByRole('searchbox', { name: t('MIXTURES_SEARCH_CLIENT_LABEL') })).toBeVisible();
    await draftWithOneCondition(page);
    // The saves each tab got an answer to (the pages' own requests, whether or not the service
    // worker answers them). A try the network refused is not a save: it stays queued, and the
    // next return of the network sends it, perhaps from the other tab.
    const saves: string[] = [];
    for (const tab of [page, other]) {
      tab.on('requestfinished', (request) => {
        if (
          request.method() === 'POST' &&
          request.url().endsWith('/graphql') &&
          request.postData()?.includes('saveSkinCareProgram')
        )
          saves.push(request.url());
      });
    }

    await context.setOffline(true);
    await page.getByRole('button', { name: t('BUILDER_SAVE'), exact: true }).click();
    await expect(page.getByRole('status').getByText(t('OFFLINE_SAVE_QUEUED'))).toBeVisible();

    // Both tabs see the network return; one sends, the other finds the queue empty.
    await context.setOffline(false);
    const sent = (tab: Page) => tab.getByRole('status').getByText(withNumber('OFFLINE_SAVE_SENT'));
    await expect.poll(async () => (await sent(page).count()) + (await sent(other).count())).toBe(1);
    await expect(banner(page)).toBeEmpty();
    const outboxes = () =>
      other.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('outbox')).length);
    await expect.poll(outboxes).toBe(0);
    expect(saves).toHaveLength(1);
  });
});

test.describe('the service worker and the GraphQL explorer', () => {
  /** This build's lists (the files vite-plugin-pwa wrote into /sw.js) and the paths in the service worker's caches. */
  const swBuild = (page: Page) =>
    page.evaluate(async () => {
      const source = await (await fetch('/sw.js')).text();
      const files = JSON.parse(/\[\{"(?:onDemand|revision)"[^\]]*\]/.exec(source)![0]) as {
        url: string;
        onDemand?: true;
      }[];
      return {
        precache: files.filter((file) => !file.onDemand).map((file) => file.url),
        onDemand: files.filter((file) => file.onDemand).map((file) => file.url),
      };
    });
  const cached = (page: Page) =>
    page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      return paths.sort();
    });

  test("an admin's explorer is not installed with the app, works when opened and is cached then", async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, 'admin@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await page.waitForFunction(
      () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
    );
    const { precache, onDemand } = await swBuild(page);
    expect(precache.filter((file) => /GraphqlExplorerPage|monaco|worker/i.test(file))).toEqual([]);
    const installed = await cached(page);
    expect(installed).toEqual(expect.arrayContaining(precache));
    expect(installed.filter((file) => onDemand.includes(file))).toEqual([]);

    // Opened: GraphiQL with Monaco's editor, which runs a query.
    await page.goto('/graphql');
    await expect(page.locator('.graphiql-query-editor .monaco-editor').first()).toBeVisible({ timeout: 30_000 });
    const answered = page.waitForResponse(
      (r) =>
        r.url().endsWith('/graphql') &&
        r.request().method() === 'POST' &&
        (r.request().postData() ?? '').includes('isInOffer'),
    );
    await page.getByRole('button', { name: /execute query/i }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.locator('.graphiql-response')).toContainText('"products"');

    // Its chunks, style sheets and web workers are in the cache now, and the next opening takes them from there.
    const explorerFiles = async () => (await cached(page)).filter((file) => onDemand.includes(file));
    await expect
      .poll(explorerFiles)
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/\/GraphqlExplorerPage-.*\.js$/),
          expect.stringMatching(/\/monaco-editor-.*\.css$/),
          expect.stringMatching(/\.worker-.*\.js$/),
        ]),
      );
    const fromCache: string[] = [];
    page.on('response', (r) => r.fromServiceWorker() && fromCache.push(new URL(r.url()).pathname));
    await page.reload();
    await expect(page.locator('.graphiql-query-editor .monaco-editor').first()).toBeVisible({ timeout: 30_000 });
    expect(fromCache).toEqual(expect.arrayContaining([expect.stringMatching(/\/GraphqlExplorerPage-.*\.js$/)]));
  });
});
