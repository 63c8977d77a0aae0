import { GraphQLError, Lexer, Source, TokenKind } from 'graphql';
import { GRAPHQL_LIMITS, documentRefusal } from './limits.js';

/**
 * The limits checked before Apollo hashes, parses or validates a request (the route calls these):
 * the document's length, then one pass of graphql-js's own lexer for the length of each name and
 * string literal and the number of tokens, and the size and nesting of the variables. Each stops
 * at the first excess, so a refused request costs at most its limit's worth of reading. Parsing
 * and validation, whose cost grows with the names' and strings' lengths (suggestions for unknown
 * fields, comparisons of arguments), then only ever see short ones.
 */

/** A refusal: its translation key (also the metric's label) and the GraphQL error to answer. */
export interface PreParseRefusal {
  limit: string;
  error: GraphQLError;
}

const refusal = (translationKey: string, limit: number): PreParseRefusal => ({
  limit: translationKey,
  error: documentRefusal(translationKey, String(limit)),
});

/** The document's refusal, if any. Syntax errors are left to Apollo's parse (its wording, its 400). */
export function documentLimitRefusal(query: string): PreParseRefusal | null {
  if (query.length > GRAPHQL_LIMITS.documentLength)
    return refusal('ERROR_QUERY_TOO_LARGE', GRAPHQL_LIMITS.documentLength);
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (++tokens > GRAPHQL_LIMITS.tokens) return refusal('ERROR_QUERY_TOO_MANY_TOKENS', GRAPHQL_LIMITS.tokens);
      if (token.kind === TokenKind.NAME && token.value.length > GRAPHQL_LIMITS.nameLength)
        return refusal('ERROR_QUERY_NAME_TOO_LONG', GRAPHQL_LIMITS.nameLength);
      if (
        (token.kind === TokenKind.STRING || token.kind === TokenKind.BLOCK_STRING) &&
        token.value.length > GRAPHQL_LIMITS.stringLength
      ) {
        return refusal('ERROR_QUERY_STRING_TOO_LONG', GRAPHQL_LIMITS.stringLength);
      }
    }
  } catch (error) {
    if (error instanceof GraphQLError) return null;
    throw error;
  }
  return null;
}

/** What a value adds to the JSON length besides its contents (quotes, separators, a number's digits). */
const SCALAR_LENGTH = 8;

/**
 * The variables' refusal, if any: their length as JSON (estimated: strings and keys by their
 * length) and their nesting, walked without recursion and stopped at the first excess. A GET's
 * variables arrive as their JSON text: its length counts, then its nesting (invalid JSON is
 * Apollo's to refuse).
 */
export function variablesLimitRefusal(variables: unknown): PreParseRefusal | null {
  if (variables === undefined || variables === null) return null;
  const tooLarge = () => refusal('ERROR_VARIABLES_TOO_LARGE', GRAPHQL_LIMITS.variablesLength);
  if (typeof variables === 'string') {
    if (variables.length > GRAPHQL_LIMITS.variablesLength) return tooLarge();
    let parsed: unknown;
    try {
      parsed = JSON.parse(variables);
    } catch {
      return null;
    }
    return typeof parsed === 'string' ? null : variablesLimitRefusal(parsed);
  }
  let length = 0;
  const pending: Array<[value: unknown, depth: number]> = [[variables, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') length += value.length + 3;
    else if (value === null || typeof value !== 'object') length += SCALAR_LENGTH;
    else if (depth >= GRAPHQL_LIMITS.variablesDepth)
      return refusal('ERROR_VARIABLES_TOO_DEEP', GRAPHQL_LIMITS.variablesDepth);
    else if (Array.isArray(value)) {
      for (const item of value) {
        if ((length += 1) > GRAPHQL_LIMITS.variablesLength) return tooLarge();
        pending.push([item, depth + 1]);
      }
    } else {
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        if ((length += key.length + 4) > GRAPHQL_LIMITS.variablesLength) return tooLarge();
        pending.push([(value as Record<string, unknown>)[key], depth + 1]);
      }
    }
    if (length > GRAPHQL_LIMITS.variablesLength) return tooLarge();
  }
  return null;
}
