import { LockMode } from '@mikro-orm/core';
import { VALIDATION_KEYS as K } from '../../../../common/validation/messages.js';
import type { Ctx } from '../../../platform/context.js';
import { syncDataVersions } from '../../../platform/data-versions.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import { TextSource } from '../../translations/text-source.entity.js';
import { requireCatalogueEditor } from '../catalogue.policy.js';
import { Inci, ProductInci } from './inci.entity.js';
import { catalogueMatricesErrors } from './catalogue-matrices.errors.js';
import { requestCatalogue } from '../snapshot/catalogue-snapshot.js';
import { requestTranslator } from '../snapshot/suggestion.service.js';

export interface InciAdminEntry {
  id: number;
  name: string;
  alternativeName: string | null;
  /** Names of the products whose label lists it (in the caller's language); empty: deletable. */
  usedBy: string[];
}

/** admin/inci-management: every ingredient by name, with the products that use it. */
export async function inciAdminList(ctx: Ctx): Promise<InciAdminEntry[]> {
  requireCatalogueEditor(ctx);
  const [snapshot, t] = await Promise.all([requestCatalogue(ctx), requestTranslator(ctx)]);
  const usedBy = new Map<number, string[]>();
  for (const [productId, lines] of snapshot.incisInProducts) {
    const name = t(snapshot.productById.get(productId)!.namePlaceholder);
    for (const line of lines) {
      let names = usedBy.get(line.inciId);
      if (!names) usedBy.set(line.inciId, (names = []));
      names.push(name);
    }
  }
  return snapshot.incis
    .map((i) => ({
      id: i.id,
      name: i.name,
      alternativeName: i.alternativeName,
      usedBy: (usedBy.get(i.id) ?? []).sort((a, b) => a.localeCompare(b)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

function parseId(raw: unknown): number {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw badRequest(K.INVALID_ID, 'id');
  return id;
}

/**
 * Deletes an ingredient no product uses, with its texts. One that is still on a label is refused
 * (409, ERROR_INCI_IN_USE with the product names); the foreign key keeps a racing relink safe.
 */
export async function deleteInci(ctx: Ctx, rawId: unknown): Promise<boolean> {
  requireCatalogueEditor(ctx);
  const id = parseId(rawId);
  const t = await requestTranslator(ctx);
  await ctx.em.transactional(async (em) => {
    const inci = await em
      .createQueryBuilder(Inci)
      .select(['chemicalNamePlaceholder', 'descriptionPlaceholder'])
      .where({ id })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute<{ chemicalNamePlaceholder: string; descriptionPlaceholder: string } | undefined>('get');
    if (!inci) throw notFound();
    const users = await em
      .createQueryBuilder(ProductInci, 'pi')
      .select('pi.product')
      .join('pi.product', 'p')
      .addSelect('p.namePlaceholder')
      .where({ inci: id })
      .execute<{ name_placeholder: string }[]>('all', false);
    if (users.length > 0) {
      throw catalogueMatricesErrors.inciInUse(
        users
          .map((u) => t(u.name_placeholder))
          .sort((a, b) => a.localeCompare(b))
          .join(', '),
      );
    }
    await em.nativeDelete(Inci, { id });
    // The texts go unless another ingredient still names them (checked on this transaction).
    const keys = [inci.chemicalNamePlaceholder, inci.descriptionPlaceholder];
    const sharing = await em.count(Inci, {
      $or: [{ chemicalNamePlaceholder: { $in: keys } }, { descriptionPlaceholder: { $in: keys } }],
    });
    if (sharing === 0) await em.nativeDelete(TextSource, { key: { $in: keys } });
  });
  await syncDataVersions(ctx.em);
  return true;
}
