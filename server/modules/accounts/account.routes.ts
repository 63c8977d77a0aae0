import type { FastifyInstance } from 'fastify';
import * as accounts from './account.service.js';

/** The spec's REST paths for the own profile (section 7), thin adapters over the account service. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.get('/secured/api/user', (req) => accounts.profile(req.ctx));
  app.put('/secured/api/user', async (req) => {
    await accounts.updateDetails(req.ctx, req.body);
    return accounts.profile(req.ctx);
  });
  app.put('/secured/api/user/pdfdata', (req) => accounts.updatePdfData(req.ctx, req.body));
}
