import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const isEvaluationArray = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((v) => Number.isInteger(v));

/**
 * A whole row of the cross table as one scalar: 2,000 rows × 120 `[Int!]` items would make
 * graphql-js complete 240,000 list items one by one; as a scalar each row is one value.
 */
export const IntArrayScalar = new GraphQLScalarType<number[], number[]>({
  name: 'IntArray',
  description: 'A list of integers, sent as one JSON array (the cells of one cross-table row).',
  serialize(value) {
    if (!isEvaluationArray(value)) throw new GraphQLError('IntArray cannot represent a non-integer list');
    return value;
  },
  parseValue(value) {
    if (!isEvaluationArray(value)) throw new GraphQLError('IntArray expects a list of integers');
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.LIST || !ast.values.every((v) => v.kind === Kind.INT))
      throw new GraphQLError('IntArray expects a list of integers');
    return ast.values.map((v) => Number((v as { value: string }).value));
  },
});
