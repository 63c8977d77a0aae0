import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  canonicalPair,
  combinationWarnings,
  warningLeadKey,
  type CombinationRule as Rule,
  type ProgramProduct,
} from '../../../common/combinations.js';
import { combinationRuleSaveSchema } from '../../../common/validation/combination.js';
import { VALIDATION_KEYS as K } from '../../../common/validation/messages.js';
import { serialId, strictObject } from '../../../common/validation/fields.js';
import { recordAudit, type AuditChange } from '../../platform/audit.js';
import type { Ctx, Deps } from '../../platform/context.js';
import { syncDataVersions } from '../../platform/data-versions.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { readRows } from '../../platform/read-sql.js';
import { validate } from '../../platform/validation.js';
import { TextSource } from '../translations/text-source.entity.js';
import { fill } from '../translations/translation.service.js';
import { textsOf, forgetRequestCatalogue, type EntryText } from '../catalogue/admin/catalogue-admin.read.js';
import { namesOf } from '../catalogue/admin/catalogue-audit.js';
import { writeTexts } from '../catalogue/admin/catalogue-entry-writer.js';
import { currentCatalogue, requestCatalogue } from '../catalogue/snapshot/catalogue-snapshot.js';
import { combinationMessageKey } from './combination-keys.js';
import { CombinationRule } from './combination-rule.entity.js';
import { combinationErrors } from './combination.errors.js';
import { requireCombinationEditor, requireCombinationReader } from './combination.policy.js';
import { currentRules, ruleRow, type CombinationRuleRow } from './combination.reads.js';

/** A rule as the back office reads it: every locale's message and the comment (its source). */
export interface CombinationRuleDetail extends CombinationRuleRow {
  messages: EntryText[];
}

const idSchema = strictObject({ id: serialId().required(K.REQUIRED) });

/** An id from a query string or a GraphQL argument: digits only, else 400. */
async function parseId(raw: unknown): Promise<number> {
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return (await validate(idSchema, { id })).id;
}

const toRule = (r: CombinationRuleRow): Rule => ({
  id: r.id,
  productId: r.productId,
  otherProductId: r.otherProductId,
  otherCategory: r.otherCategory,
  kind: r.kind,
  severity: r.severity,
  messagePlaceholder: r.messagePlaceholder,
});

/**
 * The rules the builder applies (Query.combinationRules): every logged-in role and API keys, only
 * between products the caller sees (a disabled product's rules are staff's only).
 */
export async function builderRules(ctx: Ctx): Promise<Rule[]> {
  const view = requireCombinationReader(ctx);
  const [{ rules }, snapshot] = await Promise.all([currentRules(ctx.deps), requestCatalogue(ctx)]);
  const visible = (id: number | null) => {
    if (id === null) return true;
    const product = snapshot.productById.get(id);
    return !!product && (view.seesDisabled || product.enabled);
  };
  return rules.filter((r) => visible(r.productId) && visible(r.otherProductId)).map(toRule);
}

async function details(ctx: Ctx, rows: CombinationRuleRow[]): Promise<CombinationRuleDetail[]> {
  const texts = await textsOf(
    ctx.deps,
    rows.map((r) => r.messagePlaceholder),
  );
  return rows.map((r) => ({ ...r, messages: texts.get(r.messagePlaceholder) ?? [] }));
}

/** Every rule with its messages and comment (admin/combination-rules). */
export async function adminRules(ctx: Ctx): Promise<CombinationRuleDetail[]> {
  requireCombinationEditor(ctx);
  return details(ctx, (await currentRules(ctx.deps)).rules);
}

export async function adminRule(ctx: Ctx, rawId: unknown): Promise<CombinationRuleDetail> {
  requireCombinationEditor(ctx);
  const row = await ruleRow(ctx.deps, await parseId(rawId));
  if (!row) throw notFound();
  return (await details(ctx, [row]))[0]!;
}

/** Refuses (400 VALIDATION_INVALID_ID at the field) product ids that are no product, as the catalogue's forms do. */
async function assertProducts(deps: Pick<Deps, 'orm' | 'config'>, ids: Record<string, number | null>): Promise<void> {
  const wanted = Object.values(ids).filter((id): id is number => id !== null);
  const known = new Set(
    (
      await readRows<{ id: number }>(
        deps,
        'combinations.known-products',
        'select id from product where id = any(?::int[])',
        [wanted],
      )
    ).map((r) => r.id),
  );
  const errors = Object.entries(ids)
    .filter(([, id]) => id !== null && !known.has(id))
    .map(([field]) => ({ translationKey: K.INVALID_ID, param: field }));
  if (errors.length > 0) throw invalid(errors);
}

/** The fields the audit compares, as stored. */
const AUDITED = ['productId', 'otherProductId', 'otherCategory', 'kind', 'severity', 'comment'] as const;

async function stateOf(tx: EntityManager, id: number) {
  const rule = await tx.findOne(CombinationRule, id, { refresh: true });
  if (!rule) return null;
  const messages = await tx.find(TextSource, { key: rule.messagePlaceholder }, { refresh: true });
  return {
    code: rule.code,
    key: rule.messagePlaceholder,
    fields: {
      productId: rule.product.id,
      otherProductId: rule.otherProduct?.id ?? null,
      otherCategory: rule.otherCategory,
      kind: rule.kind,
      severity: rule.severity,
      comment: rule.comment,
    } as Record<(typeof AUDITED)[number], unknown>,
    messages: Object.fromEntries(messages.map((m) => [m.locale, m.value])) as Record<string, string>,
  };
}
type RuleState = NonNullable<Awaited<ReturnType<typeof stateOf>>>;

function changesBetween(before: RuleState | null, after: RuleState | null): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  const diff = (name: string, was: unknown, is: unknown) => {
    if (JSON.stringify(was ?? null) !== JSON.stringify(is ?? null))
      changes[name] = { before: was ?? null, after: is ?? null };
  };
  for (const field of AUDITED) diff(field, before?.fields[field], after?.fields[field]);
  const locales = new Set([...Object.keys(before?.messages ?? {}), ...Object.keys(after?.messages ?? {})]);
  for (const locale of locales) diff(`messages.${locale}`, before?.messages[locale], after?.messages[locale]);
  return changes;
}

/** "Retinol" + "Salicylic acid": NOT_SAME_ROUTINE_TIME, MEDIUM — products by name in the author's language. */
async function describe(ctx: Ctx, tx: EntityManager, state: RuleState): Promise<string> {
  const { productId, otherProductId, otherCategory, kind, severity } = state.fields as {
    productId: number;
    otherProductId: number | null;
    otherCategory: string | null;
    kind: string;
    severity: string;
  };
  const names = await namesOf(ctx, tx, 'product', otherProductId === null ? [productId] : [productId, otherProductId]);
  const other = otherProductId === null ? String(otherCategory) : `"${names.get(otherProductId) ?? otherProductId}"`;
  return `"${names.get(productId) ?? productId}" + ${other}: ${kind}, ${severity}`;
}

async function audit(ctx: Ctx, tx: EntityManager, id: number, before: RuleState | null, after: RuleState | null) {
  const state = (after ?? before)!;
  const event = !before ? 'COMBINATION_RULE_CREATE' : after ? 'COMBINATION_RULE_UPDATE' : 'COMBINATION_RULE_DELETE';
  await recordAudit(tx, ctx.user!.email, event, await describe(ctx, tx, state), {
    subject: { kind: 'combination_rule', id, code: state.code },
    changes: changesBetween(before, after),
  });
}

/**
 * Creates (no id) or updates (id and the version read) a rule with its messages, in one
 * transaction with its audit event. A product–product pair is stored smaller id first; a pair
 * that has a rule already is refused (409 ERROR_COMBINATION_RULE_DUPLICATE), a rule between a
 * product and itself (400 VALIDATION_COMBINATION_SAME_PRODUCT) and unknown products (400
 * VALIDATION_INVALID_ID) before anything is written. The trigger bumps the catalogue version.
 */
export async function saveRule(ctx: Ctx, input: unknown): Promise<number> {
  requireCombinationEditor(ctx);
  const data = await validate(combinationRuleSaveSchema, input);
  const other = data.otherProductId ?? null;
  await assertProducts(ctx.deps, { productId: data.productId, otherProductId: other });
  const [productId, otherProductId] = other === null ? [data.productId, null] : canonicalPair(data.productId, other);
  const values = {
    product: productId,
    otherProduct: otherProductId,
    otherCategory: other === null ? (data.otherCategory ?? null) : null,
    kind: data.kind,
    severity: data.severity,
    comment: data.comment?.trim() || null,
  };
  let id: number;
  try {
    id = await ctx.em.transactional(async (tx) => {
      let ruleId: number;
      let key: string;
      const before = data.id ? await stateOf(tx, data.id) : null;
      if (data.id) {
        if (!before) throw notFound();
        const rows = await tx
          .createQueryBuilder(CombinationRule)
          .update(values)
          .where({ id: data.id, version: data.version! })
          .returning(['messagePlaceholder'])
          .execute<{ messagePlaceholder: string }[]>('all');
        if (!rows[0]) throw conflict();
        ruleId = data.id;
        key = rows[0].messagePlaceholder;
      } else {
        const code = `CR_${randomBytes(6).toString('hex').toUpperCase()}`;
        key = combinationMessageKey(code);
        ruleId = await tx.insert(CombinationRule, { code, messagePlaceholder: key, ...values });
      }
      await writeTexts(tx, key, 'INTERFACE', data.messages);
      await audit(ctx, tx, ruleId, before, await stateOf(tx, ruleId));
      return ruleId;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw combinationErrors.duplicate();
    throw error;
  }
  await syncDataVersions(ctx.em);
  forgetRequestCatalogue(ctx);
  return id;
}

/** Deletes a rule and its messages (404 when there is none), audited in the same transaction. */
export async function deleteRule(ctx: Ctx, rawId: unknown): Promise<boolean> {
  requireCombinationEditor(ctx);
  const id = await parseId(rawId);
  await ctx.em.transactional(async (tx) => {
    const before = await stateOf(tx, id);
    if (!before) throw notFound();
    await tx.nativeDelete(CombinationRule, { id });
    await tx.nativeDelete(TextSource, { key: before.key });
    await audit(ctx, tx, id, before, null);
  });
  await syncDataVersions(ctx.em);
  forgetRequestCatalogue(ctx);
  return true;
}

/**
 * The warnings a program's PDF lists, already worded in `text`'s language: the lead sentence
 * (kind, with both names) and the rule's message. Lines are the program's products with their
 * kind (BASE and ACTIVE: in the cream).
 */
export async function programWarningTexts(
  deps: Pick<Deps, 'orm' | 'config'>,
  lines: ReadonlyArray<{ productId: number; kind: string }>,
  text: (key: string) => string,
): Promise<Array<{ severity: Rule['severity']; text: string }>> {
  const [{ rules }, catalogue] = await Promise.all([currentRules(deps), currentCatalogue(deps)]);
  const products: ProgramProduct[] = lines.flatMap((l) => {
    const product = catalogue.productById.get(l.productId);
    return product
      ? [
          {
            productId: l.productId,
            category: product.productCategory,
            inCream: l.kind === 'BASE' || l.kind === 'ACTIVE',
          },
        ]
      : [];
  });
  const nameOf = (id: number) => {
    const product = catalogue.productById.get(id);
    return product ? text(product.namePlaceholder) : String(id);
  };
  return combinationWarnings(rules.map(toRule), products).map((w) => ({
    severity: w.severity,
    text: `${fill(text(warningLeadKey(w)), { first: nameOf(w.productIds[0]), second: nameOf(w.productIds[1]) })} ${text(w.messagePlaceholder)}`,
  }));
}
