import type { FastifyRequest } from 'fastify';

const API_PREFIXES = ['/public/api/', '/secured/api/', '/api/', '/graphql'];

/** An API path (REST or GraphQL), as opposed to a page of the client or a probe. */
export const isApi = (path: string) => API_PREFIXES.some((p) => path.startsWith(p)) || path === '/graphql';

/**
 * The path a request is decided by: its matched route, as the router matched it (percent-decoded:
 * `/%67raphql` is `/graphql`), or for an unmatched one its decoded path. Never the raw URL, which
 * a client can spell so that a hook looking at it skips the request its route then serves.
 */
export function routePath(req: FastifyRequest): string {
  if (req.routeOptions.url !== undefined) return req.routeOptions.url;
  const path = req.url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
