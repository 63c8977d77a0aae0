import type { SkinIndicatorCategory } from '../../../../common/enums.js';
import { skinIndicatorSaveSchema } from '../../../../common/validation/index.js';
import type { Ctx, Deps } from '../../../platform/context.js';
import { syncDataVersions } from '../../../platform/data-versions.js';
import { notFound } from '../../../platform/errors.js';
import { readRows } from '../../../platform/read-sql.js';
import { validate } from '../../../platform/validation.js';
import { SkinIndicator } from '../skin-indicator.entity.js';
import { catalogueKeys } from '../catalogue-keys.js';
import { requireCatalogueEditor } from '../catalogue.policy.js';
import { forgetRequestCatalogue, textsOf, type EntryText } from './catalogue-admin.read.js';
import {
  assertKnownIds,
  bumpVersion,
  cloneEntry,
  linksMap,
  newCode,
  replaceEvaluations,
  writeTexts,
} from './catalogue-entry-writer.js';
import { parseId } from './product-admin.service.js';
import { auditEntryClone, auditEntrySave } from './catalogue-audit.js';
import { entryState, recordOtherSides, recordVersion } from '../history/entry-versions.js';

/** A skin indicator as the back office reads it: every locale's texts and its evaluations. */
export interface SkinIndicatorDetail {
  id: number;
  code: string;
  version: number;
  enabled: boolean;
  skinIndicatorCategory: SkinIndicatorCategory;
  namePlaceholder: string;
  descriptionPlaceholder: string;
  names: EntryText[];
  descriptions: EntryText[];
  searchLinks: Record<string, string>;
  /** product id → value. */
  indicatorToProductEvaluation: Record<number, number>;
}

interface IndicatorRow {
  id: number;
  code: string;
  version: number;
  enabled: boolean;
  category: SkinIndicatorCategory;
  name_placeholder: string;
  description_placeholder: string;
  search_links: Record<string, string>;
}

/** Three statements for one indicator or all of them. */
async function loadDetails(deps: Pick<Deps, 'orm' | 'config'>, id?: number): Promise<SkinIndicatorDetail[]> {
  const params = id === undefined ? [] : [id];
  const one = id === undefined ? '' : '.one';
  const [indicators, evaluations] = await Promise.all([
    readRows<IndicatorRow>(
      deps,
      `catalogue-admin.indicators${one}`,
      `select * from skin_indicator ${id === undefined ? '' : 'where id = ?'} order by id`,
      params,
    ),
    readRows<{ product_id: number; skin_indicator_id: number; value: number }>(
      deps,
      `catalogue-admin.indicator-evaluations${one}`,
      `select product_id, skin_indicator_id, value from evaluation ${id === undefined ? '' : 'where skin_indicator_id = ?'}`,
      params,
    ),
  ]);
  const texts = await textsOf(
    deps,
    indicators.flatMap((i) => [i.name_placeholder, i.description_placeholder]),
  );
  return indicators.map((i) => ({
    id: i.id,
    code: i.code,
    version: i.version,
    enabled: i.enabled,
    skinIndicatorCategory: i.category,
    namePlaceholder: i.name_placeholder,
    descriptionPlaceholder: i.description_placeholder,
    names: texts.get(i.name_placeholder) ?? [],
    descriptions: texts.get(i.description_placeholder) ?? [],
    searchLinks: i.search_links,
    indicatorToProductEvaluation: Object.fromEntries(
      evaluations.filter((e) => e.skin_indicator_id === i.id).map((e) => [e.product_id, e.value]),
    ),
  }));
}

export async function allSkinIndicators(ctx: Ctx): Promise<SkinIndicatorDetail[]> {
  requireCatalogueEditor(ctx);
  return loadDetails(ctx.deps);
}

export async function skinIndicatorIds(ctx: Ctx): Promise<number[]> {
  requireCatalogueEditor(ctx);
  return (
    await readRows<{ id: number }>(
      ctx.deps,
      'catalogue-admin.indicator-ids',
      'select id from skin_indicator order by id',
      [],
    )
  ).map((r) => r.id);
}

export async function skinIndicatorDetail(ctx: Ctx, rawId: unknown): Promise<SkinIndicatorDetail> {
  requireCatalogueEditor(ctx);
  const [detail] = await loadDetails(ctx.deps, await parseId(rawId));
  if (!detail) throw notFound();
  return detail;
}

/**
 * Creates or updates an indicator with its texts, links and evaluations, in one transaction,
 * recording the version it made with its audit events; a restore (`restoredFrom`: the version
 * number it restores) saves through here too.
 */
export async function saveSkinIndicator(ctx: Ctx, input: unknown, restoredFrom?: number): Promise<number> {
  const user = requireCatalogueEditor(ctx);
  const data = await validate(skinIndicatorSaveSchema, input);
  const links = linksMap(data.searchLinks);
  await assertKnownIds(ctx.deps, 'skin_indicator', data.evaluations);
  const id = await ctx.em.transactional(async (tx) => {
    let keys: { namePlaceholder: string; descriptionPlaceholder: string };
    let indicatorId: number;
    const values = { category: data.skinIndicatorCategory, enabled: data.enabled, searchLinks: links };
    const before = data.id ? await entryState(tx, 'skin_indicator', data.id) : null;
    if (data.id) {
      indicatorId = data.id;
      keys = await bumpVersion(tx, 'skin_indicator', data.id, data.version!, values);
    } else {
      const code = newCode('SI');
      keys = {
        namePlaceholder: catalogueKeys.indicatorName(code),
        descriptionPlaceholder: catalogueKeys.indicatorDescription(code),
      };
      indicatorId = await tx.insert(SkinIndicator, { code, ...values, ...keys });
    }
    await writeTexts(tx, keys.namePlaceholder, 'SKIN_INDICATOR_NAME', data.names);
    await writeTexts(tx, keys.descriptionPlaceholder, 'SKIN_INDICATOR_DESCRIPTION', data.descriptions);
    await replaceEvaluations(tx, 'skin_indicator', indicatorId, data.evaluations);
    const after = (await entryState(tx, 'skin_indicator', indicatorId))!;
    const version = await recordVersion(tx, {
      table: 'skin_indicator',
      id: indicatorId,
      author: user.email,
      before,
      after,
      restoredFrom,
    });
    await auditEntrySave(ctx, tx, 'skin_indicator', indicatorId, !before, after, version);
    await recordOtherSides(tx, { table: 'skin_indicator', id: indicatorId, author: user.email, before, after });
    return indicatorId;
  });
  await syncDataVersions(ctx.em);
  forgetRequestCatalogue(ctx);
  return id;
}

/** A new indicator with everything of the source (texts under new keys); the source is not touched. Its first version is the copy. */
export async function cloneSkinIndicator(ctx: Ctx, rawId: unknown): Promise<number> {
  const user = requireCatalogueEditor(ctx);
  const sourceId = await parseId(rawId);
  const id = await ctx.em.transactional(async (tx) => {
    const code = newCode('SI');
    const cloneId = await cloneEntry(tx, 'skin_indicator', sourceId, code, {
      namePlaceholder: catalogueKeys.indicatorName(code),
      descriptionPlaceholder: catalogueKeys.indicatorDescription(code),
    });
    const clone = (await entryState(tx, 'skin_indicator', cloneId))!;
    const version = await recordVersion(tx, {
      table: 'skin_indicator',
      id: cloneId,
      author: user.email,
      before: null,
      after: clone,
    });
    await auditEntryClone(ctx, tx, 'skin_indicator', cloneId, sourceId, clone, version);
    await recordOtherSides(tx, {
      table: 'skin_indicator',
      id: cloneId,
      author: user.email,
      before: null,
      after: clone,
    });
    return cloneId;
  });
  await syncDataVersions(ctx.em);
  forgetRequestCatalogue(ctx);
  return id;
}
