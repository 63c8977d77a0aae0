// The registry reachable from our machines serves only the linux-x64 builds of packages that ship
// one native binary per platform, so `npm install` leaves the other platforms' optional packages
// out of package-lock.json and `npm ci` then refuses the lock as out of sync. This adds a
// lock entry, with the os and cpu read from the package name, for each such missing optional
// package: npm ci sees a complete lock and skips them on linux-x64 as it would anyway.
// Run it after any `npm install` that changes package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OSES = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'loong64', 'riscv64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OSES.find((o) => parts.includes(o));
  const cpu = CPUS.find((c) => parts.includes(c));
  return os && cpu ? { os, cpu } : undefined;
}

function resolves(fromPath, dep) {
  // Node resolution: walk up the node_modules folders from the dependent package.
  let base = fromPath;
  for (;;) {
    if (packages[`${base ? base + '/' : ''}node_modules/${dep}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, dep)) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    if (platform.os === 'linux' && platform.cpu === 'x64') continue;
    packages[`node_modules/${dep}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [platform.os],
      cpu: [platform.cpu],
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
lock.packages = sorted;
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`lock-platform-stubs: added ${added} entries`);
