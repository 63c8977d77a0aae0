import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, pickText } from '../../common/locales.js';
import { DEMO_PASSWORD, HAS_CHROMIUM, INCI_LOCALES, SKIP_REASON, login, mainMenu } from './support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);

/**
 * The whole journey of a professional in each of the eleven locales at 375 px: no
 * `!!!KEY!!!`, no English where the locale has its own text, no text overflowing its box.
 * E2E_LOCALES=en_GB,de_DE,pl_PL limits the run (the other locales need the translators' files).
 */
const WANTED = (process.env.E2E_LOCALES?.split(',').map((l) => l.trim()) ?? [...LOCALES]).filter((l) =>
  (LOCALES as readonly string[]).includes(l),
);
const USER = 'user.uk@example.com';
// English as the fallback, so that a text missing in the locale shows as English and is caught.
const fallbackOf = (locale: string) => (locale === 'en_GB' ? 'de_DE' : 'en_GB');

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
/** The catalogue's names and descriptions as more key → locale → text (seed/catalogue/texts/<locale>.json). */
function catalogueTexts(): Record<string, Record<string, string>> {
  const dir = path.resolve('server/db/seed/catalogue/texts');
  const texts: Record<string, Record<string, string>> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const locale = file.replace(/\.json$/, '');
    const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<
      string,
      Record<string, { name?: string; description?: string }>
    >;
    for (const kind of ['products', 'indicators']) {
      for (const [code, entry] of Object.entries(data[kind] ?? {})) {
        for (const field of ['name', 'description'] as const) {
          if (entry[field]) (texts[`${kind} ${code} ${field}`] ??= {})[locale] = entry[field];
        }
      }
    }
  }
  return texts;
}
const TEXTS = seedTexts();
const CATALOGUE = catalogueTexts();
const text = (key: string, locale: string) => pickText(TEXTS[key] ?? {}, locale, fallbackOf(locale)) ?? `!!!${key}!!!`;

/**
 * en_GB texts that must not show in `locale`: the key's text there is missing (English would show)
 * or differs, and no key's text in that locale is the same string (then it may rightly show).
 */
function englishLeftovers(locale: string): Set<string> {
  const all = [...Object.values(TEXTS), ...Object.values(CATALOGUE)];
  const own = new Set(all.map((byLocale) => byLocale[locale]).filter((v): v is string => !!v));
  const leftovers = new Set<string>();
  for (const byLocale of all) {
    const english = byLocale.en_GB;
    const local = byLocale[locale];
    if (locale === 'en_GB' || !english || english === local || english.includes('{{') || own.has(english)) continue;
    leftovers.add(english.trim());
  }
  return leftovers;
}

/** Sets the demo user's preferred and fallback locale through the GraphQL API. */
async function setUserLocale(
  request: APIRequestContext,
  preferredLocale: string,
  fallbackLocale: string,
): Promise<void> {
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
    input: { username: USER, password: DEMO_PASSWORD },
  });
  const token = auth!.token as string;
  const { me } = await call(
    token,
    '{ me { id name surname companyName phoneNo preferredLocale fallbackLocale version } }',
    {},
  );
  await call(token, 'mutation($input: UserDetailsInput!) { updateMyDetails(input: $input) { version } }', {
    input: { ...me, preferredLocale, fallbackLocale },
  });
}

/** The page's problems: `!!!KEY!!!` markers, English leftovers and overflowing boxes. */
async function problemsOn(page: Page, where: string, leftovers: Set<string>): Promise<string[]> {
  const found = await page.evaluate(
    (english: string[]) => {
      const out: string[] = [];
      const englishSet = new Set(english);
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const attributes = ['aria-label', 'placeholder', 'title', 'alt'];
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        for (const a of attributes) {
          const v = el.getAttribute(a);
          if (v && /!!!\w+!!!/.test(v)) out.push(`marker in ${a}: ${v}`);
        }
        if (!visible(el)) continue;
        const own = Array.from(el.childNodes)
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        if (!own) continue;
        if (/!!!\w+!!!/.test(own)) out.push(`marker: ${own}`);
        else if (englishSet.has(own))
          out.push(`English: "${own}" (<${el.tagName.toLowerCase()} class="${el.className}">)`);
      }
      const boxes =
        'button, a.button, [role="button"], .product-tile, .indicator-toggle, .tile, td, th, [role="menuitem"], nav a, nav li';
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(boxes))) {
        if (!visible(el)) continue;
        if (el.scrollWidth > el.clientWidth + 1)
          out.push(
            `overflow ${el.scrollWidth} > ${el.clientWidth}: <${el.tagName.toLowerCase()} class="${el.className}"> "${(el.textContent ?? '').trim().slice(0, 60)}"`,
          );
      }
      // Stage names and scores wrap between words, never inside one ("Zusammenfass" over "ung", "6" over "0").
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('.stages__name, .recipe-indicator__score'))) {
        if (!visible(el)) continue;
        for (const node of Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE)) {
          for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            if (new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size > 1) {
              out.push(`word cut in two: "${word[0]}" (<${el.tagName.toLowerCase()} class="${el.className}">)`);
            }
          }
        }
      }
      return out;
    },
    [...leftovers],
  );
  return found.map((p) => `${where}: ${p}`);
}

/** Waits until the page's heading is there and no spinner is left. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .spinner, .page-spinner')).toHaveCount(0);
}

test.describe('the journey in every locale (375 px)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1440) >= 768, 'mobile project only');

  // The other journeys expect the demo user as seeded (server/db/seed/demo.ts): put back after each locale.
  test.afterEach(async ({ request }) => {
    await setUserLocale(request, 'en_GB', 'en_GB');
  });

  for (const locale of WANTED) {
    test(locale, async ({ page, request }) => {
      test.setTimeout(120_000);
      await setUserLocale(request, locale, fallbackOf(locale));
      const leftovers = englishLeftovers(locale);
      const problems: string[] = [];
      const check = async (where: string) => {
        await settled(page);
        problems.push(...(await problemsOn(page, where, leftovers)));
      };

      await login(page, USER, DEMO_PASSWORD);
      await expect(page).toHaveURL('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale.replace('_', '-'));
      await check('home');
      await mainMenu(page, locale);
      problems.push(...(await problemsOn(page, 'menu', leftovers)));

      const knowledge = [
        '/knowledge/products',
        '/knowledge/indicators',
        ...(INCI_LOCALES.includes(locale) ? ['/knowledge/incis'] : []),
      ];
      for (const url of knowledge) {
        await page.goto(url);
        await check(url);
      }

      // Every builder stage, by its own Next button.
      await page.goto('/formula?stage=CONDITIONS&newSkinCareProgram=true');
      await expect(page).toHaveURL('/formula?stage=CONDITIONS');
      const stageHeading = (stage: string) =>
        page.getByRole('heading', { level: 2, name: text(`BUILDER_STAGE_${stage}`, locale), exact: true });
      await expect(stageHeading('CONDITIONS')).toBeVisible();
      await check('builder CONDITIONS');
      const indicator = page.locator('.indicator-toggle').first();
      await indicator.click();
      await expect(indicator).toHaveAttribute('aria-pressed', 'true');
      const next = page.getByRole('button', { name: text('BUILDER_NEXT', locale), exact: true });
      await next.click();
      await expect(stageHeading('PERSONALIZED_SUGGESTIONS')).toBeVisible();
      await check('builder PERSONALIZED_SUGGESTIONS');
      if ((await page.locator('.size-toggle').count()) === 0)
        await page.getByText(text('BUILDER_SHOW_ALL_PRODUCTS', locale), { exact: true }).first().click();
      const size = page.locator('.size-toggle').first();
      await size.click();
      await expect(size).toHaveAttribute('aria-pressed', 'true');
      for (const stage of ['PERSONALIZED', 'WASH', 'READY', 'FORMULA']) {
        await next.click();
        await expect(stageHeading(stage)).toBeVisible();
        await check(`builder ${stage}`);
      }

      for (const url of ['/user/my-mixtures', '/user/my-account']) {
        await page.goto(url);
        await check(url);
      }
      expect(problems).toEqual([]);
    });
  }
});
