import type { FastifyInstance } from 'fastify';
import { profileToRest, userDetailsFromRest } from './account.rest.js';
import * as accounts from './account.service.js';

/** The spec's REST paths for the own profile (section 7), thin adapters over the account service. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.get('/secured/api/user', async (req) => profileToRest(await accounts.profile(req.ctx)));
  app.put('/secured/api/user', async (req) => {
    await accounts.updateDetails(req.ctx, userDetailsFromRest(req.body));
    return profileToRest(await accounts.profile(req.ctx));
  });
  app.put('/secured/api/user/pdfdata', (req) => accounts.updatePdfData(req.ctx, req.body));
}
