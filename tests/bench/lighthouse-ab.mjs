// Compares two builds of the client under Lighthouse (the settings of lighthouse.bench.mjs), runs
// interleaved A, B, B, A, …, so that the machine's swings weigh on both alike. A single set of
// lighthouse.bench.mjs moves by several points from one minute to the next on a shared machine,
// more than most single changes do; this shows whether a change helps.
//
//   npm run build:client && cp -r dist/client /tmp/client-b     (the change)
//   git stash && npm run build:client && cp -r dist/client /tmp/client-a && git stash pop
//   npm run build:server && node tests/bench/lighthouse-ab.mjs /tmp/client-a /tmp/client-b [runs] [/auth,builder]
//
// LIGHTHOUSE_AB_FLAGS_A / LIGHTHOUSE_AB_FLAGS_B (space-separated) replace Chromium's flags
// (CHROMIUM_FLAGS) for that side, to compare browser settings on one build (the same dir twice).
// Each run has a browser of its own (a new profile: nothing cached, a first visit), started for it
// and closed after it, so that no run inherits another's cache or renderers. LIGHTHOUSE_AB_WARM=1
// measures a returning user instead, as runs 2 to 5 of lighthouse.bench.mjs do: one browser per
// side, kept for all its runs, each page loaded once unmeasured first.
//
// One throw-away demo database; the two servers (dist/server) listen on 127.0.0.1 and 127.0.0.2, so
// that the texts cookie of one does not reach the other. Not part of `npm run bench`.
// Prints the machine's and Chromium's state before and after (lighthouse-trace.mjs), each run's
// benchmarkIndex and trace profile, and at the end the medians and the B / A ratios: under load the
// absolute scores are low, the ratios of one interleaved run are what compares.
import {
  CHROMIUM_FLAGS,
  demoUserToken,
  median,
  signInPage,
  startDemoDatabase,
  startProductionServer,
} from './demo-app.mjs';
import {
  browserLine,
  machineLine,
  rendererScheduling,
  runFigures,
  saveTrace,
  schedulingLine,
  settingsLine,
} from './lighthouse-trace.mjs';

const [dirA, dirB] = process.argv.slice(2, 4);
if (!dirA || !dirB)
  throw new Error('usage: node tests/bench/lighthouse-ab.mjs <client dir A> <client dir B> [runs] [pages]');
const RUNS = Number(process.argv[4] ?? 6);
const PAGES = (process.argv[5] ?? '/auth,builder').split(',');

const { default: lighthouse } = await import('lighthouse');
const { default: puppeteer } = await import('puppeteer-core');

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

const db = await startDemoDatabase({ background: true });
const servers = {};
let browser;
try {
  servers.A = await startProductionServer({ databaseUrl: db.url, clientDir: dirA, host: '127.0.0.1' });
  servers.B = await startProductionServer({ databaseUrl: db.url, clientDir: dirB, host: '127.0.0.2' });
  const token = await demoUserToken(servers.A.origin);
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const flags = Object.fromEntries(
    ['A', 'B'].map((variant) => [
      variant,
      process.env[`LIGHTHOUSE_AB_FLAGS_${variant}`]?.split(' ').filter(Boolean) ?? CHROMIUM_FLAGS,
    ]),
  );
  console.log(
    `lighthouse-ab: A ${dirA}, B ${dirB}, ${RUNS} runs per page and build, interleaved, ${process.env.LIGHTHOUSE_AB_WARM ? 'a returning user (warm)' : 'first visits (cold)'}`,
  );
  console.log(`  ${machineLine()}`);
  for (const variant of ['A', 'B']) {
    browser = await puppeteer.launch({ executablePath: chrome, headless: false, args: [...flags[variant]] });
    console.log(`  ${variant} ${await browserLine(browser, chrome, flags[variant])}`);
    await browser.close();
    browser = undefined;
  }
  const warm = Boolean(process.env.LIGHTHOUSE_AB_WARM);
  const warmBrowsers = {};
  const launch = (variant) => puppeteer.launch({ executablePath: chrome, headless: false, args: [...flags[variant]] });
  // One load of a page by a build; a browser of its own, or (warm) the side's kept one.
  const measure = async (variant, pageName) => {
    const { origin } = servers[variant];
    const own = warm ? (warmBrowsers[variant] ??= await launch(variant)) : (browser = await launch(variant));
    try {
      const page = await own.newPage();
      const signedIn = pageName === 'builder';
      if (signedIn) await signInPage(page, origin, token);
      const url = signedIn ? `${origin}/formula` : `${origin}/auth`;
      const scheduledBefore = rendererScheduling(own.process().pid);
      const result = await lighthouse(
        url,
        { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: warm || signedIn },
        undefined,
        page,
      );
      const scheduling = schedulingLine(scheduledBefore, rendererScheduling(own.process().pid));
      await page.close();
      return { result, scheduling };
    } finally {
      if (!warm) {
        await browser.close();
        browser = undefined;
      }
    }
  };
  const results = {};
  try {
    if (warm) for (const pageName of PAGES) for (const variant of ['A', 'B']) await measure(variant, pageName);
    for (let i = 0; i < RUNS; i++) {
      for (const pageName of PAGES) {
        for (const variant of i % 2 ? ['B', 'A'] : ['A', 'B']) {
          const { origin } = servers[variant];
          const { result, scheduling } = await measure(variant, pageName);
          const { audits, categories } = result.lhr;
          if (i === 0 && Object.keys(results).length === 0) console.log(`  ${settingsLine(result.lhr)}`);
          saveTrace(result, `${pageName}-${variant}-${i + 1}`);
          const { benchmarkIndex, profile, simulatedLine } = runFigures(result, origin);
          const run = {
            performance: Math.round(categories.performance.score * 100),
            tbt: audits['total-blocking-time'].numericValue,
            lcp: audits['largest-contentful-paint'].numericValue,
            benchmarkIndex,
            main: profile.total,
            thread: profile.thread,
            long: profile.longTasks.length,
          };
          (results[`${pageName} ${variant}`] ??= []).push(run);
          console.log(
            `  ${pageName} ${variant} run ${i + 1}: performance ${run.performance}, TBT ${run.tbt.toFixed(0)} ms, LCP ${run.lcp.toFixed(0)} ms, benchmarkIndex ${benchmarkIndex.toFixed(0)}`,
          );
          for (const line of profile.lines()) console.log(line);
          console.log(`      ${simulatedLine}`);
          if (scheduling) console.log(`      ${scheduling}`);
        }
      }
    }
  } finally {
    for (const kept of Object.values(warmBrowsers)) await kept.close();
  }
  for (const [name, runs] of Object.entries(results)) {
    const of = (key) => runs.map((r) => r[key]);
    console.log(
      `${name}: performance median ${median(of('performance'))} (mean ${mean(of('performance')).toFixed(1)}), TBT median ${median(of('tbt')).toFixed(0)} ms (mean ${mean(of('tbt')).toFixed(0)}), LCP median ${median(of('lcp')).toFixed(0)} ms, observed main thread median ${median(of('main')).toFixed(0)} ms (thread ran ${median(of('thread')).toFixed(0)} ms), long tasks median ${median(of('long'))}, benchmarkIndex median ${median(of('benchmarkIndex')).toFixed(0)}`,
    );
  }
  for (const pageName of PAGES) {
    const [a, b] = ['A', 'B'].map((variant) => results[`${pageName} ${variant}`]);
    const ratio = (key) => (median(b.map((r) => r[key])) / median(a.map((r) => r[key]))).toFixed(2);
    console.log(
      `${pageName} B / A (medians): TBT ${ratio('tbt')}, LCP ${ratio('lcp')}, observed main thread ${ratio('main')}, thread time ${ratio('thread')}, performance ${ratio('performance')}`,
    );
  }
  console.log(`  after: ${machineLine()}`);
} finally {
  await browser?.close();
  await servers.A?.stop();
  await servers.B?.stop();
  await db.stop();
}
