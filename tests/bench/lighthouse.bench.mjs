// Lighthouse, mobile settings (Lighthouse's defaults: a mid-range phone, simulated slow
// 4G and 4× CPU slowdown), against the built app served as in production (NODE_ENV=production,
// dist/client with its brotli copies) on a throw-away demo database:
//  1. /auth (the login page): performance ≥ 95, accessibility ≥ 95, and the bytes the page
//     transferred (the login route's cost over the wire);
//  2. the builder (/formula) after logging in through the API as user@example.com, the token put
//     where the client keeps its session (localStorage `userData`, client/app/session.ts):
//     performance ≥ 95, total blocking time ≤ 150 ms, accessibility ≥ 95.
// Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH), driven through puppeteer-core, which
// Lighthouse uses itself. Each page is measured LIGHTHOUSE_BENCH_RUNS times (default 5: Lighthouse's
// variability guide finds the median of five runs about half as variable as one run), the median
// counting: scores vary with the machine's load. Run after `npm run build`.
// Each run prints, beside its scores, Lighthouse's benchmarkIndex and a profile of its trace (main
// thread by group and script, the "Other" group and unattributed time by trace event, the longest
// tasks; on Linux, how long the page's renderer waited for a core); the header prints Chromium's
// and the machine's state (lighthouse-trace.mjs), the footer the load again. Scores taken under
// load are low: compare them with runs of the same machine state.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_FLAGS, DIST, demoUserToken, median, signInPage, startDemoDatabase, startProductionServer } from './demo-app.mjs';
import { browserLine, machineLine, rendererScheduling, runFigures, saveTrace, schedulingLine, settingsLine } from './lighthouse-trace.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_BENCH_RUNS ?? 5);
const CLIENT = path.resolve(DIST, '../client');

async function audit(lighthouse, browser, url, prepare, name) {
  const page = await browser.newPage();
  try {
    if (prepare) await prepare(page);
    // Both read while the page is open: its renderer may end when it closes.
    const scheduledBefore = rendererScheduling(browser.process().pid);
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: Boolean(prepare) }, undefined, page);
    const scheduling = schedulingLine(scheduledBefore, rendererScheduling(browser.process().pid));
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw Object.assign(new Error(`${url}: ${result.lhr.runtimeError.message}`), { code: result.lhr.runtimeError.code });
    saveTrace(result, name);
    // LIGHTHOUSE_BENCH_VERBOSE=1 lists every request with its transferred and resource bytes.
    if (process.env.LIGHTHOUSE_BENCH_VERBOSE) {
      for (const id of ['render-blocking-insight', 'render-blocking-resources', 'network-dependency-tree-insight', 'lcp-breakdown-insight', 'bootup-time', 'mainthread-work-breakdown', 'long-tasks', 'layout-shifts']) {
        const a = audits[id];
        if (a) console.log(`      ${id}: ${a.displayValue ?? ''} ${JSON.stringify(a.details?.items ?? a.details ?? null).slice(0, 600)}`);
      }
      for (const r of audits['network-requests'].details.items) console.log(`      ${String(r.transferSize).padStart(7)} ${String(r.resourceSize).padStart(8)} ${r.mimeType} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`);
    }
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bytes: audits['total-byte-weight'].numericValue,
      requests: audits['network-requests'].details.items.length,
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      si: audits['speed-index'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      finalUrl: result.lhr.finalDisplayedUrl,
      settings: settingsLine(result.lhr),
      scheduling,
      ...runFigures(result, new URL(url).origin),
    };
  } finally {
    await page.close();
  }
}

// Lighthouse now and then loses the trace of a load (NO_NAVSTART: "Please run Lighthouse again");
// such a run is measured again, at most twice. Any other failure ends the bench.
const TRACE_LOST = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP']);
async function auditWithRetry(lighthouse, browser, url, prepare, name) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(lighthouse, browser, url, prepare, name);
    } catch (error) {
      if (attempt > 2 || !TRACE_LOST.has(error.code)) throw error;
      console.log(`      ${error.code}: measured again`);
    }
  }
}

async function main() {
  if (!existsSync(path.join(CLIENT, 'index.html.br'))) throw new Error('dist/client (with its .br copies) is missing: run `npm run build` first');
  const { default: lighthouse } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');
  const db = await startDemoDatabase({ background: true });
  let server;
  let browser;
  try {
    server = await startProductionServer({ databaseUrl: db.url, clientDir: CLIENT });
    const token = await demoUserToken(server.origin);
    const signedIn = (page) => signInPage(page, server.origin, token);

    browser = await puppeteer.launch({ executablePath: CHROME, headless: false, args: [...CHROMIUM_FLAGS] });
    // LIGHTHOUSE_BENCH_PAGES=builder (or /auth) measures one page only.
    const only = process.env.LIGHTHOUSE_BENCH_PAGES?.split(',');
    const targets = [
      { name: '/auth', url: `${server.origin}/auth`, performance: 95, accessibility: 95 },
      { name: 'builder', url: `${server.origin}/formula`, performance: 95, accessibility: 95, tbt: 150, prepare: signedIn },
    ].filter((target) => !only || only.includes(target.name));
    console.log(`lighthouse.bench: mobile, ${RUNS} runs per page (median)`);
    console.log(`  ${machineLine()}`);
    console.log(`  ${await browserLine(browser, CHROME, CHROMIUM_FLAGS)}`);
    let settingsShown = false;
    let failed = false;
    for (const target of targets) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await auditWithRetry(lighthouse, browser, target.url, target.prepare, `${target.name}-${i + 1}`);
        runs.push(run);
        if (!settingsShown) console.log(`  ${run.settings}`);
        settingsShown = true;
        console.log(`  ${target.name.padEnd(8)} run ${i + 1}: performance ${run.performance}, accessibility ${run.accessibility}, FCP ${run.fcp.toFixed(0)} ms, LCP ${run.lcp.toFixed(0)} ms, TBT ${run.tbt.toFixed(0)} ms, SI ${run.si.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, ${run.requests} requests, ${run.bytes} bytes transferred (${run.finalUrl}), benchmarkIndex ${run.benchmarkIndex.toFixed(0)}`);
        for (const line of run.profile.lines()) console.log(line);
        console.log(`      ${run.simulatedLine}`);
        if (run.scheduling) console.log(`      ${run.scheduling}`);
      }
      const performance = median(runs.map((r) => r.performance));
      const accessibility = median(runs.map((r) => r.accessibility));
      const bytes = median(runs.map((r) => r.bytes));
      console.log(`       ${target.name} medians: TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms, LCP ${median(runs.map((r) => r.lcp)).toFixed(0)} ms, observed main thread ${median(runs.map((r) => r.profile.total)).toFixed(0)} ms (thread ran ${median(runs.map((r) => r.profile.thread)).toFixed(0)} ms), benchmarkIndex ${median(runs.map((r) => r.benchmarkIndex)).toFixed(0)}`);
      const okPerformance = performance >= target.performance;
      const okAccessibility = accessibility >= target.accessibility;
      const tbt = median(runs.map((r) => r.tbt));
      const okTbt = target.tbt === undefined || tbt <= target.tbt;
      failed ||= !okPerformance || !okAccessibility || !okTbt;
      console.log(`  ${okPerformance ? 'ok  ' : 'OVER'} ${target.name} performance ${performance}  (budget ≥ ${target.performance})`);
      console.log(`  ${okAccessibility ? 'ok  ' : 'OVER'} ${target.name} accessibility ${accessibility}  (budget ≥ ${target.accessibility})`);
      if (target.tbt !== undefined) console.log(`  ${okTbt ? 'ok  ' : 'OVER'} ${target.name} total blocking time ${tbt.toFixed(0)} ms  (budget ≤ ${target.tbt})`);
      if (target.name === '/auth') console.log(`       login route: ${bytes} bytes transferred (${(bytes / 1024).toFixed(1)} kB, every request of the page)`);
    }
    console.log(`  after: ${machineLine()}`);
    if (failed) process.exitCode = 1;
  } finally {
    await browser?.close();
    await server?.stop();
    await db.stop();
  }
}

await main();
