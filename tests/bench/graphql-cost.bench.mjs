// Issue 34, row 2: what an anonymous GraphQL request costs the server. The built app runs in a
// child process (production mode, one event loop) on a demo database; for each document this
// prints the child's CPU per request (from /proc, over REQUESTS requests in a row) and the p50 of
// /healthz while 4 connections send that document in a loop (HEALTH_SAMPLES samples), beside the
// /healthz p50 of an idle server. Loopback only, bounded. Run after `npm run build:server`:
//   node tests/bench/graphql-cost.bench.mjs
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { announce, buildBenchApp, withServerChild } from './demo-app.mjs';

const REQUESTS = Number(process.env.COST_BENCH_REQUESTS || 30);
const HEALTH_SAMPLES = Number(process.env.COST_BENCH_HEALTH_SAMPLES || 60);
const CONNECTIONS = 4;

if (process.argv.includes('--server-child')) {
  const { app, orm } = await buildBenchApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  announce(
    { port: app.server.address().port },
    () => app.close(),
    () => orm.close(),
  );
} else {
  await withServerChild(import.meta.url, {}, async ({ info, child }) => {
    const base = `http://127.0.0.1:${info.port}`;
    const ticks = () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]);
    };
    const post = async (body) => {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await res.arrayBuffer();
      return res.status;
    };
    let n = 0;
    // Each request its own text where it matters (a parsed-document store would hide the parse).
    const documents = {
      'trivial { __typename }': () => JSON.stringify({ query: '{ __typename }' }),
      '300 unknown fields, 3 kB names': () =>
        JSON.stringify({
          query: `{ ${Array.from({ length: 300 }, (_, i) => `f${i}${n}${'x'.repeat(3000)}`).join(' ')} }`,
        }),
      '110 admins(search:), different 8 kB strings': () =>
        JSON.stringify({
          query: `{ ${Array.from({ length: 110 }, (_, i) => `admins(search: "${i}-${n}${'y'.repeat(8000)}") { totalElements }`).join(' ')} }`,
        }),
      '~1 MB of declared variables (suggestions)': () =>
        JSON.stringify({
          query:
            'query($input: SuggestionInput!) { suggestions(input: $input) { skinIndicators { skinIndicatorId } } }',
          variables: {
            input: {
              skinIssues: Array.from({ length: 20_000 }, (_, i) => ({ skinIndicatorId: i + n, priority: 'HIGH' })),
              recipe: { baseProducts: [], activeProducts: [] },
            },
          },
        }),
      '10 names of 3 kB (under the document limit)': () =>
        JSON.stringify({
          query: `{ ${Array.from({ length: 10 }, (_, i) => `f${i}${n}${'x'.repeat(3000)}`).join(' ')} }`,
        }),
      'valid, distinct: 110 inline fragments': () =>
        JSON.stringify({
          query: `# ${n}\nquery D${n} { publicSettings { ${Array.from({ length: 110 }, (_, k) => `... on PublicSettings { ${k % 2 ? 'inciLocales' : 'systemLocales'} }`).join(' ')} } }`,
        }),
      'valid, distinct: 300 unknown short fields': () =>
        JSON.stringify({ query: `# ${n}\n{ ${Array.from({ length: 300 }, (_, i) => `unknownField${i}`).join(' ')} }` }),
    };
    const p50 = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const healthP50 = async () => {
      const times = [];
      for (let i = 0; i < HEALTH_SAMPLES; i++) {
        const start = performance.now();
        await (await fetch(`${base}/healthz`)).arrayBuffer();
        times.push(performance.now() - start);
      }
      return p50(times);
    };
    // Warm-up.
    for (let i = 0; i < 20; i++) {
      for (const make of Object.values(documents)) {
        n++;
        await post(make());
      }
    }
    console.log(
      `GraphQL cost per anonymous request (load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; CLK_TCK 100)`,
    );
    console.log(`  /healthz p50 idle: ${(await healthP50()).toFixed(1)} ms`);
    for (const [name, make] of Object.entries(documents)) {
      const statuses = new Set();
      const before = ticks();
      for (let i = 0; i < REQUESTS; i++) {
        n++;
        statuses.add(await post(make()));
      }
      const cpuMs = ((ticks() - before) * 10) / REQUESTS;
      let running = true;
      const loops = Array.from({ length: CONNECTIONS }, async () => {
        while (running) {
          n++;
          await post(make());
        }
      });
      const health = await healthP50();
      running = false;
      await Promise.all(loops);
      console.log(
        `  ${name}: ${cpuMs.toFixed(1)} ms CPU per request (status ${[...statuses].join(',')}); /healthz p50 beside ${CONNECTIONS} connections ${health.toFixed(1)} ms`,
      );
    }
  });
}
