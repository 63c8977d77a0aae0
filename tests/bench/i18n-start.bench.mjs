// A warm start's texts (stored in localStorage), in Node, side by side in one run: the main-thread
// work from the stored texts to an i18next instance that answers t(), for the builder's user
// (user@example.com: pl_PL, fallback en_GB) with the seed's texts:
//  before: the removed client/i18n/translationCache.ts: one entry in i18next's shape, parsed and
//          given to i18next as `resources` (after a version request the first paint waited for);
//  after:  client/i18n/textBackend.ts: i18next-chained-backend reads one
//          i18next-localstorage-backend entry per locale, synchronously, and i18next adds each
//          bundle (no request before the first paint; the version is checked after it).
// Each figure is the median of I18N_START_BENCH_RUNS (61) runs, alternating. Figures only, plus the
// after / before ratio. Run after `npx tsc -p tsconfig.server.json` (npm run bench builds first).
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import i18next from 'i18next';
import ChainedBackend from 'i18next-chained-backend';
import HttpBackend from 'i18next-http-backend';
import LocalStorageBackend from 'i18next-localstorage-backend';
import { DIST } from './demo-app.mjs';

const RUNS = Number(process.env.I18N_START_BENCH_RUNS ?? 61);

const { seedTextRows } = await import(path.join(DIST, 'db/seed/reference.js'));
const { catalogueTextRows } = await import(path.join(DIST, 'db/seed/catalogue-texts.js'));
const { lookupChain } = await import(path.join(DIST, '../common/locales.js'));
const { DEMO_ACCOUNTS } = await import(path.join(DIST, 'db/seed/demo.js'));
const user = DEMO_ACCOUNTS.find((a) => a.email === 'user@example.com');
const chain = lookupChain(user.preferredLocale, user.fallbackLocale);

const bundles = {};
for (const [key, locale, , value] of [...seedTextRows(), ...catalogueTextRows()]) {
  if (chain.includes(locale) && value) (bundles[locale] ??= {})[key] = value;
}
const resources = Object.fromEntries(chain.map((l) => [l, { translation: bundles[l] }]));
const before = JSON.stringify({ shape: 'resources', version: '1', resources, locales: [...chain].sort() });
const entries = new Map(
  chain.map((l) => [
    `texts_${l}-translation`,
    JSON.stringify({ ...bundles[l], i18nStamp: Date.now(), i18nVersion: '1' }),
  ]),
);
const store = { getItem: (k) => entries.get(k) ?? null, setItem: (k, v) => entries.set(k, v), removeItem: () => {} };

// The options of client/i18n/i18n.ts that bear on loading.
const options = {
  lng: user.preferredLocale,
  fallbackLng: (code) => lookupChain(code, user.fallbackLocale).slice(1),
  load: 'currentOnly',
  cleanCode: false,
  lowerCaseLng: false,
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  showSupportNotice: false,
};
const KEY = 'MENU_HOME';

function startBefore() {
  const instance = i18next.createInstance();
  void instance.init({ ...options, resources: JSON.parse(before).resources });
  return instance.t(KEY);
}

function startAfter() {
  const instance = i18next.createInstance();
  void instance.use(new ChainedBackend()).init({
    ...options,
    backend: {
      backends: [new LocalStorageBackend(), HttpBackend],
      backendOptions: [
        { store, prefix: 'texts_', expirationTime: 365 * 24 * 3600 * 1000, getVersion: () => '1' },
        { loadPath: '/unused', reloadInterval: false },
      ],
    },
  });
  return instance.t(KEY);
}

if (startBefore() !== startAfter() || startAfter() === KEY) throw new Error('the two starts differ');
const times = [[], []];
for (let n = 0; n < 10; n++) {
  startBefore();
  startAfter();
}
for (let n = 0; n < RUNS; n++) {
  const order = n % 2 ? [0, 1] : [1, 0];
  for (const i of order) {
    const start = performance.now();
    (i === 0 ? startBefore : startAfter)();
    times[i].push(performance.now() - start);
  }
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const [b, a] = times.map(median);
console.log(
  `i18n warm start (Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(
      ' ',
    )}); ${chain.join(' → ')}: ${chain.map((l) => Object.keys(bundles[l]).length).join(' + ')} texts, ${(before.length / 1024).toFixed(0)} k chars stored`,
);
console.log(
  `  stored texts → i18next answers, median of ${RUNS}: before ${b.toFixed(2)} ms (+ the version request), after ${a.toFixed(2)} ms (no request); after / before ${(a / b).toFixed(2)}`,
);
