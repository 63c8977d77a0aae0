import fp from 'fastify-plugin';
import { errorHeaders, serviceUnavailable } from '../platform/errors.js';
import { healthRoutes } from '../platform/health.js';
import { withRequestId } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /readyz answers 503 (main.ts calls it on SIGTERM, before closing). */
    startDraining(): void;
  }
}

/**
 * The probes (`/livez`, `/readyz`, `/healthz`) and stopping: after SIGTERM /readyz says 503
 * (draining); once the app closes, requests under way finish while new ones get 503 and their
 * connection closed, so that a load balancer sends them to another process.
 */
export const healthPlugin = fp(
  async (app) => {
    let closing = false;
    let draining = false;
    app.decorate('startDraining', () => void (draining = true));
    app.addHook('preClose', (done) => {
      closing = true;
      draining = true;
      done();
    });
    app.addHook('onRequest', (req, reply, done) => {
      if (!closing) return done();
      const refusal = serviceUnavailable();
      void reply
        .code(503)
        .headers({ ...errorHeaders(refusal), connection: 'close' })
        .send(withRequestId(503, refusal.toBody(), req.id));
    });
    // Stopping: the connection ends with this answer, so that closing does not wait for idle clients.
    app.addHook('onSend', (_req, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
    const { orm } = app.deps;
    await app.register(healthRoutes, {
      pingDatabase: async () => {
        const check = await orm.checkConnection();
        if (!check.ok) throw check.error ?? new Error(check.reason);
      },
      listening: () => app.notifier.connected,
      draining: () => draining,
    });
  },
  { name: 'health', fastify: '5.x', dependencies: ['services', 'errors'] },
);
