import type { ProductCategory, ProductUsage } from './enums.js';

/*
 * Which list of a program a product goes to (DESIGN.md, "Builder lists"): the one rule the
 * builder, the server's save check and the scoring all follow.
 */

/** The lists of a program: the cream's base and actives, the wash and the ready products. */
export const PROGRAM_LISTS = ['BASE', 'ACTIVE', 'WASH', 'READY'] as const;
export type ProgramList = (typeof PROGRAM_LISTS)[number];

/**
 * A product's own list: CLEANING → wash, CARE → ready, MODULAR+ACTIVE → the cream's actives,
 * MODULAR+BASE → the cream's base. COLOR products belong to no list (knowledge pages only).
 */
export function programListOf(category: ProductCategory, usage: ProductUsage): ProgramList | null {
  switch (category) {
    case 'CLEANING':
      return 'WASH';
    case 'CARE':
      return 'READY';
    case 'MODULAR':
      return usage === 'BASE' ? 'BASE' : usage === 'ACTIVE' ? 'ACTIVE' : null;
    default:
      return null;
  }
}

/** The products each list accepts, by their own list: active products are offered as ready ones too. */
const ACCEPTS: Record<ProgramList, readonly ProgramList[]> = {
  BASE: ['BASE'],
  ACTIVE: ['ACTIVE'],
  WASH: ['WASH'],
  READY: ['READY', 'ACTIVE'],
};

/** May this product go into that list (and be offered at the builder stage of that list)? */
export function mayGoInto(list: ProgramList, category: ProductCategory, usage: ProductUsage): boolean {
  const own = programListOf(category, usage);
  return own !== null && ACCEPTS[list].includes(own);
}

/**
 * Whether a builder stage offers this product. Active concentrates belong to the cream: the
 * ready-products stage offers them only among the suggestions for the chosen indicators, never in
 * its plain list of ready products (without indicators, or "all products").
 */
export function offeredAt(
  list: ProgramList,
  category: ProductCategory,
  usage: ProductUsage,
  { suggested }: { suggested: boolean },
): boolean {
  return suggested ? mayGoInto(list, category, usage) : programListOf(category, usage) === list;
}

/**
 * A concentrate mixed into the custom cream is not handed over ready to use as well: a program
 * holds a product in the cream's actives or among its ready products, never both (the PDF and the
 * summary would list it twice). Answers the positions in `readyIds` of products the cream holds.
 */
export function readyLinesInCream(activeIds: readonly number[], readyIds: readonly number[]): number[] {
  const cream = new Set(activeIds);
  return readyIds.flatMap((id, position) => (cream.has(id) ? [position] : []));
}
