import { PRIORITIES } from '../../../common/enums.js';
import { DRAFT_STORAGE_PREFIX } from '../../app/session.js';
import { EMPTY_DRAFT, type DraftMixLine, type DraftRoleLine, type ProgramDraft } from './programDraft.js';

/** localStorage key of a user's draft; the `draft.` prefix makes logout remove it. */
export function draftStorageKey(email: string): string {
  return `${DRAFT_STORAGE_PREFIX}program.${email.toLowerCase()}`;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isId = (v: unknown): v is number => isNumber(v) && Number.isInteger(v) && v > 0;
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const nullableText = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function mixLine(v: unknown): DraftMixLine | null {
  const line = v as Partial<DraftMixLine> | null;
  return line && isId(line.productId)
    ? { productId: line.productId, volume: isNumber(line.volume) && line.volume > 0 ? line.volume : 0 }
    : null;
}

function roleLine(v: unknown): DraftRoleLine | null {
  const line = v as Partial<DraftRoleLine> | null;
  return line && isId(line.productId)
    ? { productId: line.productId, volume: isNumber(line.volume) ? line.volume : null, comment: text(line.comment) }
    : null;
}

function list<T>(v: unknown, parse: (item: unknown) => T | null): T[] {
  return Array.isArray(v) ? v.map(parse).filter((x): x is T => x !== null) : [];
}

/** Reads a stored draft defensively: anything unreadable gives an empty draft, never a crash. */
export function parseDraft(raw: string | null): ProgramDraft {
  if (!raw) return EMPTY_DRAFT;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return EMPTY_DRAFT;
  }
  if (!data || typeof data !== 'object') return EMPTY_DRAFT;
  const suggestion = data.baseSuggestion as Record<string, unknown> | null;
  const base = mixLine(data.base);
  return {
    id: nullableText(data.id),
    version: isNumber(data.version) ? data.version : null,
    number: nullableText(data.number),
    pdfId: nullableText(data.pdfId),
    indicators: list(data.indicators, (v) => {
      const i = v as { skinIndicatorId?: unknown; priority?: unknown } | null;
      return i && isId(i.skinIndicatorId) && (PRIORITIES as readonly unknown[]).includes(i.priority)
        ? { skinIndicatorId: i.skinIndicatorId, priority: i.priority as (typeof PRIORITIES)[number] }
        : null;
    }),
    base,
    baseSuggestion:
      base &&
      suggestion &&
      isNumber(suggestion.baseSize) &&
      isNumber(suggestion.increment) &&
      isNumber(suggestion.maxVolumeSuggestion) &&
      isNumber(suggestion.recommendedInput)
        ? {
            baseSize: suggestion.baseSize,
            increment: suggestion.increment,
            maxVolumeSuggestion: suggestion.maxVolumeSuggestion,
            recommendedInput: suggestion.recommendedInput,
          }
        : null,
    actives: list(data.actives, mixLine),
    comment: text(data.comment),
    clientReference: text(data.clientReference),
    wash: list(data.wash, roleLine),
    ready: list(data.ready, roleLine),
  };
}

export function readDraft(storage: Storage, email: string): ProgramDraft {
  try {
    return parseDraft(storage.getItem(draftStorageKey(email)));
  } catch {
    return EMPTY_DRAFT;
  }
}

export function hasStoredDraft(storage: Storage, email: string): boolean {
  try {
    return storage.getItem(draftStorageKey(email)) !== null;
  } catch {
    return true;
  }
}

export function writeDraft(storage: Storage, email: string, draft: ProgramDraft): void {
  try {
    if (draft === EMPTY_DRAFT) storage.removeItem(draftStorageKey(email));
    else storage.setItem(draftStorageKey(email), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the reload-survival, not the work in this tab.
  }
}
