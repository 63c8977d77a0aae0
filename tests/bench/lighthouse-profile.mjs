// A profile of the login page and the builder as a phone meets them, in the page itself rather than
// in Lighthouse's simulation: Chromium's CPU throttled 4× (DevTools' throttling, so long tasks are
// real ones), a 375 px mobile viewport, a fresh browser context per run (a first visit: nothing
// cached). Each run records a trace (Lighthouse's categories, read with its task model as in
// lighthouse-trace.mjs) with V8's CPU profile, and prints when the page became usable (the login
// form's field, the builder's first indicator on screen), the blocking time and longest task up to
// then, and the functions and scripts that took the main thread. With source maps it also finds
// the long tasks spent mostly in Apollo's normalised cache on the builder's first screen (budget:
// none).
//
//   npm run build && node tests/bench/lighthouse-profile.mjs [runs] [client dir A] [client dir B]
//
// A client built with source maps (`npx vite build --sourcemap --outDir /tmp/client-map &&
// node scripts/compress-client.mjs /tmp/client-map`) has the profile's functions named by their
// source file, line and original name instead of the minified ones. PROFILE_TOP=<n> prints the n
// functions that took the main thread longest (8 unless told).
//
// With two client builds, the runs are interleaved A, B, B, A, … (one server each, on 127.0.0.1 and
// 127.0.0.2) and the B / A ratios of the medians are printed: on a shared, loaded machine only such
// side-by-side figures compare; the absolute ones are high under load. Not part of `npm run bench`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import {
  CHROMIUM_FLAGS,
  DIST,
  demoUserToken,
  median,
  signInPage,
  startDemoDatabase,
  startProductionServer,
} from './demo-app.mjs';
import { browserLine, machineLine, profileTrace } from './lighthouse-trace.mjs';

const RUNS = Number(process.argv[2] ?? 3);
const DIRS = process.argv.slice(3).length ? process.argv.slice(3) : [path.resolve(DIST, '../client')];
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
const PAGES = [
  { name: '/auth', path: '/auth', ready: 'form input' },
  { name: 'builder', path: '/formula', ready: '.indicator-toggle', signedIn: true },
];

const BASE64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** A source map's `mappings` decoded: per generated line, its segments [column, source, line, column, name?]. */
function decodeMappings(mappings) {
  const state = [0, 0, 0, 0, 0];
  return mappings.split(';').map((line) => {
    state[0] = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const fields = [];
        let value = 0;
        let shift = 0;
        for (const c of segment) {
          const digit = BASE64.get(c);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        return fields.map((delta, i) => (state[i] += delta));
      });
  });
}

/** `resolve(url, line, column)` (0-based, as V8 gives them): the original `file:line name`, when the client dir has the script's map. */
function sourceMaps(dir, origin) {
  const maps = new Map();
  return (url, line, column) => {
    if (!url.startsWith(`${origin}/`)) return null;
    const file = path.join(dir, new URL(url).pathname);
    if (!maps.has(file)) {
      const json = existsSync(`${file}.map`) ? JSON.parse(readFileSync(`${file}.map`, 'utf8')) : null;
      maps.set(file, json && { ...json, lines: decodeMappings(json.mappings) });
    }
    const map = maps.get(file);
    const segments = map?.lines[line];
    if (!segments?.length) return null;
    const segment = segments.filter((s) => s[0] <= column).at(-1) ?? segments[0];
    if (segment.length < 4) return null;
    // A package by its name, the app by its path in the repository.
    const source = map.sources[segment[1]]
      .replace(/^.*node_modules\//, '')
      .replace(/^(\.\.\/)*(.*?\/)?(client|common)\//, '$3/');
    return `${segment.length > 4 ? map.names[segment[4]] : ''} ${source}:${segment[2] + 1}`.trim();
  };
}

/**
 * Self time per function and per script of the V8 CPU profile in a trace (the ProfileChunk events of
 * `disabled-by-default-v8.cpu_profiler`) of the page's renderer (`pid`): the profile with most samples.
 */
function profileSelfTimes(trace, origin, pid, resolve, { timeOrigin, longTasks }) {
  const profiles = new Map();
  for (const event of trace.traceEvents ?? trace) {
    if ((event.name !== 'ProfileChunk' && event.name !== 'Profile') || event.pid !== pid) continue;
    const key = `${event.pid}:${event.id}`;
    const profile = profiles.get(key) ?? { nodes: new Map(), samples: [], deltas: [], startTime: 0 };
    profiles.set(key, profile);
    if (event.name === 'Profile') {
      profile.startTime = event.args.data?.startTime ?? 0;
      continue;
    }
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data ?? {};
    for (const node of cpuProfile.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(cpuProfile.samples ?? []));
    profile.deltas.push(...timeDeltas);
  }
  const main = [...profiles.values()].sort((a, b) => b.samples.length - a.samples.length)[0];
  const byFunction = new Map();
  const byScript = new Map();
  const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
  for (let i = 0; main && i < main.samples.length; i++) {
    const { url, functionName, lineNumber, columnNumber } = main.nodes.get(main.samples[i])?.callFrame ?? {};
    if (functionName === undefined || functionName === '(idle)') continue;
    // A sample's time is the gap to the next sample.
    const ms = (main.deltas[i + 1] ?? 0) / 1000;
    const script = url ? url.replace(origin, '') : `(${functionName || 'native'})`;
    const original = url ? resolve(url, lineNumber, columnNumber) : null;
    add(
      byFunction,
      original
        ? `${functionName || '(anonymous)'} = ${original}`
        : `${functionName || '(anonymous)'} ${url ? `${script}:${(lineNumber ?? 0) + 1}` : ''}`.trim(),
      ms,
    );
    add(byScript, script, ms);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, value]) => `${key} ${value.toFixed(0)} ms`)
      .join(', ');
  return {
    functions: top(byFunction, Number(process.env.PROFILE_TOP ?? 8)),
    scripts: top(byScript, 6),
    cache: cacheTimeInTasks(main, resolve, timeOrigin, longTasks),
  };
}

/**
 * Per long task, the sampled time Apollo's normalised cache took in it (samples with a frame of
 * Apollo's `cache/core` or `cache/inmemory` anywhere on their stack: writes, reads, diffs of watched queries), and the
 * tasks "caused" by the cache: those where it took at least half of the sampled time; and per task
 * the sampled time by the app's own frame nearest each sample and by function (PROFILE_TASKS).
 * Every long task is answered. Known only with a client built with source maps (undefined otherwise).
 */
function cacheTimeInTasks(profile, resolve, timeOrigin, longTasks) {
  if (!profile || !longTasks.length) return undefined;
  let resolved = false;
  const frameInCache = new Map();
  const isCacheFrame = (id) => {
    if (!frameInCache.has(id)) {
      const { url, lineNumber, columnNumber } = profile.nodes.get(id)?.callFrame ?? {};
      frameInCache.set(
        id,
        /client\/cache\/(core|inmemory)\//.test((url ? resolve(url, lineNumber, columnNumber) : null) ?? ''),
      );
    }
    return frameInCache.get(id);
  };
  const inCache = new Map();
  const isCache = (id) => {
    if (inCache.has(id)) return inCache.get(id);
    const node = profile.nodes.get(id);
    const { url, lineNumber, columnNumber } = node?.callFrame ?? {};
    const source = url ? resolve(url, lineNumber, columnNumber) : null;
    resolved ||= source !== null;
    // (resolve() names a package's file from inside its `client/`: `client/cache/inmemory/…`.)
    const value =
      /client\/cache\/(core|inmemory)\//.test(source ?? '') || (node?.parent !== undefined && isCache(node.parent));
    inCache.set(id, value);
    return value;
  };
  // Who called into the cache: the frame above the outermost cache frame of a sample's stack.
  const label = (id) => {
    const frame = profile.nodes.get(id)?.callFrame;
    if (!frame) return '(root)';
    return (
      (frame.url ? resolve(frame.url, frame.lineNumber, frame.columnNumber) : null) ??
      (frame.functionName || '(anonymous)')
    );
  };
  const callerOf = (id) => {
    let caller = '(root)';
    for (let node = profile.nodes.get(id); node; node = profile.nodes.get(node.parent)) {
      if (isCacheFrame(node.id)) caller = node.parent !== undefined ? label(node.parent) : '(root)';
    }
    return caller;
  };
  // The app's own frame nearest a sample's leaf: what of ours a task was doing.
  const ownFrame = new Map();
  const ours = (id) => {
    if (ownFrame.has(id)) return ownFrame.get(id);
    const node = profile.nodes.get(id);
    const source = node?.callFrame.url
      ? resolve(node.callFrame.url, node.callFrame.lineNumber, node.callFrame.columnNumber)
      : null;
    const value =
      source && /(^| )(client\/(features|app|i18n|ui|graphql)|common)\//.test(source)
        ? source
        : node?.parent !== undefined
          ? ours(node.parent)
          : '(none of ours)';
    ownFrame.set(id, value);
    return value;
  };
  const tasks = longTasks.map((task) => ({
    ...task,
    sampled: 0,
    cache: 0,
    callers: new Map(),
    leaves: new Map(),
    own: new Map(),
    self: new Map(),
  }));
  // Samples carry deltas from the profile's start (µs, the trace's clock).
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.deltas[i] ?? 0;
    const ms = (profile.deltas[i + 1] ?? 0) / 1000;
    const t = (at - timeOrigin) / 1000;
    const task = tasks.find((candidate) => t >= candidate.start && t < candidate.start + candidate.duration);
    if (!task) continue;
    const node = profile.nodes.get(profile.samples[i]);
    if (node?.callFrame.functionName === '(idle)') continue;
    task.sampled += ms;
    const own = ours(profile.samples[i]);
    task.own.set(own, (task.own.get(own) ?? 0) + ms);
    const self = label(profile.samples[i]);
    task.self.set(self, (task.self.get(self) ?? 0) + ms);
    if (isCache(profile.samples[i])) {
      task.cache += ms;
      const caller = callerOf(profile.samples[i]);
      task.callers.set(caller, (task.callers.get(caller) ?? 0) + ms);
      const leaf = label(profile.samples[i]);
      task.leaves.set(leaf, (task.leaves.get(leaf) ?? 0) + ms);
    }
  }
  if (!resolved) return undefined;
  return tasks;
}

// PROFILE_WARM=1: a returning user, as Lighthouse's runs after the first one: one browser context
// per build and page, loaded once before the measured runs (scripts in the HTTP cache, the session
// and the persisted Apollo cache in storage).
const WARM = process.env.PROFILE_WARM === '1';
const warmContexts = new Map();

async function measure(browser, origin, token, target, dir) {
  const key = `${origin} ${target.path}`;
  let context = WARM ? warmContexts.get(key) : undefined;
  if (WARM && !context) {
    context = await browser.createBrowserContext();
    warmContexts.set(key, context);
    const page = await context.newPage();
    if (target.signedIn) await signInPage(page, origin, token);
    await page.goto(`${origin}${target.path}`);
    await page.waitForSelector(target.ready, { visible: true, timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await page.close();
  }
  context ??= await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    if (target.signedIn && !WARM) await signInPage(page, origin, token);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.tracing.start({
      categories: [...TraceGatherer.getDefaultTraceCategories(), 'disabled-by-default-v8.cpu_profiler'],
    });
    await page.goto(`${origin}${target.path}`);
    await page.waitForSelector(target.ready, { visible: true, timeout: 120_000 });
    // performance.now() counts from the navigation's start.
    const usable = await page.evaluate(() => performance.now());
    // What runs right after (the rest of the first render, the idle prefetches) belongs to the load too.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    const tasks = profileTrace(trace, origin, { cpuThrottling: CPU_SLOWDOWN });
    const before = tasks.longTasks.filter((task) => task.start < usable);
    const self = profileSelfTimes(trace, origin, tasks.pid, sourceMaps(dir, origin), tasks);
    return {
      usable,
      blocking: before.reduce((sum, task) => sum + task.duration - 50, 0),
      longest: Math.max(0, ...before.map((task) => task.duration)),
      tasks,
      self,
      // Long tasks of the first screen (the load and the 2 s after it) mostly spent in the cache.
      cacheTasks: self.cache?.filter((task) => task.cache > 0 && task.cache >= task.sampled / 2).length,
    };
  } finally {
    if (WARM) await Promise.all((await context.pages()).map((page) => page.close()));
    else await context.close();
  }
}

/** Chromium now and then loses a trace's navigation start (as in lighthouse.bench.mjs): measured again, at most twice. */
async function measureWithRetry(...args) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(...args);
    } catch (error) {
      if (attempt > 2 || !/No navigationStart/.test(String(error?.message))) throw error;
      console.log('      the trace lost its navigation start: measured again');
    }
  }
}

const db = await startDemoDatabase({ background: true });
const servers = [];
let browser;
try {
  for (const [i, dir] of DIRS.entries())
    servers.push(await startProductionServer({ databaseUrl: db.url, clientDir: dir, host: `127.0.0.${i + 1}` }));
  const token = await demoUserToken(servers[0].origin);
  const { default: puppeteer } = await import('puppeteer-core');
  browser = await puppeteer.launch({ executablePath: CHROME, headless: false, args: [...CHROMIUM_FLAGS] });
  const names = DIRS.length > 1 ? ['A', 'B'] : ['A'];
  console.log(
    `lighthouse-profile: ${RUNS} runs per page${names.length > 1 ? ' and build, interleaved' : ''}, CPU ${CPU_SLOWDOWN}× (DevTools throttling), 375×812 mobile viewport, a fresh context per run; ${names.map((name, i) => `${name} ${DIRS[i]}`).join(', ')}`,
  );
  console.log(`  ${machineLine()}`);
  console.log(`  ${await browserLine(browser, CHROME, CHROMIUM_FLAGS)}`);
  const results = {};
  for (let run = 0; run < RUNS; run++) {
    for (const target of PAGES) {
      for (const i of run % 2 ? [...names.keys()].reverse() : names.keys()) {
        const r = await measureWithRetry(browser, servers[i].origin, token, target, DIRS[i]);
        (results[`${target.name} ${names[i]}`] ??= []).push(r);
        console.log(
          `  ${target.name} ${names[i]} run ${run + 1}: usable ${r.usable.toFixed(0)} ms after navigation, blocking time before ${r.blocking.toFixed(0)} ms, longest task ${r.longest.toFixed(0)} ms`,
        );
        for (const line of r.tasks.lines()) console.log(line);
        console.log(`      CPU profile, self time by script: ${r.self.scripts}`);
        console.log(`      by function: ${r.self.functions}`);
        if (r.self.cache === undefined)
          console.log('      Apollo cache in long tasks: unknown (build the client with source maps, see above)');
        else {
          const top = (map, n) =>
            [...map]
              .sort((a, b) => b[1] - a[1])
              .slice(0, n)
              .map(([name, time]) => `${name} ${time.toFixed(0)} ms`)
              .join(', ');
          const list = r.self.cache
            .filter((t) => t.cache > 0)
            .sort((a, b) => b.cache - a.cache)
            .slice(0, 4)
            .map(
              (t) =>
                `${t.cache.toFixed(0)} of ${t.sampled.toFixed(0)} ms sampled in the ${t.duration.toFixed(0)} ms task at ${t.start.toFixed(0)} ms (called from ${top(t.callers, 2)}; heaviest: ${top(t.leaves, 3)})`,
            );
          console.log(
            `      Apollo cache in long tasks: ${list.join('; ') || 'none'}; tasks mostly in the cache: ${r.cacheTasks}`,
          );
          // PROFILE_TASKS=1: every long task, by the app's own frame nearest each sample and by function.
          if (process.env.PROFILE_TASKS) {
            for (const t of [...r.self.cache].sort((a, b) => a.start - b.start)) {
              console.log(
                `        task at ${t.start.toFixed(0)} ms, ${t.duration.toFixed(0)} ms (${t.sampled.toFixed(0)} sampled): ours ${top(t.own, 4)}; self ${top(t.self, 4)}`,
              );
            }
          }
        }
      }
    }
  }
  const of = (runs, key) => median(runs.map((r) => r[key]));
  for (const [name, runs] of Object.entries(results)) {
    console.log(
      `${name}: usable median ${of(runs, 'usable').toFixed(0)} ms, blocking time median ${of(runs, 'blocking').toFixed(0)} ms, longest task median ${of(runs, 'longest').toFixed(0)} ms`,
    );
    const cacheTasks = runs.map((r) => r.cacheTasks);
    if (name.startsWith('builder') && cacheTasks.every((n) => n !== undefined)) {
      const worst = Math.max(...cacheTasks);
      console.log(
        `  ${worst === 0 ? 'ok  ' : 'OVER'} ${name}: long tasks (> 50 ms at 4×) mostly in Apollo's cache on the first screen, worst run ${worst} (budget 0)`,
      );
    }
  }
  if (names.length > 1) {
    for (const target of PAGES) {
      const [a, b] = names.map((name) => results[`${target.name} ${name}`]);
      const ratio = (key) => (of(b, key) / Math.max(1, of(a, key))).toFixed(2);
      console.log(
        `${target.name} B / A (medians): usable ${ratio('usable')}, blocking time ${ratio('blocking')}, longest task ${ratio('longest')}`,
      );
    }
  }
  console.log(`  after: ${machineLine()}`);
} finally {
  await browser?.close();
  for (const server of servers) await server.stop();
  await db.stop();
}
