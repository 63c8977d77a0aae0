import type { ProgramIndicator, ProgramProduct, SkinCareProgram } from './program.entity.js';
import type { RoleProductLineView, SkinCareProgramView } from './program.types.js';

/** What GraphQL and REST show of a program: the spec's shape, lines in saved order. */
export function presentProgram(
  program: SkinCareProgram,
  indicators: readonly ProgramIndicator[],
  products: readonly ProgramProduct[],
  pdfId: string | null,
): SkinCareProgramView {
  const byPosition = <T extends { position: number }>(lines: readonly T[]) =>
    [...lines].sort((a, b) => a.position - b.position);
  const ofKind = (kind: ProgramProduct['kind']) => byPosition(products).filter((line) => line.kind === kind);
  const mixed = (line: ProgramProduct) => ({ productId: line.product.id, volume: line.volume ?? 0 });
  const role =
    (mixtureRole: RoleProductLineView['mixtureRole']) =>
    (line: ProgramProduct): RoleProductLineView => ({
      productId: line.product.id,
      volume: line.volume,
      comment: line.comment,
      mixtureRole,
    });
  return {
    id: program.id,
    number: String(program.number),
    version: program.version,
    pdfId,
    clientReference: program.clientReference ?? null,
    createdDate: program.createdDate,
    modifiedDate: program.modifiedDate,
    skinIndicatorWithPriorityDtos: byPosition(indicators).map((line) => ({
      skinIndicatorId: line.skinIndicator.id,
      priority: line.priority,
    })),
    specialMixedProducts: {
      comment: program.comment,
      baseProducts: ofKind('BASE').map(mixed),
      activeProducts: ofKind('ACTIVE').map(mixed),
    },
    washProducts: ofKind('WASH').map(role('WASH')),
    readyProducts: ofKind('READY').map(role('CARE')),
  };
}

/**
 * How the audit names a program: by the number its owner sees in My mixtures (unique, never
 * reused), not by its id, and never by its client reference (personal data, decision 025).
 */
export const programInAudit = (number: string): string => `#${number}`;
