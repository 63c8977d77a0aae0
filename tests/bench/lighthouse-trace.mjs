// What the Lighthouse scripts print so that two people on two machines can tell whether they
// measured the same thing: the machine's state (load, CPU, a fixed calibration loop), Chromium's
// version and flags, Lighthouse's settings and its own benchmarkIndex, and a profile of each run's
// trace: main-thread time by Lighthouse's groups, what the "Other" group and the unattributable
// time are made of (trace event names), and the longest tasks with the script they ran; and, on
// Linux, how long the page's renderer waited for a core during the run (its scheduler's counters).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const LONG_TASK_MS = 50;

/**
 * A fixed piece of JavaScript (integer arithmetic and a sort), timed in this process: the median of
 * five rounds, in ms. It moves with the CPU's speed and the machine's load, as the page's tasks do.
 */
export function calibrationMs() {
  const rounds = [];
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    let x = 1;
    for (let i = 0; i < 20_000_000; i++) x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    const values = Array.from({ length: 200_000 }, (_, i) => (i * x) % 1_000_003);
    values.sort((a, b) => a - b);
    rounds.push(performance.now() - start);
  }
  return rounds.sort((a, b) => a - b)[2];
}

/** One line: load average, CPU model and count, the calibration loop, Node's version. */
export function machineLine() {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `machine: load average ${load} (1, 5, 15 min), ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, calibration loop ${calibrationMs().toFixed(0)} ms, Node ${process.version}`;
}

/** One line: Chromium's version, path and flags. */
export async function browserLine(browser, executablePath, flags) {
  return `chromium: ${await browser.version()} (${executablePath}) ${flags.join(' ')}`;
}

/** One line: the Lighthouse version and settings that shape a score (from a run's report). */
export function settingsLine(lhr) {
  const { throttlingMethod, throttling, formFactor, screenEmulation } = lhr.configSettings;
  const t = throttling;
  return `lighthouse ${lhr.lighthouseVersion}: ${formFactor} ${screenEmulation.width}×${screenEmulation.height}@${screenEmulation.deviceScaleFactor}, throttling ${throttlingMethod} (RTT ${t.rttMs} ms, ${t.throughputKbps} kbit/s, CPU ${t.cpuSlowdownMultiplier}×)`;
}

const short = (url, origin) => (url && origin && url.startsWith(origin) ? url.slice(origin.length) : url) || '(none)';
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
const ms = (value) => `${value.toFixed(0)} ms`;

// A trace event's `dur` is wall time, `tdur` the time its thread was on a CPU. The gap is time the
// thread was ready but waited for a core (rendererScheduling measures that part) or was blocked
// (on another thread, a lock, a file); Lighthouse's simulation (observed task durations × the CPU
// slowdown) counts all of it as the page's own work.
const threadMs = (task) => (task.event.tdur ?? task.event.dur ?? 0) / 1000;

/**
 * The main thread of a run's trace, as Lighthouse's own task model reads it (observed time, not
 * multiplied by the CPU slowdown as the report's "main-thread work" audit does in simulate mode):
 * self time per group, per attributed script and, for the "Other" group and for time no script is
 * attributed to, per trace event name; the top long tasks with their script and start.
 * `cpuThrottling`: the DevTools CPU throttling the trace was taken with (it holds the thread, so
 * only 1 / rate of a task's wall time is the thread running).
 */
export function profileTrace(trace, origin, { cpuThrottling = 1 } = {}) {
  const processed = TraceProcessor.processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const byGroup = new Map();
  const byScript = new Map();
  const otherByEvent = new Map();
  const unattributedByEvent = new Map();
  for (const task of tasks) {
    add(byGroup, task.group.id, task.selfTime);
    const script = task.attributableURLs.at(-1);
    add(byScript, script ?? '(unattributed)', task.selfTime);
    if (task.group.id === 'other') add(otherByEvent, task.event.name, task.selfTime);
    if (!script) add(unattributedByEvent, task.event.name, task.selfTime);
  }
  const longTasks = tasks
    .filter((task) => !task.parent && task.duration > LONG_TASK_MS)
    .sort((a, b) => b.duration - a.duration)
    .map((task) => {
      // What took the task's time: its heaviest direct child (a script evaluation, a compile, a GC…).
      const heaviest = [...task.children].sort((a, b) => b.duration - a.duration)[0];
      return {
        start: task.startTime,
        duration: task.duration,
        thread: threadMs(task),
        script: task.attributableURLs.at(-1),
        what: heaviest ? `${heaviest.event.name} ${heaviest.duration.toFixed(0)}` : task.event.name,
      };
    });
  const topLevel = tasks.filter((task) => !task.parent);
  return {
    pid: processed.mainThreadEvents[0]?.pid,
    // The trace clock (µs) of the navigation's start: tasks' `start` counts from it, in ms.
    timeOrigin: processed.timestamps.timeOrigin,
    total: topLevel.reduce((sum, task) => sum + task.duration, 0),
    thread: topLevel.reduce((sum, task) => sum + threadMs(task), 0),
    fcp: navigation.timings.firstContentfulPaint,
    byGroup,
    byScript,
    otherByEvent,
    unattributedByEvent,
    longTasks,
    lines(indent = '      ') {
      const list = (map, n) =>
        top(map, n)
          .map(([key, value]) => `${short(key, origin)} ${ms(value)}`)
          .join(', ');
      return [
        `main thread (observed) ${ms(this.total)} in tasks, of which the thread ran ${ms(this.thread)} (${((100 * this.thread) / this.total).toFixed(0)} %; the rest it was off a CPU: waiting for one or blocked${cpuThrottling > 1 ? `, or held by the ${cpuThrottling}× throttling, which alone leaves ${(100 / cpuThrottling).toFixed(0)} %` : ''}), first contentful paint ${ms(this.fcp ?? 0)} after navigation`,
        `by group: ${list(byGroup, 7)}`,
        `by script: ${list(byScript, 6)}`,
        `"Other" by trace event: ${list(otherByEvent, 6)}`,
        `unattributed by trace event: ${list(unattributedByEvent, 6)}`,
        `long tasks (> ${LONG_TASK_MS} ms): ${longTasks.length}, top: ${
          longTasks
            .slice(0, 5)
            .map(
              (t) =>
                `${ms(t.duration)} (thread ${ms(t.thread)}) at ${ms(t.start)} ${short(t.script, origin)} [${t.what}]`,
            )
            .join('; ') || 'none'
        }`,
      ].map((line) => indent + line);
    },
  };
}

/** The run's Lighthouse report figures that reproduce across machines, with the trace's profile. */
export function runFigures(result, origin) {
  const { lhr, artifacts } = result;
  const profile = profileTrace(artifacts.Trace, origin);
  // The long tasks of Lighthouse's simulation (the observed ones at 4×), which its blocking time sums.
  const simulated = (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({
    url: task.url,
    duration: task.duration,
    start: task.startTime,
  }));
  const simulatedLine = `simulated long tasks (Lighthouse's 4×): ${simulated.length}, in time order: ${
    [...simulated]
      .sort((a, b) => a.start - b.start)
      .map((t) => `${t.duration.toFixed(0)} ms at ${t.start.toFixed(0)} ms ${short(t.url, origin)}`)
      .join('; ') || 'none'
  }`;
  return { benchmarkIndex: lhr.environment.benchmarkIndex, profile, simulatedLine };
}

/** The processes a browser started, and theirs, with their Chromium type (`--type=renderer`…), from /proc. */
function browserProcesses(browserPid) {
  const children = new Map();
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  for (const pid of pids) {
    try {
      // The fields after the command's closing parenthesis: state, then the parent's pid.
      const parent = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ')[1];
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    } catch {
      // The process ended meanwhile.
    }
  }
  const found = [];
  const queue = [String(browserPid)];
  while (queue.length) {
    for (const pid of children.get(queue.pop()) ?? []) {
      queue.push(pid);
      try {
        found.push({ pid, type: /--type=([a-z-]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1] });
      } catch {
        // The process ended meanwhile.
      }
    }
  }
  return found;
}

/**
 * Linux's scheduler counters of the main thread of each renderer of a browser, by pid:
 * `/proc/<pid>/task/<pid>/schedstat` holds the ns the thread ran on a CPU and the ns it was ready
 * but waited in a run queue for one. Taken before and after a run (schedulingLine), they say how
 * much of the trace's wall time was the machine's cores being busy elsewhere (the browser's other
 * processes, the renderer's other threads, Lighthouse's own process) rather than the page's work.
 * Empty where /proc has no such files.
 */
export function rendererScheduling(browserPid) {
  const stats = new Map();
  for (const { pid, type } of browserProcesses(browserPid)) {
    if (type !== 'renderer') continue;
    try {
      const [run, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
      stats.set(pid, { run: run / 1e6, wait: wait / 1e6 });
    } catch {
      // The process ended meanwhile, or the kernel keeps no schedstat.
    }
  }
  return stats;
}

/**
 * From two rendererScheduling snapshots, the page's renderer: the one whose main thread ran the most
 * in between (one started in between counts from zero), with the ms it ran and waited for a core
 * meanwhile; null where /proc had no counters.
 */
export function pageRendererDelta(before, after) {
  const deltas = [...after].map(([pid, { run, wait }]) => ({
    pid,
    run: run - (before.get(pid)?.run ?? 0),
    wait: wait - (before.get(pid)?.wait ?? 0),
    started: !before.has(pid),
  }));
  return deltas.sort((a, b) => b.run - a.run)[0] ?? null;
}

/**
 * One line from two rendererScheduling snapshots: the page's renderer (the one whose main thread
 * ran the most in between; one started in between counts from zero) and how long it ran and waited
 * for a core over the whole run (the load, Lighthouse's benchmark and its checks), or null.
 */
export function schedulingLine(before, after) {
  const page = pageRendererDelta(before, after);
  if (!page) return null;
  return `renderer's main thread over the run (Linux schedstat): ran ${ms(page.run)}, waited ${ms(page.wait)} for a core (${((100 * page.wait) / page.run).toFixed(0)} % of its running time)`;
}

/** LIGHTHOUSE_BENCH_TRACE_DIR: each run's trace as a file DevTools' Performance panel opens. */
export function saveTrace(result, name) {
  const dir = process.env.LIGHTHOUSE_BENCH_TRACE_DIR;
  if (!dir) return;
  const file = path.join(dir, `${name.replace(/[^a-z0-9-]+/gi, '_')}.trace.json`);
  writeFileSync(file, JSON.stringify(result.artifacts.Trace));
  console.log(`      trace: ${file}`);
}
