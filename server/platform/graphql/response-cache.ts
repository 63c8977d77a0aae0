import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Ctx } from '../context.js';
import { cachedPayload, type EncodedBytes } from '../delivery.js';

/**
 * Whole-response cache for read-only GraphQL queries whose answer depends only on cached data
 * (the catalogue): the same document and variables, for callers of the same `scope` (data
 * versions, visibility, region, locale), get the very bytes Apollo produced the first time,
 * without parsing or executing again. Anything else goes through Apollo untouched.
 */
export interface ResponseCacheOptions {
  /** Root query fields whose answers may be cached; an operation qualifies when it selects only these. */
  rootFields: ReadonlySet<string>;
  /**
   * What, besides document and variables, decides the answer for this caller (data versions,
   * visibility, region, locale); null when the caller may not be served from the cache.
   */
  scope: (ctx: Ctx) => Promise<string | null>;
  /** Entries kept (least recently used dropped first). */
  maxEntries?: number;
}

const KEY = 'graphql.responseCache.key';
const STORE = 'graphql.responseCache.store';

interface GraphqlBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

function onlyCacheableFields(operation: OperationDefinitionNode, rootFields: ReadonlySet<string>): boolean {
  if (operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && (s.name.value === '__typename' || rootFields.has(s.name.value)) && !s.directives?.length,
  );
}

/**
 * Documents (with their operation name) whose operation does not qualify: never stored, so never
 * looked up either (no scope, no hash for them). Bounded; a caller varying documents only empties it.
 */
class NeverCached {
  private readonly documents = new Set<string>();
  private static readonly MAX_DOCUMENTS = 500;
  private static readonly MAX_LENGTH = 10_000;

  private static key(operationName: unknown, query: string): string {
    return `${typeof operationName === 'string' ? operationName : ''}\0${query}`;
  }

  has(operationName: unknown, query: string): boolean {
    return this.documents.has(NeverCached.key(operationName, query));
  }

  add(operationName: unknown, query: string): void {
    if (query.length > NeverCached.MAX_LENGTH) return;
    if (this.documents.size >= NeverCached.MAX_DOCUMENTS) this.documents.clear();
    this.documents.add(NeverCached.key(operationName, query));
  }
}

/** The Apollo side: marks a request whose operation qualifies and whose answer has no error. */
function markingPlugin(rootFields: ReadonlySet<string>, neverCached: NeverCached): ApolloServerPlugin<Ctx> {
  return {
    async requestDidStart() {
      let cacheable = false;
      return {
        async didResolveOperation({ operation, request, source }) {
          cacheable = operation !== undefined && onlyCacheableFields(operation, rootFields);
          if (!cacheable && operation !== undefined) neverCached.add(request.operationName, source);
        },
        async willSendResponse({ response, contextValue }) {
          if (!cacheable || response.body.kind !== 'single' || response.body.singleResult.errors?.length) return;
          if (response.http.status !== undefined && response.http.status !== 200) return;
          contextValue.cache.set(STORE, true);
        },
      };
    },
  };
}

/** Whether the cache waits for Apollo's answer to this request, to store it. */
export const awaitsResponseCache = (req: FastifyRequest): boolean => req.ctx?.cache.has(KEY) ?? false;

/**
 * Installs the cache around `/graphql` (call before registering Apollo's routes, and before
 * @fastify/compress, whose onSend would otherwise hand this one compressed bytes) and returns
 * the Apollo plugin that goes with it.
 */
export function installResponseCache(app: FastifyInstance, options: ResponseCacheOptions): ApolloServerPlugin<Ctx> {
  const maxEntries = options.maxEntries ?? 500;
  // Each answer with its compressed copies, made once (delivery.ts), never per request.
  const entries = new Map<string, EncodedBytes>();
  const neverCached = new NeverCached();

  const serve = async (req: FastifyRequest, reply: FastifyReply, body: GraphqlBody & { query: string }) => {
    const scope = await options.scope(req.ctx);
    if (scope === null) return;
    const key = createHash('sha256')
      .update(scope)
      .update('\0')
      .update(typeof body.operationName === 'string' ? body.operationName : '')
      .update('\0')
      .update(body.query)
      .update('\0')
      .update(JSON.stringify(body.variables ?? null))
      .digest('base64url');
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key); // most recently used goes last
      entries.set(key, hit);
      const { payload, encoding } = cachedPayload(hit, req.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return reply.code(200).type('application/json; charset=utf-8').send(payload);
    }
    req.ctx.cache.set(KEY, key);
  };

  // Callback-style hooks: a request the cache has nothing to do with passes without a promise.
  app.addHook('preHandler', (req, reply, done) => {
    if (req.method !== 'POST' || req.url !== '/graphql') return done();
    // Apollo's CSRF rule lets JSON bodies through; anything else is left to Apollo to judge.
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) return done();
    const body = req.body as GraphqlBody | undefined;
    if (!body || typeof body.query !== 'string' || neverCached.has(body.operationName, body.query)) return done();
    // Fastify awaits the promise (and skips the rest once the cached answer is sent).
    return serve(req, reply, body as GraphqlBody & { query: string }) as unknown as void;
  });

  app.addHook('onSend', (req, reply, payload, done) => {
    const key = req.ctx?.cache.get(KEY) as string | undefined;
    if (key && req.ctx.cache.get(STORE) && reply.statusCode === 200 && typeof payload === 'string') {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { body: Buffer.from(payload, 'utf8'), encoded: {} });
    }
    done(null, payload);
  });

  return markingPlugin(options.rootFields, neverCached);
}
