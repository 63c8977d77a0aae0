// GraphQL execution alone, side by side in one process (decision 071): the my-mixtures page's
// document (10 programs with their lines, about 385 fields) on the app's schema, executed by
// graphql-js (Apollo's own executor) and by graphql-jit (what the app runs), each answer then
// serialised as Apollo does. The page's resolver answers a fixed page in its service's shape, so
// only execution is measured; both executors' answers are checked to be the same first.
// No budget: the reads bench measures what callers get (GraphQL ≥ 0.8× REST). Run after
// `npm run build:server`. EXECUTOR_BENCH_RUNS sets the executions per round (default 20,000).
import { existsSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { execute, parse, validate } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { DIST } from './demo-app.mjs';

const RUNS = Number(process.env.EXECUTOR_BENCH_RUNS ?? 20_000);
const ROUNDS = 3;

if (!existsSync(path.join(DIST, 'resolvers.js'))) throw new Error('dist/ is missing: run `npm run build:server` first');
const { buildAppSchema } = await import(path.join(DIST, 'platform/graphql/schema.js'));
const { RESOLVERS } = await import(path.join(DIST, 'resolvers.js'));
const schema = await buildAppSchema(RESOLVERS);

const FIELDS = `id number version clientReference pdfId createdDate modifiedDate
  skinIndicatorWithPriorityDtos { skinIndicatorId priority }
  specialMixedProducts { comment baseProducts { productId volume } activeProducts { productId volume } }
  washProducts { productId volume comment mixtureRole }
  readyProducts { productId volume comment mixtureRole }`;
const document = parse(
  `query { skinCarePrograms(pageNo: 0, pageSize: 10) { mixtures { ${FIELDS} } page pageSize totalPages totalElements } }`,
);
if (validate(schema, document).length) throw new Error('the page document does not validate');

// As reads-programs.mjs fills the database: 3 indicators, a base, two actives, a wash and two ready products.
const program = (i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  number: String(1000 + i),
  version: 1 + (i % 4),
  clientReference: null,
  pdfId: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  createdDate: new Date(Date.UTC(2026, 11, 1, 12, i)),
  modifiedDate: new Date(Date.UTC(2026, 11, 1, 13, i)),
  skinIndicatorWithPriorityDtos: ['HIGH', 'MEDIUM', 'LOW'].map((priority, k) => ({ skinIndicatorId: k + 1, priority })),
  specialMixedProducts: {
    comment: i % 3 === 0 ? `Comment ${i}` : null,
    baseProducts: [{ productId: 1, volume: 10 }],
    activeProducts: [
      { productId: 2, volume: 12.5 },
      { productId: 2, volume: 15 },
    ],
  },
  washProducts: [{ productId: 3, volume: null, comment: 'twice a day', mixtureRole: 'WASH' }],
  readyProducts: [
    { productId: 3, volume: 50, comment: 'twice a day', mixtureRole: 'CARE' },
    { productId: 3, volume: null, comment: 'twice a day', mixtureRole: 'CARE' },
  ],
});
const page = {
  mixtures: Array.from({ length: 10 }, (_, i) => program(i)),
  page: 0,
  pageSize: 10,
  totalPages: 20,
  totalElements: 200,
};
schema.getQueryType().getFields().skinCarePrograms.resolve = async () => page;

const compiled = compileQuery(schema, document);
if (!isCompiledQuery(compiled)) throw new Error('graphql-jit does not compile the page document');
const serialise = (result) => `${JSON.stringify(result)}\n`;
const executors = {
  'graphql-js': async () => serialise(await execute({ schema, document, contextValue: {} })),
  'graphql-jit': async () => serialise(await compiled.query(undefined, {}, {})),
};

const answers = await Promise.all(Object.values(executors).map((run) => run()));
if (!isDeepStrictEqual(JSON.parse(answers[0]), JSON.parse(answers[1])) || JSON.parse(answers[0]).errors)
  throw new Error('graphql-js and graphql-jit answer the page differently');

// Interleaved rounds; the best of each counts, to damp machine noise.
const best = {};
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, run] of Object.entries(executors)) {
    const started = performance.now();
    for (let i = 0; i < RUNS; i++) await run();
    best[name] = Math.min(best[name] ?? Infinity, ((performance.now() - started) * 1000) / RUNS);
  }
}
const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
console.log(
  `graphql-executor.bench: the page (about 385 fields) executed and serialised: graphql-js ${best['graphql-js'].toFixed(0)} µs, ` +
    `graphql-jit ${best['graphql-jit'].toFixed(0)} µs (${(best['graphql-js'] / best['graphql-jit']).toFixed(1)}× faster; load ${load})`,
);
