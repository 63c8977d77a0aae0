import { timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { databasePool, type DatabasePool } from '../read-sql.js';
import type { Metrics } from './metrics.js';

type Connect = (
  callback?: (error: Error | undefined, client: unknown, release: unknown) => void,
) => Promise<unknown> | void;

/**
 * The database pool's use (gauges read when scraped) and its acquire wait (histogram). The pool is
 * node-postgres's under MikroORM 7 (server/db/pool.ts); MikroORM makes a new one when it
 * reconnects, which is followed from the next scrape on. pg emits no event when a connection is
 * asked for, so the wait is timed around the pool's `connect` (Kysely's and `pool.query`'s way in).
 */
export function observeDatabasePool(metrics: Metrics, orm: MikroORM): void {
  let watched: DatabasePool | undefined;
  const watch = (pool: DatabasePool) => {
    if (pool === watched) return;
    watched = pool;
    const connect = (pool.connect as Connect).bind(pool);
    const timed: Connect = (callback) => {
      const at = process.hrtime.bigint();
      const observe = () => metrics.dbPoolWait.observe(Number(process.hrtime.bigint() - at) / 1e9);
      if (callback) return connect((error, client, release) => (observe(), callback(error, client, release)));
      return (connect() as Promise<unknown>).finally(observe);
    };
    pool.connect = timed as DatabasePool['connect'];
  };
  const refresh = () => void databasePool(orm).then(watch, () => {});
  refresh();
  metrics.observePool({
    used: () => (refresh(), watched ? watched.totalCount - watched.idleCount : 0),
    free: () => watched?.idleCount ?? 0,
    pending: () => watched?.waitingCount ?? 0,
    max: orm.config.get('pool').max ?? 0,
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
          const operation =
            resolved || request.operationName
              ? metrics.operationLabel(operationName ?? request.operationName)
              : 'invalid';
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
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 'UNAUTHENTICATED', errorDataList: [{ translationKey: 'ERROR_UNAUTHENTICATED' }] });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
