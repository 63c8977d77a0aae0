import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
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
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
for (const target of (process.env.PAGES ?? 'builder').split(',')) {
  for (let run = 0; run < 2; run++) {
    const page = await browser.newPage();
    if (target === 'builder') { await page.goto(`${origin}/logo.svg`); await page.evaluate((v) => localStorage.setItem('userData', v), JSON.stringify({ token })); }
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}/${target === 'builder' ? 'formula' : 'auth'}`, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 1500));
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(`/tmp/i12lh2-${target}-${run}.cpuprofile`, JSON.stringify(profile));
    await page.close();
  }
}
await browser.close();
} finally { child.kill('SIGTERM'); await new Promise((r) => child.once('exit', r)); await db.stop(); }
