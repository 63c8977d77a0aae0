import type { FastifyInstance } from 'fastify';
import * as auth from './auth.service.js';

/** The spec's REST paths (section 7), thin adapters over the auth service. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post('/public/api/authorization/login', (req) => auth.login(req.ctx, req.body));
  app.post('/public/api/authorization/reset', async (req) => ({ success: await auth.requestPasswordReset(req.ctx, req.body) }));
  app.post('/public/api/authorization/change', async (req) => ({ success: await auth.resetForgottenPassword(req.ctx, req.body) }));
  app.post('/secured/api/authorization/change', (req) => auth.changeOwnPassword(req.ctx, req.body));
  // "reresh" is the documented path; "refresh" beside it (DESIGN.md).
  app.post('/secured/api/authorization/reresh', (req) => auth.refresh(req.ctx));
  app.post('/secured/api/authorization/refresh', (req) => auth.refresh(req.ctx));
}
