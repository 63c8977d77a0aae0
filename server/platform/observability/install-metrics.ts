import { timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Metrics } from './metrics.js';

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
  on(event: 'acquireRequest' | 'acquireSuccess' | 'acquireFail', listener: (eventId: number) => void): void;
}

/** knex's pool of connections (tarn) under MikroORM; absent until the first connection. */
function tarnPool(orm: MikroORM): TarnPool | undefined {
  return (orm.em.getConnection().getKnex() as unknown as { client: { pool?: TarnPool } }).client.pool;
}

/** The database pool's use (gauges read when scraped) and its acquire wait (histogram). */
export function observeDatabasePool(metrics: Metrics, orm: MikroORM): void {
  let watched: TarnPool | undefined;
  const watch = () => {
    const pool = tarnPool(orm);
    // knex makes a new pool when it reconnects: its events are followed from then on.
    if (!pool || pool === watched) return pool;
    watched = pool;
    const asked = new Map<number, bigint>();
    pool.on('acquireRequest', (id) => asked.set(id, process.hrtime.bigint()));
    const done = (id: number) => {
      const at = asked.get(id);
      if (at === undefined) return;
      asked.delete(id);
      metrics.dbPoolWait.observe(Number(process.hrtime.bigint() - at) / 1e9);
    };
    pool.on('acquireSuccess', done);
    pool.on('acquireFail', done);
    return pool;
  };
  watch();
  metrics.observePool({
    used: () => watch()?.numUsed() ?? 0,
    free: () => watch()?.numFree() ?? 0,
    pending: () => watch()?.numPendingAcquires() ?? 0,
    max: watch()?.max ?? 0,
  });
}

/** Rate, latency and errors per route pattern (the raw URL would make a label per id). */
export function observeHttp(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.inc({ method: req.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    done();
  });
}

/** Rate, latency and errors per GraphQL operation name (bounded: see Metrics.operationLabel). */
export function graphqlMetricsPlugin(metrics: Metrics): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const startedAt = process.hrtime.bigint();
      return {
        async willSendResponse({ request, operation: resolved, operationName, response }) {
          // A document that did not parse or validate has no operation: "invalid".
          const operation = resolved || request.operationName ? metrics.operationLabel(operationName ?? request.operationName) : 'invalid';
          const failed = response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0;
          metrics.graphqlOperations.inc({ operation, outcome: failed ? 'error' : 'ok' });
          metrics.graphqlDuration.observe({ operation }, Number(process.hrtime.bigint() - startedAt) / 1e9);
        },
      };
    },
  };
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` (Prometheus text format) behind `Authorization: Bearer METRICS_TOKEN`; without a
 * token configured there is no such route (404), so nothing is exposed by default.
 */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  if (!token) return;
  app.get('/metrics', async (req, reply) => {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ code: 'UNAUTHENTICATED', errorDataList: [{ translationKey: 'ERROR_UNAUTHENTICATED' }] });
    }
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
