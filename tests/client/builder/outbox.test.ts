/** @jest-environment jsdom */
import '../support/jsdom-globals.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { DRAFT_STORAGE_PREFIX } from '../../../client/app/session.js';
import {
  clearQueued,
  outboxStorageKey,
  queueRequest,
  readQueued,
  type QueuedProgramRequest,
} from '../../../client/features/builder/outbox.js';
import { newActionKeys } from '../../../client/features/builder/programRequests.js';
import { DEFAULT_PDF_OPTIONS } from '../../../common/validation/program.js';

const EMAIL = 'User@Example.com';
const program = (comment: string): QueuedProgramRequest['program'] => ({
  id: null,
  version: null,
  skinIndicatorWithPriorityDtos: [],
  specialMixedProducts: { comment, baseProducts: [], activeProducts: [] },
  washProducts: [],
  readyProducts: [],
});
const save = (comment: string): QueuedProgramRequest => ({
  kind: 'save',
  mode: 'create',
  program: program(comment),
  choices: null,
  sourceId: null,
  keys: newActionKeys(false),
});

afterEach(() => localStorage.clear());

describe('the offline outbox', () => {
  it('keeps one request per user in localStorage, under the draft prefix that logout removes', () => {
    expect(readQueued(EMAIL)).toBeNull();
    expect(queueRequest(EMAIL, save('first'))).toBe(true);
    expect(outboxStorageKey(EMAIL).startsWith(DRAFT_STORAGE_PREFIX)).toBe(true);
    expect(localStorage.getItem(outboxStorageKey('user@example.com'))).not.toBeNull();
    expect(readQueued('other@example.com')).toBeNull();

    // A later save replaces the earlier one: the newest program is sent, once.
    queueRequest(EMAIL, save('second'));
    expect(readQueued(EMAIL)!.program.specialMixedProducts.comment).toBe('second');
    clearQueued(EMAIL);
    expect(readQueued(EMAIL)).toBeNull();
  });

  it('keeps a PDF asked for when a plain save follows it', () => {
    const choices = { ...DEFAULT_PDF_OPTIONS, locale: 'uk_UA' as const };
    queueRequest(EMAIL, { ...save('with pdf'), kind: 'pdf', choices });
    queueRequest(EMAIL, save('edited after'));
    expect(readQueued(EMAIL)).toMatchObject({
      kind: 'pdf',
      choices,
      program: { specialMixedProducts: { comment: 'edited after' } },
    });
  });

  it('ignores what it cannot read (never a crash)', () => {
    localStorage.setItem(outboxStorageKey(EMAIL), '{not json');
    expect(readQueued(EMAIL)).toBeNull();
    localStorage.setItem(outboxStorageKey(EMAIL), JSON.stringify({ kind: 'delete', mode: 'create', program: {} }));
    expect(readQueued(EMAIL)).toBeNull();
  });
});

describe('a call that found no network', () => {
  it("is fetch's own TypeError, not any error", async () => {
    const { isNetworkFailure } = await import('../../../client/app/useOnline.js');
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isNetworkFailure(new Error('Failed to fetch'))).toBe(false);
  });
});
