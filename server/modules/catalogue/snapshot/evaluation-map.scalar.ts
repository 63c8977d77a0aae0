import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

/** id → evaluation (-10..10): one entity's row of the evaluation matrix. */
export type EvaluationMapValue = Record<string, number>;

function checked(value: unknown): EvaluationMapValue {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new GraphQLError('EvaluationMap must be an object');
  const out: EvaluationMapValue = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (!/^[1-9]\d{0,9}$/.test(key) || typeof v !== 'number' || !Number.isInteger(v)) {
      throw new GraphQLError('EvaluationMap maps ids to integers');
    }
    out[key] = v;
  }
  return out;
}

function fromLiteral(ast: ValueNode): unknown {
  if (ast.kind !== Kind.OBJECT) throw new GraphQLError('EvaluationMap must be an object');
  return Object.fromEntries(
    ast.fields.map((f) => {
      if (f.value.kind !== Kind.INT) throw new GraphQLError('EvaluationMap maps ids to integers');
      return [f.name.value, Number(f.value.value)];
    }),
  );
}

/**
 * One scalar per entity for its evaluations (`{"12": 7, "15": -3}`), so a client cache keeps a
 * product's or an indicator's evaluations as one value instead of one object per cell. The scalar
 * checks the shape only; ranges and known ids are the services' rules.
 */
export const EvaluationMapScalar = new GraphQLScalarType<EvaluationMapValue, EvaluationMapValue>({
  name: 'EvaluationMap',
  description:
    'id → evaluation (-10..10), the keys being ids of the other side (indicators of a product, products of an indicator).',
  serialize: (value) => value as EvaluationMapValue,
  parseValue: checked,
  parseLiteral: (ast) => checked(fromLiteral(ast)),
});
