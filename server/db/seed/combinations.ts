import type { EntityManager } from '@mikro-orm/postgresql';
import type { CombinationKind, CombinationSeverity, ProductCategory } from '../../../common/enums.js';
import { combinationMessageKey } from '../../modules/combinations/combination-keys.js';
import { readJson } from '../../platform/seed-files.js';
import { insertTexts } from './reference.js';

/** A demo rule of seed/catalogue/combinations.json: products by their codes, the message per locale. */
export interface CombinationRuleFile {
  key: string;
  product: string;
  otherProduct?: string;
  otherCategory?: ProductCategory;
  kind: CombinationKind;
  severity: CombinationSeverity;
  /** Why the rule exists, with its source. */
  comment: string;
  messages: Record<string, string>;
}

/**
 * The demo catalogue's combination rules (decision 070), while the table has none: a database
 * whose administration removed every rule gets the demo ones back at the next start, one with a
 * rule of its own keeps it. A rule whose product is missing is left out. Texts only where none exists.
 */
export async function seedCombinationRules(em: EntityManager): Promise<void> {
  const [{ count }] = await em.execute<{ count: string }[]>('select count(*)::text as count from combination_rule');
  if (Number(count) > 0) return;
  const rules = readJson<CombinationRuleFile[]>('catalogue', 'combinations.json');
  const products = new Map(
    (await em.execute<{ id: number; code: string }[]>('select id, code from product')).map((p) => [p.code, p.id]),
  );
  const texts: Array<[string, string, string, string]> = [];
  for (const rule of rules) {
    const productId = products.get(rule.product);
    const otherId = rule.otherProduct === undefined ? null : products.get(rule.otherProduct);
    if (productId === undefined || otherId === undefined) continue;
    // A product pair is kept smaller id first (the table's check).
    const [first, second] = otherId === null || productId < otherId ? [productId, otherId] : [otherId, productId];
    const key = combinationMessageKey(rule.key);
    await em.execute(
      `insert into combination_rule (code, product_id, other_product_id, other_category, kind, severity, message_placeholder, comment, version)
       values (?, ?, ?, ?, ?, ?, ?, ?, 1)`,
      [rule.key, first, second, rule.otherCategory ?? null, rule.kind, rule.severity, key, rule.comment],
    );
    for (const [locale, value] of Object.entries(rule.messages)) texts.push([key, locale, 'INTERFACE', value]);
  }
  await insertTexts(em, texts);
}
