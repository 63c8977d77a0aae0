// graphql-jit against graphql-js, Apollo's own executor, side by side in one run: the built app twice
// in one server child on the same demo database (filled as reads.bench does), one app executing with
// graphql-jit (JitGateway), the other with graphql-js, everything else equal. For each uncached read
// (my-mixtures page of 10 programs with their lines, a program by id: the answers with the most
// fields) autocannon loads each app in turn, ROUNDS times interleaved; the best run counts. Before
// measuring, both apps' answers are checked to be equal. Prints throughput, latency p50/p99 and the
// ratio jit / graphql-js with the load average. Run after `npm run build:server`.
// EXECUTOR_BENCH_SECONDS sets the duration of a run (default 6), EXECUTOR_BENCH_ROUNDS the rounds (default 3),
// EXECUTOR_BENCH_CONNECTIONS the connections (default 10; 1: one user's latency).
import { isDeepStrictEqual } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { announce, BENCH_JWT_SECRET, DIST, loadRun, withServerChild } from './demo-app.mjs';
import { fillPrograms, programCases } from './reads-programs.mjs';

const SECONDS = Number(process.env.EXECUTOR_BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.EXECUTOR_BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.EXECUTOR_BENCH_CONNECTIONS ?? 10);
const EXECUTORS = ['graphql-jit', 'graphql-js'];

async function serverChild() {
  await import('reflect-metadata');
  const { default: pg } = await import('pg');
  const { initOrm } = await import(path.join(DIST, 'db/orm.js'));
  const { loadConfig } = await import(path.join(DIST, 'config.js'));
  const { buildApp } = await import(path.join(DIST, 'app.js'));
  const url = process.env.BENCH_DATABASE_URL;
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: process.env.BENCH_DATA_DIR, DATABASE_URL: url, DEMO_DATA: 'false', JWT_SECRET: BENCH_JWT_SECRET, CLIENT_DIR: '/nonexistent' });
  const apps = {};
  const closers = [];
  for (const executor of EXECUTORS) {
    const orm = await initOrm(url);
    const app = await buildApp({ config, orm, executor });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps[executor] = app;
    closers.push(() => app.close(), () => orm.close());
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const cases = await programCases(pool);
  await pool.end();
  const app = apps[EXECUTORS[0]];
  const tokens = {};
  for (const c of cases) {
    tokens[c.login] ??= (await app.inject({ method: 'POST', url: '/public/api/authorization/login', payload: { username: c.login, password: 'demo-password-1' } })).json().token;
  }
  const ports = Object.fromEntries(Object.entries(apps).map(([name, a]) => [name, a.server.address().port]));
  announce({ ports, tokens, cases: cases.filter((c) => c.graphql).map(({ name, login, graphql }) => ({ name, login, graphql })) }, ...closers);
}

async function main() {
  const { default: autocannon } = await import('autocannon');
  const { default: pg } = await import('pg');
  const fill = async (db) => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await fillPrograms(client);
    await client.query('vacuum analyze');
    await client.end();
  };
  await withServerChild(import.meta.url, { prepare: fill }, async ({ info }) => {
    const { ports, tokens, cases } = info;
    console.log(`GraphQL executors, ${CONNECTIONS} connections, ${SECONDS} s per run, best of ${ROUNDS} interleaved (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
    for (const c of cases) {
      const target = (executor) => ({
        title: `${c.name} ${executor}`,
        url: `http://127.0.0.1:${ports[executor]}/graphql`,
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[c.login]}`, 'content-type': 'application/json' },
        body: JSON.stringify(c.graphql.body),
      });
      const answers = [];
      for (const executor of EXECUTORS) {
        // Twice: jit compiles an operation on its second run.
        for (let i = 0; i < 2; i++) {
          const { url, method, headers, body } = target(executor);
          const res = await fetch(url, { method, headers, body });
          if (res.status !== 200) throw new Error(`${c.name} ${executor}: ${res.status}`);
          answers[EXECUTORS.indexOf(executor)] = await res.json();
        }
      }
      if (!isDeepStrictEqual(answers[0], answers[1]) || answers[0].errors) throw new Error(`${c.name}: the executors' answers differ`);
      const best = {};
      for (let round = 0; round < ROUNDS; round++) {
        for (const executor of EXECUTORS) {
          const result = await loadRun(autocannon, { connections: CONNECTIONS, duration: SECONDS, ...target(executor) });
          if (!best[executor] || result.requests.average > best[executor].requests.average) best[executor] = result;
        }
      }
      const [jit, js] = EXECUTORS.map((e) => best[e]);
      const line = (e) => `${e} ${best[e].requests.average.toFixed(0)} req/s, p50 ${best[e].latency.p50} ms, p99 ${best[e].latency.p99} ms`;
      console.log(`  ${c.name.padEnd(10)} ${line('graphql-jit')}; ${line('graphql-js')}; jit / graphql-js ${(jit.requests.average / js.requests.average).toFixed(2)} (load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
    }
  });
}

if (process.argv[2] === '--server-child') await serverChild();
else {
  await main();
  process.exit(process.exitCode ?? 0);
}
