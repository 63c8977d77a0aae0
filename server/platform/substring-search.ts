/**
 * Substring search of people (users, candidates) as the local admin types. The expression is
 * the one the pg_trgm GIN indexes of migration 20261124020000 are built on: keep them equal, or
 * the planner stops using the index.
 */
export function personSearchExpression(alias: string): string {
  const col = (name: string) => `coalesce(${alias}."${name}", '')`;
  return `lower(${col('name')} || ' ' || ${col('surname')} || ' ' || ${col('company_name')} || ' ' || ${alias}."email")`;
}

/** `%term%` for LIKE, lower-cased, with LIKE's wildcards and the escape character escaped. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
