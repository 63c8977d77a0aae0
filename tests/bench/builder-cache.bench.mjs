// The builder's catalogue in Apollo's normalised cache, at 1× (the demo catalogue) and 10× (2,000
// products × 120 indicators, every cell set, as catalogue-admin.bench.mjs builds it), in Node:
//  1. the builder's query (BuilderCatalogue) written into a new cache in one writeQuery and read
//     back, as Apollo does with its answer; a cached read; the cache's object count;
//  2. the copy of the cache into storage (extract + JSON.stringify, what apollo3-cache-persist does);
//  3. a re-score of the suggestions after toggling one indicator (common/scoring, as the builder
//     calls it on the catalogue read from the cache), ≤ 16 ms (one frame).
// The client's generated documents and type policies are the app's own (transpiled here, not
// copied). Run after `npx tsc -p tsconfig.server.json` (npm run bench builds first).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, importClientModules } from './client-modules.mjs';
import { DIST } from './demo-app.mjs';

const SEED = path.join(ROOT, 'server/db/seed/catalogue');
const ms = (n) => `${n.toFixed(1)} ms`;
const verdict = (value, budget) => (value <= budget ? 'ok' : 'OVER BUDGET');
const seed = (file) => JSON.parse(readFileSync(path.join(SEED, file), 'utf8'));

/** The server's answer objects for the builder's queries: the demo catalogue, grown to `products` × `indicators`. */
function catalogue(products, indicators) {
  const seedProducts = seed('products.json');
  const seedIndicators = seed('indicators.json');
  const evaluations = seed('evaluations.json');
  const indicatorIds = new Map(seedIndicators.map((i, n) => [i.key, n + 1]));
  const skinIndicators = Array.from({ length: Math.max(indicators, seedIndicators.length) }, (_, n) => {
    const code = seedIndicators[n]?.key ?? `bench-i-${n + 1}`;
    return {
      __typename: 'SkinIndicator',
      id: n + 1,
      code,
      namePlaceholder: `SKIN_INDICATOR_NAME_${code}`,
      skinIndicatorCategory: 'CONDITION',
      enabled: true,
    };
  });
  const productList = Array.from({ length: Math.max(products, seedProducts.length) }, (_, n) => {
    const p = seedProducts[n];
    const code = p?.key ?? `bench-p-${n + 1}`;
    const id = n + 1;
    const evaluationMap = p
      ? Object.fromEntries(
          Object.entries(evaluations[p.key] ?? {}).map(([key, value]) => [String(indicatorIds.get(key)), value]),
        )
      : {};
    // Grown catalogues set every cell, as catalogue-admin.bench.mjs does.
    if (products > seedProducts.length)
      for (const i of skinIndicators) evaluationMap[String(i.id)] ??= ((id * 7 + i.id * 13) % 21) - 10;
    return {
      __typename: 'Product',
      id,
      code,
      namePlaceholder: `PRODUCT_NAME_${code}`,
      productCategory: p?.category ?? 'MODULAR',
      productUsage: p?.usage ?? 'ACTIVE',
      enabled: p?.enabled ?? true,
      isInOffer: p?.enabled ?? true,
      baseProductSuggestions: (p?.baseProductSuggestions ?? []).map((s) => ({
        __typename: 'BaseProductSuggestion',
        ...s,
      })),
      evaluationMap,
    };
  });
  return { products: productList, skinIndicators };
}

function timed(fn) {
  const start = performance.now();
  const value = fn();
  return { value, time: performance.now() - start };
}

/** The median of `runs` fresh runs of `fn` (after one that warms the JIT up), and its last value. */
function medianOf(runs, fn) {
  fn();
  const results = Array.from({ length: runs }, () => timed(fn));
  const times = results.map((r) => r.time).sort((a, b) => a - b);
  return { time: times[Math.floor(runs / 2)], value: results.at(-1).value };
}

async function main() {
  // Apollo as the production build runs it (no development checks, no deep freezing of answers).
  process.env.NODE_ENV = 'production';
  const { InMemoryCache } = await import('@apollo/client');
  const modules = await importClientModules([
    'client/graphql/builderCatalogue.ts',
    'client/features/catalogue/catalogueTypePolicies.ts',
  ]);
  const { BuilderCatalogueDocument } = modules['client/graphql/builderCatalogue.ts'];
  const { catalogueTypePolicies } = modules['client/features/catalogue/catalogueTypePolicies.ts'];
  const { suggestProducts } = await import(path.join(DIST, '../common/scoring/index.js'));

  console.log('builder cache (Node, Apollo InMemoryCache with the app type policies)');
  for (const [label, products, indicators] of [
    ['1×  (demo catalogue)', 0, 0],
    ['10× (2,000 products × 120 indicators)', 2000, 120],
  ]) {
    const data = catalogue(products, indicators);
    const newCache = () => new InMemoryCache({ typePolicies: catalogueTypePolicies });
    // 1. The builder's query into a new cache (a first visit, or a reload without the stored copy).
    const stages = Array.from({ length: 6 }, () => {
      const cache = newCache();
      const start = performance.now();
      cache.writeQuery({ query: BuilderCatalogueDocument, data });
      cache.readQuery({ query: BuilderCatalogueDocument });
      return { cache, time: performance.now() - start };
    }).slice(1);
    const write = { time: stages.map((r) => r.time).sort((a, b) => a - b)[2], cache: stages.at(-1).cache };
    const cache = write.cache;
    const persist = medianOf(5, () => JSON.stringify(cache.extract()).length);
    const read = timed(() => cache.readQuery({ query: BuilderCatalogueDocument }));
    // 3. Re-score after a toggle, on what the cache answered (the builder's path).
    const answer = read.value;
    const scoringProducts = answer.products.map((p) => ({
      id: p.id,
      category: p.productCategory,
      usage: p.productUsage,
      enabled: p.enabled,
      name: p.code,
    }));
    const matrix = Object.fromEntries(answer.products.map((p) => [p.id, p.evaluationMap]));
    const ids = answer.skinIndicators.map((i) => i.id);
    const issues = ids.slice(0, 5).map((id) => ({ skinIndicatorId: id, priority: 'HIGH' }));
    const times = [];
    for (let n = 0; n < 60; n++) {
      const toggled = n % 2 ? issues : [...issues, { skinIndicatorId: ids[(6 + n) % ids.length], priority: 'MEDIUM' }];
      times.push(timed(() => suggestProducts(scoringProducts, toggled, matrix)).time);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(`  ${label}: ${answer.products.length} products, ${answer.skinIndicators.length} indicators`);
    console.log(
      `    the query's answer written and read back: median ${ms(write.time)}; a cached read: ${ms(read.time)}; cache objects: ${Object.keys(cache.extract()).length}`,
    );
    console.log(
      `    copy into storage (extract + stringify, ${(persist.value / 1000).toFixed(0)} kB): median ${ms(persist.time)}`,
    );
    console.log(
      `    re-score after a toggle: median ${ms(median)}, worst ${ms(times.at(-1))} (budget 16: ${verdict(median, 16)})`,
    );
  }
}

await main();
