/**
 * A GraphQL input (instances of input classes, nested) as a plain object for the shared yup
 * schemas. Null fields are dropped: for the schemas an absent optional field and null are the
 * same, and a null list means "none" ([] by the schema's default).
 */
export function plainInput(input: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(input), (_key, value: unknown) => (value === null ? undefined : value)) as Record<
    string,
    unknown
  >;
}
