import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bool, int, obj } from '../../../platform/openapi/json-schema.js';
import { doc } from '../../../platform/openapi/route-doc.js';
import { evaluationCsv } from './evaluation-table.service.js';
import { deleteInci } from '../inci/inci-admin.service.js';
import { startInciReload } from '../inci/inci-reload.service.js';
import { relinkAsVersion } from '../history/entry-versions.js';

type IdRequest = FastifyRequest<{ Params: { id?: string }; Querystring: { id?: string } }>;
const INCI = '/secured/api/admin/inci';
const tags = ['catalogue administration'];
const deleted = { 200: bool({ description: 'true once deleted.' }) };

/** The cross table's CSV and the spec's INCI calls (back-office section 7). */
export async function catalogueMatricesRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/secured/api/admin/evaluations/csv',
    doc({
      summary: 'The evaluation cross table as CSV (products × indicators), streamed.',
      tags,
      produces: { status: 200, mediaType: 'text/csv', description: 'The CSV, as an attachment.' },
    }),
    async (req, reply) => {
      const stream = await evaluationCsv(req.ctx);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="evaluation_table.csv"')
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
  // The spec's GET reloads all and answers a boolean: true once the job has started.
  app.get(
    INCI,
    doc({ summary: 'Starts reloading all INCI data; true once the job has started.', tags, response: { 200: bool() } }),
    async (req) => (await startInciReload(req.ctx, relinkAsVersion)).status === 'RUNNING',
  );
  app.delete(
    INCI,
    doc({ summary: 'Deletes an INCI entry.', tags, querystring: obj({ id: int() }), response: deleted }),
    (req: IdRequest) => deleteInci(req.ctx, req.query.id),
  );
  app.delete(
    `${INCI}/:id`,
    doc({ summary: 'Deletes an INCI entry.', tags, params: obj({ id: int() }), response: deleted }),
    (req: IdRequest) => deleteInci(req.ctx, req.params.id),
  );
}
