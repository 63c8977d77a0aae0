import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../../platform/context.js';
import type { Account } from '../accounts/account.entity.js';
import { pageQuery } from '../candidates/candidate.routes.js';
import { regionsById } from '../regions/region.loader.js';
import { managedUserToRest } from './managed-user.presenter.js';
import * as users from './managed-user.service.js';
import { flattenManagedUserWire, managedUserUpdateFromWire } from './managed-user.wire.js';

type IdRequest = FastifyRequest<{ Params: { id?: string }; Querystring: { id?: string } }>;
const idOf = (req: IdRequest) => req.params.id ?? req.query.id;
const BASE = '/secured/api/local-admin/user';

async function toRest(ctx: Ctx, accounts: Account[]) {
  const regions = await regionsById(ctx, accounts.flatMap((a) => (a.region ? [a.region.id] : [])));
  return accounts.map((a) => managedUserToRest(a, regions));
}

/** The spec's local-admin user paths (section 7), thin adapters over the managed-user service. */
export async function managedUserRoutes(app: FastifyInstance): Promise<void> {
  app.get(BASE, async (req) => {
    const page = await users.userPage(req.ctx, pageQuery(req.query));
    return { ...page, users: await toRest(req.ctx, page.users) };
  });
  app.post(`${BASE}/new`, async (req) => (await toRest(req.ctx, [await users.createUser(req.ctx, flattenManagedUserWire(req.body))]))[0]);
  app.put(BASE, async (req) => (await toRest(req.ctx, [await users.updateUser(req.ctx, managedUserUpdateFromWire(req.body))]))[0]);
  app.post(`${BASE}/forcepasschange`, (req) => users.forcePasswordChange(req.ctx, req.body));
  app.delete(BASE, (req: IdRequest) => users.deleteUser(req.ctx, idOf(req)));
  app.delete(`${BASE}/:id`, (req: IdRequest) => users.deleteUser(req.ctx, idOf(req)));
}
