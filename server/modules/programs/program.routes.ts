import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as pdfs from './program-pdf.service.js';
import { programFromRest } from './program.rest.js';
import * as programs from './program.service.js';

type IdRequest = FastifyRequest<{ Params: { id?: string }; Querystring: { id?: string } }>;
type Query = Record<string, unknown>;

const BASE = '/secured/api/skincareprogram';
const idOf = (req: IdRequest) => req.params.id ?? req.query.id;
/** `?saveAsNew=true` copies into a new id; the older client clears the id instead. */
const saveAsNew = (req: FastifyRequest) => (req.query as Query).saveAsNew === 'true';

/** The spec's REST paths (section 7), thin adapters over the program and PDF services. */
export async function programRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${BASE}/page`, (req) => {
    const q = req.query as Query;
    return programs.page(req.ctx, {
      ...q,
      ...(q.pageNo !== undefined ? { pageNo: programs.queryInt(q.pageNo) } : {}),
      ...(q.pageSize !== undefined ? { pageSize: programs.queryInt(q.pageSize) } : {}),
    });
  });
  app.get(BASE, (req: IdRequest) => programs.get(req.ctx, idOf(req)));
  app.get(`${BASE}/:id`, (req: IdRequest) => programs.get(req.ctx, idOf(req)));
  app.post(BASE, (req) => programs.save(req.ctx, programFromRest(req.body), saveAsNew(req)));
  app.delete(BASE, (req: IdRequest) => programs.remove(req.ctx, idOf(req)));
  app.delete(`${BASE}/:id`, (req: IdRequest) => programs.remove(req.ctx, idOf(req)));

  app.post(`${BASE}/pdf/generate`, (req) => pdfs.generate(req.ctx, req.body));
  app.get(`${BASE}/pdf/download`, async (req, reply) => {
    const { programId, bytes } = await pdfs.download(req.ctx, req.query);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${programId}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
}
