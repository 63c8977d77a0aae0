import {
  COMBINATION_SEVERITIES,
  type CombinationKind,
  type CombinationSeverity,
  type ProductCategory,
} from './enums.js';

/**
 * Combination rules (issue 37): pairs of products, or a product and a product category, that
 * should not meet in one program. Warnings inform; nothing is blocked (decision 070).
 */

/** A rule as the builder and the PDF read it. */
export interface CombinationRule {
  id: number;
  /** The rule's product. */
  productId: number;
  /** The other product, or null when the rule names a category. */
  otherProductId: number | null;
  /** Every product of this category other than `productId`, or null when the rule names a product. */
  otherCategory: ProductCategory | null;
  kind: CombinationKind;
  severity: CombinationSeverity;
  /** Translation key of the rule's message. */
  messagePlaceholder: string;
}

/** A product of the program: its category and whether it is in the custom cream (base or active line). */
export interface ProgramProduct {
  productId: number;
  category: ProductCategory;
  inCream: boolean;
}

/** A rule that applies to a program, for one pair of its products. */
export interface CombinationWarning {
  ruleId: number;
  kind: CombinationKind;
  severity: CombinationSeverity;
  messagePlaceholder: string;
  /** The rule's product first, then the one it meets. */
  productIds: readonly [number, number];
  /** Both are in the custom cream: mixed into one product, they cannot go to separate routine times. */
  mixed: boolean;
}

const severityRank = (s: CombinationSeverity) => COMBINATION_SEVERITIES.indexOf(s);

/**
 * The warnings of a program: for each rule whose product is in it, one per product it meets (the
 * other product, or each other product of the category). Most severe first, then by rule and
 * product id. A product listed twice counts once (in the cream when any of its lines is).
 */
export function combinationWarnings(
  rules: readonly CombinationRule[],
  products: readonly ProgramProduct[],
): CombinationWarning[] {
  const inProgram = new Map<number, ProgramProduct>();
  for (const p of products) {
    const known = inProgram.get(p.productId);
    inProgram.set(p.productId, known ? { ...known, inCream: known.inCream || p.inCream } : p);
  }
  const warnings: CombinationWarning[] = [];
  for (const rule of rules) {
    const own = inProgram.get(rule.productId);
    if (!own) continue;
    const partners =
      rule.otherProductId !== null
        ? [inProgram.get(rule.otherProductId)].filter((p): p is ProgramProduct => p !== undefined)
        : [...inProgram.values()].filter((p) => p.category === rule.otherCategory);
    for (const partner of partners) {
      if (partner.productId === own.productId) continue;
      warnings.push({
        ruleId: rule.id,
        kind: rule.kind,
        severity: rule.severity,
        messagePlaceholder: rule.messagePlaceholder,
        productIds: [own.productId, partner.productId],
        mixed: own.inCream && partner.inCream,
      });
    }
  }
  return warnings.sort(
    (a, b) =>
      severityRank(b.severity) - severityRank(a.severity) || a.ruleId - b.ruleId || a.productIds[1] - b.productIds[1],
  );
}

/** The warnings that name a product (its tile shows them). */
export function warningsOf(warnings: readonly CombinationWarning[], productId: number): CombinationWarning[] {
  return warnings.filter((w) => w.productIds[0] === productId || w.productIds[1] === productId);
}

/**
 * The translation key of a warning's lead sentence (its kind; for the same routine time also
 * whether the cream mixes the pair). Its texts take {{first}} and {{second}}: the products' names.
 */
export function warningLeadKey(warning: Pick<CombinationWarning, 'kind' | 'mixed'>): string {
  if (warning.kind === 'NOT_TOGETHER') return 'COMBINATION_LEAD_NOT_TOGETHER';
  return warning.mixed ? 'COMBINATION_LEAD_SAME_TIME_MIXED' : 'COMBINATION_LEAD_SAME_TIME';
}

/**
 * A product–product rule is kept with the smaller id first, so that A–B and B–A are the same
 * pair (one rule per pair: a second one is a duplicate).
 */
export function canonicalPair(productId: number, otherProductId: number): [number, number] {
  return productId <= otherProductId ? [productId, otherProductId] : [otherProductId, productId];
}
