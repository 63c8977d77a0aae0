import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageQuery } from '../../platform/paging.js';
import { adminReadToRest, adminToRest, localAdminReadToRest, localAdminToRest } from './admin-account.presenter.js';
import * as accounts from './admin-account.service.js';
import { createFromWire, updateFromWire } from './admin-account.wire.js';
import { sendTestEmails } from './test-mail.service.js';
import { arr, bool, int, obj, str, uuid } from '../../platform/openapi/json-schema.js';
import { doc } from '../../platform/openapi/route-doc.js';
import { adminAccountBody, adminRecordSchema, localAdminRecordSchema } from './admin-account.schemas.js';

const tags = ['admin accounts'];
const pageQuery_ = obj(
  { pageNo: int({ minimum: 0 }), pageSize: int({ minimum: 1 }), search: str() },
  { optional: ['pageNo', 'pageSize', 'search'] },
);
const deleted = { 200: bool({ description: 'true once deleted (the last enabled admin is refused).' }) };
const idQuery = obj({ id: uuid() });
const idParams = obj({ id: uuid() });

type IdRequest = FastifyRequest<{ Params: { id?: string }; Querystring: { id?: string } }>;
const idOf = (req: IdRequest) => req.params.id ?? req.query.id;
const LOCAL = '/secured/api/admin/local-admin';
const ADMIN = '/secured/api/admin/admin';

/** The spec's admin account paths (back-office section 7), thin adapters over the service. */
export async function adminAccountRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    LOCAL,
    doc({
      summary: 'Local admins, a page at a time.',
      tags,
      querystring: pageQuery_,
      response: { 200: obj({ localAdmins: arr(localAdminRecordSchema), totalPages: int(), totalElements: int() }) },
    }),
    async (req) => {
      const page = await accounts.accountPage(req.ctx, 'LOCAL_ADMIN', pageQuery(req.query));
      return {
        localAdmins: page.accounts.map(localAdminReadToRest),
        totalPages: page.totalPages,
        totalElements: page.totalElements,
      };
    },
  );
  app.post(
    LOCAL,
    doc({
      summary: 'Creates a local admin.',
      tags,
      body: adminAccountBody(true),
      response: { 200: localAdminRecordSchema },
    }),
    async (req) =>
      localAdminToRest(await accounts.createAccount(req.ctx, 'LOCAL_ADMIN', createFromWire('LOCAL_ADMIN', req.body))),
  );
  app.put(
    LOCAL,
    doc({
      summary: 'Edits a local admin.',
      tags,
      body: adminAccountBody(true),
      response: { 200: localAdminRecordSchema },
    }),
    async (req) =>
      localAdminToRest(await accounts.updateAccount(req.ctx, 'LOCAL_ADMIN', updateFromWire('LOCAL_ADMIN', req.body))),
  );
  app.post(
    `${LOCAL}/forcepasschange`,
    doc({
      summary: 'Makes a local admin change their password at the next login.',
      tags,
      body: obj({ id: uuid() }),
      response: { 200: bool() },
    }),
    (req) => accounts.forcePasswordChange(req.ctx, req.body),
  );
  app.delete(
    LOCAL,
    doc({ summary: 'Deletes a local admin.', tags, querystring: idQuery, response: deleted }),
    (req: IdRequest) => accounts.deleteAccount(req.ctx, 'LOCAL_ADMIN', idOf(req)),
  );
  app.delete(
    `${LOCAL}/:id`,
    doc({ summary: 'Deletes a local admin.', tags, params: idParams, response: deleted }),
    (req: IdRequest) => accounts.deleteAccount(req.ctx, 'LOCAL_ADMIN', idOf(req)),
  );

  app.get(
    ADMIN,
    doc({
      summary: 'Admins, a page at a time.',
      tags,
      querystring: pageQuery_,
      response: { 200: obj({ admins: arr(adminRecordSchema), totalPages: int(), totalElements: int() }) },
    }),
    async (req) => {
      const page = await accounts.accountPage(req.ctx, 'ADMIN', pageQuery(req.query));
      return {
        admins: page.accounts.map(adminReadToRest),
        totalPages: page.totalPages,
        totalElements: page.totalElements,
      };
    },
  );
  app.post(
    ADMIN,
    doc({ summary: 'Creates an admin.', tags, body: adminAccountBody(false), response: { 200: adminRecordSchema } }),
    async (req) => adminToRest(await accounts.createAccount(req.ctx, 'ADMIN', createFromWire('ADMIN', req.body))),
  );
  app.put(
    ADMIN,
    doc({ summary: 'Edits an admin.', tags, body: adminAccountBody(false), response: { 200: adminRecordSchema } }),
    async (req) => adminToRest(await accounts.updateAccount(req.ctx, 'ADMIN', updateFromWire('ADMIN', req.body))),
  );
  app.delete(
    ADMIN,
    doc({ summary: 'Deletes an admin.', tags, querystring: idQuery, response: deleted }),
    (req: IdRequest) => accounts.deleteAccount(req.ctx, 'ADMIN', idOf(req)),
  );
  app.delete(
    `${ADMIN}/:id`,
    doc({ summary: 'Deletes an admin.', tags, params: idParams, response: deleted }),
    (req: IdRequest) => accounts.deleteAccount(req.ctx, 'ADMIN', idOf(req)),
  );
}

/** GET /secured/api/admin/emails?locale=pl_PL: every e-mail template to the calling admin. */
export async function testMailRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/secured/api/admin/emails',
    doc({
      summary: 'Sends every e-mail template to the calling admin, in the locale given.',
      tags: ['admin'],
      querystring: obj({ locale: str({ description: '"ll_CC"' }) }, { optional: ['locale'] }),
      response: { 200: obj({ sent: int() }) },
    }),
    async (req: FastifyRequest<{ Querystring: { locale?: string } }>) => ({
      sent: await sendTestEmails(req.ctx, req.query.locale),
    }),
  );
}
