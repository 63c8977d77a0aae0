// The CPU time each kind of process took over a window, read from Linux's /proc every 0.1 s: run it
// beside a browser bench to see who shared the cores with the page's renderer. Processes are named
// by their command's base name, Chromium's by its `--type=` (renderer, gpu-process, utility…),
// the benches' own as "(bench)", each with its nice value. Not part of `npm run bench`.
//
//   node tests/bench/cpu-by-process.mjs [seconds=90] &
//   LIGHTHOUSE_BENCH_PAGES=builder node tests/bench/lighthouse.bench.mjs
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const SECONDS = Number(process.argv[2] ?? 90);
const TICKS_PER_SECOND = 100; // Linux's USER_HZ

/** A process's kind, or null when it is gone or a kernel thread. */
function kindOf(pid) {
  try {
    // Chromium's child processes rewrite their command line into one string with spaces.
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    if (!command) return null;
    const type = /--type=([a-z-]+)/.exec(command)?.[1];
    if (type) return `chromium:${type}`;
    const bench = command.includes('tests/bench') || command.includes('lighthouse');
    return `${path.basename(command.split(' ')[0])}${bench ? ' (bench)' : ''}`;
  } catch {
    return null;
  }
}

const kinds = new Map();
const previous = new Map();
const ticks = new Map();
const end = Date.now() + SECONDS * 1000;
while (Date.now() < end) {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fields;
    try {
      // After the command's closing parenthesis: state is field 3, utime 14, stime 15, nice 19.
      fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
    } catch {
      continue;
    }
    const used = Number(fields[11]) + Number(fields[12]);
    if (!kinds.has(pid)) kinds.set(pid, kindOf(pid));
    const kind = kinds.get(pid);
    if (kind && previous.has(pid)) {
      const key = `${kind} nice ${fields[16]}`;
      ticks.set(key, (ticks.get(key) ?? 0) + used - previous.get(pid));
    }
    previous.set(pid, used);
  }
  await sleep(100);
}
const total = [...ticks.values()].reduce((a, b) => a + b, 0) || 1;
console.log(`cpu-by-process: ${SECONDS} s`);
for (const [key, value] of [...ticks].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(
    `  ${(value / TICKS_PER_SECOND).toFixed(2).padStart(7)} s ${((100 * value) / total).toFixed(1).padStart(5)} %  ${key}`,
  );
}
