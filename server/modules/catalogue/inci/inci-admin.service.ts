import { VALIDATION_KEYS as K } from '../../../../common/validation/messages.js';
import type { Ctx } from '../../../platform/context.js';
import { syncDataVersions } from '../../../platform/data-versions.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import { requireCatalogueEditor } from '../admin/catalogue-admin.policy.js';
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
    const [inci] = await em.execute<{ chemical_name_placeholder: string; description_placeholder: string }[]>(
      'select chemical_name_placeholder, description_placeholder from inci where id = ? for update',
      [id],
    );
    if (!inci) throw notFound();
    const users = await em.execute<{ name_placeholder: string }[]>(
      'select p.name_placeholder from product_inci pi join product p on p.id = pi.product_id where pi.inci_id = ?',
      [id],
    );
    if (users.length > 0) {
      throw catalogueMatricesErrors.inciInUse(
        users
          .map((u) => t(u.name_placeholder))
          .sort((a, b) => a.localeCompare(b))
          .join(', '),
      );
    }
    await em.execute('delete from inci where id = ?', [id]);
    await em.execute(
      `delete from text_source where key in (?, ?)
         and not exists (select 1 from inci where chemical_name_placeholder in (?, ?) or description_placeholder in (?, ?))`,
      [
        inci.chemical_name_placeholder,
        inci.description_placeholder,
        inci.chemical_name_placeholder,
        inci.description_placeholder,
        inci.chemical_name_placeholder,
        inci.description_placeholder,
      ],
    );
  });
  await syncDataVersions(ctx.em);
  return true;
}
