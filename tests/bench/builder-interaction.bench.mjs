// The builder's interactions on a phone (375 × 812, touch) at 4× CPU (CDP
// Emulation.setCPUThrottlingRate 4), in Debian's Chromium through puppeteer-core, against the built
// app served as in production on a throw-away demo database, as user@example.com (issue 35 item 12):
//  1. Next from the conditions (three chosen) to the suggestions: from the press to the first frame
//     painted after the suggested products are shown (rendered ahead, they may be in the page
//     already, hidden); budget 200 ms;
//  2. "Show all" of the suggested products: from the press to the frame after the list changed;
//     budget 200 ms;
//  3. typing 24 characters into the cream's comment on the summary of a long program (a base, six
//     concentrates, three wash and eight ready products, with comments): each keystroke's own work
//     (the Event Timing API: processingEnd − processingStart of its events, summed per interaction),
//     budget one frame (16 ms), and the longest task while typing and just after it (the text goes
//     into the draft when typing pauses: one task, counted apart).
// The same typing into the reference shell's textarea (reference-shell.mjs: React 19, React Router and
// i18next, the stack's own page with nothing else), in the same rounds, says what a keystroke costs
// before the app adds anything: its ratio to the app's is budgeted (≤ 1.5), the absolute figure is
// printed against one frame (decision 068: the reference's own keystroke takes about a frame at 4×).
// Each figure is the median of BUILDER_BENCH_RUNS runs (default 3) with the longest of them beside it;
// as many runs again without the slowdown give the renderer main thread's CPU time of each (Linux
// schedstat), a figure the machine's load does not move: ×4 it is the phone's, checked against the budgets.
// BENCH_CLIENT_DIRS=before:/tmp/old-client,after:dist/client measures several builds in one run (the
// same server, database and machine state), e.g. the client before and after a change; by default
// the build in dist/client. Run after `npm run build`. Figures only: the exit code says whether the
// bench ran, and "OVER BUDGET" marks a figure past its budget.
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
import { longDraft } from './builder-draft.mjs';
import { machineLine, rendererScheduling } from './lighthouse-trace.mjs';
import { buildReferenceShell } from './reference-shell.mjs';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.BUILDER_BENCH_RUNS || 3);
const CPU_SLOWDOWN = 4;
const FRAME_MS = 16;
const STAGE_BUDGET_MS = 200;
const KEYSTROKE_RATIO_BUDGET = 1.5;
const EMAIL = 'user@example.com';
const DRAFT_KEY = `draft.program.${EMAIL}`;
const TYPED = 'Twice a week, then daily.';
const clients = (process.env.BENCH_CLIENT_DIRS || `current:${path.resolve(DIST, '../client')}`)
  .split(',')
  .map((entry) => {
    const at = entry.indexOf(':');
    return { label: entry.slice(0, at), dir: path.resolve(entry.slice(at + 1)) };
  });

const ms = (value) => `${value.toFixed(0)} ms`;
const verdict = (value, budget) => (value <= budget ? 'ok' : 'OVER BUDGET');

/** Collects long tasks (≥ 50 ms) and Event Timing entries from the page's start. */
const OBSERVE = () => {
  window.__bench = { tasks: [], events: [] };
  new PerformanceObserver((list) =>
    window.__bench.tasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))),
  ).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) =>
    window.__bench.events.push(
      ...list.getEntries().map((e) => ({
        name: e.name,
        id: e.interactionId,
        start: e.startTime,
        processing: e.processingEnd - e.processingStart,
        duration: e.duration,
      })),
    ),
  ).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/**
 * Presses `selector` in the page (a virtual click: react-aria takes it as a press) and answers the
 * ms from the press to the frame after `done()` first holds, with the longest task meanwhile.
 */
async function pressUntil(page, selector, done) {
  return page.evaluate(
    (sel, doneSource) =>
      new Promise((resolve, reject) => {
        const isDone = new Function(`return (${doneSource})()`);
        const start = performance.now();
        const timeout = setTimeout(() => reject(new Error(`not done 20 s after pressing ${sel}`)), 20_000);
        document.querySelector(sel).click();
        const check = () => {
          if (!isDone()) return requestAnimationFrame(check);
          // The frame that paints it: the next animation frame's task has run after the paint.
          requestAnimationFrame(() =>
            setTimeout(() => {
              clearTimeout(timeout);
              const end = performance.now();
              const longest = Math.max(
                0,
                ...window.__bench.tasks
                  .filter((t) => t.start + t.duration >= start && t.start <= end)
                  .map((t) => t.duration),
              );
              resolve({ time: end - start, longest });
            }),
          );
        };
        requestAnimationFrame(check);
      }),
    selector,
    done.toString(),
  );
}

/**
 * Runs `action` and answers it with the CPU time the page's renderer main thread ran meanwhile (Linux
 * schedstat; the renderer whose main thread ran the most), or null without /proc. Unlike the wall
 * figures it does not grow with the machine's load: a thread waiting for a core does not run. Taken
 * in runs without the emulated slowdown (which keeps the thread running while it holds it back):
 * times CPU_SLOWDOWN it is the phone's.
 */
async function withMainThreadCpu(browser, action) {
  const pid = browser.process()?.pid;
  const before = pid ? rendererScheduling(pid) : new Map();
  const result = await action();
  const after = pid ? rendererScheduling(pid) : new Map();
  const ran = [...after].map(([id, { run }]) => run - (before.get(id)?.run ?? 0));
  return { result, cpu: ran.length ? Math.max(...ran) : null };
}

/** Until no request has been under way for a second (at most 20 s: a slow answer is then the machine's, not the page's). */
async function settled(page) {
  await page.waitForNetworkIdle({ idleTime: 1000, timeout: 20_000 }).catch(() => undefined);
}

/**
 * Types TYPED into the focused field at a person's pace; answers each keystroke's work (Event Timing,
 * summed per interaction), the longest task while typing and in the pause after it (the text goes
 * into the draft once), and the renderer main thread's CPU time per keystroke.
 */
async function typeInto(browser, page) {
  const { cpu } = await withMainThreadCpu(browser, () => page.keyboard.type(TYPED, { delay: 120 }));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const typing = await page.evaluate(() => {
    const perInteraction = new Map();
    for (const e of window.__bench.events)
      if (e.id) perInteraction.set(e.id, (perInteraction.get(e.id) ?? 0) + e.processing);
    const tasks = window.__bench.tasks.map((t) => t.duration);
    return { keystrokes: [...perInteraction.values()], longestTask: Math.max(0, ...tasks), tasks: tasks.length };
  });
  return { typing, typingCpu: cpu === null ? null : cpu / TYPED.length };
}

/** The same typing into the reference shell's textarea: what the stack costs per keystroke. */
async function referenceOnce(browser, origin, rate = CPU_SLOWDOWN) {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await page.evaluateOnNewDocument(OBSERVE);
    const cdp = await page.createCDPSession();
    await page.goto(`${origin}/comment`);
    await page.waitForSelector('textarea');
    await page.$eval('textarea', (el) => {
      el.focus();
      el.setSelectionRange(el.value.length, el.value.length);
    });
    await page.evaluate(() => {
      window.__bench.events.length = 0;
      window.__bench.tasks.length = 0;
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const { typing, typingCpu } = await typeInto(browser, page);
    return { typing, cpu: { keystroke: typingCpu } };
  } finally {
    await page.close();
  }
}

async function runOnce(browser, origin, token, draft, rate = CPU_SLOWDOWN) {
  const page = await browser.newPage();
  try {
    await page.setBypassCSP(true);
    await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await signInPage(page, origin, token);
    await page.evaluateOnNewDocument(OBSERVE);
    const cdp = await page.createCDPSession();
    // The first stage loads at full speed (its cost is Lighthouse's to measure); the moves are throttled.
    await page.goto(`${origin}/formula?stage=CONDITIONS&newSkinCareProgram=true`);
    await page.waitForSelector('.indicator-toggle');
    await page.waitForFunction(() => !location.search.includes('newSkinCareProgram'));
    await page.$$eval('.indicator-toggle', (toggles) => toggles.slice(0, 3).forEach((t) => t.click()));
    await page.waitForFunction(() => document.querySelectorAll('.chosen-indicator').length === 3);
    // The prefetched catalogue is in the cache before Next (as it is for a user who took a few seconds to choose).
    await settled(page);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });

    const nextSelector = '.step-actions .button--primary';
    const { result: next, cpu: nextCpu } = await withMainThreadCpu(browser, () =>
      pressUntil(
        page,
        nextSelector,
        () =>
          !!document
            .querySelector('section[aria-labelledby="suggestions-products"] .product-toggle')
            ?.checkVisibility(),
      ),
    );

    const before = await page.$eval('#suggestions-products', (h) => h.textContent);
    const switchSelector = 'section[aria-labelledby="suggestions-products"] .suggested-switch input';
    const { result: showAll, cpu: showAllCpu } = await withMainThreadCpu(browser, () =>
      pressUntil(
        page,
        switchSelector,
        new Function(
          `return document.querySelector('#suggestions-products').textContent !== ${JSON.stringify(before)}`,
        ),
      ),
    );

    // The summary of a long program, typed into.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.evaluate((key, value) => localStorage.setItem(key, value), DRAFT_KEY, JSON.stringify(draft));
    await page.goto(`${origin}/formula?stage=FORMULA`);
    const field = 'section[aria-labelledby="summary-cream"] textarea';
    await page.waitForSelector(field);
    // The summary settles (its ingredient list arrives) before the typing starts.
    await settled(page);
    await page.$eval(field, (el) => {
      el.focus();
      el.setSelectionRange(el.value.length, el.value.length);
    });
    await page.evaluate(() => {
      window.__bench.events.length = 0;
      window.__bench.tasks.length = 0;
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const { typing, typingCpu } = await typeInto(browser, page);
    const typed = await page.$eval(
      field,
      (el) => `${document.activeElement === el ? '' : '(not focused) '}${el.value}`,
    );
    if (!typed.endsWith(TYPED))
      throw new Error(`the comment did not take the typed text: …${JSON.stringify(typed.slice(-60))}`);
    return {
      next,
      showAll,
      typing,
      cpu: { next: nextCpu, showAll: showAllCpu, keystroke: typingCpu },
    };
  } finally {
    await page.close();
  }
}

async function measure(browser, origin, token, draft, referenceOrigin) {
  // The reference is typed into in the same rounds, right after the app: one machine state for both.
  const runs = [];
  const referenceRuns = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await runOnce(browser, origin, token, draft));
    referenceRuns.push(await referenceOnce(browser, referenceOrigin));
  }
  const unthrottled = [];
  const referenceUnthrottled = [];
  for (let i = 0; i < RUNS; i++) {
    unthrottled.push(await runOnce(browser, origin, token, draft, 1));
    referenceUnthrottled.push(await referenceOnce(browser, referenceOrigin, 1));
  }
  // Keystrokes whose work passed the Event Timing threshold (16 ms of duration): the others did less.
  const keystrokes = runs.flatMap((r) => r.typing.keystrokes);
  const referenceKeystrokes = referenceRuns.flatMap((r) => r.typing.keystrokes);
  const cpuOf = (key, of = unthrottled) =>
    of.every((r) => r.cpu[key] !== null) ? median(of.map((r) => r.cpu[key])) : null;
  return {
    cpu: {
      next: cpuOf('next'),
      showAll: cpuOf('showAll'),
      keystroke: cpuOf('keystroke'),
      referenceKeystroke: cpuOf('keystroke', referenceUnthrottled),
    },
    referenceKeystroke: {
      median: referenceKeystrokes.length ? median(referenceKeystrokes) : 0,
      worst: Math.max(0, ...referenceKeystrokes),
      counted: referenceKeystrokes.length,
    },
    next: {
      median: median(runs.map((r) => r.next.time)),
      worst: Math.max(...runs.map((r) => r.next.time)),
      task: Math.max(...runs.map((r) => r.next.longest)),
    },
    showAll: {
      median: median(runs.map((r) => r.showAll.time)),
      worst: Math.max(...runs.map((r) => r.showAll.time)),
      task: Math.max(...runs.map((r) => r.showAll.longest)),
    },
    keystroke: {
      median: keystrokes.length ? median(keystrokes) : 0,
      worst: Math.max(0, ...keystrokes),
      counted: keystrokes.length,
      longestTask: Math.max(...runs.map((r) => r.typing.longestTask)),
    },
  };
}

async function main() {
  const { default: puppeteer } = await import('puppeteer-core');
  console.log(`builder interactions at ${CPU_SLOWDOWN}× CPU, 375 × 812, ${RUNS} runs each; ${machineLine()}`);
  const db = await startDemoDatabase({ background: true });
  const shell = await buildReferenceShell();
  // On its own address, so that the app's cookies and storage do not reach it.
  const reference = await startProductionServer({ databaseUrl: db.url, clientDir: shell.dir, host: '127.0.0.2' });
  const results = [];
  try {
    for (const client of clients) {
      const server = await startProductionServer({ databaseUrl: db.url, clientDir: client.dir });
      let browser;
      try {
        browser = await puppeteer.launch({ executablePath: CHROME, headless: true, args: [...CHROMIUM_FLAGS] });
        const token = await demoUserToken(server.origin);
        const draft = await longDraft(server.origin, token);
        results.push({
          label: client.label,
          dir: client.dir,
          figures: await measure(browser, server.origin, token, draft, reference.origin),
        });
      } finally {
        await browser?.close();
        await server.stop();
      }
    }
  } finally {
    await reference.stop();
    shell.stop();
    await db.stop();
  }
  for (const { label, dir, figures: f } of results) {
    console.log(`\n${label} (${dir}):`);
    console.log(
      `  Next → suggestions painted   median ${ms(f.next.median)}, worst ${ms(f.next.worst)}, longest task ${ms(f.next.task)}  (budget ${STAGE_BUDGET_MS} ms: ${verdict(f.next.worst, STAGE_BUDGET_MS)})`,
    );
    console.log(
      `  "Show all" painted           median ${ms(f.showAll.median)}, worst ${ms(f.showAll.worst)}, longest task ${ms(f.showAll.task)}  (budget ${STAGE_BUDGET_MS} ms: ${verdict(f.showAll.worst, STAGE_BUDGET_MS)})`,
    );
    console.log(
      `  comment keystroke's work     median ${ms(f.keystroke.median)}, worst ${ms(f.keystroke.worst)} (${f.keystroke.counted} of ${RUNS * 25} over 16 ms to paint)  (budget ${FRAME_MS} ms: ${verdict(f.keystroke.worst, FRAME_MS)}); longest task while typing and after ${ms(f.keystroke.longestTask)}`,
    );
    console.log(
      `  the reference's textarea     median ${ms(f.referenceKeystroke.median)}, worst ${ms(f.referenceKeystroke.worst)} (${f.referenceKeystroke.counted} of ${RUNS * 25} over 16 ms to paint)`,
    );
  }
  console.log(
    `\nCPU time of the renderer's main thread (Linux schedstat, median of the runs; ×${CPU_SLOWDOWN} estimates the phone, whatever the machine's load):`,
  );
  for (const { label, figures: f } of results) {
    const line = (name, value, budget) =>
      value === null
        ? `${name} n/a`
        : `${name} ${value.toFixed(1)} ms (×${CPU_SLOWDOWN} = ${(value * CPU_SLOWDOWN).toFixed(0)} ms, budget ${budget} ms: ${verdict(value * CPU_SLOWDOWN, budget)})`;
    console.log(
      `  ${label}: ${line('Next', f.cpu.next, STAGE_BUDGET_MS)}; ${line('Show all', f.cpu.showAll, STAGE_BUDGET_MS)}; ${line('per keystroke', f.cpu.keystroke, FRAME_MS)}`,
    );
    if (f.cpu.keystroke !== null && f.cpu.referenceKeystroke !== null) {
      const ratio = f.cpu.keystroke / f.cpu.referenceKeystroke;
      console.log(
        `  ${label}: the reference's keystroke ${f.cpu.referenceKeystroke.toFixed(1)} ms (×${CPU_SLOWDOWN} = ${(f.cpu.referenceKeystroke * CPU_SLOWDOWN).toFixed(0)} ms); keystroke app / reference ${ratio.toFixed(2)} (budget ≤ ${KEYSTROKE_RATIO_BUDGET}: ${verdict(ratio, KEYSTROKE_RATIO_BUDGET)})`,
      );
    }
  }
  console.log(`\n${machineLine()}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
