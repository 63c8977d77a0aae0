import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
/**
 * Substring search of people (users, candidates) as the local admin types. The searched text is
 * the stored generated column `search_text` (lower-cased name, surname, company and e-mail) of
 * migration 20261124020000: matching it costs a LIKE on one stored text instead of lower() over
 * four columns per row.
 */
export function personSearchExpression(alias: string): string {
  return `${alias}."search_text"`;
}

/**
 * The where clause (SQL, bindings) of "the person's search text contains `term`". The pg_trgm
 * index is on `search_key`, the text without anything but letters and digits (migration
 * 20261125010000): the term without them is a substring of it whenever the term is one of the
 * text, and has one long word of trigrams ("leaw" for "lea.w") where the text's words split it.
 * The key condition narrows (no LIKE wildcard survives the removal), `search_text` decides.
 * PostgreSQL computes the term's key, with the same function as the column's.
 */
export function personSearchWhere(alias: string, term: string): [string, string[]] {
  return [
    `${alias}."search_key" like '%' || regexp_replace(lower(?), '[^[:alnum:]]+', '', 'g') || '%' and ${personSearchExpression(alias)} like ?`,
    [term, containsPattern(term)],
  ];
}

/** `%term%` for LIKE, lower-cased, with LIKE's wildcards and the escape character escaped. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * With a search, counting stops after this many matches: a one-letter term matches most rows,
 * and counting all of them would cost more than the page itself. totalPages then covers the
 * first SEARCH_COUNT_CAP matches (see searchCountCap) and the page says `totalCapped`.
 */
export const SEARCH_COUNT_CAP = 500;
/** Without a search the count stops here (1,000 pages of 10): counting 100,000 index entries cost more than the page. */
export const LIST_COUNT_CAP = 10_000;
/**
 * Terms under three characters have no trigram: they are matched by reading rows until enough
 * match, so their count stops sooner (20 pages of 10): one or two letters are a passing state of
 * typing, not a result anyone pages through.
 */
export const SHORT_SEARCH_COUNT_CAP = 200;

/** The count cap of a search term (LIST_COUNT_CAP without one). */
export function searchCountCap(term: string): number {
  if (term === '') return LIST_COUNT_CAP;
  return term.length < 3 ? SHORT_SEARCH_COUNT_CAP : SEARCH_COUNT_CAP;
}

/** The number of rows `qb` (a query with its where clause only) matches, stopping after `cap` + 1. */
export async function countMatches(em: EntityManager, qb: QueryBuilder<object>, cap: number): Promise<number> {
  const inner = qb.select('id').limit(cap + 1).getKnexQuery();
  const rows = await em.execute<{ n: string }[]>(em.getKnex().count('* as n').from(inner.as('x')));
  return Math.min(Number(rows[0]!.n), cap + 1);
}

export interface PageCount {
  totalElements: number;
  totalPages: number;
  /** True when more rows matched than the count cap and only those were counted. */
  totalCapped: boolean;
}

export function pageCount(counted: number, pageSize: number, cap: number): PageCount {
  const capped = counted > cap;
  const totalElements = capped ? cap : counted;
  return { totalElements, totalPages: Math.ceil(totalElements / pageSize), totalCapped: capped };
}

/**
 * The ids of one page of a search known to match at most its count cap: the matches are
 * collected first (the trigram index finds them wherever they sort) and then ordered. Left to
 * itself the planner may walk the whole sort-order index hoping to meet ten matches early, which
 * for matches that all sort late ("lea.w…") means reading every row.
 */
export async function fewMatchIds(
  em: EntityManager,
  qb: QueryBuilder<object>,
  order: readonly string[],
  limit: number,
  offset: number,
): Promise<string[]> {
  const knex = em.getKnex();
  const inner = qb.select(['id', ...order]).getKnexQuery();
  const query = knex.withMaterialized('m', inner).select('id').from('m').orderBy(order.map((column) => ({ column, order: 'asc' }))).limit(limit).offset(offset);
  const rows = await em.execute<{ id: string }[]>(query);
  return rows.map((r) => r.id);
}

/**
 * How far a search's page walks the list's sort order before it gives up and collects all the
 * matches instead: a frequent term finds its page within a few hundred rows, but the matches of
 * one that is part of a surname ("walk", "lea.w" of "lea.walker12@…") all sort together, maybe
 * at the very end, and walking there read 80,000 rows (100–300 ms).
 */
export const SEARCH_WALK_LIMIT = 1000;

export interface SearchPage {
  ids: string[];
  counted: number;
}

/**
 * The ids of one page of the rows of `scoped` (a query with its scope only, alias `alias`) whose
 * search text contains `term`, in `order`, and their number up to `cap` + 1, in one statement
 * when the term matches at most `cap` rows (the common case while typing), else in two or three:
 * 1. the first `cap` + 1 matches (trigram index) are counted and, when that is all of them,
 *    sorted for the page;
 * 2. otherwise the sort order is walked: to the end for a term too short for a trigram (nothing
 *    else finds its matches), else for at most SEARCH_WALK_LIMIT rows;
 * 3. if that did not fill the page, all matches are collected (trigram index) and sorted.
 */
export async function searchPageIds(
  em: EntityManager,
  scoped: () => QueryBuilder<object>,
  alias: string,
  term: string,
  order: readonly string[],
  limit: number,
  offset: number,
  cap: number,
): Promise<SearchPage> {
  const knex = em.getKnex();
  const pattern = containsPattern(term);
  const matching = () => scoped().andWhere(...personSearchWhere(alias, term));
  const sorted = order.map((column) => ({ column, order: 'asc' as const }));
  const first = matching().select(['id', ...order]).limit(cap + 1).getKnexQuery();
  const page = knex.select('id').from('m').orderBy(sorted).limit(limit).offset(offset);
  const few = knex
    .withMaterialized('m', first)
    .select(knex.raw('(select count(*) from m)::int as n'), knex.raw('array(?)::text[] as ids', [page]));
  const [row] = await em.execute<{ n: number; ids: string[] }[]>(few);
  const counted = row!.n;
  if (counted <= cap) return { ids: row!.ids, counted };
  const byOrder = Object.fromEntries(order.map((c) => [c, 'asc']));
  // Letters and digits (the key's) under three: no trigram, nothing but the walk finds the matches.
  if (term.replace(/[^\p{L}\p{N}]/gu, '').length < 3) {
    // search_text alone: the order index includes it (index-only walk); search_key it does not.
    const walked = scoped().andWhere(`${personSearchExpression(alias)} like ?`, [pattern]).select(['id']).orderBy(byOrder).limit(limit).offset(offset);
    const rows = await em.execute<{ id: string }[]>(walked.getKnexQuery());
    return { ids: rows.map((r) => r.id), counted };
  }
  const walk = scoped().select(['id', ...order]).orderBy(byOrder).limit(SEARCH_WALK_LIMIT).getKnexQuery();
  walk.select(knex.raw(`${personSearchExpression(alias)} as search_text`));
  const walked = knex.select('w.id').from(walk.as('w')).whereRaw('w.search_text like ?', [pattern]).orderBy(sorted.map((s) => ({ ...s, column: `w.${s.column}` }))).limit(limit).offset(offset);
  const found = (await em.execute<{ id: string }[]>(walked)).map((r) => r.id);
  if (found.length === limit) return { ids: found, counted };
  return { ids: await fewMatchIds(em, matching(), order, limit, offset), counted };
}

/** Entities in the order of `ids`. */
export function inOrderOf<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
