import { useMemo, useSyncExternalStore } from 'react';
import { DRAFT_STORAGE_PREFIX } from '../../app/session.js';
import type { SkinCareProgramInput } from '../../graphql/graphql.js';
import type { PdfChoices, SaveMode } from './programRequests.js';

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

function parse(raw: string | null): QueuedProgramRequest | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<QueuedProgramRequest>;
    const valid =
      (value.kind === 'save' || value.kind === 'pdf') &&
      (value.mode === 'create' || value.mode === 'update' || value.mode === 'copy') &&
      !!value.program &&
      typeof value.program === 'object';
    return valid ? (value as QueuedProgramRequest) : null;
  } catch {
    return null;
  }
}

export function readQueued(email: string): QueuedProgramRequest | null {
  return parse(rawQueued(email));
}

/** Queues a request (merged with the one waiting, if any). False when the storage refused it. */
export function queueRequest(email: string, request: QueuedProgramRequest): boolean {
  const waiting = readQueued(email);
  const merged: QueuedProgramRequest =
    waiting?.kind === 'pdf' && request.kind === 'save' ? { ...request, kind: 'pdf', choices: waiting.choices } : request;
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

/** The request waiting to be sent for this user, re-rendering when it changes. */
export function useQueued(email: string): QueuedProgramRequest | null {
  const raw = useSyncExternalStore(subscribe, () => rawQueued(email), () => null);
  return useMemo(() => parse(raw), [raw]);
}
