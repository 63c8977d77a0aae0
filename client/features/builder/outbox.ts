import { useMemo, useSyncExternalStore } from 'react';
import { DRAFT_STORAGE_PREFIX } from '../../app/session.js';
import type { SkinCareProgramInput } from '../../graphql/saveSkinCareProgram.js';
import { newActionKeys, type ActionKeys, type PdfChoices, type SaveMode } from './programRequests.js';

/**
 * A Save or Generate PDF made without network, kept in localStorage until it is sent. One per
 * user: a later one replaces an earlier (the newest program wins; a PDF asked for stays asked
 * for). The `draft.` prefix makes logout remove it with the draft.
 */
export interface QueuedProgramRequest {
  kind: 'save' | 'pdf';
  mode: SaveMode;
  /** The program as it was when queued (the save sends this, never a later edit). */
  program: SkinCareProgramInput;
  /** The PDF options when kind is 'pdf'. */
  choices: PdfChoices | null;
  /** The draft's id when queued: the answer goes into the draft only while it still has it. */
  sourceId: string | null;
  /**
   * The action's `Idempotency-Key`s, sent with every try: a try whose answer was lost (the save
   * was stored) is answered with the stored program on the next, never stored twice.
   */
  keys: ActionKeys;
}

export function outboxStorageKey(email: string): string {
  return `${DRAFT_STORAGE_PREFIX}outbox.${email.toLowerCase()}`;
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function rawQueued(email: string): string | null {
  try {
    return email ? localStorage.getItem(outboxStorageKey(email)) : null;
  } catch {
    return null;
  }
}

const isKey = (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= 255;
const validKeys = (keys: Partial<ActionKeys> | undefined, kind: QueuedProgramRequest['kind']) =>
  !!keys && isKey(keys.save) && (kind === 'pdf' ? isKey(keys.pdf) : keys.pdf === null || isKey(keys.pdf));

/** The request stored, or null; one queued before keys existed comes without them (`keys` undefined). */
function parse(raw: string | null): (Omit<QueuedProgramRequest, 'keys'> & { keys?: ActionKeys }) | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<QueuedProgramRequest>;
    const valid =
      (value.kind === 'save' || value.kind === 'pdf') &&
      (value.mode === 'create' || value.mode === 'update' || value.mode === 'copy') &&
      !!value.program &&
      typeof value.program === 'object';
    if (!valid) return null;
    const { keys, ...request } = value as QueuedProgramRequest;
    return validKeys(keys, request.kind) ? { ...request, keys } : request;
  } catch {
    return null;
  }
}

/** The stored request with its keys: one stored without them gets them now, kept for its every try. */
function withKeys(email: string, request: ReturnType<typeof parse>): QueuedProgramRequest | null {
  if (!request || request.keys) return request as QueuedProgramRequest | null;
  const keyed = { ...request, keys: newActionKeys(request.kind === 'pdf') };
  try {
    localStorage.setItem(outboxStorageKey(email), JSON.stringify(keyed));
  } catch {
    // Unstored keys would change with every read: send it without them, as before.
    return { ...request, keys: { save: '', pdf: null } };
  }
  return keyed;
}

export function readQueued(email: string): QueuedProgramRequest | null {
  return withKeys(email, parse(rawQueued(email)));
}

/**
 * Queues a request (merged with the one waiting, if any). False when the storage refused it. A
 * PDF kept from the waiting request gets a key of its own: it is of the newer program now.
 */
export function queueRequest(email: string, request: QueuedProgramRequest): boolean {
  const waiting = readQueued(email);
  const merged: QueuedProgramRequest =
    waiting?.kind === 'pdf' && request.kind === 'save'
      ? {
          ...request,
          kind: 'pdf',
          choices: waiting.choices,
          keys: { save: request.keys.save, pdf: request.keys.pdf ?? newActionKeys(true).pdf },
        }
      : request;
  try {
    localStorage.setItem(outboxStorageKey(email), JSON.stringify(merged));
    return true;
  } catch {
    return false;
  } finally {
    changed();
  }
}

export function clearQueued(email: string): void {
  try {
    localStorage.removeItem(outboxStorageKey(email));
  } catch {
    // Nothing stored, nothing to remove.
  }
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same user queues or sends too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The request waiting to be sent for this user, re-rendering when it changes (its keys: readQueued). */
export function useQueued(email: string): Omit<QueuedProgramRequest, 'keys'> | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => rawQueued(email),
    () => null,
  );
  return useMemo(() => parse(raw), [raw]);
}
