// Where the builder's interactions spend the main thread's JavaScript time: a diagnostic, not a
// bench (no budgets, not in run.mjs). The same three moves as builder-interaction.bench.mjs (Next
// from three chosen conditions, "Show all", typing 25 characters into the cream's comment of a
// long program), each under CDP's sampling profiler at 1× CPU, summed per source file and per
// source line through the build's source maps:
//   npx vite build --sourcemap --outDir /tmp/client-sm && BUILDER_PROFILE_CLIENT=/tmp/client-sm node tests/bench/builder-profile.mjs
// Without source maps it names the built chunks. Run after `npx tsc -p tsconfig.server.json`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import {
  CHROMIUM_FLAGS,
  DIST,
  demoUserToken,
  signInPage,
  startDemoDatabase,
  startProductionServer,
} from './demo-app.mjs';
import { longDraft } from './builder-draft.mjs';
import { machineLine } from './lighthouse-trace.mjs';

const CLIENT = path.resolve(process.env.BUILDER_PROFILE_CLIENT || path.resolve(DIST, '../client'));
const TYPED = 'Twice a week, then daily.';
const maps = new Map();

function mapOf(url) {
  const file = url.split('/').pop();
  if (!maps.has(file)) {
    const map = path.join(CLIENT, 'assets', `${file}.map`);
    maps.set(file, existsSync(map) ? new TraceMap(readFileSync(map, 'utf8')) : null);
  }
  return maps.get(file);
}

/** A frame's source place: file and line through the source map, else the chunk and the function. */
function placeOf({ url, functionName, lineNumber, columnNumber }) {
  const map = url ? mapOf(url) : null;
  if (!map || lineNumber < 0) return `${functionName || '(anonymous)'} ${url.split('/').pop()}`.trim();
  const found = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  return `${(found.source ?? '?').replace(/.*node_modules\//, 'node_modules/').replace(/^(\.\.\/)+/, '')}:${found.line}`;
}

/** Prints the profile's busy time (idle and the browser's own work left out), by file, then by line. */
function summarize(profile, label) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map();
  profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byLine = new Map();
  const byFile = new Map();
  let busy = 0;
  for (const [id, us] of selfTime) {
    const frame = byId.get(id).callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    busy += us;
    const place = placeOf(frame);
    byLine.set(place, (byLine.get(place) ?? 0) + us);
    const file = place.replace(/:\d+$/, '').replace(/^(node_modules\/(@[^/]+\/)?[^/]+).*/, '$1');
    byFile.set(file, (byFile.get(file) ?? 0) + us);
  }
  const top = (entries, count) => [...entries].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log(`\n${label}: ${(busy / 1000).toFixed(1)} ms of JavaScript`);
  for (const [file, us] of top(byFile, 12)) console.log(`  ${(us / 1000).toFixed(1).padStart(6)} ms  ${file}`);
  console.log('  by line:');
  for (const [line, us] of top(byLine, 12)) console.log(`  ${(us / 1000).toFixed(1).padStart(6)} ms  ${line}`);
}

async function profiled(cdp, label, action) {
  await cdp.send('Profiler.start');
  await action();
  summarize((await cdp.send('Profiler.stop')).profile, label);
}

async function main() {
  const { default: puppeteer } = await import('puppeteer-core');
  console.log(`builder profile, 375 × 812, client ${CLIENT}; ${machineLine()}`);
  const db = await startDemoDatabase({ background: true });
  const server = await startProductionServer({ databaseUrl: db.url, clientDir: CLIENT });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const token = await demoUserToken(server.origin);
    const page = await browser.newPage();
    await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await signInPage(page, server.origin, token);
    const cdp = await page.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.goto(`${server.origin}/formula?stage=CONDITIONS&newSkinCareProgram=true`);
    await page.waitForSelector('.indicator-toggle');
    await page.waitForFunction(() => !location.search.includes('newSkinCareProgram'));
    await page.$$eval('.indicator-toggle', (toggles) => toggles.slice(0, 3).forEach((t) => t.click()));
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 20_000 }).catch(() => undefined);
    await profiled(cdp, 'Next → suggestions (and 0.5 s after)', async () => {
      await page.click('.step-actions .button--primary');
      await page.waitForSelector('section[aria-labelledby="suggestions-products"] .product-toggle');
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    await profiled(cdp, '"Show all" (and 1 s after)', async () => {
      await page.click('section[aria-labelledby="suggestions-products"] .suggested-switch input');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    });
    const draft = await longDraft(server.origin, token);
    await page.evaluate(
      (value) => localStorage.setItem('draft.program.user@example.com', value),
      JSON.stringify(draft),
    );
    await page.goto(`${server.origin}/formula?stage=FORMULA`);
    const field = 'section[aria-labelledby="summary-cream"] textarea';
    await page.waitForSelector(field);
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 20_000 }).catch(() => undefined);
    await page.$eval(field, (el) => {
      el.focus();
      el.setSelectionRange(el.value.length, el.value.length);
    });
    await profiled(cdp, `typing ${TYPED.length} characters into the cream's comment`, () =>
      page.keyboard.type(TYPED, { delay: 60 }),
    );
    await profiled(
      cdp,
      'the pause after typing (the text goes into the draft)',
      () => new Promise((resolve) => setTimeout(resolve, 1000)),
    );
  } finally {
    await browser.close();
    await server.stop();
    await db.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
