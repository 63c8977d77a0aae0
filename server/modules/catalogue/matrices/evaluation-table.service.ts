import { Readable } from 'node:stream';
import { LockMode, raw } from '@mikro-orm/core';
import { evaluationCellSchema } from '../../../../common/validation/evaluation-cell.js';
import { VALIDATION_KEYS as K } from '../../../../common/validation/messages.js';
import type { Ctx } from '../../../platform/context.js';
import { syncDataVersions } from '../../../platform/data-versions.js';
import { safeCsv } from '../../../platform/csv.js';
import { conflict, fieldError, invalid } from '../../../platform/errors.js';
import { readRows } from '../../../platform/read-sql.js';
import { validate } from '../../../platform/validation.js';
import { Evaluation } from '../evaluation.entity.js';
import { Product } from '../product.entity.js';
import { SkinIndicator } from '../skin-indicator.entity.js';
import { requireCatalogueEditor } from '../catalogue.policy.js';
import { auditEvaluationCell } from '../admin/catalogue-audit.js';
import { entryState, recordVersion } from '../history/entry-versions.js';
import { requestCatalogue, type CatalogueSnapshot } from '../snapshot/catalogue-snapshot.js';
import { requestTranslator } from '../snapshot/suggestion.service.js';

export interface EvaluationTableIndicator {
  id: number;
  name: string;
  enabled: boolean;
}
export interface EvaluationTableProduct {
  id: number;
  name: string;
  enabled: boolean;
  /** The product's version: what a cell edit must send back. */
  version: number;
  /** One value per indicator, in the order of `indicators` (0 where none is stored). */
  values: number[];
}
/** Products × indicators: 2,000 × 120 cells travel as 2,000 arrays, not 240,000 objects. */
export interface EvaluationTable {
  indicators: EvaluationTableIndicator[];
  products: EvaluationTableProduct[];
}

type Translate = (key: string) => string;
const byName = <T extends { name: string; id: number }>(a: T, b: T) => a.name.localeCompare(b.name) || a.id - b.id;

/** Indicators in column order: by name in the caller's language, disabled ones included (staff). */
function columns(snapshot: CatalogueSnapshot, t: Translate): EvaluationTableIndicator[] {
  return snapshot.indicators.map((i) => ({ id: i.id, name: t(i.namePlaceholder), enabled: i.enabled })).sort(byName);
}

function valuesOf(
  snapshot: CatalogueSnapshot,
  productId: number,
  indicators: readonly EvaluationTableIndicator[],
): number[] {
  const row = snapshot.productToIndicator[productId] ?? {};
  return indicators.map((i) => row[i.id] ?? 0);
}

async function productVersions(ctx: Ctx, productId?: number): Promise<Map<number, number>> {
  const rows = await readRows<{ id: number; version: number }>(
    ctx.deps,
    productId === undefined ? 'evaluation-table.versions' : 'evaluation-table.version',
    productId === undefined ? 'select id, version from product' : 'select id, version from product where id = ?',
    productId === undefined ? [] : [productId],
  );
  return new Map(rows.map((r) => [r.id, r.version]));
}

/** The cross table (admin/evaluations), from the cached catalogue plus one statement for the versions. */
export async function evaluationTable(ctx: Ctx): Promise<EvaluationTable> {
  requireCatalogueEditor(ctx);
  const [snapshot, t, versions] = await Promise.all([
    requestCatalogue(ctx),
    requestTranslator(ctx),
    productVersions(ctx),
  ]);
  const indicators = columns(snapshot, t);
  const products = snapshot.products
    .map((p) => ({
      id: p.id,
      name: t(p.namePlaceholder),
      enabled: p.enabled,
      version: versions.get(p.id) ?? 0,
      values: valuesOf(snapshot, p.id, indicators),
    }))
    .sort(byName);
  return { indicators, products };
}

/**
 * Sets one cell. `version` is the product's: the cross table shows one version per row, and the
 * product form saves the product's whole evaluation list against that same version, so a cell
 * edit and a form save of the same product can never overwrite each other unseen. The edit also
 * bumps the indicator's version, which guards the indicator form's evaluation list the same way.
 * The catalogue trigger bumps the data version, so bundles and suggestions change at once.
 */
export async function setEvaluation(ctx: Ctx, input: unknown): Promise<EvaluationTableProduct> {
  const user = requireCatalogueEditor(ctx);
  const cell = await validate(evaluationCellSchema, input);
  await ctx.em.transactional(async (em) => {
    const product = await em
      .createQueryBuilder(Product)
      .select('version')
      .where({ id: cell.productId })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute<{ version: number } | undefined>('get');
    const indicator = await em
      .createQueryBuilder(SkinIndicator)
      .select('id')
      .where({ id: cell.indicatorId })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute<{ id: number } | undefined>('get');
    const errors = [
      ...(product ? [] : [fieldError(K.INVALID_ID, 'productId')]),
      ...(indicator ? [] : [fieldError(K.INVALID_ID, 'indicatorId')]),
    ];
    if (errors.length > 0) throw invalid(errors);
    if (product!.version !== cell.version) throw conflict();
    // A cell is a change of both entries: each gets a version (decision 069).
    const before = {
      product: (await entryState(em, 'product', cell.productId))!,
      skin_indicator: (await entryState(em, 'skin_indicator', cell.indicatorId))!,
    };
    const where = { product: cell.productId, skinIndicator: cell.indicatorId };
    const old = await em
      .createQueryBuilder(Evaluation)
      .select('value')
      .where(where)
      .execute<{ value: number } | undefined>('get');
    if (cell.value === 0) {
      // Zero is the absence of an evaluation, as in the seed data.
      await em.nativeDelete(Evaluation, where);
    } else {
      await em
        .createQueryBuilder(Evaluation)
        .insert({ ...where, value: cell.value })
        .onConflict(['product', 'skinIndicator'])
        .merge(['value'])
        .execute('run');
    }
    await em.nativeUpdate(Product, { id: cell.productId }, { version: raw('version + 1') });
    await em.nativeUpdate(SkinIndicator, { id: cell.indicatorId }, { version: raw('version + 1') });
    const versions = [];
    for (const [table, id] of [
      ['product', cell.productId],
      ['skin_indicator', cell.indicatorId],
    ] as const) {
      const after = (await entryState(em, table, id))!;
      versions.push(await recordVersion(em, { table, id, author: user.email, before: before[table], after }));
    }
    await auditEvaluationCell(ctx, em, cell.productId, cell.indicatorId, old?.value ?? 0, cell.value, versions[0]!);
  });
  await syncDataVersions(ctx.em);
  const [snapshot, t, versions] = await Promise.all([
    requestCatalogue(ctx),
    requestTranslator(ctx),
    productVersions(ctx, cell.productId),
  ]);
  const p = snapshot.productById.get(cell.productId)!;
  return {
    id: p.id,
    name: t(p.namePlaceholder),
    enabled: p.enabled,
    version: versions.get(p.id) ?? 0,
    values: valuesOf(snapshot, p.id, columns(snapshot, t)),
  };
}

/**
 * evaluation_table.csv: `Product Name`, then the indicator names in the caller's language; one
 * row per product; UTF-8 with a BOM. Rows are produced one at a time as the socket drains, so
 * memory stays flat however large the catalogue.
 */
export async function evaluationCsv(ctx: Ctx): Promise<Readable> {
  requireCatalogueEditor(ctx);
  const [snapshot, t] = await Promise.all([requestCatalogue(ctx), requestTranslator(ctx)]);
  const indicators = columns(snapshot, t);
  const products = snapshot.products.map((p) => ({ id: p.id, name: t(p.namePlaceholder) })).sort(byName);
  function* rows(): Generator<Array<string | number>> {
    yield ['Product Name', ...indicators.map((i) => i.name)];
    for (const p of products) yield [p.name, ...valuesOf(snapshot, p.id, indicators)];
  }
  // Text cells quoted, formula starts neutralised at a cell's start and after separators (csv.ts).
  return Readable.from(rows()).pipe(safeCsv({ bom: true, record_delimiter: 'windows' }));
}
