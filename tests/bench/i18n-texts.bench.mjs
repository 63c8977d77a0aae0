// The interface texts' cost in Node, before and after they moved onto i18next's backends
// (decision 064, client/i18n/textBackend.ts), side by side in one run:
//  before: the hand-written cache's one entry (every locale of the chain, in i18next's shape):
//          a warm load parses it; a first load parses the answer, converts it (toResources) and
//          stores the entry;
//  after:  i18next-localstorage-backend's entry per locale: a warm load reads each (its `read`:
//          parse, version check); a first load parses each locale's bundle (key → text, as
//          `GET /public/api/translations/bundles/:locale` sends it, decision 072) and stores it
//          (its `save`).
// Budgets: warm ≤ 1.25 and first ≤ 1.5 of before (the same work split per locale, for the noise).
// The texts are the seed's (the seed's own readers: area files, translators' locale files and the
// catalogue's), for the builder's user
// (user@example.com: pl_PL, fallback en_GB) and an anonymous en_GB login page. Each figure is the
// median of I18N_BENCH_RUNS (61) runs, before and after alternating so that both share the load.
// Run after `npx tsc -p tsconfig.server.json` (npm run bench builds first).
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import LocalStorageBackend from 'i18next-localstorage-backend';
import { importClientModules } from './client-modules.mjs';
import { DIST } from './demo-app.mjs';

const RUNS = Number(process.env.I18N_BENCH_RUNS ?? 61);
const ms = (n) => `${n.toFixed(2)} ms`;
const kb = (s) => `${(s.length / 1024).toFixed(0)} k chars`;
const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

/** Every text a demo database holds, key → locale → text (translation.service.ts's snapshot). */
async function allTexts() {
  const { seedTextRows } = await import(path.join(DIST, 'db/seed/reference.js'));
  const { catalogueTextRows } = await import(path.join(DIST, 'db/seed/catalogue-texts.js'));
  const map = {};
  for (const [key, locale, , value] of [...seedTextRows(), ...catalogueTextRows()]) (map[key] ??= {})[locale] = value;
  return map;
}

/** The answer for these locales, as translationsJson builds it (keys without any of them left out). */
function answerFor(all, locales) {
  const out = {};
  for (const [key, byLocale] of Object.entries(all)) {
    const entries = Object.entries(byLocale).filter(([l]) => locales.includes(l));
    if (entries.length > 0) out[key] = Object.fromEntries(entries);
  }
  return out;
}

/** One locale's bundle, as translation.service.ts's localeBundle builds it (empty texts left out). */
function bundleFor(all, locale) {
  const out = {};
  for (const [key, byLocale] of Object.entries(all)) if (byLocale[locale]) out[key] = byLocale[locale];
  return out;
}

/** Medians of `runs` alternating runs of each function (after one warm-up of each). */
function sideBySide(fns, runs = RUNS) {
  const times = fns.map(() => []);
  fns.forEach((fn) => fn());
  for (let n = 0; n < runs; n++) {
    // Alternating which goes first, so that neither always follows a collection of the other's garbage.
    const order = n % 2 ? [...fns.keys()].reverse() : [...fns.keys()];
    for (const i of order) {
      const start = performance.now();
      fns[i]();
      times[i].push(performance.now() - start);
    }
  }
  return times.map(median);
}

async function main() {
  const modules = await importClientModules(['client/i18n/textResources.ts']);
  const { toResources } = modules['client/i18n/textResources.ts'];
  const { lookupChain } = await import(path.join(DIST, '../common/locales.js'));
  const { DEMO_ACCOUNTS } = await import(path.join(DIST, 'db/seed/demo.js'));
  const builderUser = DEMO_ACCOUNTS.find((a) => a.email === 'user@example.com');
  const all = await allTexts();

  console.log(
    `i18n texts (Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  console.log(`  every seeded text: ${Object.keys(all).length} keys; medians of ${RUNS} runs`);
  for (const [label, locales] of [
    [`builder, ${builderUser.email}`, lookupChain(builderUser.preferredLocale, builderUser.fallbackLocale)],
    ['login page, anonymous en_GB', lookupChain('en_GB')],
  ]) {
    const wanted = [...locales].sort();
    const texts = answerFor(all, wanted);
    const keys = Object.keys(texts).length;
    // Before: the one entry of client/i18n/translationCache.ts (removed by decision 064).
    const storedBefore = JSON.stringify({
      shape: 'resources',
      version: '1',
      resources: toResources(texts),
      locales: wanted,
    });
    const answer = JSON.stringify(texts);
    // After: one answer and one stored entry per locale, through the backend itself.
    const answers = Object.fromEntries(wanted.map((l) => [l, JSON.stringify(bundleFor(all, l))]));
    const store = new Map();
    const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) };
    const backend = new LocalStorageBackend(null, {
      prefix: 'texts_',
      expirationTime: Number.POSITIVE_INFINITY,
      getVersion: () => '1',
      store: storage,
    });
    for (const l of wanted) backend.save(l, 'translation', JSON.parse(answers[l]));
    const storedAfter = [...store.values()].join('');

    const [warmBefore, warmAfter] = sideBySide([
      () => JSON.parse(storedBefore).resources,
      () => {
        const bundles = {};
        for (const l of wanted) backend.read(l, 'translation', (_err, data) => (bundles[l] = data));
        return bundles;
      },
    ]);
    const [coldBefore, coldAfter] = sideBySide([
      () => {
        const resources = toResources(JSON.parse(answer));
        JSON.stringify({ shape: 'resources', version: '1', resources, locales: wanted });
        return resources;
      },
      () => {
        for (const l of wanted) backend.save(l, 'translation', JSON.parse(answers[l]));
      },
    ]);
    const warmRatio = warmAfter / warmBefore;
    const coldRatio = coldAfter / coldBefore;
    console.log(
      `  ${label} (${locales.join(' → ')}): ${keys} keys; stored ${kb(storedBefore)} before, ${kb(storedAfter)} after`,
    );
    console.log(
      `    warm load: before (parse the entry) ${ms(warmBefore)}, after (read each locale) ${ms(warmAfter)}, after / before ${warmRatio.toFixed(2)} (budget ≤ 1.25: ${warmRatio <= 1.25 ? 'ok' : 'OVER BUDGET'})`,
    );
    console.log(
      `    first load: before (parse + toResources + stringify) ${ms(coldBefore)}, after (per locale: parse + save) ${ms(coldAfter)}, after / before ${coldRatio.toFixed(2)} (budget ≤ 1.5: ${coldRatio <= 1.5 ? 'ok' : 'OVER BUDGET'})`,
    );
  }
}

await main();
