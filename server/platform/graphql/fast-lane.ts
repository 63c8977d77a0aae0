import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import type { Ctx } from '../context.js';
import type { Metrics } from '../observability/metrics.js';
import { isIntrospection } from './disclosure.js';
import { awaitsResponseCache } from './response-cache.js';

/** Operations kept: the client has a few dozen; anything beyond is someone probing. */
const MAX_OPERATIONS = 500;
/** Longer documents always take Apollo's way (they are rare, and the map's memory stays small). */
const MAX_QUERY_LENGTH = 10_000;
const NOMINATED = 'graphql.fastLane.nominated';

interface Lane {
  compiled: CompiledQuery;
  /** The content type Apollo chose for this `Accept` header. */
  contentType: string;
  /** The operation's label in the metrics. */
  label: string;
}

interface GraphqlBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

/** What a request with this body may take: the same for every caller sending the same text. */
function laneKey(req: FastifyRequest, body: GraphqlBody): string | null {
  if (typeof body.query !== 'string' || body.query.length === 0 || body.query.length > MAX_QUERY_LENGTH) return null;
  // Anything Apollo words a refusal for, or reads itself (extensions: persisted queries), is Apollo's.
  if (body.extensions !== undefined) return null;
  if (body.variables !== undefined && body.variables !== null && (typeof body.variables !== 'object' || Array.isArray(body.variables))) return null;
  const { operationName } = body;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  const name = typeof operationName === 'string' ? `s${operationName}` : 'n';
  return `${req.headers.accept ?? ''}\0${name}\0${body.query}`;
}

const isJsonPost = (req: FastifyRequest) =>
  req.method === 'POST' && req.url === '/graphql' && String(req.headers['content-type'] ?? '').startsWith('application/json');

/**
 * The fast lane for reads (issue 16). Apollo's per-request pipeline (plugins, hashing, promise
 * hops, header maps) cost a program page more than its own execution. A query that Apollo has
 * already accepted once — parsed, validated against the limits, passed every plugin — and that
 * graphql-jit answered without an error, is answered on later requests with the same text (and
 * `Accept`) straight from its compiled form, in the very bytes and headers Apollo sends.
 *
 * Only queries get in (reads: running one again changes nothing), never an API key's (its scope
 * is checked per caller), never introspection (allowed per role), never one the response cache
 * stores. An answer with any error, or variables jit refuses, is not sent: Apollo runs the
 * request again and words it as always.
 */
export class FastLane {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly metrics: Metrics) {}

  /**
   * Called by the executor for an operation Apollo accepted and jit answered without an error;
   * the lane opens when the answer leaves with 200 (onSend below). `operationName` as the metrics
   * plugin reads it (install-metrics.ts): the resolved operation's, else the requested one.
   */
  nominate(ctx: Ctx, compiled: CompiledQuery, document: DocumentNode, operation: OperationDefinitionNode, operationName: string | null | undefined): void {
    if (operation.operation !== 'query' || ctx.user?.apiKeyId || isIntrospection(document)) return;
    ctx.cache.set(NOMINATED, { compiled, label: this.metrics.operationLabel(operationName) });
  }

  install(app: FastifyInstance): void {
    // After the response cache's hook (registered first): its hits never reach this one.
    app.addHook('preHandler', (req, reply, done) => {
      if (!isJsonPost(req) || req.ctx?.user?.apiKeyId || awaitsResponseCache(req)) return done();
      const body = req.body as GraphqlBody | undefined;
      const key = body && typeof body === 'object' ? laneKey(req, body) : null;
      const lane = key === null ? undefined : this.lanes.get(key);
      if (!lane) return done();
      // Fastify awaits the promise; the route (Apollo) runs only when it did not answer.
      return this.answer(req, reply, lane, body!.variables) as unknown as void;
    });

    app.addHook('onSend', (req, reply, payload, done) => {
      const nominated = req.ctx?.cache.get(NOMINATED) as Omit<Lane, 'contentType'> | undefined;
      const contentType = reply.getHeader('content-type');
      if (nominated && reply.statusCode === 200 && typeof contentType === 'string' && isJsonPost(req)) {
        const key = laneKey(req, req.body as GraphqlBody);
        if (key !== null && !this.lanes.has(key)) {
          if (this.lanes.size >= MAX_OPERATIONS) this.lanes.delete(this.lanes.keys().next().value!);
          this.lanes.set(key, { ...nominated, contentType });
        }
      }
      done(null, payload);
    });
  }

  private async answer(req: FastifyRequest, reply: FastifyReply, lane: Lane, variables: unknown): Promise<void> {
    const startedAt = process.hrtime.bigint();
    let result: Awaited<ReturnType<CompiledQuery['query']>>;
    try {
      result = await lane.compiled.query(undefined, req.ctx, (variables ?? undefined) as Record<string, unknown> | undefined);
    } catch {
      return; // Apollo runs it again and reports the failure as it does
    }
    if (!('data' in result) || result.errors?.length) return;
    // Apollo's answer to the same request: its body (prettyJSONStringify) and headers.
    reply.code(200).header('content-type', lane.contentType).header('cache-control', 'no-store');
    this.metrics.graphqlOperations.inc({ operation: lane.label, outcome: 'ok' });
    this.metrics.graphqlFastLane.inc({ operation: lane.label });
    this.metrics.graphqlDuration.observe({ operation: lane.label }, Number(process.hrtime.bigint() - startedAt) / 1e9);
    reply.send(`${JSON.stringify({ data: result.data })}\n`);
  }
}
