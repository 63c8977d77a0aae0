import type { Deps } from './context.js';
import { readRows } from './read-sql.js';
import { containsPattern, pageCount, SEARCH_WALK_LIMIT, searchCountCap, type PageCount } from './substring-search.js';

/**
 * A page of people (users, candidates) on the read path: the page's JSON built by PostgreSQL,
 * the count in the same statement, no entities and no EntityManager fork.
 *  - no search: one statement (count up to the cap, the page through the order index);
 *  - a search: one statement while at most the cap matches (the common case: the first cap + 1
 *    matches, found by the trigram index wherever they sort, are counted and sorted for the
 *    page; left to itself the planner may walk the whole sort-order index hoping to meet the
 *    page's matches early). Beyond the cap a second statement walks the sort order (to the end
 *    for a term too short for a trigram, else SEARCH_WALK_LIMIT rows), and a third collects and
 *    sorts all matches if the walk did not fill the page.
 * The search: `search_text` contains the term (lower-cased, wildcards literal); `search_key`, the
 * text without anything but letters and digits (migration 20261125010000, pg_trgm index), contains
 * the term's key, which PostgreSQL computes with the column's function: the key condition narrows
 * (no LIKE wildcard survives the removal), `search_text` decides.
 * Scoping is part of every statement (`scope`), so no row outside it is ever read into the answer.
 */
export interface PersonList {
  /** Prefix of the statements' names (readRows). */
  name: string;
  table: string;
  /** The scope on alias `a`; `region` is the placeholder of the caller's region ids (an int[]), or null for every region. */
  scope: (region: string | null) => string;
  /** json_build_object(…) of one row `p`, with `joins` (on `p`) available. */
  item: string;
  joins: string;
}

export interface PersonPageQuery {
  pageNo: number;
  pageSize: number;
  /** Trimmed; '' for none. */
  term: string;
  /** The caller's regions, or null for every region (ADMIN). */
  regionIds: readonly number[] | null;
}

const ORDER = (alias: string) => `${alias}.surname, ${alias}.name, ${alias}.id`;

/** Positional placeholders: each value is added where its `?` stands, in the statement's order. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return '?';
  }
}

/** The page's items, in the list's order, for the ids `ids` selects (a query returning `id`). */
const itemsOf = (list: PersonList, ids: string) =>
  `coalesce((select json_agg(${list.item} order by ${ORDER('p')})
      from (select t.* from (${ids}) k join ${list.table} t on t.id = k.id) p ${list.joins}), '[]')`;

type Row<T> = { n: number | null; items: T[] | null };

export async function readPersonPage<T>(
  deps: Pick<Deps, 'orm' | 'config'>,
  list: PersonList,
  query: PersonPageQuery,
): Promise<PageCount & { items: T[] }> {
  const { pageNo, pageSize, term, regionIds } = query;
  const cap = searchCountCap(term);
  const variant = regionIds === null ? 'all' : 'regions';
  const run = async (kind: string, build: (p: Params, scope: () => string) => string) => {
    const params = new Params();
    // The scope's placeholder where the scope stands, each time it does.
    const scope = () => list.scope(regionIds === null ? null : `${params.add(regionIds)}::int[]`);
    const text = build(params, scope);
    const [row] = await readRows<Row<T>>(deps, `${list.name}.${kind}.${variant}`, text, params.values);
    return row!;
  };
  const page = (p: Params) => `limit ${p.add(pageSize)} offset ${p.add(pageNo * pageSize)}`;

  if (term === '') {
    const row = await run(
      'page',
      (p, scope) => `select
        (select count(*)::int from (select 1 from ${list.table} a where ${scope()} limit ${cap + 1}) x) as n,
        ${itemsOf(list, `select a.id from ${list.table} a where ${scope()} order by ${ORDER('a')} ${page(p)}`)} as items`,
    );
    return { items: row.items!, ...pageCount(row.n!, pageSize, cap) };
  }

  const pattern = containsPattern(term);
  const matches = (p: Params, scope: () => string) => `${scope()}
    and a.search_key like '%' || regexp_replace(lower(${p.add(term)}), '[^[:alnum:]]+', '', 'g') || '%' and a.search_text like ${p.add(pattern)}`;
  // 1. The first cap + 1 matches (trigram index), counted; the page from them when that is all.
  const few = await run(
    'search',
    (p, scope) => `with m as materialized (
        select a.id, a.surname, a.name from ${list.table} a where ${matches(p, scope)} limit ${p.add(cap + 1)})
      select (select count(*)::int from m) as n,
        case when (select count(*) from m) <= ${p.add(cap)}
          then ${itemsOf(list, `select m.id from m order by ${ORDER('m')} ${page(p)}`)} end as items`,
  );
  const counted = few.n!;
  const counts = pageCount(counted, pageSize, cap);
  if (counted <= cap) return { items: few.items!, ...counts };
  // 2. Letters and digits under three: no trigram; the sort order is walked to the end (index-only).
  if (term.replace(/[^\p{L}\p{N}]/gu, '').length < 3) {
    const row = await run(
      'walkShort',
      (p, scope) => `select null::int as n,
        ${itemsOf(list, `select a.id from ${list.table} a where ${scope()} and a.search_text like ${p.add(pattern)} order by ${ORDER('a')} ${page(p)}`)} as items`,
    );
    return { items: row.items!, ...counts };
  }
  // 3. Else the first SEARCH_WALK_LIMIT rows of the order, then (page not full) every match, sorted.
  const walked = await run(
    'walk',
    (p, scope) => `select null::int as n,
      ${itemsOf(
        list,
        `select w.id from (select a.id, a.surname, a.name, a.search_text from ${list.table} a where ${scope()}
          order by ${ORDER('a')} limit ${p.add(SEARCH_WALK_LIMIT)}) w where w.search_text like ${p.add(pattern)} order by ${ORDER('w')} ${page(p)}`,
      )} as items`,
  );
  if (walked.items!.length === pageSize) return { items: walked.items!, ...counts };
  const all = await run(
    'collect',
    (
      p,
      scope,
    ) => `with m as materialized (select a.id, a.surname, a.name from ${list.table} a where ${matches(p, scope)})
      select null::int as n, ${itemsOf(list, `select m.id from m order by ${ORDER('m')} ${page(p)}`)} as items`,
  );
  return { items: all.items!, ...counts };
}
