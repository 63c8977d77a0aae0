import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import lighthouse from 'lighthouse';
import { DIST, startDemoDatabase } from './demo-app.mjs';
import { freePort } from '../support/embedded-pg.mjs';
const db = await startDemoDatabase();
const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'i12-'));
const child = spawn(process.execPath, [path.join(DIST, 'main.js')], { env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: db.url, DATA_DIR: dataDir, DEMO_DATA: 'true', CLIENT_DIR: path.resolve(DIST, '../client'), LOG_LEVEL: 'warn', JWT_SECRET: 'lighthouse-bench-secret-lighthouse-bench-0123' }, stdio: ['ignore', 'ignore', 'inherit'] });
const origin = `http://127.0.0.1:${port}`;
try {
for (;;) { try { if ((await fetch(`${origin}/healthz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const { token } = await (await fetch(`${origin}/public/api/authorization/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'user@example.com', password: 'demo-password-1' }) })).json();
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: false, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const target of (process.env.PAGES ?? 'builder').split(',')) {
  for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
    const page = await browser.newPage();
    const builder = target === 'builder';
    if (builder) { await page.goto(`${origin}/logo.svg`); await page.evaluate((v) => localStorage.setItem('userData', v), JSON.stringify({ token })); }
    const result = await lighthouse(`${origin}/${builder ? 'formula' : 'auth'}`, { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: builder }, undefined, page);
    const a = result.lhr.audits;
    console.log(target, run, 'perf', Math.round(result.lhr.categories.performance.score * 100), 'FCP', a['first-contentful-paint'].numericValue.toFixed(0), 'LCP', a['largest-contentful-paint'].numericValue.toFixed(0), 'TBT', a['total-blocking-time'].numericValue.toFixed(0), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3), JSON.stringify(a['layout-shifts']?.details?.items ?? []).slice(0, 400), 'SI', a['speed-index'].numericValue.toFixed(0));
    writeFileSync(`/tmp/i12lh2-${target.replace('/', '')}-${run}.trace.json`, JSON.stringify(result.artifacts.Trace ?? result.artifacts.traces?.defaultPass ?? {}));
    await page.close();
  }
}
await browser.close();
} finally { child.kill('SIGTERM'); await new Promise((r) => child.once('exit', r)); await db.stop(); }
