import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { Deps } from '../../platform/context.js';
import { isoSql, readRows } from '../../platform/read-sql.js';
import { OWNER_SQL } from './program.policy.js';
import type { SkinCareProgramPageView, SkinCareProgramView } from './program.types.js';

/**
 * The read path of programs: each answer is one statement whose result is shaped like the answer
 * (json built by PostgreSQL, no entities, no EntityManager fork). Writes stay with MikroORM in
 * program.service.ts, which owns the rules and calls these. Lines come in saved order; the
 * presenter's rules (volume of a mixed line 0 when empty, READY shown as CARE) are mirrored here
 * and proved equal to the ORM path by tests/server/programs/program-reads.property.test.ts.
 */

const lines = (kind: string, fields: string) =>
  `coalesce(json_agg(${fields} order by l.position) filter (where l.kind = '${kind}'), '[]')`;

/** One program `p` as the view's JSON; dates as ISO strings (turned into Dates by `dated`). */
const PROGRAM_JSON = `json_build_object(
  'id', p.id,
  'number', p.number::text,
  'version', p.version,
  'pdfId', (select d.id from pdf_document d where d.program_id = p.id order by d.created_date desc limit 1),
  'createdDate', ${isoSql('p.created_date')},
  'modifiedDate', ${isoSql('p.modified_date')},
  'skinIndicatorWithPriorityDtos', coalesce((select json_agg(json_build_object('skinIndicatorId', i.skin_indicator_id, 'priority', i.priority) order by i.position)
      from program_indicator i where i.program_id = p.id), '[]'),
  'specialMixedProducts', json_build_object('comment', p.comment, 'baseProducts', pl.base, 'activeProducts', pl.active),
  'washProducts', pl.wash,
  'readyProducts', pl.ready)`;

const PRODUCT_LINES = `left join lateral (select
    ${lines('BASE', `json_build_object('productId', l.product_id, 'volume', coalesce(l.volume, 0))`)} as base,
    ${lines('ACTIVE', `json_build_object('productId', l.product_id, 'volume', coalesce(l.volume, 0))`)} as active,
    ${lines('WASH', `json_build_object('productId', l.product_id, 'volume', l.volume, 'comment', l.comment, 'mixtureRole', 'WASH')`)} as wash,
    ${lines('READY', `json_build_object('productId', l.product_id, 'volume', l.volume, 'comment', l.comment, 'mixtureRole', 'CARE')`)} as ready
  from program_product l where l.program_id = p.id) pl on true`;

type ProgramJson = Omit<SkinCareProgramView, 'createdDate' | 'modifiedDate'> & { createdDate: string; modifiedDate: string };

const dated = (p: ProgramJson): SkinCareProgramView => ({ ...p, createdDate: new Date(p.createdDate), modifiedDate: new Date(p.modifiedDate) });

const BY_IDS = `select ${PROGRAM_JSON} as program from skin_care_program p ${PRODUCT_LINES}
  where p.id = any($1::uuid[]) and ${OWNER_SQL('p', 2)}`;

/** The caller's own programs among `ids`, by id (another owner's are absent): one statement. */
export async function readOwnPrograms(deps: Deps, user: AuthUser, ids: readonly string[]): Promise<Map<string, SkinCareProgramView>> {
  const rows = await readRows<{ program: ProgramJson }>(deps, 'programs.byIds', BY_IDS, [ids, user.accountId]);
  return new Map(rows.map(({ program }) => [program.id, dated(program)]));
}

const pageSql = (search: boolean) => {
  const where = `${OWNER_SQL('p', 1)}${search ? ` and p.number::text like $4` : ''}`;
  return `with page as (
      select p.* from skin_care_program p where ${where}
       order by p.modified_date desc, p.id desc limit $2 offset $3)
    select (select count(*)::int from skin_care_program p where ${where}) as total,
      coalesce((select json_agg(${PROGRAM_JSON} order by p.modified_date desc, p.id desc) from page p ${PRODUCT_LINES}), '[]') as mixtures`;
};
const PAGE = pageSql(false);
const SEARCH_PAGE = pageSql(true);

export interface ProgramPageQuery {
  pageNo: number;
  pageSize: number;
  /** Digits the number starts with; '' for none. */
  term: string;
}

/** One page of the caller's programs, newest modified first, with the total: one statement. */
export async function readProgramPage(deps: Deps, user: AuthUser, { pageNo, pageSize, term }: ProgramPageQuery): Promise<SkinCareProgramPageView> {
  const params: unknown[] = [user.accountId, pageSize, pageNo * pageSize];
  if (term !== '') params.push(`${term}%`);
  const [row] = await readRows<{ total: number; mixtures: ProgramJson[] }>(deps, term !== '' ? 'programs.search' : 'programs.page', term !== '' ? SEARCH_PAGE : PAGE, params);
  const total = row!.total;
  return { mixtures: row!.mixtures.map(dated), page: pageNo, pageSize, totalPages: Math.ceil(total / pageSize), totalElements: total };
}
