import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Ctx } from '../context.js';
import { documentRefusal } from './limits.js';

/** armor's plugin that masks "Did you mean …" in error messages (only it is enabled here). */
const [armorSuggestions] = new ApolloArmor({
  blockFieldSuggestion: { enabled: true, mask: '' },
  costLimit: { enabled: false },
  maxAliases: { enabled: false },
  maxDepth: { enabled: false },
  maxDirectives: { enabled: false },
  maxTokens: { enabled: false },
}).protect().plugins as ApolloServerPlugin<Ctx>[];

const SUGGESTION = 'Did you mean ';

/**
 * armor masks `Did you mean "…"` and leaves the question mark; enum suggestions ("Did you mean
 * the enum value …?") it leaves whole. Removes each `?` that ends a word, the "Did you mean …"
 * before it and the whitespace before both, as `/\s*(Did you mean [^?]*)?\?(?=\s|$)/g` would, in
 * linear time: that expression took quadratic time on a long run of spaces, and messages echo
 * the caller's input (100 kB of spaces in a variable held the event loop for minutes).
 */
export function withoutSuggestions(message: string): string {
  let out = '';
  let from = 0;
  for (let q = message.indexOf('?'); q >= 0; q = message.indexOf('?', from)) {
    const segment = message.slice(from, q);
    const next = message[q + 1];
    if (next === undefined || /\s/.test(next)) {
      const suggestion = segment.indexOf(SUGGESTION);
      out += (suggestion >= 0 ? segment.slice(0, suggestion) : segment).trimEnd();
    } else out += `${segment}?`;
    from = q + 1;
  }
  return out + message.slice(from);
}

/** ADMINs and integrators' API keys may explore the schema; nobody else in production. */
const isAdmin = (ctx: Ctx) => !!ctx.user?.roles.includes('ADMIN') || !!ctx.user?.apiKeyId;

function selectsIntrospection(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): boolean {
  return selectionSet.selections.some((s) => {
    if (s.kind === Kind.FIELD) return s.name.value === '__schema' || s.name.value === '__type';
    if (s.kind === Kind.INLINE_FRAGMENT) return selectsIntrospection(s.selectionSet, fragments, seen);
    if (seen.has(s.name.value)) return false;
    seen.add(s.name.value);
    const fragment = fragments.get(s.name.value);
    return !!fragment && selectsIntrospection(fragment.selectionSet, fragments, seen);
  });
}

/** Whether an operation of the document selects `__schema` or `__type` (at any depth of fragments). */
export function isIntrospection(document: DocumentNode): boolean {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  return document.definitions.some(
    (d) => d.kind === Kind.OPERATION_DEFINITION && selectsIntrospection(d.selectionSet, fragments),
  );
}

/**
 * What the schema tells whom: field suggestions in error messages only for ADMIN and API keys
 * (any mode); introspection only for them in production (everyone in development, for the tools).
 */
export function schemaDisclosurePlugin(production: boolean): ApolloServerPlugin<Ctx> {
  return {
    async requestDidStart(requestContext) {
      const masking = (await armorSuggestions?.requestDidStart?.(requestContext)) as GraphQLRequestListener<Ctx> | void;
      return {
        async didResolveOperation({ contextValue, document }) {
          if (production && !isAdmin(contextValue) && isIntrospection(document)) {
            throw documentRefusal('ERROR_INTROSPECTION_NOT_ALLOWED');
          }
        },
        async didEncounterErrors(errorContext) {
          if (isAdmin(errorContext.contextValue)) return;
          await masking?.didEncounterErrors?.(errorContext);
          for (const error of errorContext.errors) error.message = withoutSuggestions(error.message);
        },
      };
    },
  };
}
