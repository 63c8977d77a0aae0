import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../../platform/context.js';
import * as admin from './candidate-admin.service.js';
import { candidateToRest } from './candidate.presenter.js';
import { candidateSchema as candidateInput } from '../../../common/validation/account.js';
import { candidateConfirmSchema, registerCandidateSchema } from '../../../common/validation/local-admin.js';
import { fromYup, restBody } from '../../platform/openapi/from-yup.js';
import { arr, bool, obj, str, success, uuid } from '../../platform/openapi/json-schema.js';
import { doc } from '../../platform/openapi/route-doc.js';
import { localAdminPageQuery, pageOf, pageQuery } from '../../platform/paging.js';
import { candidateSchema, regionRef } from './candidate.schemas.js';

const tags = ['candidates'];
const deleted = { 200: bool({ description: 'true once deleted.' }) };
import * as candidates from './candidate.service.js';

type IdRequest = FastifyRequest<{ Params: { id?: string }; Querystring: { id?: string } }>;
const idOf = (req: IdRequest) => req.params.id ?? req.query.id;

async function restPage(ctx: Ctx, query: unknown) {
  const page = await admin.candidatePage(ctx, pageQuery(query));
  return { ...page, candidates: page.candidates.map(candidateToRest) };
}

/** The spec's candidate paths (public registration and the local admin's list), thin adapters. */
export async function candidateRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/public/api/candidate/regions',
    doc({ summary: 'The regions one may register for.', tags, response: { 200: arr(regionRef) } }),
    (req) => candidates.registrationRegions(req.ctx),
  );
  app.post(
    '/public/api/candidate',
    doc({
      summary: 'Registers a candidate; the answer never tells whether the address is known (an e-mail follows).',
      tags,
      idempotent: true,
      body: restBody(candidateInput, { locales: ['preferredLocale', 'fallbackLocale'] }),
      response: { 200: success },
    }),
    async (req) => ({ success: await candidates.register(req.ctx, req.body) }),
  );
  app.post(
    '/public/api/candidate/confirm',
    doc({
      summary: "Confirms a candidate's e-mail with the link's id and token.",
      tags,
      body: fromYup(candidateConfirmSchema),
      response: { 200: obj({ emailConfirmed: bool() }) },
    }),
    (req) => candidates.confirmEmail(req.ctx, req.body),
  );

  app.get(
    '/secured/api/local-admin/candidates',
    doc({
      summary: "Candidates of the caller's regions, a page at a time.",
      tags,
      querystring: localAdminPageQuery,
      response: { 200: pageOf('candidates', candidateSchema) },
    }),
    (req) => restPage(req.ctx, req.query),
  );
  app.post(
    '/secured/api/local-admin/user/register',
    doc({
      summary: 'Makes a candidate a user (an e-mail with a set-password link follows).',
      tags,
      body: fromYup(registerCandidateSchema),
      response: { 200: obj({ id: uuid(), email: str() }) },
    }),
    async (req) => {
      const account = await admin.registerAsUser(req.ctx, req.body);
      return { id: account.id, email: account.email };
    },
  );
  app.delete(
    '/secured/api/local-admin/user/register',
    doc({ summary: 'Deletes a candidate.', tags, querystring: obj({ id: uuid() }), response: deleted }),
    (req: IdRequest) => admin.deleteCandidate(req.ctx, idOf(req)),
  );
  app.delete(
    '/secured/api/local-admin/user/register/:id',
    doc({ summary: 'Deletes a candidate.', tags, params: obj({ id: uuid() }), response: deleted }),
    (req: IdRequest) => admin.deleteCandidate(req.ctx, idOf(req)),
  );
}
