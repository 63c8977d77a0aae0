/** @jest-environment jsdom */
import '../support/jsdom-globals.js';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createApolloClient } from '../../../client/app/apolloClient.js';
import { isNetworkFailure } from '../../../client/app/useOnline.js';
import {
  outboxStorageKey,
  queueRequest,
  readQueued,
  type QueuedProgramRequest,
} from '../../../client/features/builder/outbox.js';
import { isRetryLater, newActionKeys, sendPdf, sendSave } from '../../../client/features/builder/programRequests.js';
import { DEFAULT_PDF_OPTIONS } from '../../../common/validation/program.js';

/*
 * The offline outbox sends one `Idempotency-Key` per user action, kept with the queued request:
 * every try of the action (after a network failure or a 503) carries the same key, so a save
 * whose answer was lost is answered by the server, not stored twice. Apollo's client and links
 * are the real ones; `fetch` records what went out and answers as the server does.
 */

const EMAIL = 'user@example.com';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const program = (comment: string): QueuedProgramRequest['program'] => ({
  id: null,
  version: null,
  skinIndicatorWithPriorityDtos: [],
  specialMixedProducts: { comment, baseProducts: [], activeProducts: [] },
  washProducts: [],
  readyProducts: [],
});
const queued = (comment: string, kind: 'save' | 'pdf' = 'save'): QueuedProgramRequest => ({
  kind,
  mode: 'create',
  program: program(comment),
  choices: kind === 'pdf' ? { ...DEFAULT_PDF_OPTIONS } : null,
  sourceId: null,
  keys: newActionKeys(kind === 'pdf'),
});

type Answer = { status: number; body: unknown } | 'no network';
interface Sent {
  operationName: string;
  idempotencyKey: string | null;
}

/** The server's side: answers in order, records each request's operation and key. */
function fakeFetch(answers: Answer[]) {
  const sent: Sent[] = [];
  const fetch = async (_url: string, init: { headers: Record<string, string>; body: string }) => {
    const headers = Object.fromEntries(
      Object.entries(init.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    sent.push({
      operationName: (JSON.parse(init.body) as { operationName: string }).operationName,
      idempotencyKey: headers['idempotency-key'] ?? null,
    });
    const answer = answers.shift();
    if (!answer || answer === 'no network') throw new TypeError('Failed to fetch');
    const text = JSON.stringify(answer.body);
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: '',
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => text,
    };
  };
  return { sent, fetch };
}

const saved = {
  data: {
    saveSkinCareProgram: {
      __typename: 'SkinCareProgram',
      id: 'p-1',
      number: '1042',
      version: 1,
      pdfId: null,
      modifiedDate: '2026-12-01T10:00:00.000Z',
    },
  },
};
const unavailable = {
  errors: [
    {
      message: 'unavailable',
      extensions: { code: 'SERVICE_UNAVAILABLE', errorDataList: [{ translationKey: 'ERROR_SERVICE_UNAVAILABLE' }] },
    },
  ],
};
const inFlight = {
  errors: [
    {
      message: 'in flight',
      extensions: {
        code: 'CONFLICT',
        errorDataList: [{ translationKey: 'ERROR_IDEMPOTENCY_KEY_IN_FLIGHT', param: 'Idempotency-Key' }],
      },
    },
  ],
};
const stale = {
  errors: [
    { message: 'stale', extensions: { code: 'CONFLICT', errorDataList: [{ translationKey: 'ERROR_STALE_VERSION' }] } },
  ],
};

let realFetch: unknown;
beforeEach(() => {
  realFetch = (globalThis as { fetch?: unknown }).fetch;
});
afterEach(() => {
  localStorage.clear();
  (globalThis as { fetch?: unknown }).fetch = realFetch;
});

function clientWith(answers: Answer[]) {
  const server = fakeFetch(answers);
  (globalThis as { fetch?: unknown }).fetch = server.fetch;
  const client = createApolloClient({ getToken: () => 'a-token', onUnauthenticated: () => undefined });
  return { client, sent: server.sent };
}

/** Sends the queued save as the outbox does, until it is answered (or refused for good). */
async function sendUntilAnswered(client: ReturnType<typeof createApolloClient>): Promise<string[]> {
  const outcomes: string[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const request = readQueued(EMAIL)!;
    try {
      await sendSave(client, request.program, request.mode, request.keys.save);
      outcomes.push('saved');
      return outcomes;
    } catch (error) {
      const again = isNetworkFailure(error) || isRetryLater(error);
      outcomes.push(again ? 'unsent' : 'refused');
      if (!again) return outcomes;
    }
  }
  return outcomes;
}

describe('the outbox keys', () => {
  it('are kept with the queued request: every try of the action sends the same key', async () => {
    const request = queued('offline save');
    expect(request.keys.save).toMatch(UUID);
    expect(queueRequest(EMAIL, request)).toBe(true);
    expect(readQueued(EMAIL)!.keys).toEqual(request.keys);

    const { client, sent } = clientWith([
      'no network',
      { status: 503, body: unavailable },
      { status: 409, body: inFlight },
      { status: 200, body: saved },
    ]);
    expect(await sendUntilAnswered(client)).toEqual(['unsent', 'unsent', 'unsent', 'saved']);
    expect(sent.map((s) => s.idempotencyKey)).toEqual(Array(4).fill(`"${request.keys.save}"`));
  });

  it('differ between actions, and a stale version is no reason to send again', async () => {
    const first = newActionKeys(false);
    const second = newActionKeys(false);
    expect(first.save).not.toBe(second.save);
    expect(first.pdf).toBeNull();

    queueRequest(EMAIL, queued('stale'));
    const { client, sent } = clientWith([{ status: 409, body: stale }]);
    expect(await sendUntilAnswered(client)).toEqual(['refused']);
    expect(sent).toHaveLength(1);
  });

  it('give a PDF its own key, sent with the PDF; a PDF kept when a newer save replaces the queued one gets a fresh key', async () => {
    const pdf = queued('with pdf', 'pdf');
    expect(pdf.keys.pdf).toMatch(UUID);
    expect(pdf.keys.pdf).not.toBe(pdf.keys.save);
    queueRequest(EMAIL, pdf);
    const later = queued('edited after');
    queueRequest(EMAIL, later);
    const merged = readQueued(EMAIL)!;
    expect(merged.kind).toBe('pdf');
    expect(merged.keys.save).toBe(later.keys.save);
    expect(merged.keys.pdf).toMatch(UUID);
    expect(merged.keys.pdf).not.toBe(pdf.keys.pdf);

    const { client, sent } = clientWith([
      {
        status: 200,
        body: { data: { generateSkinCareProgramPdf: { __typename: 'GeneratedPdf', programId: 'p-1', pdfId: 'f-1' } } },
      },
    ]);
    await expect(sendPdf(client, 'p-1', merged.choices!, merged.keys.pdf)).resolves.toBe('f-1');
    expect(sent).toEqual([{ operationName: 'GenerateSkinCareProgramPdf', idempotencyKey: `"${merged.keys.pdf}"` }]);
  });

  it('are given once to a request queued before keys existed, and kept in storage', () => {
    const { keys: _none, ...old } = queued('queued by an older client');
    localStorage.setItem(outboxStorageKey(EMAIL), JSON.stringify(old));
    const read = readQueued(EMAIL)!;
    expect(read.keys.save).toMatch(UUID);
    expect(readQueued(EMAIL)!.keys).toEqual(read.keys);
    expect(JSON.parse(localStorage.getItem(outboxStorageKey(EMAIL))!).keys).toEqual(read.keys);
  });

  it('are random UUIDs also where crypto.randomUUID is missing (plain HTTP is no secure context)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = newActionKeys(true);
      expect(keys.save).toMatch(UUID);
      expect(keys.pdf).toMatch(UUID);
      expect(keys.pdf).not.toBe(keys.save);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
