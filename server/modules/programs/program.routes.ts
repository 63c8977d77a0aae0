import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bool, int, obj, str, uuid } from '../../platform/openapi/json-schema.js';
import { doc } from '../../platform/openapi/route-doc.js';
import * as pdfs from './program-pdf.service.js';
import { programFromRest } from './program.rest.js';
import { pdfOptionsSchema } from '../../../common/validation/program.js';
import { restBody } from '../../platform/openapi/from-yup.js';
import { fromWire } from '../../platform/rest-shapes.js';
import { programInputSchema, programPageSchema, programSchema } from './program.schemas.js';
import * as programs from './program.service.js';

type IdRequest = FastifyRequest<{ Params: { id?: string }; Querystring: { id?: string } }>;
type Query = Record<string, unknown>;

const BASE = '/secured/api/skincareprogram';
const tags = ['programs'];
const idOf = (req: IdRequest) => req.params.id ?? req.query.id;
/** `?saveAsNew=true` copies into a new id; the older client clears the id instead. */
const saveAsNew = (req: FastifyRequest) => (req.query as Query).saveAsNew === 'true';

const idParams = obj({ id: uuid() });
const idQuery = obj({ id: uuid() });
const deleted = { 200: bool({ description: 'true once deleted.' }) };

/** The spec's REST paths (section 7), thin adapters over the program and PDF services. */
export async function programRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    `${BASE}/page`,
    doc({
      summary: "My mixtures: the caller's programs, newest first, a page at a time.",
      tags,
      querystring: obj(
        {
          pageNo: int({ minimum: 0 }),
          pageSize: int({ minimum: 1 }),
          search: str({ description: 'The start of a program number.' }),
        },
        { optional: ['pageNo', 'pageSize', 'search'] },
      ),
      response: { 200: programPageSchema },
    }),
    (req) => {
      const q = req.query as Query;
      return programs.page(req.ctx, {
        ...q,
        ...(q.pageNo !== undefined ? { pageNo: programs.queryInt(q.pageNo) } : {}),
        ...(q.pageSize !== undefined ? { pageSize: programs.queryInt(q.pageSize) } : {}),
      });
    },
  );
  app.get(
    BASE,
    doc({
      summary: "One of the caller's programs (404 for anyone else's).",
      tags,
      querystring: idQuery,
      response: { 200: programSchema },
    }),
    (req: IdRequest) => programs.get(req.ctx, idOf(req)),
  );
  app.get(
    `${BASE}/:id`,
    doc({
      summary: "One of the caller's programs (404 for anyone else's).",
      tags,
      params: idParams,
      response: { 200: programSchema },
    }),
    (req: IdRequest) => programs.get(req.ctx, idOf(req)),
  );
  app.post(
    BASE,
    doc({
      summary: 'Saves a program: a new one without id, else the stored one (409 when its version is stale).',
      tags,
      idempotent: true,
      querystring: obj(
        { saveAsNew: str({ enum: ['true', 'false'], description: 'true: save as a new program.' }) },
        { optional: ['saveAsNew'] },
      ),
      body: programInputSchema,
      response: { 200: programSchema },
    }),
    (req) => programs.save(req.ctx, programFromRest(req.body), saveAsNew(req)),
  );
  app.delete(
    BASE,
    doc({ summary: "Deletes one of the caller's programs.", tags, querystring: idQuery, response: deleted }),
    (req: IdRequest) => programs.remove(req.ctx, idOf(req)),
  );
  app.delete(
    `${BASE}/:id`,
    doc({ summary: "Deletes one of the caller's programs.", tags, params: idParams, response: deleted }),
    (req: IdRequest) => programs.remove(req.ctx, idOf(req)),
  );

  app.post(
    `${BASE}/pdf/generate`,
    doc({
      summary: "Renders the program's PDF with the options given; download it with the answer's ids.",
      tags,
      idempotent: true,
      body: restBody(pdfOptionsSchema, { locales: ['locale'] }),
      response: { 200: obj({ programId: uuid(), pdfId: uuid() }) },
    }),
    (req) => pdfs.generate(req.ctx, fromWire(req.body, { locales: ['locale'] })),
  );
  app.get(
    `${BASE}/pdf/download`,
    doc({
      summary: 'A generated PDF.',
      tags,
      querystring: obj({ mixtureId: uuid(), pdfId: uuid() }),
      produces: {
        status: 200,
        mediaType: 'application/pdf',
        description: 'The PDF, as an attachment named by the program number ("1042.pdf").',
      },
    }),
    async (req, reply) => {
      const { number, bytes } = await pdfs.download(req.ctx, req.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}
