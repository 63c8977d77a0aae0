import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageQuery } from '../candidates/candidate.routes.js';
import { adminToRest, localAdminToRest } from './admin-account.presenter.js';
import * as accounts from './admin-account.service.js';
import { createFromWire, updateFromWire } from './admin-account.wire.js';
import { sendTestEmails } from './test-mail.service.js';

type IdRequest = FastifyRequest<{ Params: { id?: string }; Querystring: { id?: string } }>;
const idOf = (req: IdRequest) => req.params.id ?? req.query.id;
const LOCAL = '/secured/api/admin/local-admin';
const ADMIN = '/secured/api/admin/admin';

/** The spec's admin account paths (back-office section 7), thin adapters over the service. */
export async function adminAccountRoutes(app: FastifyInstance): Promise<void> {
  app.get(LOCAL, async (req) => {
    const page = await accounts.accountPage(req.ctx, 'LOCAL_ADMIN', pageQuery(req.query));
    return { localAdmins: page.accounts.map(localAdminToRest), totalPages: page.totalPages, totalElements: page.totalElements };
  });
  app.post(LOCAL, async (req) => localAdminToRest(await accounts.createAccount(req.ctx, 'LOCAL_ADMIN', createFromWire('LOCAL_ADMIN', req.body))));
  app.put(LOCAL, async (req) => localAdminToRest(await accounts.updateAccount(req.ctx, 'LOCAL_ADMIN', updateFromWire('LOCAL_ADMIN', req.body))));
  app.post(`${LOCAL}/forcepasschange`, (req) => accounts.forcePasswordChange(req.ctx, req.body));
  app.delete(LOCAL, (req: IdRequest) => accounts.deleteAccount(req.ctx, 'LOCAL_ADMIN', idOf(req)));
  app.delete(`${LOCAL}/:id`, (req: IdRequest) => accounts.deleteAccount(req.ctx, 'LOCAL_ADMIN', idOf(req)));

  app.get(ADMIN, async (req) => {
    const page = await accounts.accountPage(req.ctx, 'ADMIN', pageQuery(req.query));
    return { admins: page.accounts.map(adminToRest), totalPages: page.totalPages, totalElements: page.totalElements };
  });
  app.post(ADMIN, async (req) => adminToRest(await accounts.createAccount(req.ctx, 'ADMIN', createFromWire('ADMIN', req.body))));
  app.put(ADMIN, async (req) => adminToRest(await accounts.updateAccount(req.ctx, 'ADMIN', updateFromWire('ADMIN', req.body))));
  app.delete(ADMIN, (req: IdRequest) => accounts.deleteAccount(req.ctx, 'ADMIN', idOf(req)));
  app.delete(`${ADMIN}/:id`, (req: IdRequest) => accounts.deleteAccount(req.ctx, 'ADMIN', idOf(req)));
}

/** GET /secured/api/admin/emails?locale=pl_PL: every e-mail template to the calling admin. */
export async function testMailRoutes(app: FastifyInstance): Promise<void> {
  app.get('/secured/api/admin/emails', async (req: FastifyRequest<{ Querystring: { locale?: string } }>) => ({
    sent: await sendTestEmails(req.ctx, req.query.locale),
  }));
}
