import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { Deps } from '../../platform/context.js';
import { isoSql, readRows } from '../../platform/read-sql.js';
import { OWNER_SQL } from './program.policy.js';
import { containsPattern } from '../../platform/substring-search.js';
import type { SkinCareProgramPageView, SkinCareProgramView } from './program.types.js';

/**
 * The read path of programs: each answer is one statement whose result is shaped like the answer
 * (json built by PostgreSQL, no entities, no EntityManager fork). Writes stay with MikroORM in
 * program.service.ts, which owns the rules and calls these. Lines come in saved order; the
 * presenter's rules (volume of a mixed line 0 when empty, READY shown as CARE) are mirrored here
 * and checked against a model of the rule by tests/server/programs/program-reads.property.test.ts.
 */

const lines = (kind: string, fields: string) =>
  `coalesce(json_agg(${fields} order by l.position) filter (where l.kind = '${kind}'), '[]')`;

/** A program's own fields (`p`), without its lines; dates as ISO strings (turned into Dates by `dated`). */
const HEAD_FIELDS = `'id', p.id,
  'number', p.number::text,
  'version', p.version,
  'clientReference', p.client_reference,
  'pdfId', (select d.id from pdf_document d where d.program_id = p.id order by d.created_date desc limit 1),
  'createdDate', ${isoSql('p.created_date')},
  'modifiedDate', ${isoSql('p.modified_date')}`;

/** A program's lines (`p` with PRODUCT_LINES joined as `pl`). */
const LINE_FIELDS = `'skinIndicatorWithPriorityDtos', coalesce((select json_agg(json_build_object('skinIndicatorId', i.skin_indicator_id, 'priority', i.priority) order by i.position)
      from program_indicator i where i.program_id = p.id), '[]'),
  'specialMixedProducts', json_build_object('comment', p.comment, 'baseProducts', pl.base, 'activeProducts', pl.active),
  'washProducts', pl.wash,
  'readyProducts', pl.ready`;

const PROGRAM_JSON = `json_build_object(${HEAD_FIELDS}, ${LINE_FIELDS})`;

const PRODUCT_LINES = `left join lateral (select
    ${lines('BASE', `json_build_object('productId', l.product_id, 'volume', coalesce(l.volume, 0))`)} as base,
    ${lines('ACTIVE', `json_build_object('productId', l.product_id, 'volume', coalesce(l.volume, 0))`)} as active,
    ${lines('WASH', `json_build_object('productId', l.product_id, 'volume', l.volume, 'comment', l.comment, 'mixtureRole', 'WASH')`)} as wash,
    ${lines('READY', `json_build_object('productId', l.product_id, 'volume', l.volume, 'comment', l.comment, 'mixtureRole', 'CARE')`)} as ready
  from program_product l where l.program_id = p.id) pl on true`;

/** What a program's lines are: asked for separately by GraphQL (a DataLoader batches them). */
export type ProgramLines = Pick<
  SkinCareProgramView,
  'skinIndicatorWithPriorityDtos' | 'specialMixedProducts' | 'washProducts' | 'readyProducts'
>;
/** A program without its lines, or with them. */
export type ProgramHead = Omit<SkinCareProgramView, keyof ProgramLines> & Partial<ProgramLines>;

type Json<T> = Omit<T, 'createdDate' | 'modifiedDate'> & { createdDate: string; modifiedDate: string };
type ProgramJson = Json<SkinCareProgramView>;

const dated = <T extends ProgramHead>(p: Json<T>): T =>
  ({ ...p, createdDate: new Date(p.createdDate), modifiedDate: new Date(p.modifiedDate) }) as unknown as T;

const BY_IDS = `select ${PROGRAM_JSON} as program from skin_care_program p ${PRODUCT_LINES}
  where p.id = any(?::uuid[]) and ${OWNER_SQL('p')}`;

/** The caller's own programs among `ids`, by id (another owner's are absent): one statement. */
export async function readOwnPrograms(
  deps: Deps,
  user: AuthUser,
  ids: readonly string[],
): Promise<Map<string, SkinCareProgramView>> {
  const rows = await readRows<{ program: ProgramJson }>(deps, 'programs.byIds', BY_IDS, [ids, user.accountId]);
  return new Map(rows.map(({ program }) => [program.id, dated<SkinCareProgramView>(program)]));
}

const LINES_BY_IDS = `select p.id, json_build_object(${LINE_FIELDS}) as lines from skin_care_program p ${PRODUCT_LINES}
  where p.id = any(?::uuid[]) and ${OWNER_SQL('p')}`;

/** The lines of the caller's own programs among `ids`, by id: one statement. */
export async function readOwnProgramLines(
  deps: Deps,
  user: AuthUser,
  ids: readonly string[],
): Promise<Map<string, ProgramLines>> {
  const rows = await readRows<{ id: string; lines: ProgramLines }>(deps, 'programs.linesByIds', LINES_BY_IDS, [
    ids,
    user.accountId,
  ]);
  return new Map(rows.map((row) => [row.id, row.lines]));
}

/**
 * The search rule of my mixtures: a term of digits matches the start of the number or
 * a part of the client reference; any other term a part of the client reference. Parts are
 * case-insensitive and LIKE's wildcards in the term are literal (containsPattern). The where
 * clause over alias `p` and its parameters in order, the owner among them (the references searched
 * are the owner's only). The references give the numbers of their programs (one index-only scan
 * of migration 20261127010000's index), which the number index then finds.
 */
export function programSearchWhere(term: string, ownerId: string): { sql: string; params: string[] } {
  const referenced = `p.number::text = any(array(select r.number::text from skin_care_program r
      where ${OWNER_SQL('r')} and r.client_reference is not null and lower(r.client_reference) like ?))`;
  if (!/^\d+$/.test(term)) return { sql: referenced, params: [ownerId, containsPattern(term)] };
  return { sql: `(p.number::text like ? or ${referenced})`, params: [`${term}%`, ownerId, containsPattern(term)] };
}

/**
 * A page: with the lines (`full`), or the programs' own fields only; `search` a term like it.
 * Parameters: the where clause's, the limit and offset, the where clause's again (readProgramPage).
 */
const pageSql = (search: string, full: boolean) => {
  // The SQL alone: the owner is one of its parameters.
  const where = `${OWNER_SQL('p')}${search !== '' ? ` and ${programSearchWhere(search, '').sql}` : ''}`;
  const program = full ? PROGRAM_JSON : `json_build_object(${HEAD_FIELDS})`;
  return `with page as (
      select p.* from skin_care_program p where ${where}
       order by p.modified_date desc, p.id desc limit ? offset ?)
    select (select count(*)::int from skin_care_program p where ${where}) as total,
      coalesce((select json_agg(${program} order by p.modified_date desc, p.id desc) from page p ${full ? PRODUCT_LINES : ''}), '[]') as mixtures`;
};
// Statements by the kind of term ('1': digits, 'a': any other); the term itself is a parameter.
const PAGES = {
  full: { name: 'programs.page', text: pageSql('', true) },
  fullNumber: { name: 'programs.search', text: pageSql('1', true) },
  fullText: { name: 'programs.searchText', text: pageSql('a', true) },
  heads: { name: 'programs.headPage', text: pageSql('', false) },
  headsNumber: { name: 'programs.headSearch', text: pageSql('1', false) },
  headsText: { name: 'programs.headSearchText', text: pageSql('a', false) },
};

export interface ProgramPageQuery {
  pageNo: number;
  pageSize: number;
  /** Digits the number starts with or a part of the client reference (programSearchWhere); '' for none. */
  term: string;
}

export type ProgramHeadPageView = Omit<SkinCareProgramPageView, 'mixtures'> & { mixtures: ProgramHead[] };

/**
 * One page of the caller's programs, newest modified first, with the total: one statement, with
 * the programs' lines or (`withLines` false) without them.
 */
export async function readProgramPage(
  deps: Deps,
  user: AuthUser,
  query: ProgramPageQuery,
): Promise<SkinCareProgramPageView>;
export async function readProgramPage(
  deps: Deps,
  user: AuthUser,
  query: ProgramPageQuery,
  withLines: false,
): Promise<ProgramHeadPageView>;
export async function readProgramPage(
  deps: Deps,
  user: AuthUser,
  { pageNo, pageSize, term }: ProgramPageQuery,
  withLines = true,
): Promise<ProgramHeadPageView> {
  const where = [user.accountId, ...(term === '' ? [] : programSearchWhere(term, user.accountId).params)];
  const params = [...where, pageSize, pageNo * pageSize, ...where];
  const kind = term === '' ? '' : /^\d+$/.test(term) ? 'Number' : 'Text';
  const statement = PAGES[`${withLines ? 'full' : 'heads'}${kind}` as keyof typeof PAGES];
  const [row] = await readRows<{ total: number; mixtures: Json<ProgramHead>[] }>(
    deps,
    statement.name,
    statement.text,
    params,
  );
  const total = row!.total;
  return {
    mixtures: row!.mixtures.map((p) => dated<ProgramHead>(p)),
    page: pageNo,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    totalElements: total,
  };
}
