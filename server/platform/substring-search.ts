/**
 * Substring search as the user types: LIKE patterns and count caps. The people lists' search
 * (person-page-sql.ts) matches the stored generated column `search_text` (lower-cased name,
 * surname, company and e-mail) of migration 20261124020000, a LIKE on one stored text instead of
 * lower() over four columns per row, narrowed by the pg_trgm index on `search_key`.
 */

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
 * How far a search's page walks the list's sort order before it gives up and collects all the
 * matches instead: a frequent term finds its page within a few hundred rows, but the matches of
 * one that is part of a surname ("walk", "lea.w" of "lea.walker12@…") all sort together, maybe
 * at the very end, and walking there read 80,000 rows (100–300 ms).
 */
export const SEARCH_WALK_LIMIT = 1000;
