import fp from 'fastify-plugin';
import { metricsRoute, observeDatabasePool, observeHttp } from '../platform/observability/install-metrics.js';

/** Prometheus: the pool, the PDF queue and every answer observed; `GET /metrics` behind METRICS_TOKEN. */
export const metricsPlugin = fp(
  async (app) => {
    const { metrics, orm, config, pdfPool } = app.deps;
    observeDatabasePool(metrics, orm);
    metrics.observePdfQueue({ running: () => pdfPool.runningNow, waiting: () => pdfPool.waiting });
    observeHttp(app, metrics);
    metricsRoute(app, metrics, config.metricsToken);
  },
  { name: 'metrics', fastify: '5.x', dependencies: ['services'] },
);
