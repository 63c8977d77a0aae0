import type { AuthUser } from '../../server/platform/auth/auth-user.js';
import { RequestCtx, type Deps } from '../../server/platform/context.js';
import type { TestApp } from './app.js';

/**
 * What the read-path property tests share: a service context for a generated caller, an answer
 * or error in one comparable shape, and the pieces of the small in-memory models the tests
 * compute their expectations with (filter, sort, page over the rows they inserted).
 */

/** An ADMIN with no regions unless `user` says otherwise. */
export function propertyCtx(t: TestApp, user: Partial<AuthUser> = {}): RequestCtx {
  const ctx = new RequestCtx(
    { orm: t.orm, log: t.app.log, config: t.config } as unknown as Deps,
    'property',
    '127.0.0.1',
  );
  ctx.user = {
    accountId: '00000000-0000-4000-8000-000000000001',
    email: 'admin@prop.test',
    roles: ['ADMIN'],
    preferredLocale: 'en_GB',
    fallbackLocale: 'en_GB',
    mustResetPassword: false,
    regionId: null,
    adminRegionIds: [],
    translationLocales: [],
    sessionId: 'property',
    ...user,
  };
  return ctx;
}

/** An answer, or its error. */
export const outcome = async <T>(run: () => Promise<T>) =>
  run().then(
    (value) => ({ value }),
    (error: unknown) => ({ error: JSON.stringify(error) }),
  );

/** The rows of page `pageNo` of `pageSize`. */
export const pageOf = <T>(rows: readonly T[], pageNo: number, pageSize: number): T[] =>
  rows.slice(pageNo * pageSize, (pageNo + 1) * pageSize);

/**
 * One key of an `order by`: a text under the database's collation (`collated`, ranked by
 * collationOf), or a value compared as JavaScript does (numbers; uuids, whose lower-case hex
 * compares as PostgreSQL compares uuids). Null sorts last ascending and first descending, as in PostgreSQL.
 */
export interface SortKey<T> {
  of: (row: T) => string | number | null;
  collated?: boolean;
  desc?: boolean;
}

/** A comparator for `order by keys…`; `collation` ranks every collated text (collationOf). */
export function byKeys<T>(collation: ReadonlyMap<string, number>, ...keys: SortKey<T>[]): (a: T, b: T) => number {
  const rank = (v: string | number, collated: boolean) => {
    if (!collated || typeof v === 'number') return v;
    const r = collation.get(v);
    if (r === undefined) throw new Error(`no collation rank for ${JSON.stringify(v)}: add it to the test's vocabulary`);
    return r;
  };
  return (a, b) => {
    for (const { of, collated = false, desc = false } of keys) {
      const [x, y] = [of(a), of(b)];
      if (x === y) continue;
      const sign = desc ? -1 : 1;
      if (x === null) return sign;
      if (y === null) return -sign;
      const [rx, ry] = [rank(x, collated), rank(y, collated)];
      if (rx !== ry) return (rx < ry ? -1 : 1) * sign;
    }
    return 0;
  };
}

/**
 * The order of `words` under the test database's default collation, as ranks: an `order by` of
 * text follows the database's collation, which a model cannot know from JavaScript alone. Only
 * the tests' fixed vocabulary is ranked, once; no answer of the code under test is involved.
 */
export async function collationOf(t: TestApp, words: Iterable<string>): Promise<Map<string, number>> {
  const rows = await t.orm.em
    .fork()
    .execute<{ w: string }[]>('select w from unnest(?::text[]) w order by w', [toArray([...new Set(words)])]);
  return new Map(rows.map((r, i) => [r.w, i]));
}

/** A PostgreSQL array literal of `values`, each quoted. */
export const toArray = (values: readonly string[]): string =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * PostgreSQL's lower() of each of `texts`: it follows the database's character classes, which
 * JavaScript's toLowerCase may not match outside ASCII.
 */
export async function lowerOf(t: TestApp, texts: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(texts)];
  const rows = await t.orm.em
    .fork()
    .execute<{ w: string; l: string }[]>('select w, lower(w) as l from unnest(?::text[]) w', [toArray(unique)]);
  return new Map(rows.map((r) => [r.w, r.l]));
}

/**
 * The people search's rule (users, candidates, admins) as a predicate over a person's stored
 * `search_text` and `search_key`: the text contains the term lower-cased (wildcards literal), and
 * the key contains the term's key, which PostgreSQL computes as it computes the column's.
 */
export async function personSearch(
  t: TestApp,
  term: string,
): Promise<(p: { search_text: string; search_key: string }) => boolean> {
  if (term === '') return () => true;
  const [{ key }] = (await t.orm.em
    .fork()
    .execute<{ key: string }[]>(`select regexp_replace(lower(?), '[^[:alnum:]]+', '', 'g') as key`, [term])) as [
    { key: string },
  ];
  return (p) => p.search_key.includes(key) && p.search_text.includes(term.toLowerCase());
}
