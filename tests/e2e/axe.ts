import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';

/*
 * axe-core (WCAG 2.1 A and AA) on what the page shows now. Our CSP blocks injected scripts, so a
 * spec using this sets `test.use({ bypassCSP: true })`.
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** A page's first paint waits for its lazy chunk and data; the shared machine is often busy. */
const LOADED = { timeout: 30_000 };

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; html: string }[];
}

/**
 * One line per violation: rule, impact, the elements. `withoutAnnouncer`: leaves out react-aria's
 * live announcer, which keeps a moment what a menu just announced, labelled by an element already
 * gone; only for a check made right after such a menu (the screens' own checks keep it in, as the
 * app removes such orphans: useAnnouncerCleanup). `enable`: rules axe leaves off by default
 * (experimental ones such as label-content-name-mismatch, WCAG 2.5.3).
 */
export async function axeViolations(
  page: Page,
  { withoutAnnouncer = false, enable = [] as string[] } = {},
): Promise<string[]> {
  // Nothing may still be loading: spinners announce themselves with role=status.
  await expect(page.locator('.page-spinner')).toHaveCount(0, LOADED);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible(LOADED);
  // A dialog fading in or a button's colour mid-transition has, for that moment, colours nobody reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: AXE_PATH });
  const found = await page.evaluate(
    async ({ tags, exclude, rules }) =>
      (
        await (
          window as unknown as { axe: { run: (c: object, o: object) => Promise<{ violations: AxeViolation[] }> } }
        ).axe.run({ include: [['body']], exclude }, { runOnly: { type: 'tag', values: tags }, rules })
      ).violations,
    {
      tags: WCAG,
      exclude: withoutAnnouncer ? [['[data-live-announcer]']] : [],
      rules: Object.fromEntries(enable.map((id) => [id, { enabled: true }])),
    },
  );
  return found.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(', ')}`,
  );
}
