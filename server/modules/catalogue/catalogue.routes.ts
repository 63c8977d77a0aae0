import type { FastifyInstance } from 'fastify';
import { doc } from '../../platform/openapi/route-doc.js';
import { bundleFor, encodedBundle, type BundleEncoding } from './catalogue-bundle.js';
import { catalogueBundleSchema } from './catalogue.schemas.js';

/** If-None-Match holds our tag: one of a list, weak or strong (RFC 9110 weak comparison), or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** The best encoding of ours the client accepts (brotli before gzip), or null for none. */
export function acceptedEncoding(acceptEncoding: string | undefined): BundleEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/** The user-side catalogue bundle (products, indicators, INCI, both evaluation maps). */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  app.get('/secured/api/dataForEvaluations', doc({
    summary: 'The catalogue the builder scores with: products (isInOffer for the caller\'s region), indicators, INCI, both evaluation maps.',
    description: 'Sent with an ETag (304 on If-None-Match) and compressed (br, gzip) when accepted; the bytes are made once per catalogue version.',
    tags: ['catalogue'],
    response: { 200: catalogueBundleSchema },
  }), async (req, reply) => {
    const bundle = await bundleFor(req.ctx);
    const { etag, body } = bundle;
    // Private: the offer depends on the caller's region; no-cache: revalidate with the ETag.
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization, accept-encoding');
    if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    // Compressed once per bundle (catalogue version, visibility, region), never per request.
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (!encoding) return reply.send(body);
    return reply.header('content-encoding', encoding).send(encodedBundle(bundle, encoding));
  });
}
