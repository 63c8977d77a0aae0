// The large-catalogue budgets of DESIGN.md (2,000 products × 120 indicators, every cell set):
//  1. the cross table (admin/evaluations) in Chromium: first render (navigation → first cells
//     shown) and a scroll to the far corner (scroll → last cell shown), each ≤ 1 s;
//  2. the CSV export: time, and the server's RSS sampled while it streams (flat: the growth is
//     printed next to the file's size; a buffered export would grow by a multiple of it);
//  3. the builder's re-scoring after toggling one indicator (common/scoring on the same data,
//     in Node), ≤ 16 ms (one frame).
// Run after `npm run build` (npm run bench does both).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { DIST, startDemoDatabase } from './demo-app.mjs';

const PRODUCTS = 2000;
const INDICATORS = 120;
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CLIENT_DIR = path.resolve(DIST, '../client');

const ms = (n) => `${n.toFixed(1)} ms`;
const verdict = (value, budget) => (value <= budget ? 'ok' : 'OVER BUDGET');

/** Adds products and indicators with en_GB names until the catalogue is 2,000 × 120, every cell set. */
async function growCatalogue(orm) {
  const em = orm.em.fork();
  await em.execute(`
    insert into product (code, category, usage, enabled, name_placeholder, description_placeholder, search_links, base_product_suggestions, version)
    select 'bench-p-' || n, 'MODULAR', 'ACTIVE', true, 'PRODUCT_NAME_bench-p-' || n, 'PRODUCT_DESCRIPTION_bench-p-' || n, '{}', '[]', 1
      from generate_series(1, greatest(0, ${PRODUCTS} - (select count(*) from product))) as n`);
  await em.execute(`
    insert into skin_indicator (code, category, enabled, name_placeholder, description_placeholder, search_links, version)
    select 'bench-i-' || n, 'CONDITION', true, 'SKIN_INDICATOR_NAME_bench-i-' || n, 'SKIN_INDICATOR_DESCRIPTION_bench-i-' || n, '{}', 1
      from generate_series(1, greatest(0, ${INDICATORS} - (select count(*) from skin_indicator))) as n`);
  await em.execute(`
    insert into text_source (key, locale, text_type, value, version)
    select name_placeholder, 'en_GB', 'PRODUCT_NAME', 'Bench product ' || id, 1 from product where code like 'bench-p-%'
    union all
    select name_placeholder, 'en_GB', 'SKIN_INDICATOR_NAME', 'Bench indicator ' || id, 1 from skin_indicator where code like 'bench-i-%'
    on conflict (key, locale) do nothing`);
  await em.execute(`
    insert into evaluation (product_id, skin_indicator_id, value)
    select p.id, i.id, ((p.id * 7 + i.id * 13) % 21) - 10 from product p cross join skin_indicator i
    on conflict (product_id, skin_indicator_id) do update set value = excluded.value`);
  const [counts] = await em.execute(
    'select (select count(*) from product)::int as p, (select count(*) from skin_indicator)::int as i, (select count(*) from evaluation)::int as e',
  );
  return counts;
}

async function main() {
  if (!existsSync(path.join(CLIENT_DIR, 'index.html')))
    throw new Error(`no built client in ${CLIENT_DIR}: run npm run build`);
  const db = await startDemoDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  await import('reflect-metadata');
  const { initOrm } = await import(path.join(DIST, 'db/orm.js'));
  const { loadConfig } = await import(path.join(DIST, 'config.js'));
  const { buildApp } = await import(path.join(DIST, 'app.js'));
  const orm = await initOrm(db.url);
  let app;
  let browser;
  try {
    const counts = await growCatalogue(orm);
    console.log(
      `catalogue-admin: ${counts.p} products × ${counts.i} indicators, ${counts.e} evaluations (load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores)`,
    );
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      DEMO_DATA: 'true',
      CLIENT_DIR,
    });
    app = await buildApp({ config, orm });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/public/api/authorization/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@example.com', password: 'demo-password-1' }),
    });
    const { token } = await login.json();

    // ---- 2. CSV export: time and RSS while streaming (warm the catalogue cache first).
    await (
      await fetch(`${address}/secured/api/admin/evaluations/csv`, { headers: { authorization: `Bearer ${token}` } })
    ).arrayBuffer();
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 2);
    const started = performance.now();
    const response = await fetch(`${address}/secured/api/admin/evaluations/csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    let bytes = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }
    const csvMs = performance.now() - started;
    clearInterval(sampler);
    const growth = (rssPeak - rssBefore) / 1024 / 1024;
    const size = bytes / 1024 / 1024;
    console.log(
      `  CSV export: ${ms(csvMs)} for ${size.toFixed(2)} MB; RSS growth while streaming ${growth.toFixed(1)} MB = ${(growth / size).toFixed(2)}× the file (server and client share this process)`,
    );

    // The cross table's data alone (server time + transfer), for reading the first render's time.
    const query = JSON.stringify({
      query: '{ evaluationTable { indicators { id name enabled } products { id name enabled version values } } }',
    });
    const gqlTimes = [];
    let gqlBytes = 0;
    for (let n = 0; n < 5; n++) {
      const s = performance.now();
      const r = await fetch(`${address}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: query,
      });
      gqlBytes = (await r.arrayBuffer()).byteLength;
      gqlTimes.push(performance.now() - s);
    }
    gqlTimes.sort((a, b) => a - b);
    console.log(`  evaluationTable query: median ${ms(gqlTimes[2])} for ${(gqlBytes / 1024 / 1024).toFixed(2)} MB`);

    // ---- 1. The cross table in Chromium.
    if (!existsSync(CHROME)) {
      console.log(`  cross table: SKIPPED (no Chromium at ${CHROME})`);
    } else {
      browser = await chromium.launch({
        executablePath: CHROME,
        args: ['--headless', '--no-sandbox', '--disable-gpu'],
      });
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.addInitScript((t) => localStorage.setItem('userData', JSON.stringify({ token: t })), token);
      await page.goto(`${address}/`); // warm: the app's chunks and translations are cached by the browser
      await page.waitForLoadState('networkidle');
      // A full page load (bundle, session, translations, then the table), for reference...
      const t0 = Date.now();
      await page.goto(`${address}/admin/evaluations`);
      await page.locator('[role="gridcell"]').first().waitFor({ timeout: 60_000 });
      const fullLoad = Date.now() - t0;
      // ...and the budgeted one: opening the cross table from another screen of the running app
      // (route chunk, query, first cells), as a user does from the menu.
      await page.goto(`${address}/admin/available`);
      await page.locator('table').first().waitFor({ timeout: 60_000 });
      // (A full load: Apollo's cache does not hold the table yet.)
      const firstRender = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const start = performance.now();
            history.pushState(null, '', '/admin/evaluations');
            dispatchEvent(new PopStateEvent('popstate'));
            const check = () => {
              if (!document.querySelector('[role="gridcell"]')) return requestAnimationFrame(check);
              // When the table's data had arrived (the last GraphQL answer), to tell server from browser time.
              const answers = performance
                .getEntriesByType('resource')
                .filter((e) => e.name.endsWith('/graphql') && e.startTime >= start);
              const dataAt = answers.length ? Math.max(...answers.map((e) => e.responseEnd)) - start : NaN;
              resolve({ total: performance.now() - start, dataAt });
            };
            requestAnimationFrame(check);
          }),
      );
      console.log(`  cross table after a full page load: ${ms(fullLoad)} (for reference)`);
      const corner = await page.evaluate(
        ([rows, cols]) =>
          new Promise((resolve) => {
            const grid = document.querySelector('[role="grid"]');
            const start = performance.now();
            grid.scrollTop = grid.scrollHeight;
            grid.scrollLeft = grid.scrollWidth;
            const selector = `[role="row"][aria-rowindex="${rows + 1}"] [role="gridcell"][aria-colindex="${cols + 1}"]`;
            const check = () =>
              document.querySelector(selector) ? resolve(performance.now() - start) : requestAnimationFrame(check);
            requestAnimationFrame(check);
          }),
        [counts.p, counts.i],
      );
      console.log(
        `  cross table first render: ${ms(firstRender.total)} (data received after ${ms(firstRender.dataAt)}) (budget 1000: ${verdict(firstRender.total, 1000)})`,
      );
      console.log(`  cross table scroll to the far corner: ${ms(corner)} (budget 1000: ${verdict(corner, 1000)})`);
    }

    // ---- 3. Re-scoring after a toggle (common/scoring, the builder's code).
    const { suggestProducts } = await import(path.join(DIST, '../common/scoring/index.js'));
    const products = await orm.em.fork().execute(`select id, category, usage, enabled, code as name from product`);
    const indicators = await orm.em.fork().execute('select id from skin_indicator order by id');
    const matrix = {};
    for (const r of await orm.em.fork().execute('select product_id, skin_indicator_id, value from evaluation'))
      (matrix[r.product_id] ??= {})[r.skin_indicator_id] = r.value;
    const issues = indicators.slice(0, 5).map((i) => ({ skinIndicatorId: i.id, priority: 'HIGH' }));
    const times = [];
    for (let n = 0; n < 60; n++) {
      const toggled =
        n % 2 ? issues : [...issues, { skinIndicatorId: indicators[6 + (n % 50)].id, priority: 'MEDIUM' }];
      const s = performance.now();
      suggestProducts(products, toggled, matrix);
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(
      `  builder re-score after a toggle: median ${ms(median)}, worst ${ms(times.at(-1))} (budget 16: ${verdict(median, 16)})`,
    );
  } finally {
    await browser?.close();
    await app?.close();
    await orm.close();
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
