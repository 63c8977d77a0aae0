import fp from 'fastify-plugin';
import { authenticate, authenticateCached } from '../platform/auth/guard.js';
import { untrustedProxyWarning } from '../platform/auth/proxy-warning.js';
import { RequestCtx, type Ctx } from '../platform/context.js';
import { requestedLocale } from '../platform/request-locale.js';
import { authenticateApiKey } from '../modules/api-keys/api-keys.js';
import { isApi, routePath } from './route-path.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API request's context: its caller, logger and the shared dependencies (absent on pages). */
    ctx: Ctx;
  }
}

/**
 * Every API request's context and caller, decided before anything runs: an API key first (401,
 * 403 outside its scope, 429 over its rate), else the bearer token, checked against account state
 * that every process caches and NOTIFY keeps current.
 */
export const authenticationPlugin = fp(
  async (app) => {
    const { deps } = app;
    app.decorateRequest('ctx', null as unknown as Ctx);
    const warnUntrustedProxy = untrustedProxyWarning(deps.config.trustProxy !== false, app.log);
    // Callback-style: the requests it does not concern pass without a promise.
    app.addHook('onRequest', (req, _reply, done) => {
      if (!isApi(routePath(req))) return done();
      warnUntrustedProxy(req.headers);
      const ctx = new RequestCtx(
        deps,
        String(req.id),
        req.ip,
        req.log,
        requestedLocale(req.headers['accept-language']),
      );
      req.ctx = ctx;
      if (authenticateApiKey(deps.apiKeys, req, (user) => (ctx.user = user), done)) return;
      // Most requests are decided from caches at once; only the others wait for the database.
      const known = authenticateCached(ctx, req.headers.authorization);
      if (known !== undefined) {
        ctx.user = known;
        return done();
      }
      authenticate(ctx, req.headers.authorization).then((user) => {
        ctx.user = user;
        done();
      }, done);
    });
  },
  { name: 'authentication', fastify: '5.x', dependencies: ['services'] },
);
