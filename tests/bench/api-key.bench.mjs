// API key budget: the same catalogue GraphQL query (the client's Catalogue query) sent
// with an integrator's API key and with a user's token, side by side in one run with autocannon:
// throughput ratio key / token (budget ≥ 0.9). A key costs a SHA-256, a cached lookup and the
// rate limiter's in-memory count; the limit is raised out of the way here (API_KEY_RATE_LIMIT) so
// that the measurement is of that work, not of 429s. The app runs in a child process (one event
// loop, as in production); each target is measured three times, interleaved, and its best run counts.
// Run after `npm run build` (npm run bench does both). API_KEY_BENCH_SECONDS sets the duration (default 8).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { announce, buildBenchApp, DIST, loadRun, withServerChild } from './demo-app.mjs';

const SECONDS = Number(process.env.API_KEY_BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const ROUNDS = 3;
// The Catalogue query with the fragments it shares with the builder's queries.
const DOCUMENT = [
  '../../client/features/catalogue/catalogue.graphql',
  '../../client/features/builder/builderCatalogue.graphql',
]
  .map((file) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8'))
  .join('\n');
const GRAPHQL_BODY = JSON.stringify({ operationName: 'Catalogue', query: DOCUMENT, variables: {} });

// ---------------------------------------------------------------- the child: the app

async function serverChild() {
  const { app, orm } = await buildBenchApp({ API_KEY_RATE_LIMIT: '1000000' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const login = async (username) =>
    (
      await app.inject({
        method: 'POST',
        url: '/public/api/authorization/login',
        payload: { username, password: 'demo-password-1' },
      })
    ).json().token;
  const token = await login('user@example.com');
  const admin = await login('admin@example.com');
  const region = (await orm.em.execute(`select id from region where name = 'Polska'`))[0].id;
  const created = await app.inject({
    method: 'POST',
    url: '/secured/api/admin/api-keys',
    headers: { authorization: `Bearer ${admin}` },
    payload: { name: 'bench', regionId: region },
  });
  if (created.statusCode !== 200) throw new Error(`key creation failed: ${created.statusCode} ${created.body}`);
  const secret = created.json().secret;
  const byToken = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: GRAPHQL_BODY,
  });
  const byKey = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `ApiKey ${secret}`, 'content-type': 'application/json' },
    payload: GRAPHQL_BODY,
  });
  if (byToken.statusCode !== 200 || byKey.statusCode !== 200)
    throw new Error(`warm-up failed: token ${byToken.statusCode}, key ${byKey.statusCode} ${byKey.body.slice(0, 300)}`);
  if (byToken.body !== byKey.body) throw new Error('the key and the user of the same region got different answers');
  announce(
    { appPort: app.server.address().port, token, secret, bytes: byKey.rawPayload.length },
    () => app.close(),
    () => orm.close(),
  );
}

// ---------------------------------------------------------------- the parent: database, load, ratio

async function main() {
  if (!existsSync(path.join(DIST, 'modules/api-keys/api-key.scope.js')))
    throw new Error('dist/ is missing: run `npm run build:server` first');
  const { default: autocannon } = await import('autocannon');
  await withServerChild(import.meta.url, {}, async ({ info }) => {
    const { appPort, token, secret, bytes } = info;
    const target = (title, authorization) => ({
      title,
      url: `http://127.0.0.1:${appPort}/graphql`,
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: GRAPHQL_BODY,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    const targets = { token: target('token', `Bearer ${token}`), apiKey: target('apiKey', `ApiKey ${secret}`) };
    console.log(
      `api-key.bench: ${CONNECTIONS} connections, ${SECONDS} s per run, each target ${ROUNDS} times (interleaved); answer ${bytes} bytes`,
    );
    const best = { token: 0, apiKey: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of ['token', 'apiKey']) {
        const result = await loadRun(autocannon, targets[name]);
        best[name] = Math.max(best[name], result.requests.average);
        console.log(
          `  ${name.padEnd(8)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`,
        );
      }
    }
    const ratio = best.apiKey / best.token;
    console.log(
      `  ${ratio >= 0.9 ? 'ok  ' : 'OVER'} API key / user token throughput  ${ratio.toFixed(3)} (${best.apiKey.toFixed(0)} / ${best.token.toFixed(0)} req/s)  (budget ≥ 0.9)`,
    );
  });
}

if (process.argv[2] === '--server-child') await serverChild();
else await main();
