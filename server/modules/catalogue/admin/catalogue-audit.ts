import { raw } from '@mikro-orm/core';
import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import { entryChanges, type EntrySnapshot } from '../../../../common/catalogue-history.js';
import type { AuditEventType } from '../../../../common/enums.js';
import { textPicker } from '../../../../common/locales.js';
import { recordAudit, type AuditData } from '../../../platform/audit.js';
import type { Ctx } from '../../../platform/context.js';
import { TextSource } from '../../translations/text-source.entity.js';
import { ENTRY_ENTITY, type EntryTable, type RecordedVersion } from '../history/entry-versions.js';

/**
 * The audit trail of catalogue changes (issue 35). Each change is recorded on the change's own
 * transaction, so it is there exactly when the change committed. The message names things as
 * people do (decision 050): entries by their name in the author's language, read in the same
 * transaction (a deleted or renamed entry keeps the name it had). A change of a product or an
 * indicator is one record: its version (history/entry-versions.ts) holds the entry and what
 * changed; the events split those changes by kind (their `data`) and point at the version.
 */

/** At most this many names in one message; the rest are counted ("…"), `data` keeps every id. */
const MESSAGE_NAMES = 10;

/** An entry's name in the author's language (their lookup chain), else any it has, else its code. */
export function nameIn(ctx: Ctx, names: Record<string, string>, code: string): string {
  return textPicker(ctx.locale, ctx.fallbackLocale)(names) ?? Object.values(names)[0] ?? code;
}

/** Names of entries of one kind by id, read on the transaction (one statement). */
export async function namesOf(
  ctx: Ctx,
  tx: EntityManager,
  table: EntryTable,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  // The entries left joined with their names' texts: one statement on the transaction.
  const rows = await tx
    .createQueryBuilder(ENTRY_ENTITY[table], 'e')
    .select(['e.id', 'e.code'])
    .leftJoin(
      tx.createQueryBuilder(TextSource, 'ts').select(['key', 'locale', 'value']) as unknown as QueryBuilder<TextSource>,
      't',
      { 't.key': raw('??', ['e.name_placeholder']) } as never,
    )
    .addSelect(['t.locale', 't.value'] as never)
    .where({ id: { $in: ids.map((id) => Math.trunc(id)) } })
    .execute<{ id: number; code: string; locale: string | null; value: string | null }[]>('all', false);
  const byId = new Map<number, { code: string; names: Record<string, string> }>();
  for (const r of rows) {
    const entry = byId.get(r.id) ?? { code: r.code, names: {} };
    if (r.locale && r.value) entry.names[r.locale] = r.value;
    byId.set(r.id, entry);
  }
  return new Map([...byId].map(([id, e]) => [id, nameIn(ctx, e.names, e.code)]));
}

/** Names joined for a message, at most MESSAGE_NAMES of them, quoted. */
export function nameList(names: readonly string[]): string {
  const shown = names.slice(0, MESSAGE_NAMES).map((n) => `"${n}"`);
  return names.length > MESSAGE_NAMES ? `${shown.join(', ')}, … (${names.length})` : shown.join(', ');
}

const EVENTS: Record<
  EntryTable,
  {
    create: AuditEventType;
    update: AuditEventType;
    clone: AuditEventType;
    enable: AuditEventType;
    disable: AuditEventType;
  }
> = {
  product: {
    create: 'PRODUCT_CREATE',
    update: 'PRODUCT_UPDATE',
    clone: 'PRODUCT_CLONE',
    enable: 'PRODUCT_ENABLE',
    disable: 'PRODUCT_DISABLE',
  },
  skin_indicator: {
    create: 'SKIN_INDICATOR_CREATE',
    update: 'SKIN_INDICATOR_UPDATE',
    clone: 'SKIN_INDICATOR_CLONE',
    enable: 'SKIN_INDICATOR_ENABLE',
    disable: 'SKIN_INDICATOR_DISABLE',
  },
};

const OTHER_SIDE: Record<EntryTable, EntryTable> = { product: 'skin_indicator', skin_indicator: 'product' };

/**
 * The events of one save of the entry form (or a restore): a create, or an update split by what
 * it changed: enabling or disabling, a product's base suggestions, and the rest (texts, links,
 * category, evaluations, label), each an event of its own so the log's type filter finds it, each
 * pointing at the version the save made. A save that changed nothing is still an update (the
 * version moved). Evaluation changes are named in the message ("Dry skin" 0 → 3), since they
 * move scores.
 */
export async function auditEntrySave(
  ctx: Ctx,
  tx: EntityManager,
  table: EntryTable,
  id: number,
  created: boolean,
  after: EntrySnapshot,
  version: RecordedVersion,
): Promise<void> {
  const username = ctx.user!.email;
  const name = `"${nameIn(ctx, after.names, after.code)}"`;
  const subject = { kind: table, id, code: after.code } as const;
  const { changes } = version;
  const events = EVENTS[table];
  if (created) {
    await recordAudit(tx, username, events.create, name, { subject, changes }, version.id);
    return;
  }
  const { enabled, baseProductSuggestions, ...rest } = changes;
  if (enabled)
    await recordAudit(
      tx,
      username,
      after.fields.enabled ? events.enable : events.disable,
      name,
      { subject, changes: { enabled } },
      version.id,
    );
  if (baseProductSuggestions)
    await recordAudit(
      tx,
      username,
      'PRODUCT_BASE_SUGGESTIONS_UPDATE',
      name,
      { subject, changes: { baseProductSuggestions } },
      version.id,
    );
  if (Object.keys(rest).length === 0 && (enabled || baseProductSuggestions)) return;
  const evaluated = Object.entries(rest).filter(([field]) => field.startsWith('evaluations.'));
  const others = await namesOf(
    ctx,
    tx,
    OTHER_SIDE[table],
    evaluated.map(([field]) => Number(field.slice('evaluations.'.length))),
  );
  const moves = evaluated
    .slice(0, MESSAGE_NAMES)
    .map(
      ([field, c]) =>
        `"${others.get(Number(field.slice('evaluations.'.length))) ?? field}" ${String(c.before)} → ${String(c.after)}`,
    );
  const more = evaluated.length > MESSAGE_NAMES ? `, … (${evaluated.length})` : '';
  await recordAudit(
    tx,
    username,
    events.update,
    moves.length > 0 ? `${name}: ${moves.join(', ')}${more}` : name,
    { subject, changes: rest },
    version.id,
  );
}

/** A clone: the new entry (its first version) with the source it was copied from. */
export async function auditEntryClone(
  ctx: Ctx,
  tx: EntityManager,
  table: EntryTable,
  cloneId: number,
  sourceId: number,
  clone: EntrySnapshot,
  version: RecordedVersion,
): Promise<void> {
  const data: AuditData = {
    subject: { kind: table, id: cloneId, code: clone.code },
    related: { source: sourceId },
    changes: version.changes,
  };
  await recordAudit(
    tx,
    ctx.user!.email,
    EVENTS[table].clone,
    `"${nameIn(ctx, clone.names, clone.code)}"`,
    data,
    version.id,
  );
}

/** A deleted product, with everything it had (the state read before the delete). */
export async function auditProductDelete(
  ctx: Ctx,
  tx: EntityManager,
  id: number,
  before: EntrySnapshot,
): Promise<void> {
  const data: AuditData = {
    subject: { kind: 'product', id, code: before.code },
    changes: entryChanges(before, null),
  };
  await recordAudit(tx, ctx.user!.email, 'PRODUCT_DELETE', `"${nameIn(ctx, before.names, before.code)}"`, data);
}

/**
 * One cell of the cross table: "product" × "indicator": before → after. The cell is a change of
 * both entries (each gets a version); the event points at the product's, its subject.
 */
export async function auditEvaluationCell(
  ctx: Ctx,
  tx: EntityManager,
  productId: number,
  indicatorId: number,
  before: number,
  after: number,
  productVersion: RecordedVersion,
): Promise<void> {
  const [products, indicators] = await Promise.all([
    namesOf(ctx, tx, 'product', [productId]),
    namesOf(ctx, tx, 'skin_indicator', [indicatorId]),
  ]);
  await recordAudit(
    tx,
    ctx.user!.email,
    'EVALUATION_UPDATE',
    `"${products.get(productId)}" × "${indicators.get(indicatorId)}": ${before} → ${after}`,
    {
      subject: { kind: 'evaluation', id: productId },
      related: { product: productId, skinIndicator: indicatorId },
      changes: { [`evaluations.${indicatorId}`]: { before, after } },
    },
    productVersion.id,
  );
}

/** A region's available or disallowed products replaced: who was added and who removed, by name. */
export async function auditRegionProducts(
  ctx: Ctx,
  tx: EntityManager,
  list: 'available' | 'disallowed',
  region: { id: number; name: string },
  before: readonly number[],
  after: readonly number[],
): Promise<void> {
  const was = new Set(before);
  const is = new Set(after);
  const added = after.filter((id) => !was.has(id)).sort((a, b) => a - b);
  const removed = before.filter((id) => !is.has(id)).sort((a, b) => a - b);
  const names = await namesOf(ctx, tx, 'product', [...added, ...removed]);
  const named = (ids: number[]) => nameList(ids.map((id) => names.get(id) ?? String(id)));
  const parts = [
    ...(added.length > 0 ? [`+ ${named(added)}`] : []),
    ...(removed.length > 0 ? [`− ${named(removed)}`] : []),
  ];
  await recordAudit(
    tx,
    ctx.user!.email,
    list === 'available' ? 'REGION_AVAILABLE_PRODUCTS_UPDATE' : 'REGION_DISALLOWED_PRODUCTS_UPDATE',
    `${region.name}${parts.length > 0 ? `: ${parts.join('; ')}` : ''}`,
    {
      subject: { kind: 'region', id: region.id },
      changes: { productIds: { before: [...before].sort((a, b) => a - b), after: [...after].sort((a, b) => a - b) } },
    },
  );
}
