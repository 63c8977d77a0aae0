import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../../platform/context.js';
import { regionsById } from '../regions/region.loader.js';
import * as admin from './candidate-admin.service.js';
import { candidateToRest } from './candidate.presenter.js';
import * as candidates from './candidate.service.js';

type IdRequest = FastifyRequest<{ Params: { id?: string }; Querystring: { id?: string } }>;
const idOf = (req: IdRequest) => req.params.id ?? req.query.id;

/** Query strings are text: page numbers become numbers here, anything else is left to refuse. */
export function pageQuery(query: unknown): Record<string, unknown> {
  const q = { ...(query as Record<string, unknown>) };
  for (const key of ['pageNo', 'pageSize']) {
    if (typeof q[key] === 'string' && /^\d{1,9}$/.test(q[key])) q[key] = Number(q[key]);
  }
  return q;
}

async function restPage(ctx: Ctx, query: unknown) {
  const page = await admin.candidatePage(ctx, pageQuery(query));
  const regions = await regionsById(ctx, page.candidates.map((c) => c.regionId));
  return { ...page, candidates: page.candidates.map((c) => candidateToRest(c, regions)) };
}

/** The spec's candidate paths (public registration and the local admin's list), thin adapters. */
export async function candidateRoutes(app: FastifyInstance): Promise<void> {
  app.get('/public/api/candidate/regions', (req) => candidates.registrationRegions(req.ctx));
  app.post('/public/api/candidate', async (req) => ({ success: await candidates.register(req.ctx, req.body) }));
  app.post('/public/api/candidate/confirm', (req) => candidates.confirmEmail(req.ctx, req.body));

  app.get('/secured/api/local-admin/candidates', (req) => restPage(req.ctx, req.query));
  app.post('/secured/api/local-admin/user/register', async (req) => {
    const account = await admin.registerAsUser(req.ctx, req.body);
    return { id: account.id, email: account.email };
  });
  app.delete('/secured/api/local-admin/user/register', (req: IdRequest) => admin.deleteCandidate(req.ctx, idOf(req)));
  app.delete('/secured/api/local-admin/user/register/:id', (req: IdRequest) => admin.deleteCandidate(req.ctx, idOf(req)));
}
