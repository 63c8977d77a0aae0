import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerCompression } from '../platform/delivery.js';
import { registerIdempotency } from '../platform/idempotency/idempotency-plugins.js';
import { registerOpenApi } from '../platform/openapi/openapi.js';
import { APP_VERSION } from '../modules/system/system.routes.js';
import { REST_ROUTES } from '../routes.js';

export interface RestOptions {
  /** Called before the routes are registered, so that its hooks see them (tests observe answers). */
  beforeRoutes?: (app: FastifyInstance) => void;
}

/**
 * The REST-compatible routes of every module (routes.ts), compressed, described at
 * /api/openapi.json, a create's Idempotency-Key on its request's context.
 */
export const restPlugin = fp<RestOptions>(
  async (app, { beforeRoutes }) => {
    // Before the routes: its onSend hook compresses their answers.
    await registerCompression(app);
    // Before the routes too: it collects them as they are registered.
    await registerOpenApi(app, APP_VERSION);
    beforeRoutes?.(app);
    registerIdempotency(app);
    for (const routes of REST_ROUTES) await app.register(routes);
  },
  { name: 'rest', fastify: '5.x', dependencies: ['services', 'authentication', 'errors'] },
);
