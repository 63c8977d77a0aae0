import type { EntityManager } from '@mikro-orm/postgresql';
import type { SkinIndicatorCategory } from '../../../../common/enums.js';
import { skinIndicatorSaveSchema } from '../../../../common/validation/index.js';
import type { Ctx } from '../../../platform/context.js';
import { syncDataVersions } from '../../../platform/data-versions.js';
import { notFound } from '../../../platform/errors.js';
import { validate } from '../../../platform/validation.js';
import { catalogueKeys } from '../catalogue-keys.js';
import { requireCatalogueEditor } from './catalogue-admin.policy.js';
import { forgetRequestCatalogue, textsOf, type EntryText } from './catalogue-admin.read.js';
import {
  assertKnownIds,
  bumpVersion,
  copyEvaluations,
  copyTexts,
  linksMap,
  newCode,
  replaceEvaluations,
  writeTexts,
} from './catalogue-entry-writer.js';
import { parseId } from './product-admin.service.js';
import { auditEntryClone, auditEntrySave, entryState } from './catalogue-audit.js';

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
async function loadDetails(em: EntityManager, id?: number): Promise<SkinIndicatorDetail[]> {
  const params = id === undefined ? [] : [id];
  const [indicators, evaluations] = await Promise.all([
    em.execute<IndicatorRow[]>(
      `select * from skin_indicator ${id === undefined ? '' : 'where id = ?'} order by id`,
      params,
    ),
    em.execute<{ product_id: number; skin_indicator_id: number; value: number }[]>(
      `select product_id, skin_indicator_id, value from evaluation ${id === undefined ? '' : 'where skin_indicator_id = ?'}`,
      params,
    ),
  ]);
  const texts = await textsOf(
    em,
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
  return loadDetails(ctx.em);
}

export async function skinIndicatorIds(ctx: Ctx): Promise<number[]> {
  requireCatalogueEditor(ctx);
  return (await ctx.em.execute<{ id: number }[]>('select id from skin_indicator order by id')).map((r) => r.id);
}

export async function skinIndicatorDetail(ctx: Ctx, rawId: unknown): Promise<SkinIndicatorDetail> {
  requireCatalogueEditor(ctx);
  const [detail] = await loadDetails(ctx.em, await parseId(rawId));
  if (!detail) throw notFound();
  return detail;
}

/** Creates or updates an indicator with its texts, links and evaluations, in one transaction. */
export async function saveSkinIndicator(ctx: Ctx, input: unknown): Promise<number> {
  requireCatalogueEditor(ctx);
  const data = await validate(skinIndicatorSaveSchema, input);
  const links = JSON.stringify(linksMap(data.searchLinks));
  await assertKnownIds(ctx.em, 'skin_indicator', data.evaluations);
  const id = await ctx.em.transactional(async (tx) => {
    let keys: { namePlaceholder: string; descriptionPlaceholder: string };
    let indicatorId: number;
    const values = [data.skinIndicatorCategory, data.enabled, links];
    const before = data.id ? await entryState(tx, 'skin_indicator', data.id) : null;
    if (data.id) {
      indicatorId = data.id;
      keys = await bumpVersion(
        tx,
        'skin_indicator',
        data.id,
        data.version!,
        'category = ?, enabled = ?, search_links = ?::jsonb',
        values,
      );
    } else {
      const code = newCode('SI');
      keys = {
        namePlaceholder: catalogueKeys.indicatorName(code),
        descriptionPlaceholder: catalogueKeys.indicatorDescription(code),
      };
      const [row] = await tx.execute<{ id: number }[]>(
        `insert into skin_indicator (code, category, enabled, search_links, name_placeholder, description_placeholder)
         values (?, ?, ?, ?::jsonb, ?, ?) returning id`,
        [code, ...values, keys.namePlaceholder, keys.descriptionPlaceholder],
      );
      indicatorId = row!.id;
    }
    await writeTexts(tx, keys.namePlaceholder, 'SKIN_INDICATOR_NAME', data.names);
    await writeTexts(tx, keys.descriptionPlaceholder, 'SKIN_INDICATOR_DESCRIPTION', data.descriptions);
    await replaceEvaluations(tx, 'skin_indicator', indicatorId, data.evaluations);
    await auditEntrySave(
      ctx,
      tx,
      'skin_indicator',
      indicatorId,
      before,
      (await entryState(tx, 'skin_indicator', indicatorId))!,
    );
    return indicatorId;
  });
  await syncDataVersions(ctx.em);
  forgetRequestCatalogue(ctx);
  return id;
}

/** A new indicator with everything of the source (texts under new keys); the source is not touched. */
export async function cloneSkinIndicator(ctx: Ctx, rawId: unknown): Promise<number> {
  requireCatalogueEditor(ctx);
  const sourceId = await parseId(rawId);
  const id = await ctx.em.transactional(async (tx) => {
    const [source] = await tx.execute<IndicatorRow[]>('select * from skin_indicator where id = ?', [sourceId]);
    if (!source) throw notFound();
    const code = newCode('SI');
    const name = catalogueKeys.indicatorName(code);
    const description = catalogueKeys.indicatorDescription(code);
    const [row] = await tx.execute<{ id: number }[]>(
      `insert into skin_indicator (code, category, enabled, search_links, name_placeholder, description_placeholder)
       select ?, category, enabled, search_links, ?, ? from skin_indicator where id = ? returning id`,
      [code, name, description, sourceId],
    );
    const cloneId = row!.id;
    await copyTexts(tx, source.name_placeholder, name);
    await copyTexts(tx, source.description_placeholder, description);
    await copyEvaluations(tx, 'skin_indicator', sourceId, cloneId);
    await auditEntryClone(ctx, tx, 'skin_indicator', cloneId, sourceId);
    return cloneId;
  });
  await syncDataVersions(ctx.em);
  forgetRequestCatalogue(ctx);
  return id;
}
