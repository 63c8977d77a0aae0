// Catalogue budgets (DESIGN.md, Performance budgets), measured side by side in one run with autocannon:
//  1. REST GET /secured/api/dataForEvaluations (the built app, with a token) vs a raw node:http
//     server sending the same bytes: throughput ratio (budget ≥ 0.9);
//  2. the GraphQL catalogue query asking for the same data vs the REST route: throughput ratio
//     (budget ≥ 0.5).
// The servers run in one child process (one event loop, as in production); autocannon runs here.
// Each target is measured three times, interleaved, and its best run counts, to damp machine noise.
// Every request accepts compression as a browser does (ACCEPT_ENCODING): the app answers the
// bundle with its brotli copy, made once per catalogue version, and the raw server sends those
// very compressed bytes, so both sides are measured with compression.
// Run after `npm run build` (npm run bench does both). CATALOGUE_BENCH_SECONDS sets the duration (default 8).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { announce, buildBenchApp, DIST, loadRun, withServerChild } from './demo-app.mjs';

const SECONDS = Number(process.env.CATALOGUE_BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const ROUNDS = 3;
const URL_PATH = '/secured/api/dataForEvaluations';
// CATALOGUE_BENCH_ENCODING=identity measures without compression, for comparison.
const ACCEPT_ENCODING = process.env.CATALOGUE_BENCH_ENCODING ?? 'gzip, deflate, br';

/**
 * The bundle's data through GraphQL as the client asks for it (client/features/catalogue/catalogue.graphql):
 * products with offer, sizes, INCI lines and the evaluation map; indicators; INCI.
 */
// The Catalogue query with the fragments it shares with the builder's queries.
const DOCUMENT = [
  '../../client/features/catalogue/catalogue.graphql',
  '../../client/features/builder/builderCatalogue.graphql',
]
  .map((file) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8'))
  .join('\n');
const GRAPHQL_BODY = JSON.stringify({ operationName: 'Catalogue', query: DOCUMENT, variables: {} });

// ---------------------------------------------------------------- the child: both servers

async function serverChild() {
  const { app, orm } = await buildBenchApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = app.server.address().port;

  const login = await app.inject({
    method: 'POST',
    url: '/public/api/authorization/login',
    payload: { username: 'user@example.com', password: 'demo-password-1' },
  });
  const token = login.json().token;
  const rest = await app.inject({
    method: 'GET',
    url: URL_PATH,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING },
  });
  const gql = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-encoding': ACCEPT_ENCODING,
    },
    payload: GRAPHQL_BODY,
  });
  if (rest.statusCode !== 200 || gql.statusCode !== 200)
    throw new Error(`warm-up failed: REST ${rest.statusCode}, GraphQL ${gql.statusCode} ${gql.body.slice(0, 300)}`);
  if (ACCEPT_ENCODING.includes('br') && rest.headers['content-encoding'] !== 'br')
    throw new Error(`REST answered without brotli: ${rest.headers['content-encoding']}`);

  // The raw server answers with the very bytes of the REST route: the compressed body and every
  // header (Content-Encoding and the security headers included) but those node:http writes itself.
  const bytes = rest.rawPayload;
  const headers = Object.fromEntries(
    Object.entries(rest.headers).filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
    ),
  );
  const raw = http.createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(bytes);
  });
  await new Promise((resolve) => raw.listen(0, '127.0.0.1', resolve));

  const plain = await app.inject({ method: 'GET', url: URL_PATH, headers: { authorization: `Bearer ${token}` } });
  const info = {
    appPort,
    rawPort: raw.address().port,
    token,
    restBytes: bytes.length,
    plainBytes: plain.rawPayload.length,
    graphqlBytes: gql.rawPayload.length,
    graphqlEncoding: gql.headers['content-encoding'] ?? 'identity',
  };
  announce(
    info,
    () => raw.close(),
    () => app.close(),
    () => orm.close(),
  );
}

// ---------------------------------------------------------------- the parent: database, load, ratios

async function main() {
  if (!existsSync(path.join(DIST, 'modules/catalogue/snapshot/catalogue.routes.js')))
    throw new Error('dist/ is missing: run `npm run build:server` first');
  const { default: autocannon } = await import('autocannon');
  const nodeFlags = (process.env.CATALOGUE_BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  await withServerChild(import.meta.url, { nodeFlags }, async ({ info }) => {
    const { appPort, rawPort, token, restBytes, plainBytes, graphqlBytes, graphqlEncoding } = info;
    const auth = { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING };
    const run = { connections: CONNECTIONS, duration: SECONDS };
    const targets = {
      raw: { title: 'raw', url: `http://127.0.0.1:${rawPort}${URL_PATH}`, headers: auth, ...run },
      rest: { title: 'rest', url: `http://127.0.0.1:${appPort}${URL_PATH}`, headers: auth, ...run },
      graphql: {
        title: 'graphql',
        url: `http://127.0.0.1:${appPort}/graphql`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: GRAPHQL_BODY,
        ...run,
      },
    };
    console.log(
      `catalogue.bench: ${CONNECTIONS} connections, ${SECONDS} s per run, each target ${ROUNDS} times (interleaved); REST body ${restBytes} bytes (${plainBytes} uncompressed), GraphQL body ${graphqlBytes} bytes ${graphqlEncoding}; Accept-Encoding: ${ACCEPT_ENCODING} on every request`,
    );
    const best = { raw: 0, rest: 0, graphql: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of (process.env.CATALOGUE_BENCH_ONLY ?? 'raw,rest,graphql').split(',')) {
        const result = await loadRun(autocannon, targets[name]);
        const rps = result.requests.average;
        best[name] = Math.max(best[name], rps);
        console.log(
          `  ${name.padEnd(8)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`,
        );
      }
    }
    const restRatio = best.rest / best.raw;
    const graphqlRatio = best.graphql / best.rest;
    const verdicts = [
      [
        `REST / raw node:http throughput  ${restRatio.toFixed(3)} (${best.rest.toFixed(0)} / ${best.raw.toFixed(0)} req/s)`,
        restRatio >= 0.9,
        'budget ≥ 0.9',
      ],
      [
        `GraphQL / REST throughput        ${graphqlRatio.toFixed(3)} (${best.graphql.toFixed(0)} / ${best.rest.toFixed(0)} req/s)`,
        graphqlRatio >= 0.5,
        'budget ≥ 0.5',
      ],
    ];
    for (const [line, ok, budget] of verdicts) console.log(`  ${ok ? 'ok  ' : 'OVER'} ${line}  (${budget})`);
  });
}

if (process.argv[2] === '--server-child') await serverChild();
else await main();
