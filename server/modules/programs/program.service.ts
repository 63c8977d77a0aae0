import { LockMode, OptimisticLockError } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { mayGoInto, readyLinesInCream } from '../../../common/product-role.js';
import { isEmptyProgram } from '../../../common/program-content.js';
import { MAX_CLIENT_REFERENCE, programSchema, type ProgramInput } from '../../../common/validation/program.js';
import { VALIDATION_KEYS as K } from '../../../common/validation/messages.js';
import { integer, strictObject, text, uuid } from '../../../common/validation/fields.js';
import { recordAudit } from '../../platform/audit.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { memo, type Ctx } from '../../platform/context.js';
import { badRequest, conflict, fieldError, invalid, notFound, type ErrorData } from '../../platform/errors.js';
import { validate } from '../../platform/validation.js';
import { once, type KeepAnswer } from '../../platform/idempotency/idempotency.js';
import { Account } from '../accounts/account.entity.js';
import { Product } from '../catalogue/product.entity.js';
import { SkinIndicator } from '../catalogue/skin-indicator.entity.js';
import { PdfDocument } from './pdf-document.entity.js';
import { ProgramIndicator, ProgramProduct, SkinCareProgram, type ProgramLineKind } from './program.entity.js';
import { ProgramErrors } from './program.errors.js';
import { canRead, ownedBy, PROGRAM_ROLES } from './program.policy.js';
import { presentProgram, programInAudit } from './program.presenter.js';
import {
  readOwnProgramLines,
  readOwnPrograms,
  readProgramPage,
  type ProgramHead,
  type ProgramHeadPageView,
  type ProgramLines,
  type ProgramPageQuery,
} from './program.reads.js';
import type { SkinCareProgramPageView, SkinCareProgramView } from './program.types.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

const idSchema = strictObject({ id: uuid().required(K.REQUIRED) });

/** A page query of my mixtures (the read-path property test's model validates with it too). */
export const pageSchema = strictObject({
  pageNo: integer().min(0, K.MIN).max(1_000_000, K.MAX).nullable(),
  pageSize: integer().min(1, K.MIN).max(MAX_PAGE_SIZE, K.MAX).nullable(),
  // A number's start or a part of a client reference.
  search: text(MAX_CLIENT_REFERENCE).nullable(),
});

/** Who may own programs: every role (each acts on its own programs only). */
const owner = (ctx: Ctx): AuthUser => requireUser(ctx, PROGRAM_ROLES);

/** yup's own uuid pattern: an id it would accept skips the schema (the hot path of every read). */
const YUP_UUID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000)$/i;

/** A validated program id (400 when it is not a uuid). */
export async function programId(value: unknown): Promise<string> {
  if (typeof value === 'string' && YUP_UUID.test(value)) return value;
  return (await validate(idSchema, { id: value })).id;
}

/** The caller's own program with its lines, or 404 (also for another owner's program). */
export async function loadOwnProgram(em: EntityManager, user: AuthUser, id: string): Promise<SkinCareProgram> {
  const program = await em.findOne(SkinCareProgram, id, { populate: ['indicators', 'products'] });
  if (!program || !canRead(user, program)) throw notFound();
  return program;
}

/**
 * The caller's own program by id (404 for another owner's): the read path, batched per request, so
 * that the programs one GraphQL operation asks for are one statement.
 */
export async function get(ctx: Ctx, rawId: unknown): Promise<SkinCareProgramView> {
  const user = owner(ctx);
  const id = await programId(rawId);
  const loader = memo(
    ctx,
    'programs.byId',
    () =>
      new DataLoader<string, SkinCareProgramView | null>(
        async (ids) => {
          const found = await readOwnPrograms(ctx.deps, user, ids);
          return ids.map((key) => found.get(key) ?? null);
          // Batching only: a mutation earlier in the same operation must not leave a stale answer.
        },
        { cache: false },
      ),
  );
  const program = await loader.load(id);
  if (!program) throw notFound();
  return program;
}

/** A validated page query. */
async function pageQuery(input: unknown): Promise<ProgramPageQuery> {
  const query = await validate(pageSchema, input);
  // Strict fields skip yup's defaults: apply them here.
  const pageNo = query.pageNo ?? 0;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const term = (query.search ?? '').trim();
  return { pageNo, pageSize, term };
}

/**
 * The caller's programs, newest modified first; `search` as programSearchWhere (program.reads.ts) says. One
 * statement (the page with its lines, PDFs and total), whatever the page size.
 */
export async function page(ctx: Ctx, input: unknown): Promise<SkinCareProgramPageView> {
  const user = owner(ctx);
  return readProgramPage(ctx.deps, user, await pageQuery(input));
}

/**
 * The same page without the programs' lines (GraphQL, which asks for them through `linesOf`
 * only when a query selects them): one statement.
 */
export async function headPage(ctx: Ctx, input: unknown): Promise<ProgramHeadPageView> {
  const user = owner(ctx);
  return readProgramPage(ctx.deps, user, await pageQuery(input), false);
}

/**
 * The lines of one of the caller's programs (its head from `headPage` or `get`): those a GraphQL
 * operation asks for are loaded together, one statement per operation whatever the page size.
 */
export async function linesOf(ctx: Ctx, program: ProgramHead): Promise<ProgramLines> {
  if (
    program.skinIndicatorWithPriorityDtos &&
    program.specialMixedProducts &&
    program.washProducts &&
    program.readyProducts
  )
    return program as ProgramLines;
  const user = owner(ctx);
  const loader = memo(
    ctx,
    'programs.lines',
    () =>
      new DataLoader<string, ProgramLines | null>(
        async (ids) => {
          const found = await readOwnProgramLines(ctx.deps, user, ids);
          return ids.map((id) => found.get(id) ?? null);
        },
        { cache: false },
      ),
  );
  const lines = await loader.load(program.id);
  // Deleted between the page and its lines (the page was read first): no lines rather than an error.
  return (
    lines ?? {
      skinIndicatorWithPriorityDtos: [],
      specialMixedProducts: { comment: null, baseProducts: [], activeProducts: [] },
      washProducts: [],
      readyProducts: [],
    }
  );
}

type ListName =
  'specialMixedProducts.baseProducts' | 'specialMixedProducts.activeProducts' | 'washProducts' | 'readyProducts';

const KIND: Record<ListName, ProgramLineKind> = {
  'specialMixedProducts.baseProducts': 'BASE',
  'specialMixedProducts.activeProducts': 'ACTIVE',
  washProducts: 'WASH',
  readyProducts: 'READY',
};

interface Line {
  list: ListName;
  productId: number;
  volume: number | null;
  comment: string | null;
}

function productLines(data: ProgramInput): Line[] {
  const mixed = data.specialMixedProducts;
  return [
    ...(mixed.baseProducts ?? []).map((l) => ({
      list: 'specialMixedProducts.baseProducts' as const,
      productId: l.productId,
      volume: l.volume,
      comment: null,
    })),
    ...(mixed.activeProducts ?? []).map((l) => ({
      list: 'specialMixedProducts.activeProducts' as const,
      productId: l.productId,
      volume: l.volume,
      comment: null,
    })),
    ...(data.washProducts ?? []).map((l) => ({
      list: 'washProducts' as const,
      productId: l.productId,
      volume: l.volume ?? null,
      comment: l.comment || null,
    })),
    ...(data.readyProducts ?? []).map((l) => ({
      list: 'readyProducts' as const,
      productId: l.productId,
      volume: l.volume ?? null,
      comment: l.comment || null,
    })),
  ];
}

/**
 * Every product and indicator must exist, be enabled and (products) fit its list, and no
 * concentrate of the cream is a ready product too; each refused line is named by its path, e.g.
 * `washProducts[1].productId`.
 */
async function checkCatalogue(em: EntityManager, data: ProgramInput, lines: Line[]): Promise<void> {
  const indicatorIds = [...new Set((data.skinIndicatorWithPriorityDtos ?? []).map((l) => l.skinIndicatorId))];
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const [products, indicators] = await Promise.all([
    productIds.length
      ? em.find(Product, { id: { $in: productIds } }, { fields: ['id', 'category', 'usage', 'enabled'] })
      : [],
    indicatorIds.length ? em.find(SkinIndicator, { id: { $in: indicatorIds } }, { fields: ['id', 'enabled'] }) : [],
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const enabledIndicators = new Set(indicators.filter((i) => i.enabled).map((i) => i.id));
  const errors: ErrorData[] = [];
  (data.skinIndicatorWithPriorityDtos ?? []).forEach((line, index) => {
    if (!enabledIndicators.has(line.skinIndicatorId)) {
      errors.push(
        fieldError(ProgramErrors.skinIndicatorNotAllowed, `skinIndicatorWithPriorityDtos[${index}].skinIndicatorId`),
      );
    }
  });
  const indexInList = new Map<ListName, number>();
  // The cream's concentrates that pass: a ready line holding one of them is refused too.
  const creamIds: number[] = [];
  for (const line of lines) {
    const index = indexInList.get(line.list) ?? 0;
    indexInList.set(line.list, index + 1);
    const product = productById.get(line.productId);
    if (!product || !product.enabled || !mayGoInto(KIND[line.list], product.category, product.usage)) {
      errors.push(fieldError(ProgramErrors.productNotAllowed, `${line.list}[${index}].productId`));
    } else if (line.list === 'specialMixedProducts.activeProducts') creamIds.push(line.productId);
  }
  for (const position of readyLinesInCream(
    creamIds,
    (data.readyProducts ?? []).map((l) => l.productId),
  )) {
    errors.push(fieldError(ProgramErrors.productInCream, `readyProducts[${position}].productId`));
  }
  if (errors.length > 0) throw invalid(errors);
}

/** Replaces the program's lines with the input's (positions: indicators 0..n, products 0..m). */
function addLines(em: EntityManager, program: SkinCareProgram, data: ProgramInput, lines: Line[]): void {
  (data.skinIndicatorWithPriorityDtos ?? []).forEach((line, position) => {
    em.create(ProgramIndicator, {
      program,
      position,
      skinIndicator: em.getReference(SkinIndicator, line.skinIndicatorId),
      priority: line.priority,
    });
  });
  lines.forEach((line, position) => {
    em.create(ProgramProduct, {
      program,
      position,
      kind: KIND[line.list],
      product: em.getReference(Product, line.productId),
      volume: line.volume,
      comment: line.comment,
    });
  });
}

/**
 * The number of the program a save starts from (updated or copied), whoever owns it: a refused
 * attempt on somebody else's program is worth reading too. An id of no program is left out.
 */
async function numberInAudit(em: EntityManager, id: string): Promise<string | undefined> {
  const program = await em.findOne(SkinCareProgram, id, { fields: ['number'] });
  return program ? programInAudit(program.number) : undefined;
}

/** A stored answer of `save` (idempotency): its dates were JSON strings. */
const reviveProgram = (json: unknown): SkinCareProgramView => {
  const view = json as SkinCareProgramView;
  return { ...view, createdDate: new Date(view.createdDate), modifiedDate: new Date(view.modifiedDate) };
};

/**
 * Creates (no id), updates (id + version; a stale version is 409) or copies into a new id
 * (saveAsNew) in one transaction. Any save discards the program's PDFs. With an
 * `Idempotency-Key`, the answer is kept in that transaction and a repeat answers it again.
 */
export async function save(ctx: Ctx, input: unknown, saveAsNew = false): Promise<SkinCareProgramView> {
  const user = owner(ctx);
  const data = await validate(programSchema, input);
  if (isEmptyProgram(data)) throw badRequest(ProgramErrors.programEmpty);
  return once(ctx, 'programs.save', (keep) => store(ctx, user, data, saveAsNew, keep), { revive: reviveProgram });
}

async function store(
  ctx: Ctx,
  user: AuthUser,
  data: ProgramInput,
  saveAsNew: boolean,
  keep: KeepAnswer<SkinCareProgramView>,
): Promise<SkinCareProgramView> {
  await recordAudit(
    ctx.em,
    user.email,
    'SAVE_SKIN_CARE_PROGRAM',
    data.id ? await numberInAudit(ctx.em, data.id) : undefined,
  );
  const lines = productLines(data);
  await checkCatalogue(ctx.em, data, lines);
  const comment = data.specialMixedProducts.comment || null;
  // Personal data: in the row only, never in an audit message or a log line.
  const clientReference = data.clientReference ?? null;

  let saved: SkinCareProgramView;
  try {
    saved = await ctx.em.transactional(async (tx) => {
      let program: SkinCareProgram;
      if (data.id) {
        // Locked, so that a concurrent save waits and then sees the new version (409).
        const existing = await tx.findOne(
          SkinCareProgram,
          { id: data.id, ...ownedBy(user) },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!existing) throw notFound();
        if (!saveAsNew) {
          if (data.version === null || data.version === undefined) throw badRequest(K.REQUIRED, 'version');
          if (existing.version !== data.version) throw conflict();
          await tx.nativeDelete(ProgramIndicator, { program: existing.id });
          await tx.nativeDelete(ProgramProduct, { program: existing.id });
          await tx.nativeDelete(PdfDocument, { program: existing.id });
          existing.comment = comment;
          existing.clientReference = clientReference;
          existing.modifiedDate = new Date();
          program = existing;
        } else {
          program = tx.create(SkinCareProgram, {
            owner: tx.getReference(Account, user.accountId),
            comment,
            clientReference,
          });
        }
      } else {
        program = tx.create(SkinCareProgram, {
          owner: tx.getReference(Account, user.accountId),
          comment,
          clientReference,
        });
      }
      addLines(tx, program, data, lines);
      await tx.flush();
      // Read back in the transaction, with a clean identity map (the lines were replaced behind
      // the unit of work's back): the answer, which an idempotency key keeps with the save.
      tx.clear();
      const fresh = await loadOwnProgram(tx, user, program.id);
      const view = presentProgram(fresh, fresh.indicators.getItems(), fresh.products.getItems(), null);
      await keep(tx, view);
      return view;
    });
  } catch (error) {
    if (error instanceof OptimisticLockError) throw conflict();
    throw error;
  }
  await recordAudit(ctx.em, user.email, 'SAVE_SKIN_CARE_PROGRAM_SUCCESS', programInAudit(saved.number));
  return saved;
}

/** Deletes the caller's own program (its lines and PDFs go with it); 404 otherwise. */
export async function remove(ctx: Ctx, rawId: unknown): Promise<boolean> {
  const user = owner(ctx);
  const id = await programId(rawId);
  // The number is read first: afterwards there is nothing left to name it by. A delete that lost
  // a race with another finds nothing to delete: 404 as well.
  const program = await ctx.em.findOne(SkinCareProgram, { id, ...ownedBy(user) }, { fields: ['number'] });
  if (!program || (await ctx.em.nativeDelete(SkinCareProgram, { id, ...ownedBy(user) })) === 0) throw notFound();
  await recordAudit(ctx.em, user.email, 'DELETE_SKIN_CARE_PROGRAM', programInAudit(program.number));
  return true;
}

/** Turns query-string numbers ("10") into numbers; anything else is left for validation to refuse. */
export function queryInt(value: unknown): unknown {
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
}
