import { HeaderMap } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  type GraphQLFormattedError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  validate,
} from 'graphql';

/**
 * Limits on every GraphQL document, for everyone (DESIGN.md). The client's largest operations
 * stay well below them (tests/server/security/graphql-limits.test.ts checks every one).
 */
export const GRAPHQL_LIMITS = {
  /** Nesting of fields (fragments flattened). */
  depth: 8,
  /** Aliased fields in one operation: a few are legitimate, hundreds multiply the work. */
  aliases: 10,
  /** Directives (@include, @skip …) in one operation. */
  directives: 10,
  /** Lexical tokens of the whole document (the client's longest: about 65; introspection: about 250). */
  tokens: 1000,
  /**
   * armor's cost: 2 per object, 1 per scalar, ×1.5 per level of nesting. The whole catalogue
   * bundle (products with INCI lines and evaluations, indicators, INCI) costs about 82.
   */
  cost: 400,
  /**
   * Characters of the document (comments and whitespace included), checked before anything reads
   * it: the client's longest operation with its fragments has about 1,500, introspection 2,000.
   */
  documentLength: 32_768,
  /** Characters of a name (field, alias, operation, variable …): the schema's longest has 30. */
  nameLength: 100,
  /**
   * Characters of a string literal in the document: texts belong in variables (the client sends
   * them so); a literal is an id, a search or a short value.
   */
  stringLength: 1_000,
  /**
   * Characters of the variables as sent (JSON), checked before parsing: the largest valid input, a
   * program at every limit (101 comments of 2,000 characters; body-limits.test.ts builds it), is
   * about 215,000.
   */
  variablesLength: 262_144,
  /** Nesting of objects and lists in the variables: the deepest input type nests 4. */
  variablesDepth: 16,
  /** graphql-js stops validating after this many errors (the rest cost work and say nothing new). */
  validationErrors: 5,
} as const;

/** Mutations that hash passwords, send mail or render PDFs: at most one of each per request. */
export const EXPENSIVE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'login',
  'requestPasswordReset',
  'changePassword',
  'resetForgottenPassword',
  'generateSkinCareProgramPdf',
]);

/**
 * A refusal of the whole document in the error format. `http` makes Apollo answer 400 even when
 * it is thrown outside validation (the token count runs while parsing).
 */
export function documentRefusal(translationKey: string, param?: string): GraphQLError {
  const errorDataList = [param === undefined ? { translationKey } : { translationKey, param }];
  return new GraphQLError(translationKey, {
    extensions: { code: 'BAD_REQUEST', errorDataList, http: { status: 400, headers: new HeaderMap() } },
  });
}

/** Reports the refusal instead of armor's own message (which names the limit and the count). */
function refuseWith(translationKey: string, limit: number) {
  return [(context: ValidationContext | null) => context?.reportError(documentRefusal(translationKey, String(limit)))];
}

const armor = new ApolloArmor({
  // Suggestions are masked per caller (suggestionsPlugin below), not for everyone.
  blockFieldSuggestion: { enabled: false },
  maxDepth: {
    n: GRAPHQL_LIMITS.depth,
    flattenFragments: true,
    ignoreIntrospection: true,
    propagateOnRejection: false,
    onReject: refuseWith('ERROR_QUERY_TOO_DEEP', GRAPHQL_LIMITS.depth),
  },
  maxAliases: {
    n: GRAPHQL_LIMITS.aliases,
    propagateOnRejection: false,
    onReject: refuseWith('ERROR_QUERY_TOO_MANY_ALIASES', GRAPHQL_LIMITS.aliases),
  },
  maxDirectives: {
    n: GRAPHQL_LIMITS.directives,
    propagateOnRejection: false,
    onReject: refuseWith('ERROR_QUERY_TOO_MANY_DIRECTIVES', GRAPHQL_LIMITS.directives),
  },
  maxTokens: { enabled: false },
  costLimit: {
    maxCost: GRAPHQL_LIMITS.cost,
    flattenFragments: true,
    ignoreIntrospection: true,
    propagateOnRejection: false,
    onReject: refuseWith('ERROR_QUERY_TOO_COMPLEX', GRAPHQL_LIMITS.cost),
  },
});
const protection = armor.protect();

/** The root fields an operation selects, by name, following fragments at the root. */
export function rootFieldNames(
  selectionSet: SelectionSetNode,
  fragment: (name: string) => FragmentDefinitionNode | undefined,
  seen = new Set<string>(),
): string[] {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      names.push(...rootFieldNames(selection.selectionSet, fragment, seen));
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const definition = fragment(selection.name.value);
      if (definition) names.push(...rootFieldNames(definition.selectionSet, fragment, seen));
    }
  }
  return names;
}

/** Refuses a document that runs an expensive root field twice (e.g. aliased PDF renders). */
export const expensiveOnceRule: ValidationRule = (context): ASTVisitor => ({
  OperationDefinition(operation) {
    const counts = new Map<string, number>();
    for (const name of rootFieldNames(operation.selectionSet, (n) => context.getFragment(n) ?? undefined)) {
      if (EXPENSIVE_ROOT_FIELDS.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    for (const [name, count] of counts) {
      if (count > 1) context.reportError(documentRefusal('ERROR_OPERATION_ONCE_PER_REQUEST', name));
    }
  },
});

/** The validation rules of the limits (armor's and the once-per-request rule). */
export const LIMIT_VALIDATION_RULES: ValidationRule[] = [
  ...(protection.validationRules as ValidationRule[]),
  expensiveOnceRule,
];

/**
 * The limits as a first pass of validation: on entering the document, the limit rules run alone;
 * a document over a limit gets their refusals and the rest of validation is skipped (returning
 * null from `enter` removes the document from graphql-js's walk, for every rule at once). The
 * standard rules cost up to the square of a document's repeated fields (160 copies of one field,
 * under the token limit, took 0.7 s of one core), so a hostile document must never reach them.
 * A document Apollo already holds validated (its document store) is not validated again.
 */
export function limitsFirstRule(onRefused: (limit: string) => void): ValidationRule {
  return (context): ASTVisitor => ({
    Document(document) {
      const refusals = validate(context.getSchema(), document, LIMIT_VALIDATION_RULES);
      if (refusals.length === 0) return undefined;
      onRefused(
        String(
          (refusals[0]!.extensions.errorDataList as Array<{ translationKey: string }> | undefined)?.[0]
            ?.translationKey ?? 'unknown',
        ),
      );
      for (const refusal of refusals) context.reportError(refusal);
      return null;
    },
  });
}

/**
 * The token limit, as graphql-js's own parse option (Apollo's `parseOptions`): parsing stops at the
 * limit, so a huge document costs no more than a long one, and a document Apollo already holds
 * parsed (its document store) is not counted again.
 */
export const GRAPHQL_PARSE_OPTIONS = { maxTokens: GRAPHQL_LIMITS.tokens } as const;

/** graphql-js's wording when parsing stops at the limit (16 writes "that", 17 "than"). */
const TOO_MANY_TOKENS = /^Syntax Error: Document contains more tha[tn] \d+ tokens\. Parsing aborted\.$/;

/** The token limit's refusal in the error format, when this parse error is graphql-js stopping at it. */
export function tokenLimitRefusal(formatted: GraphQLFormattedError): GraphQLFormattedError | null {
  if (formatted.extensions?.code !== 'GRAPHQL_PARSE_FAILED' || !TOO_MANY_TOKENS.test(formatted.message)) return null;
  const translationKey = 'ERROR_QUERY_TOO_MANY_TOKENS';
  return {
    message: translationKey,
    extensions: { code: 'BAD_REQUEST', errorDataList: [{ translationKey, param: String(GRAPHQL_LIMITS.tokens) }] },
  };
}
