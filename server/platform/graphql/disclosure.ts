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

/**
 * armor masks `Did you mean "…"` and leaves the question mark; enum suggestions ("Did you mean
 * the enum value …?") it leaves whole.
 */
const LEFTOVER_SUGGESTION = /\s*(Did you mean [^?]*)?\?(?=\s|$)/g;

const isAdmin = (ctx: Ctx) => !!ctx.user?.roles.includes('ADMIN');

function selectsIntrospection(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): boolean {
  return selectionSet.selections.some((s) => {
    if (s.kind === Kind.FIELD) return s.name.value === '__schema' || s.name.value === '__type';
    if (s.kind === Kind.INLINE_FRAGMENT) return selectsIntrospection(s.selectionSet, fragments, seen);
    if (seen.has(s.name.value)) return false;
    seen.add(s.name.value);
    const fragment = fragments.get(s.name.value);
    return !!fragment && selectsIntrospection(fragment.selectionSet, fragments, seen);
  });
}

function isIntrospection(document: DocumentNode): boolean {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  return document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && selectsIntrospection(d.selectionSet, fragments));
}

/**
 * What the schema tells whom: field suggestions in error messages only for ADMIN (any mode);
 * introspection only for ADMIN in production (everyone in development, for the tools).
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
          for (const error of errorContext.errors) error.message = error.message.replace(LEFTOVER_SUGGESTION, '');
        },
      };
    },
  };
}
