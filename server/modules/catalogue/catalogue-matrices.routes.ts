import type { FastifyInstance, FastifyRequest } from 'fastify';
import { evaluationCsv } from './evaluation-table.service.js';
import { deleteInci } from './inci-admin.service.js';
import { startInciReload } from './inci-reload.service.js';

type IdRequest = FastifyRequest<{ Params: { id?: string }; Querystring: { id?: string } }>;
const INCI = '/secured/api/admin/inci';

/** The cross table's CSV and the spec's INCI calls (back-office section 7). */
export async function catalogueMatricesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/secured/api/admin/evaluations/csv', async (req, reply) => {
    const stream = await evaluationCsv(req.ctx);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="evaluation_table.csv"')
      .header('cache-control', 'no-store')
      .send(stream);
  });
  // The spec's GET reloads all and answers a boolean: true once the job has started.
  app.get(INCI, async (req) => (await startInciReload(req.ctx)).status === 'RUNNING');
  app.delete(INCI, (req: IdRequest) => deleteInci(req.ctx, req.query.id));
  app.delete(`${INCI}/:id`, (req: IdRequest) => deleteInci(req.ctx, req.params.id));
}
