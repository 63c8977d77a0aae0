import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorHeaders, serviceUnavailable } from './errors.js';

export interface HealthOptions {
  /** Answers once the database does (the pool's `select 1`); throws otherwise. */
  pingDatabase: () => Promise<unknown>;
  /** Whether the notifier hears notifications, i.e. whether this process's caches are current. */
  listening: () => boolean;
  /** Whether the process is stopping (SIGTERM): a load balancer sends its traffic elsewhere. */
  draining: () => boolean;
}

/**
 * The probes of an orchestrator or load balancer, outside the API (no token, no API key):
 * - `GET /livez`: the process answers. Nothing else is asked, so that a database outage, which
 *   the pool heals by itself, never gets every replica restarted.
 * - `GET /readyz`: the process should get traffic: the database answers, the notifier hears
 *   (its caches can be trusted) and the process is not draining; else 503 in the error format.
 * - `GET /healthz`: readiness, under the name it had before the two were told apart.
 */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  app.get('/livez', async (_req, reply) => reply.send({ status: 'ok' }));

  const ready = async (req: FastifyRequest, reply: FastifyReply) => {
    let up = !options.draining();
    if (up) {
      try {
        await options.pingDatabase();
      } catch {
        up = false;
      }
    }
    if (up && options.listening()) return reply.send({ status: 'ok' });
    // Answered here, not thrown: a probe every second during an outage is not worth a log line each.
    const refusal = serviceUnavailable();
    return reply
      .code(503)
      .headers(errorHeaders(refusal))
      .send({ ...refusal.toBody(), requestId: String(req.id) });
  };
  app.get('/readyz', ready);
  app.get('/healthz', ready);
}
