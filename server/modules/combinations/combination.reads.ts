import type { CombinationKind, CombinationSeverity, ProductCategory } from '../../../common/enums.js';
import type { Deps } from '../../platform/context.js';
import { readRows } from '../../platform/read-sql.js';
import { versionedCache } from '../../platform/versioned-cache.js';
import { catalogueVersion } from '../catalogue/snapshot/catalogue-snapshot.js';

/** A rule as stored. */
export interface CombinationRuleRow {
  id: number;
  code: string;
  productId: number;
  otherProductId: number | null;
  otherCategory: ProductCategory | null;
  kind: CombinationKind;
  severity: CombinationSeverity;
  messagePlaceholder: string;
  comment: string | null;
  version: number;
}

type ReadDeps = Pick<Deps, 'orm' | 'config'>;

const SELECT = `select id, code, product_id as "productId", other_product_id as "otherProductId",
       other_category as "otherCategory", kind, severity, message_placeholder as "messagePlaceholder", comment, version
  from combination_rule`;

/** One rule as stored now, or undefined. */
export async function ruleRow(deps: ReadDeps, id: number): Promise<CombinationRuleRow | undefined> {
  const [row] = await readRows<CombinationRuleRow>(deps, 'combinations.rule', `${SELECT} where id = ?`, [id]);
  return row;
}

interface RulesSnapshot {
  version: string;
  rules: CombinationRuleRow[];
}

const caches = new WeakMap<object, (em: ReadDeps['orm']['em']) => Promise<RulesSnapshot>>();

/**
 * Every rule, cached per process with the catalogue's version (the table's trigger bumps it), so
 * the builder's catalogue query and the PDFs read no rule from the database while nothing changed.
 */
export function currentRules(deps: ReadDeps): Promise<RulesSnapshot> {
  let cached = caches.get(deps.orm);
  if (!cached) {
    cached = versionedCache(catalogueVersion, async (_em, version) => ({
      version,
      rules: await readRows<CombinationRuleRow>(deps, 'combinations.rules', `${SELECT} order by id`, []),
    }));
    caches.set(deps.orm, cached);
  }
  return cached(deps.orm.em);
}
