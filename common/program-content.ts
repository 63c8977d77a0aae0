/**
 * What makes a program worth saving: a chosen skin indicator or a product on any of its lists.
 * The spec lets a program have no indicators (CONDITIONS' Next then skips the suggestions) or no
 * products, but not neither: such a program has nothing to say on its PDF or in My mixtures.
 * The server refuses it (400 ERROR_PROGRAM_EMPTY); the builder's Save says why it is disabled.
 */
export interface ProgramContent {
  skinIndicatorWithPriorityDtos?: readonly unknown[] | null;
  specialMixedProducts?: {
    baseProducts?: readonly unknown[] | null;
    activeProducts?: readonly unknown[] | null;
  } | null;
  washProducts?: readonly unknown[] | null;
  readyProducts?: readonly unknown[] | null;
}

const any = (list: readonly unknown[] | null | undefined) => (list?.length ?? 0) > 0;

export function isEmptyProgram(p: ProgramContent): boolean {
  return !(
    any(p.skinIndicatorWithPriorityDtos) ||
    any(p.specialMixedProducts?.baseProducts) ||
    any(p.specialMixedProducts?.activeProducts) ||
    any(p.washProducts) ||
    any(p.readyProducts)
  );
}
