import { createHash } from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import {
  getVariableValues,
  Kind,
  type FormattedExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Ctx } from '../context.js';
import type { EncodedBytes } from '../delivery.js';

/**
 * Whole-response cache for read-only GraphQL queries whose answer depends only on cached data
 * (the catalogue): the same document and declared variables (as coerced: variables the operation
 * does not declare change nothing), for callers of the same `scope` (data versions, what the role
 * sees, region, locale), get the answer Apollo produced the first time without executing again.
 * The scope is decided by the same authorisation check as the resolvers': a caller they refuse
 * is never answered from the cache. It is an Apollo plugin (`responseForOperation`): a cached answer still passes
 * parsing, validation (the limits) and every other plugin, like any answer. Its text is kept with
 * it (Apollo's `stringifyResult`) and compressed once: the route sends those bytes (`encoded`).
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
  /** Bytes kept, estimated from each answer's text (its data, text and compressed copies). */
  maxBytes?: number;
}

/** The whole catalogue bundle in one answer is about 0.3 MB of text. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/**
 * Bytes an answer holds per character of its text: the text (2 bytes a character at worst), its
 * UTF-8 bytes, its compressed copies and the parsed data Apollo got it from.
 */
const BYTES_PER_CHARACTER = 6;

function onlyCacheableFields(operation: OperationDefinitionNode, rootFields: ReadonlySet<string>): boolean {
  if (operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (s) =>
      s.kind === Kind.FIELD && (s.name.value === '__typename' || rootFields.has(s.name.value)) && !s.directives?.length,
  );
}

/** Apollo's own serialisation of a single result (prettyJSONStringify of its ordered fields). */
const serialise = (result: FormattedExecutionResult): string => `${JSON.stringify(result)}\n`;

/**
 * The operation's declared variables as execution coerces them (defaults applied, in the
 * declaration's order), or null when they do not coerce (execution refuses them; nothing is cached).
 */
function declaredVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  sent: Record<string, unknown> | undefined,
): Record<string, unknown> | null {
  const definitions = operation.variableDefinitions ?? [];
  if (definitions.length === 0) return {};
  const result = getVariableValues(schema, definitions, sent ?? {}, { maxErrors: 1 });
  return result.coerced ?? null;
}

const cacheKey = (scope: string, operationName: string | null | undefined, queryHash: string, variables: unknown) =>
  createHash('sha256')
    .update(scope)
    .update('\0')
    .update(operationName ?? '')
    .update('\0')
    .update(queryHash)
    .update('\0')
    .update(JSON.stringify(variables ?? null))
    .digest('base64url');

/** A cached answer with its text and that text's compressed copies (made once, delivery.ts). */
interface Cached {
  result: FormattedExecutionResult;
  text: string;
  bytes: EncodedBytes;
}

export class GraphqlResponseCache {
  private readonly entries: LRUCache<string, Cached>;
  /** Each cached answer by its data: a hit is not serialised again. */
  private readonly byData = new WeakMap<object, Cached>();
  /**
   * Cached answers by the length of their text: finding a text by its length and then comparing
   * costs nothing for the other answers, where a map keyed by text would hash each one.
   */
  private readonly byLength = new Map<number, Cached[]>();

  constructor(private readonly options: ResponseCacheOptions) {
    this.entries = new LRUCache({
      max: options.maxEntries ?? 500,
      maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
      sizeCalculation: (cached) => Math.max(1, cached.text.length * BYTES_PER_CHARACTER),
      dispose: (cached) => this.forget(cached),
    });
  }

  /** Answers kept. */
  get size(): number {
    return this.entries.size;
  }

  /** Their estimated bytes. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  private forget(cached: Cached): void {
    const same = this.byLength.get(cached.text.length)?.filter((c) => c !== cached);
    if (same?.length) this.byLength.set(cached.text.length, same);
    else this.byLength.delete(cached.text.length);
  }

  /**
   * Apollo's `stringifyResult`: the text kept with a cached answer, else Apollo's own serialisation.
   * Apollo hands it `{ errors, data, extensions }`; cached answers have neither errors nor extensions.
   */
  readonly stringifyResult = (result: FormattedExecutionResult): string => {
    const cached = !result.errors && !result.extensions && result.data ? this.byData.get(result.data) : undefined;
    return cached?.text ?? serialise(result);
  };

  /** The bytes of an answer Apollo sent as this text, when it is a cached answer's (else undefined). */
  encoded(text: string): EncodedBytes | undefined {
    return this.byLength.get(text.length)?.find((c) => c.text === text)?.bytes;
  }

  /** The Apollo plugin: answers a qualifying query from the cache, and stores what it missed. */
  plugin(): ApolloServerPlugin<Ctx> {
    const { options, entries } = this;
    const store = (key: string, data: NonNullable<FormattedExecutionResult['data']>) => {
      const result: FormattedExecutionResult = { data };
      const text = serialise(result);
      const cached: Cached = { result, text, bytes: { body: Buffer.from(text, 'utf8'), encoded: {} } };
      this.byData.set(data, cached);
      this.byLength.set(text.length, [...(this.byLength.get(text.length) ?? []), cached]);
      entries.set(key, cached);
    };
    return {
      async requestDidStart() {
        // Set when this request's answer is to be stored (a qualifying query that missed).
        let missedKey: string | undefined;
        return {
          async responseForOperation({
            operation,
            request,
            queryHash,
            contextValue,
            schema,
          }): Promise<GraphQLResponse | null> {
            if (queryHash === undefined || !operation || !onlyCacheableFields(operation, options.rootFields))
              return null;
            const scope = await options.scope(contextValue);
            if (scope === null) return null;
            const variables = declaredVariables(schema, operation, request.variables);
            if (variables === null) return null;
            const key = cacheKey(scope, operation.name?.value, queryHash, variables);
            const hit = entries.get(key);
            if (!hit) {
              missedKey = key;
              return null;
            }
            return {
              http: { status: undefined, headers: new HeaderMap() },
              body: { kind: 'single', singleResult: hit.result },
            };
          },
          async willSendResponse({ response }) {
            if (missedKey === undefined || response.body.kind !== 'single') return;
            const { singleResult } = response.body;
            if (singleResult.errors?.length || singleResult.extensions || !singleResult.data) return;
            if (response.http.status !== undefined && response.http.status !== 200) return;
            store(missedKey, singleResult.data);
          },
        };
      },
    };
  }
}
