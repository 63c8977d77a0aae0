import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../../platform/context.js';
import type { Account } from '../accounts/account.entity.js';
import { regionsById } from '../regions/region.loader.js';
import { managedUserToRest } from './managed-user.presenter.js';
import * as users from './managed-user.service.js';
import { flattenManagedUserWire, managedUserUpdateFromWire } from './managed-user.wire.js';
import { managedUserUpdateSchema } from '../../../common/validation/local-admin.js';
import { restBody } from '../../platform/openapi/from-yup.js';
import { bool, obj, uuid } from '../../platform/openapi/json-schema.js';
import { doc } from '../../platform/openapi/route-doc.js';
import { localAdminPageQuery, pageOf, pageQuery } from '../../platform/paging.js';
import { managedUserNewSchema, managedUserSchema } from './managed-user.schemas.js';

const tags = ['local-admin users'];
const deleted = { 200: bool({ description: 'true once deleted.' }) };

type IdRequest = FastifyRequest<{ Params: { id?: string }; Querystring: { id?: string } }>;
const idOf = (req: IdRequest) => req.params.id ?? req.query.id;
const BASE = '/secured/api/local-admin/user';

async function toRest(ctx: Ctx, accounts: Account[]) {
  const regions = await regionsById(
    ctx,
    accounts.flatMap((a) => (a.region ? [a.region.id] : [])),
  );
  return accounts.map((a) => managedUserToRest(a, regions));
}

/** The spec's local-admin user paths (section 7), thin adapters over the managed-user service. */
export async function managedUserRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    BASE,
    doc({
      summary: "Users of the caller's regions, a page at a time.",
      tags,
      querystring: localAdminPageQuery,
      response: { 200: pageOf('users', managedUserSchema) },
    }),
    (req) => users.userPage(req.ctx, pageQuery(req.query)),
  );
  app.post(
    `${BASE}/new`,
    doc({
      summary: 'Creates a user (an e-mail with a set-password link follows; 409 when the address is taken).',
      tags,
      body: managedUserNewSchema,
      response: { 200: managedUserSchema },
    }),
    async (req) => (await toRest(req.ctx, [await users.createUser(req.ctx, flattenManagedUserWire(req.body))]))[0],
  );
  app.put(
    BASE,
    doc({
      summary: 'Edits a user (409 when the version is stale).',
      tags,
      body: restBody(managedUserUpdateSchema, { locales: ['preferredLocale', 'fallbackLocale'] }),
      response: { 200: managedUserSchema },
    }),
    async (req) => (await toRest(req.ctx, [await users.updateUser(req.ctx, managedUserUpdateFromWire(req.body))]))[0],
  );
  app.post(
    `${BASE}/forcepasschange`,
    doc({
      summary: 'Makes a user change their password at the next login.',
      tags,
      body: obj({ id: uuid() }),
      response: { 200: bool() },
    }),
    (req) => users.forcePasswordChange(req.ctx, req.body),
  );
  app.delete(
    BASE,
    doc({ summary: 'Deletes a user.', tags, querystring: obj({ id: uuid() }), response: deleted }),
    (req: IdRequest) => users.deleteUser(req.ctx, idOf(req)),
  );
  app.delete(
    `${BASE}/:id`,
    doc({ summary: 'Deletes a user.', tags, params: obj({ id: uuid() }), response: deleted }),
    (req: IdRequest) => users.deleteUser(req.ctx, idOf(req)),
  );
}
