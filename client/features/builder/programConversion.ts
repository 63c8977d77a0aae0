import { DEFAULT_BASE_SUGGESTION, type BaseSuggestion } from '../../../common/volume.js';
import type { BuilderProgramFieldsFragment } from '../../graphql/builderProgram.js';
import type { SkinCareProgramInput } from '../../graphql/saveSkinCareProgram.js';
import type { ProgramDraft } from './programDraft.js';

/** The program to send: the draft in the shape of programSchema / SkinCareProgramInput. */
export function toProgramInput(draft: ProgramDraft): SkinCareProgramInput {
  const comment = (text: string) => (text.trim() === '' ? null : text);
  return {
    id: draft.id,
    version: draft.version,
    // Trimmed, blank as none by the server too (common/validation/program.ts).
    clientReference: draft.clientReference.trim() === '' ? null : draft.clientReference,
    skinIndicatorWithPriorityDtos: draft.indicators.map((i) => ({
      skinIndicatorId: i.skinIndicatorId,
      priority: i.priority,
    })),
    specialMixedProducts: {
      comment: comment(draft.comment),
      baseProducts: draft.base ? [{ productId: draft.base.productId, volume: draft.base.volume }] : [],
      activeProducts: draft.actives.map((l) => ({ productId: l.productId, volume: l.volume })),
    },
    washProducts: draft.wash.map((l) => ({
      productId: l.productId,
      volume: l.volume,
      comment: comment(l.comment),
      mixtureRole: 'WASH',
    })),
    readyProducts: draft.ready.map((l) => ({
      productId: l.productId,
      volume: l.volume,
      comment: comment(l.comment),
      mixtureRole: 'CARE',
    })),
  };
}

/**
 * The size a stored base was chosen in: the product's suggestion whose size equals the stored
 * volume, else its first suggestion, else the defaults (the size is not stored with a program).
 */
export function baseSuggestionFor(suggestions: readonly BaseSuggestion[] | undefined, volume: number): BaseSuggestion {
  const list = suggestions ?? [];
  return { ...(list.find((s) => s.baseSize === volume) ?? list[0] ?? DEFAULT_BASE_SUGGESTION) };
}

/** A saved program as a draft (it replaces the one being built). */
export function draftFromProgram(
  program: BuilderProgramFieldsFragment,
  baseSuggestionsOf: (productId: number) => readonly BaseSuggestion[] | undefined,
): ProgramDraft {
  const baseLine = program.specialMixedProducts.baseProducts[0];
  const base = baseLine ? { productId: baseLine.productId, volume: baseLine.volume } : null;
  return {
    id: program.id,
    version: program.version,
    number: program.number,
    pdfId: program.pdfId ?? null,
    indicators: program.skinIndicatorWithPriorityDtos.map((i) => ({
      skinIndicatorId: i.skinIndicatorId,
      priority: i.priority,
    })),
    base,
    baseSuggestion: base ? baseSuggestionFor(baseSuggestionsOf(base.productId), base.volume) : null,
    actives: program.specialMixedProducts.activeProducts.map((l) => ({ productId: l.productId, volume: l.volume })),
    comment: program.specialMixedProducts.comment ?? '',
    clientReference: program.clientReference ?? '',
    wash: program.washProducts.map((l) => ({
      productId: l.productId,
      volume: l.volume ?? null,
      comment: l.comment ?? '',
    })),
    ready: program.readyProducts.map((l) => ({
      productId: l.productId,
      volume: l.volume ?? null,
      comment: l.comment ?? '',
    })),
  };
}
