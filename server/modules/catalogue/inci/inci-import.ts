import type { EntityManager } from '@mikro-orm/postgresql';
import { isLocale } from '../../../../common/locales.js';
import type { TextType } from '../../../../common/enums.js';
import { TextSource } from '../../translations/text-source.entity.js';
import { Product } from '../product.entity.js';
import { Inci, ProductInci } from './inci.entity.js';
import type { InciSource } from './inci-source.js';

export interface InciImportCounts {
  total: number;
  processed: number;
  /** New ingredients. */
  inserted: number;
  /** Existing ingredients (matched by name) whose alternative name changed. */
  updated: number;
  /** Products whose label changed. */
  relinked: number;
}

const CHUNK = 100;
const nameKey = (name: string) => name.trim().toUpperCase();
const slug = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 90) || 'inci';

interface InciRow {
  id: number;
  code: string;
  name: string;
  alternative_name: string | null;
  chemical_name_placeholder: string;
  description_placeholder: string;
}

/**
 * How one product's label is relinked: `relink` writes the new label; the hook may do more around
 * it on the same transaction (the reload records the change as a version of the product). The
 * catalogue's history is not imported here: it reads this folder's entities.
 */
export type RelinkHook = (tx: EntityManager, productId: number, relink: () => Promise<void>) => Promise<void>;

const plainRelink: RelinkHook = (_tx, _productId, relink) => relink();

/**
 * Upserts the ingredients by INCI name (case-insensitive) and relinks the products the source
 * names a label for (by product code; other products keep theirs). Ingredients missing from the
 * source stay: deleting one is a separate, checked action. Runs inside the caller's transaction.
 */
export async function importInciSource(
  tx: EntityManager,
  source: InciSource,
  report: (counts: InciImportCounts) => Promise<void>,
  onRelink: RelinkHook = plainRelink,
): Promise<InciImportCounts> {
  const labels = Object.entries(source.labels);
  const counts: InciImportCounts = {
    total: source.incis.length + labels.length,
    processed: 0,
    inserted: 0,
    updated: 0,
    relinked: 0,
  };
  await report(counts);

  const rows = await tx
    .createQueryBuilder(Inci)
    .select(['id', 'code', 'name', 'alternativeName', 'chemicalNamePlaceholder', 'descriptionPlaceholder'])
    .execute<InciRow[]>('all', false);
  const byName = new Map(rows.map((r) => [nameKey(r.name), r]));
  const codes = new Set(rows.map((r) => r.code));
  const bySourceCode = new Map<string, InciRow>();
  const freeCode = (wanted: string | undefined, name: string) => {
    const base = wanted && !codes.has(wanted) ? wanted : slug(name);
    let code = base;
    for (let n = 2; codes.has(code); n++) code = `${base}-${n}`;
    codes.add(code);
    return code;
  };

  for (let i = 0; i < source.incis.length; i += CHUNK) {
    for (const entry of source.incis.slice(i, i + CHUNK)) {
      const alternativeName = entry.alternativeName?.trim() || null;
      let row = byName.get(nameKey(entry.name));
      if (row) {
        if (entry.alternativeName !== undefined && row.alternative_name !== alternativeName) {
          // The builder raises the version of a versioned entity with the update.
          await tx.nativeUpdate(Inci, { id: row.id }, { alternativeName });
          row.alternative_name = alternativeName;
          counts.updated++;
        }
      } else {
        const code = freeCode(entry.code, entry.name);
        const made = {
          code,
          name: entry.name.trim(),
          alternative_name: alternativeName,
          chemical_name_placeholder: `INCI_CHEMICAL_NAME_${code}`,
          description_placeholder: `INCI_DESCRIPTION_${code}`,
        };
        const id = await tx.insert(Inci, {
          code: made.code,
          name: made.name,
          alternativeName: made.alternative_name,
          chemicalNamePlaceholder: made.chemical_name_placeholder,
          descriptionPlaceholder: made.description_placeholder,
          version: 1,
        });
        row = { id, ...made };
        byName.set(nameKey(row.name), row);
        counts.inserted++;
      }
      if (entry.code) bySourceCode.set(entry.code, row);
    }
    counts.processed = Math.min(i + CHUNK, source.incis.length);
    await report(counts);
  }

  await insertMissingTexts(tx, source, bySourceCode);

  const products = new Map(
    (await tx.createQueryBuilder(Product).select(['id', 'code']).execute<{ id: number; code: string }[]>('all')).map(
      (p) => [p.code, p.id],
    ),
  );
  // Each product's label as its ingredient ids in label order, joined by commas.
  const current = new Map<number, string>();
  for (const r of await tx
    .createQueryBuilder(ProductInci)
    .select(['product', 'inci'])
    .orderBy([{ product: 'asc' }, { position: 'asc' }, { inci: 'asc' }])
    .execute<{ product_id: number; inci_id: number }[]>('all', false)) {
    const ids = current.get(r.product_id);
    current.set(r.product_id, ids === undefined ? String(r.inci_id) : `${ids},${r.inci_id}`);
  }
  for (let i = 0; i < labels.length; i += CHUNK) {
    for (const [code, names] of labels.slice(i, i + CHUNK)) {
      const productId = products.get(code);
      if (productId === undefined) continue;
      const ids = [
        ...new Set(names.map((n) => byName.get(nameKey(n))?.id).filter((id): id is number => id !== undefined)),
      ];
      if ((current.get(productId) ?? '') === ids.join(',')) continue;
      await onRelink(tx, productId, async () => {
        await tx.nativeDelete(ProductInci, { product: productId });
        if (ids.length > 0) {
          await tx.insertMany(
            ProductInci,
            ids.map((inci, position) => ({ product: productId, inci, position })),
          );
        }
      });
      counts.relinked++;
    }
    counts.processed = source.incis.length + Math.min(i + CHUNK, labels.length);
    await report(counts);
  }
  return counts;
}

/** Texts of the source for its ingredients, where none exists yet (an edited text is kept). */
async function insertMissingTexts(
  tx: EntityManager,
  source: InciSource,
  bySourceCode: Map<string, InciRow>,
): Promise<void> {
  const texts: Array<{ key: string; locale: string; textType: TextType; value: string; version: number }> = [];
  for (const [locale, byCode] of Object.entries(source.texts ?? {})) {
    if (!isLocale(locale) || !byCode || typeof byCode !== 'object') continue;
    for (const [code, t] of Object.entries(byCode)) {
      const row = bySourceCode.get(code);
      if (!row || !t || typeof t !== 'object') continue;
      if (typeof t.chemicalName === 'string')
        texts.push({
          key: row.chemical_name_placeholder,
          locale,
          textType: 'INCI_CHEMICAL_NAME',
          value: t.chemicalName,
          version: 1,
        });
      if (typeof t.description === 'string')
        texts.push({
          key: row.description_placeholder,
          locale,
          textType: 'INCI_DESCRIPTION',
          value: t.description,
          version: 1,
        });
    }
  }
  for (let i = 0; i < texts.length; i += 500) {
    await tx
      .createQueryBuilder(TextSource)
      .insert(texts.slice(i, i + 500))
      .onConflict(['key', 'locale'])
      .ignore()
      .execute('run');
  }
}
