import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { FastifyError, FastifyInstance } from 'fastify';
import { GraphQLError, print } from 'graphql';
import type { Ctx } from '../context.js';
import { AppError, badRequest, PlatformErrors } from '../errors.js';
import { rootFieldNames } from '../graphql/limits.js';
import { fingerprintOf, IDEMPOTENCY_HEADER, parseIdempotencyKey } from './idempotency-header.js';

/** REST methods that may create; a key on a read is ignored (the draft allows it). */
const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/**
 * REST: a write's `Idempotency-Key` (400 when malformed) and its fingerprint (method, route,
 * parameters, query and body) go on the request's context, where a create's service finds them
 * (`once`). Register before the routes.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.addHook('preHandler', (req, _reply, done) => {
    const header = req.headers[IDEMPOTENCY_HEADER];
    const route = req.routeOptions.url;
    if (header === undefined || !req.ctx || !WRITES.has(req.method) || route === undefined || route === '/graphql')
      return done();
    try {
      req.ctx.idempotency = {
        key: parseIdempotencyKey(header),
        fingerprint: fingerprintOf([req.method, route, req.params ?? {}, req.query ?? {}, req.body ?? null]),
        used: false,
      };
      done();
    } catch (error) {
      done(error as FastifyError);
    }
  });
}

/**
 * GraphQL: a mutation's `Idempotency-Key` (400 when malformed, or when the mutation has more than
 * one root field: one key, one create) and its fingerprint (operation name, document, variables)
 * go on the context; queries ignore the header.
 */
export const idempotencyPlugin: ApolloServerPlugin<Ctx> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, contextValue, operation, document }) {
        const header = request.http?.headers.get(IDEMPOTENCY_HEADER);
        if (header === undefined || operation?.operation !== 'mutation') return;
        try {
          const fragments = new Map(
            document.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [[d.name.value, d] as const] : [])),
          );
          if (
            rootFieldNames(operation.selectionSet, (name) => fragments.get(name)).filter((f) => !f.startsWith('__'))
              .length > 1
          )
            throw badRequest(PlatformErrors.idempotencyKeyInvalid, 'Idempotency-Key');
          contextValue.idempotency = {
            key: parseIdempotencyKey(header),
            fingerprint: fingerprintOf([
              'POST',
              '/graphql',
              request.operationName ?? null,
              request.query ?? print(document),
              request.variables ?? {},
            ]),
            used: false,
          };
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          throw new GraphQLError(error.message, {
            originalError: error,
            extensions: { ...error.toBody(), http: { status: error.status, headers: new HeaderMap() } },
          });
        }
      },
    };
  },
};
