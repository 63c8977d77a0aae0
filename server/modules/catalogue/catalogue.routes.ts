import type { FastifyInstance } from 'fastify';
import { bundleFor } from './catalogue-bundle.js';

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
  app.get('/secured/api/dataForEvaluations', async (req, reply) => {
    const { etag, body } = await bundleFor(req.ctx);
    // Private: the offer depends on the caller's region; no-cache: revalidate with the ETag.
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization');
    if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
