import type { MikroORM } from '@mikro-orm/postgresql';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { AccountStateCache } from '../platform/auth/account-state.js';
import { TokenService } from '../platform/auth/tokens.js';
import type { Deps } from '../platform/context.js';
import { watchDataVersions } from '../platform/data-versions.js';
import { loggableError } from '../platform/loggable-error.js';
import { Mailer, senderOf } from '../platform/mail/mailer.js';
import { notifyThroughPool } from '../db/statements/notify.js';
import { NOTIFIER_STATEMENT_TAG, Notifier, registerNotifier } from '../platform/notifier.js';
import { Metrics } from '../platform/observability/metrics.js';
import { WorkerPool } from '../platform/pdf/worker-pool.js';
import { readRows } from '../platform/read-sql.js';
import { programPdfWorkerFile } from '../modules/programs/program-pdf.pool.js';
import { startApiKeys } from '../modules/api-keys/api-keys.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What every request's context shares: config, database, caches, mail, PDF workers, metrics. */
    deps: Deps;
    /** The LISTEN connection that keeps the caches current (health asks whether it hears). */
    notifier: Notifier;
    /** The PDF worker threads (tests observe them). */
    pdfPool: WorkerPool;
    /** The Prometheus registry (main.ts serves it on METRICS_PORT too). */
    metrics: Metrics;
  }
}

export interface ServicesOptions {
  config: Config;
  orm: MikroORM;
}

/**
 * The shared dependencies of every request, started with the app and stopped with it: the
 * notifier, the account and API-key caches, mail, the PDF workers and the metrics registry.
 */
export const servicesPlugin = fp<ServicesOptions>(
  async (app, { config, orm }) => {
    // One LISTEN connection serves every cache that NOTIFY keeps current, on PostgreSQL itself
    // (DATABASE_DIRECT_URL); its heartbeat's markers go through the pool, as other processes' changes do.
    const notifier = new Notifier(config.databaseDirectUrl ?? orm.config.get('clientUrl')!, {
      log: (level, message) => app.log[level](message),
      publish: (channel, payload) => notifyThroughPool(orm, NOTIFIER_STATEMENT_TAG, channel, payload),
    });
    const metrics = new Metrics();
    const apiKeys = await startApiKeys(orm.em, notifier, config.apiKeyRateLimit, (err) =>
      app.log.warn({ err: loggableError(err) }, 'API key usage not written'),
    );
    const deps: Deps = {
      config,
      orm,
      tokens: new TokenService(config.jwtSecret),
      accounts: new AccountStateCache(
        {
          query: (sql, params) =>
            readRows<Record<string, unknown>>({ orm, config }, 'accountState', sql, params).then((rows) => ({ rows })),
        },
        notifier,
      ),
      mailer: new Mailer({
        smtpUrl: config.smtpUrl,
        from: senderOf(config.mailFrom, config.mailFromName),
        dataDir: config.dataDir,
        onResult: (sent) => metrics.mails.inc({ outcome: sent ? 'sent' : 'failed' }),
      }),
      pdfPool: new WorkerPool({
        filename: programPdfWorkerFile,
        threads: config.pdfWorkers,
        queue: config.pdfQueue,
        observe: (seconds, ok) => metrics.pdfRenders.observe({ outcome: ok ? 'ok' : 'error' }, seconds),
      }),
      log: app.log,
      apiKeys,
      metrics,
    };
    app.decorate('deps', deps);
    app.decorate('notifier', notifier);
    app.decorate('metrics', metrics);
    app.decorate('pdfPool', deps.pdfPool);
    await deps.accounts.listen();
    const stopWatchingVersions = await watchDataVersions(orm.em, notifier);
    const unregisterNotifier = registerNotifier(orm.em, notifier);
    await notifier.start();
    app.addHook('onClose', async () => {
      stopWatchingVersions();
      await apiKeys.stop();
      unregisterNotifier();
      await notifier.close();
      deps.mailer.close();
      await deps.pdfPool.close();
    });
  },
  { name: 'services', fastify: '5.x' },
);
