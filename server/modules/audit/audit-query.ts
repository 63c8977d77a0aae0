import type { Deps } from '../../platform/context.js';
import { isoSql, readRows } from '../../platform/read-sql.js';

/** The audit filter once validated: ISO dates, event types, and the start of the user name. */
export interface AuditFilter {
  from?: string | null;
  to?: string | null;
  types: readonly string[];
  /** Lower-cased, LIKE's wildcards escaped; matched as a prefix of username_lower (= lower(username)). */
  whoPrefix: string | null;
  /** Leave out each successful login: its LOGIN_SUCCESS and the LOGIN_ATTEMPT it answers. */
  hideSuccessfulLogins?: boolean;
}

const ORDER = 'order by created_date desc, id desc';

/**
 * A login writes LOGIN_ATTEMPT, then LOGIN_SUCCESS when it succeeds (auth.service.ts), so every
 * successful login is two rows. An attempt succeeded when the same user's next login event is a
 * success; that one event is read forward from the (username_lower, created_date, id)
 * include (event) index, so a failed attempt stays and costs one short index probe.
 */
const NOT_SUCCESSFUL_LOGIN = `event <> 'LOGIN_SUCCESS' and not (event = 'LOGIN_ATTEMPT' and (
    select n.event from audit_event n
    where n.username_lower = audit_event.username_lower and n.event in ('LOGIN_ATTEMPT', 'LOGIN_SUCCESS')
      and (n.created_date, n.id) > (audit_event.created_date, audit_event.id)
    order by n.created_date, n.id limit 1) is not distinct from 'LOGIN_SUCCESS')`;

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
  if (withTypes && f.types.length > 0) add('event = any(?::text[])', f.types);
  if (f.hideSuccessfulLogins) where.push(NOT_SUCCESSFUL_LOGIN);
  return { sql: where.length > 0 ? `where ${where.join(' and ')}` : '', params };
}

/**
 * The ids of one page, newest first. Event types without a user are read as one ordered index
 * range per type, merged (UNION ALL of ordered, limited branches: a Merge Append), since one
 * index scan cannot return `event in (…)` in date order: without it PostgreSQL either walks the
 * date index past every other type or sorts all matches; even for one rare type its estimate
 * may prefer the date index (a late page then reads ~100 ms of other types' rows). Everything
 * else is one ordered scan. Only the ids are read (index-only): an offset skips index entries,
 * not table rows.
 */
function pageIdsSql(f: AuditFilter, limit: number, offset: number): { sql: string; params: unknown[] } {
  if (f.types.length > 0 && !f.whoPrefix) {
    const { sql, params } = conditions(f, false);
    const branch = `(select id, created_date from audit_event ${sql ? `${sql} and` : 'where'} event = ? ${ORDER} limit ?)`;
    const branchParams = f.types.flatMap((type) => [...params, type, offset + limit]);
    return {
      sql: `select id from (${f.types.map(() => branch).join(' union all ')}) u ${ORDER} limit ? offset ?`,
      params: [...branchParams, limit, offset],
    };
  }
  const { sql, params } = conditions(f, true);
  return { sql: `select id from audit_event ${sql} ${ORDER} limit ? offset ?`, params: [...params, limit, offset] };
}

/** An entry as the spec shows it (REST and GraphQL alike), built by PostgreSQL. */
export interface AuditEventRow {
  createdDate: string;
  username: string;
  event: string;
  message: string | null;
  /** "Name Surname" of the account with that e-mail today, when it has a name (GraphQL only). */
  userName: string | null;
}

/**
 * The read path: the count (up to `cap` + 1, from an index alone: migration 20261125030000's
 * (created_date, id), (event, created_date, id) and (username_lower text_pattern_ops,
 * created_date, id) include (event) indexes each answer their filter without the table) and the
 * page's entries in ONE statement, the rows joined to the page's ids (and each to its account by
 * the unique lower(email) index, for the name) and the JSON built by PostgreSQL.
 */
export async function readAuditPage(
  deps: Pick<Deps, 'orm' | 'config'>,
  f: AuditFilter,
  limit: number,
  offset: number,
  cap: number,
): Promise<{ counted: number; events: AuditEventRow[] }> {
  const count = conditions(f, true);
  const ids = pageIdsSql(f, limit, offset);
  const text = `select (select count(*)::int from (select 1 from audit_event ${count.sql} limit ?) x) as n,
    coalesce((select json_agg(json_build_object('createdDate', ${isoSql('e.created_date')}, 'username', e.username, 'event', e.event, 'message', e.message,
          'userName', nullif(concat_ws(' ', a.name, a.surname), ''))
        order by e.created_date desc, e.id desc)
      from (${ids.sql}) k join audit_event e on e.id = k.id left join account a on lower(a.email) = e.username_lower), '[]') as events`;
  const [row] = await readRows<{ n: number; events: AuditEventRow[] }>(deps, 'audit.page', text, [
    ...count.params,
    cap + 1,
    ...ids.params,
  ]);
  return { counted: row!.n, events: row!.events };
}
