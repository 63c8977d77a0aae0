/*
 * The program being built (user spec sections 3 and 4) and every change the builder makes to it,
 * as a pure reducer: the screens dispatch actions, the store persists the result.
 */
import type { Priority, ProductCategory, ProductUsage } from '../../../common/enums.js';
import { mayGoInto, programListOf, readyLinesInCream, type ProgramList } from '../../../common/product-role.js';
import {
  DEFAULT_BASE_SUGGESTION,
  parseVolumeInput,
  stepDown,
  stepUp,
  type BaseSuggestion,
} from '../../../common/volume.js';

export interface DraftIndicator {
  skinIndicatorId: number;
  priority: Priority;
}

/** A base or active line of the custom cream; volume in ml. */
export interface DraftMixLine {
  productId: number;
  volume: number;
}

/** A wash or ready product with its comment. */
export interface DraftRoleLine {
  productId: number;
  volume: number | null;
  comment: string;
}

export interface ProgramDraft {
  /** Absent until first saved. */
  id: string | null;
  version: number | null;
  number: string | null;
  /** The latest generated PDF of the saved program. */
  pdfId: string | null;
  indicators: DraftIndicator[];
  /** The one base product of the custom cream, with its volume. */
  base: DraftMixLine | null;
  /** The size the base was chosen with; its increment and suggestions drive the volume step. */
  baseSuggestion: BaseSuggestion | null;
  actives: DraftMixLine[];
  /** Comment on the custom cream. */
  comment: string;
  /** The client the program is for (name or code); '' for none. */
  clientReference: string;
  wash: DraftRoleLine[];
  ready: DraftRoleLine[];
}

export const EMPTY_DRAFT: ProgramDraft = Object.freeze({
  id: null,
  version: null,
  number: null,
  pdfId: null,
  indicators: [],
  base: null,
  baseSuggestion: null,
  actives: [],
  comment: '',
  clientReference: '',
  wash: [],
  ready: [],
}) as ProgramDraft;

export interface RoleProduct {
  id: number;
  productCategory: ProductCategory;
  productUsage: ProductUsage;
}

/** The list a product picked at a stage goes to: that stage's list when it may, else its own. */
export function targetListOf(product: RoleProduct, list?: ProgramList): ProgramList | null {
  return list && mayGoInto(list, product.productCategory, product.productUsage) ? list : listOf(product);
}

/** The product's own list in the program (the rule is common/product-role.ts). */
export function listOf(product: Pick<RoleProduct, 'productCategory' | 'productUsage'>): ProgramList | null {
  return programListOf(product.productCategory, product.productUsage);
}

export type DraftAction =
  | { type: 'reset' }
  | { type: 'replace'; draft: ProgramDraft }
  | { type: 'toggleIndicator'; skinIndicatorId: number }
  | { type: 'removeIndicator'; skinIndicatorId: number }
  | { type: 'setPriority'; skinIndicatorId: number; priority: Priority }
  /**
   * Adds or removes a wash, ready or active product: into `list` when it may go there (an active
   * picked at the ready stage is a ready product, not a silent addition to the cream), else by its role.
   */
  | { type: 'toggleProduct'; product: RoleProduct; list?: ProgramList }
  /** Chooses a base product in one size, or clears it when that product and size are chosen. */
  | { type: 'toggleBase'; productId: number; suggestion: BaseSuggestion }
  | { type: 'setVolume'; productId: number; volume: number }
  /** What the user typed: non-numeric or negative input becomes 0. */
  | { type: 'typeVolume'; productId: number; text: string }
  | { type: 'stepVolume'; productId: number; direction: 'up' | 'down' }
  | { type: 'setCreamComment'; comment: string }
  | { type: 'setClientReference'; clientReference: string }
  | { type: 'setLineComment'; role: 'WASH' | 'READY'; productId: number; comment: string }
  /** After a successful save: the id and version of the stored program; its PDFs are gone. */
  | { type: 'saved'; id: string; version: number; number: string | null }
  | { type: 'pdfGenerated'; pdfId: string | null };

/** The suggestion the volumes follow: the chosen base size, else the defaults. */
export function activeSuggestion(draft: ProgramDraft): BaseSuggestion {
  return draft.baseSuggestion ?? DEFAULT_BASE_SUGGESTION;
}

/** The step of the plus and minus buttons. */
export function volumeIncrement(draft: ProgramDraft): number {
  return activeSuggestion(draft).increment;
}

function toggleIn<T extends { productId: number }>(lines: readonly T[], productId: number, make: () => T): T[] {
  return lines.some((l) => l.productId === productId)
    ? lines.filter((l) => l.productId !== productId)
    : [...lines, make()];
}

function withVolume(draft: ProgramDraft, productId: number, volume: number): ProgramDraft {
  if (draft.base?.productId === productId) return { ...draft, base: { ...draft.base, volume } };
  if (!draft.actives.some((l) => l.productId === productId)) return draft;
  return { ...draft, actives: draft.actives.map((l) => (l.productId === productId ? { ...l, volume } : l)) };
}

function volumeOf(draft: ProgramDraft, productId: number): number | undefined {
  if (draft.base?.productId === productId) return draft.base.volume;
  return draft.actives.find((l) => l.productId === productId)?.volume;
}

/** Whether the custom cream holds this product as a concentrate. */
export function isInCream(draft: ProgramDraft, productId: number): boolean {
  return draft.actives.some((l) => l.productId === productId);
}

/**
 * A concentrate that goes into the cream leaves the ready products (common/product-role.ts,
 * readyLinesInCream: the server refuses a program holding both); a program saved before that rule
 * loads the same way.
 */
function withoutCreamInReady(draft: ProgramDraft): ProgramDraft {
  const inCream = new Set(
    readyLinesInCream(
      draft.actives.map((l) => l.productId),
      draft.ready.map((l) => l.productId),
    ),
  );
  return inCream.size === 0 ? draft : { ...draft, ready: draft.ready.filter((_, position) => !inCream.has(position)) };
}

export function draftReducer(draft: ProgramDraft, action: DraftAction): ProgramDraft {
  switch (action.type) {
    case 'reset':
      return EMPTY_DRAFT;
    case 'replace':
      return withoutCreamInReady(action.draft);
    case 'toggleIndicator':
      return {
        ...draft,
        indicators: draft.indicators.some((i) => i.skinIndicatorId === action.skinIndicatorId)
          ? draft.indicators.filter((i) => i.skinIndicatorId !== action.skinIndicatorId)
          : [...draft.indicators, { skinIndicatorId: action.skinIndicatorId, priority: 'MEDIUM' }],
      };
    case 'removeIndicator':
      return { ...draft, indicators: draft.indicators.filter((i) => i.skinIndicatorId !== action.skinIndicatorId) };
    case 'setPriority':
      return {
        ...draft,
        indicators: draft.indicators.map((i) =>
          i.skinIndicatorId === action.skinIndicatorId ? { ...i, priority: action.priority } : i,
        ),
      };
    case 'toggleProduct': {
      const { product } = action;
      switch (targetListOf(product, action.list)) {
        case 'WASH':
          return {
            ...draft,
            wash: toggleIn(draft.wash, product.id, () => ({ productId: product.id, volume: null, comment: '' })),
          };
        case 'READY':
          // A concentrate already in the cream stays there (the ready stage shows it as such).
          if (isInCream(draft, product.id)) return draft;
          return {
            ...draft,
            ready: toggleIn(draft.ready, product.id, () => ({ productId: product.id, volume: null, comment: '' })),
          };
        case 'ACTIVE':
          return withoutCreamInReady({
            ...draft,
            actives: toggleIn(draft.actives, product.id, () => ({
              productId: product.id,
              volume: activeSuggestion(draft).recommendedInput,
            })),
          });
        default:
          // A base needs a size: see toggleBase.
          return draft;
      }
    }
    case 'toggleBase': {
      if (isBaseSelected(draft, action.productId, action.suggestion.baseSize)) {
        return { ...draft, base: null, baseSuggestion: null };
      }
      const suggestion = { ...action.suggestion };
      return {
        ...draft,
        base: { productId: action.productId, volume: suggestion.baseSize },
        baseSuggestion: suggestion,
      };
    }
    case 'setVolume':
      return withVolume(draft, action.productId, Math.max(0, Number.isFinite(action.volume) ? action.volume : 0));
    case 'typeVolume':
      return withVolume(draft, action.productId, parseVolumeInput(action.text));
    case 'stepVolume': {
      const current = volumeOf(draft, action.productId);
      if (current === undefined) return draft;
      const step = volumeIncrement(draft);
      return withVolume(
        draft,
        action.productId,
        action.direction === 'up' ? stepUp(current, step) : stepDown(current, step),
      );
    }
    case 'setCreamComment':
      return { ...draft, comment: action.comment };
    case 'setClientReference':
      return { ...draft, clientReference: action.clientReference };
    case 'setLineComment': {
      const key = action.role === 'WASH' ? 'wash' : 'ready';
      return {
        ...draft,
        [key]: draft[key].map((l) => (l.productId === action.productId ? { ...l, comment: action.comment } : l)),
      };
    }
    case 'saved':
      return { ...draft, id: action.id, version: action.version, number: action.number, pdfId: null };
    case 'pdfGenerated':
      return { ...draft, pdfId: action.pdfId };
  }
}

/**
 * "Re-mix": a saved program as a new draft, its lines, comments and client reference
 * kept, without id, version, number or PDF, so that saving it makes a new program and never
 * overwrites the old one.
 */
export function asNewDraft(draft: ProgramDraft): ProgramDraft {
  return { ...draft, id: null, version: null, number: null, pdfId: null };
}

/* ---------- Questions the screens ask ---------- */

/** A custom cream exists when a base or an active product is chosen. */
export function hasCustomProduct(draft: Pick<ProgramDraft, 'base' | 'actives'>): boolean {
  return draft.base !== null || draft.actives.length > 0;
}

/** Suggestions exist only when at least one indicator is chosen. */
export function hasSuggestions(draft: ProgramDraft): boolean {
  return draft.indicators.length > 0;
}

/** A base counts as chosen only when both the product and the size match. */
export function isBaseSelected(draft: ProgramDraft, productId: number, baseSize: number): boolean {
  return draft.base?.productId === productId && draft.baseSuggestion?.baseSize === baseSize;
}

export function isIndicatorSelected(draft: ProgramDraft, skinIndicatorId: number): boolean {
  return draft.indicators.some((i) => i.skinIndicatorId === skinIndicatorId);
}

/** Whether a wash, ready or active product is in the program (bases: see isBaseSelected). */
export function isProductSelected(draft: ProgramDraft, product: RoleProduct, list?: ProgramList): boolean {
  switch (targetListOf(product, list)) {
    case 'WASH':
      return draft.wash.some((l) => l.productId === product.id);
    case 'READY':
      return draft.ready.some((l) => l.productId === product.id);
    case 'ACTIVE':
      return draft.actives.some((l) => l.productId === product.id);
    case 'BASE':
      return draft.base?.productId === product.id;
    default:
      return false;
  }
}

/** The base and active lines, base first: the recipe the volumes and indicator scores work on. */
export function recipeLines(draft: Pick<ProgramDraft, 'base' | 'actives'>): DraftMixLine[] {
  return draft.base ? [draft.base, ...draft.actives] : [...draft.actives];
}
