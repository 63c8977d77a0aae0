import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** JSON answers shorter than this go uncompressed: below it, the encoding costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

/** Vite names every file under assets/ by its content hash: such a URL never changes content. */
const HASHED = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(?:\.(?:br|gz))?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Compresses answers (JSON, GraphQL) of at least COMPRESS_THRESHOLD bytes for clients that accept
 * it, brotli first, at the plugin's quality 4 (quality 11 costs too much per request). Registered
 * before the routes, whose answers its onSend hook then sees. Answers that carry a
 * Content-Encoding already (the pre-compressed catalogue bundle, static files) pass unchanged.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
}

function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, file: string): void {
  // Hashed assets are cached for a year; everything else (index.html, flags, logo) is revalidated.
  res.setHeader('cache-control', HASHED.test(file) ? IMMUTABLE : 'no-cache');
  res.setHeader('vary', 'accept-encoding');
}

/**
 * The built client: the build's brotli and gzip copies (scripts/compress-client.mjs) are sent to
 * clients that accept them (`preCompressed`), with Cache-Control by kind of file.
 */
export async function registerClient(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
}
