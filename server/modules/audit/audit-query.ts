import type { EntityManager } from '@mikro-orm/postgresql';

/** The audit filter once validated: ISO dates, event types, and the start of the user name. */
export interface AuditFilter {
  from?: string | null;
  to?: string | null;
  types: readonly string[];
  /** Lower-cased, LIKE's wildcards escaped; matched as a prefix of username_lower (= lower(username)). */
  whoPrefix: string | null;
}

const ORDER = 'order by created_date desc, id desc';

/** `who%` for LIKE on username_lower, wildcards escaped. */
export const prefixPattern = (who: string) => `${who.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(f: AuditFilter, withTypes: boolean): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, param: unknown) => {
    where.push(condition);
    params.push(param);
  };
  if (f.from) add('created_date >= ?', f.from);
  if (f.to) add('created_date <= ?', f.to);
  if (f.whoPrefix) add('username_lower like ?', f.whoPrefix);
  if (withTypes && f.types.length > 0) add('event = any(?::text[])', `{${f.types.join(',')}}`);
  return { sql: where.length > 0 ? `where ${where.join(' and ')}` : '', params };
}

/**
 * The matches counted up to `cap` + 1, from an index alone (migration 20261125030000): the
 * (created_date, id), (event, created_date, id) and (username_lower text_pattern_ops,
 * created_date, id) include (event) indexes each answer their filter without the table.
 */
export async function countAuditMatches(em: EntityManager, f: AuditFilter, cap: number): Promise<number> {
  const { sql, params } = conditions(f, true);
  const rows = await em.execute<{ n: string }[]>(`select count(*) as n from (select 1 from audit_event ${sql} limit ?) x`, [...params, cap + 1]);
  return Number(rows[0]!.n);
}

/**
 * The ids of one page, newest first. Event types without a user are read as one ordered index
 * range per type, merged (UNION ALL of ordered, limited branches: a Merge Append), since one
 * index scan cannot return `event in (…)` in date order: without it PostgreSQL either walks the
 * date index past every other type or sorts all matches; even for one rare type its estimate
 * may prefer the date index (a late page then reads ~100 ms of other types' rows). Everything
 * else is one ordered scan.
 * Only the ids are read here (index-only); the page's rows are fetched by id afterwards, so an
 * offset skips index entries, not table rows.
 */
export async function auditPageIds(em: EntityManager, f: AuditFilter, limit: number, offset: number): Promise<string[]> {
  let rows: { id: string }[];
  if (f.types.length > 0 && !f.whoPrefix) {
    const { sql, params } = conditions(f, false);
    const branch = `(select id, created_date from audit_event ${sql ? `${sql} and` : 'where'} event = ? ${ORDER} limit ?)`;
    const branchParams = f.types.flatMap((type) => [...params, type, offset + limit]);
    rows = await em.execute(`select id from (${f.types.map(() => branch).join(' union all ')}) u ${ORDER} limit ? offset ?`, [...branchParams, limit, offset]);
  } else {
    const { sql, params } = conditions(f, true);
    rows = await em.execute(`select id from audit_event ${sql} ${ORDER} limit ? offset ?`, [...params, limit, offset]);
  }
  return rows.map((r) => String(r.id));
}
