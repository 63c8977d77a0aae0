import type { FastifyInstance } from 'fastify';
import { doc } from '../../../platform/openapi/route-doc.js';
import { cachedPayload } from '../../../platform/delivery.js';
import { bundleFor } from './catalogue-bundle.js';
import { catalogueBundleSchema } from './catalogue.schemas.js';

/** If-None-Match holds our tag: one of a list, weak or strong (RFC 9110 weak comparison), or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** The user-side catalogue bundle (products, indicators, INCI, both evaluation maps). */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  // The route compresses its cached bytes itself: @fastify/compress's per-request hooks are left off.
  app.get(
    '/secured/api/dataForEvaluations',
    {
      compress: false,
      decompress: false,
      ...doc({
        summary:
          "The catalogue the builder scores with: products (isInOffer for the caller's region), indicators, INCI, both evaluation maps.",
        description:
          'Sent with an ETag (304 on If-None-Match) and compressed (br, gzip) when accepted; the bytes are made once per catalogue version.',
        tags: ['catalogue'],
        response: { 200: catalogueBundleSchema },
      }),
    },
    async (req, reply) => {
      const bundle = await bundleFor(req.ctx);
      const { etag } = bundle;
      // Private: the offer depends on the caller's region; no-cache: revalidate with the ETag.
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'authorization, accept-encoding');
      if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      // Compressed once per bundle (catalogue version, visibility, region), never per request.
      const { payload, encoding } = cachedPayload(bundle, req.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(payload);
    },
  );
}
