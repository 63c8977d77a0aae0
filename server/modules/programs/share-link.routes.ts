import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCALES } from '../../../common/locales.js';
import {
  arr,
  bool,
  dateTime,
  errorBody,
  int,
  nullable,
  num,
  obj,
  str,
  uuid,
  wireLocale,
} from '../../platform/openapi/json-schema.js';
import { doc } from '../../platform/openapi/route-doc.js';
import { fromWire, localeToWire } from '../../platform/rest-shapes.js';
import * as sharing from './share-link.service.js';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const tokenOf = (req: FastifyRequest) => (req.params as { token?: string }).token;
const BASE = '/secured/api/skincareprogram';
const PUBLIC = '/public/api/shared';
const tags = ['programs'];
const idParams = obj({ id: uuid() });
const tokenParams = obj({ token: str({ description: "The link's token (43 characters, base64url)." }) });

const shareLinkSchema = obj({
  url: nullable(str({ description: "The client's page; null when it cannot be shown again: make a new link." })),
  expiresAt: dateTime(),
  createdDate: dateTime(),
  views: int({ description: 'How often the page was opened (a count, nobody tracked).' }),
  locale: wireLocale,
});

const line = obj({
  name: str(),
  volume: nullable(num({ description: 'ml' })),
  usage: str({ description: "The product's text from the catalogue." }),
  comment: nullable(str()),
});

const sharedSchema = obj({
  locale: wireLocale,
  lang: str({ description: 'BCP 47, for the page.' }),
  expiresAt: dateTime(),
  texts: { type: 'object', additionalProperties: str(), description: "The page's texts in its language." },
  professional: nullable(
    obj({ companyName: nullable(str()), addressLines: arr(str()), phone: nullable(str()), email: nullable(str()) }),
  ),
  cleansing: arr(line),
  cream: nullable(
    obj({
      products: arr(obj({ name: str(), volume: num(), usage: str() })),
      totalVolume: num(),
      comment: nullable(str()),
      ingredients: arr(str()),
    }),
  ),
  ready: arr(line),
  pdfUrl: str(),
});

const withWireLocale = <T extends { locale: string }>(view: T) => ({ ...view, locale: localeToWire(view.locale) });
const invalidLink = {
  404: { ...errorBody, description: 'ERROR_SHARE_LINK_INVALID: unknown, malformed, revoked or expired.' },
};
/** The shared answers are for the one client holding the link: never stored, never indexed. */
const PRIVATE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' };

/** Share links of programs (decision 067): the owner's calls, and the client's public page data. */
export async function shareLinkRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    `${BASE}/:id/share`,
    doc({
      summary: "Makes the program's share link for its client, replacing the one it had (owner only; 404 else).",
      tags,
      params: idParams,
      body: obj(
        {
          locale: nullable({
            ...wireLocale,
            description: `The page's language (${LOCALES.length} locales); absent: the PDF's.`,
          }),
        },
        { optional: ['locale'] },
      ),
      response: { 200: shareLinkSchema },
    }),
    async (req: IdRequest) =>
      withWireLocale(await sharing.share(req.ctx, req.params.id, fromWire(req.body ?? {}, { locales: ['locale'] }))),
  );
  app.delete(
    `${BASE}/:id/share`,
    doc({
      summary: "Revokes the program's share link: its page answers 404 from then on (owner only).",
      tags,
      params: idParams,
      response: { 200: bool({ description: 'true: revoked; false: the program had no link.' }) },
    }),
    (req: IdRequest) => sharing.revoke(req.ctx, req.params.id),
  );
  app.get(
    `${PUBLIC}/:token`,
    doc({
      summary: "A shared program as its client's page shows it (no login; counted as a view).",
      tags: ['shared'],
      params: tokenParams,
      response: { 200: sharedSchema, ...invalidLink },
    }),
    async (req, reply) => {
      reply.headers(PRIVATE_HEADERS);
      return withWireLocale(await sharing.sharedProgram(req.ctx, tokenOf(req)));
    },
  );
  app.get(
    `${PUBLIC}/:token/pdf`,
    doc({
      summary: "A shared program's PDF, in the link's language (no login).",
      tags: ['shared'],
      params: tokenParams,
      produces: { status: 200, mediaType: 'application/pdf', description: 'The PDF, named by the program number.' },
    }),
    async (req, reply) => {
      reply.headers(PRIVATE_HEADERS);
      const { number, bytes } = await sharing.sharedPdf(req.ctx, tokenOf(req));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .send(bytes);
    },
  );
}
