// Hostile GraphQL documents under the token limit, validated as the app did before (graphql-js's
// standard rules with the limit rules beside them) and as it does now (the limits as a first pass
// that stops validation: limitsFirstRule), side by side in one run. Prints the medians and their
// ratio with the load average. Run after `npm run build:server` (npm run bench does it).
import 'reflect-metadata';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse, specifiedRules, validate } from 'graphql';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/server');
const load = async (file) => import(pathToFileURL(path.join(dist, file)).href);
const { buildAppSchema } = await load('platform/graphql/schema.js');
const { RESOLVERS } = await load('resolvers.js');
const { GRAPHQL_PARSE_OPTIONS, LIMIT_VALIDATION_RULES, limitsFirstRule } = await load('platform/graphql/limits.js');

const RUNS = Number(process.env.VALIDATION_BENCH_RUNS || 9);
const schema = await buildAppSchema(RESOLVERS);
const copies = (n, selection) => `{ ${Array.from({ length: n }, () => selection).join(' ')} }`;
const documents = {
  'anonymous, 160 × publicSettings { inciLocales systemLocales }': copies(
    160,
    'publicSettings { inciLocales systemLocales }',
  ),
  'a user, 240 × me { email }': copies(240, 'me { email }'),
};
const median = (run) => {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
};

console.log(
  `GraphQL validation of hostile documents (median of ${RUNS}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
for (const [name, source] of Object.entries(documents)) {
  const document = parse(source, GRAPHQL_PARSE_OPTIONS);
  const before = median(() => validate(schema, document, [...specifiedRules, ...LIMIT_VALIDATION_RULES]));
  const after = median(() => validate(schema, document, [...specifiedRules, limitsFirstRule(() => {})]));
  console.log(
    `  ${name}: all rules ${before.toFixed(1)} ms, limits first ${after.toFixed(1)} ms, ratio ${(after / before).toFixed(3)}`,
  );
}
