import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, loginToken, withToken, type TestApp } from '../../support/app.js';
import { emptyProgram, fullProgram, insertCatalogue, pdfOptions, saveRest, type Catalogue } from './fixtures.js';
import { ConfigError, loadConfig } from '../../../server/config.js';
import {
  PDF_TEXT_KEYS,
  renderProgramPdf,
  type ProgramPdfContent,
} from '../../../server/modules/programs/program-pdf.js';
import { programPdfWorkerFile } from '../../../server/modules/programs/program-pdf.pool.js';

const HOLD_WORKER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../support/hold-worker.mjs');
const GENERATE = '/secured/api/skincareprogram/pdf/generate';
const GENERATE_GQL = 'mutation($o: PdfOptionsInput!) { generateSkinCareProgramPdf(options: $o) { programId pdfId } }';

// One worker thread and one waiting place: two held tasks fill the pool.
let t: TestApp;
let c: Catalogue;
beforeAll(async () => {
  // PDFs render in worker threads from the compiled dist/: say so at once when it is missing or stale.
  programPdfWorkerFile();
  t = await createTestApp({ PDF_WORKERS: '1', PDF_QUEUE: '1' });
  c = await insertCatalogue(t.orm);
});
afterAll(async () => {
  await t.close();
});

async function savedProgram(token: string): Promise<string> {
  const saved = await saveRest(t.app, token, fullProgram(c));
  expect(saved).toHaveStatus(200);
  return saved.json<{ id: string }>().id;
}

describe('PDF worker threads', () => {
  it('renders a PDF generated through the API in a worker thread', async () => {
    const user = await loginToken(t.app, 'user@example.com');
    const id = await savedProgram(user);
    const before = t.app.pdfPool.completed;
    const res = await t.app.inject(
      withToken(user, { method: 'POST', url: GENERATE, payload: pdfOptions(id, { showInci: true }) }),
    );
    expect(res).toHaveStatus(200);
    expect(t.app.pdfPool.completed).toBe(before + 1);
    expect(t.app.pdfPool.threads).toHaveLength(1);

    const { pdfId } = res.json<{ pdfId: string }>();
    const file = await t.app.inject(
      withToken(user, {
        method: 'GET',
        url: `${GENERATE.replace('generate', 'download')}?mixtureId=${id}&pdfId=${pdfId}`,
      }),
    );
    expect(file).toHaveStatus(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, REST and GraphQL, while the queue is full; renders again once it drains', async () => {
    const user = await loginToken(t.app, 'user@example.com');
    const id = await savedProgram(user);
    const gate = new SharedArrayBuffer(4);
    const release = () => {
      Atomics.store(new Int32Array(gate), 0, 1);
      Atomics.notify(new Int32Array(gate), 0);
    };
    const running = t.app.pdfPool.run<number>({ gate }, { filename: HOLD_WORKER });
    const waiting = t.app.pdfPool.run<number>({ gate }, { filename: HOLD_WORKER });
    try {
      const rest = await t.app.inject(withToken(user, { method: 'POST', url: GENERATE, payload: pdfOptions(id) }));
      expect(rest).toHaveStatus(503);
      expect(rest.headers['retry-after']).toBe('1');
      expect(rest.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        errorDataList: [{ translationKey: 'ERROR_SERVER_BUSY' }],
        requestId: expect.any(String),
      });

      const graphql = await t.app.inject(
        withToken(user, {
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ query: GENERATE_GQL, variables: { o: pdfOptions(id) } }),
        }),
      );
      expect(graphql).toHaveStatus(503);
      expect(graphql.headers['retry-after']).toBe('1');
      expect(graphql.json().errors[0].extensions).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        errorDataList: [{ translationKey: 'ERROR_SERVER_BUSY' }],
        requestId: expect.any(String),
      });
    } finally {
      release();
    }
    // Both held tasks ran in the pool's one worker thread, not on the main thread (id 0).
    const threadIds = await Promise.all([running, waiting]);
    expect(threadIds[0]).toBeGreaterThan(0);
    expect(threadIds[1]).toBe(threadIds[0]);

    const again = await t.app.inject(withToken(user, { method: 'POST', url: GENERATE, payload: pdfOptions(id) }));
    expect(again).toHaveStatus(200);
  });

  it('ends its threads when the app closes', async () => {
    const own = await createTestApp({ PDF_WORKERS: '1' });
    let exited: Promise<unknown[]> | undefined;
    try {
      const user = await loginToken(own.app, 'user@example.com');
      const saved = await saveRest(own.app, user, emptyProgram());
      const res = await own.app.inject(
        withToken(user, { method: 'POST', url: GENERATE, payload: pdfOptions(saved.json<{ id: string }>().id) }),
      );
      expect(res).toHaveStatus(200);
      expect(own.app.pdfPool.threads).toHaveLength(1);
      exited = Promise.all(
        own.app.pdfPool.threads.map((worker) => new Promise((resolve) => worker.once('exit', resolve))),
      );
    } finally {
      await own.close();
    }
    await exited;
    expect(own.app.pdfPool.threads).toHaveLength(0);
  });

  it('on close lets a task under way finish and refuses new ones', async () => {
    const own = await createTestApp({ PDF_WORKERS: '1' });
    const gate = new SharedArrayBuffer(4);
    const release = () => {
      Atomics.store(new Int32Array(gate), 0, 1);
      Atomics.notify(new Int32Array(gate), 0);
    };
    try {
      const held = own.app.pdfPool.run<number>({ gate }, { filename: HOLD_WORKER });
      const closed = own.app.pdfPool.close();
      await expect(own.app.pdfPool.run({ gate }, { filename: HOLD_WORKER })).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
      });
      release();
      expect(await held).toBeGreaterThan(0);
      await closed;
      expect(own.app.pdfPool.threads).toHaveLength(0);
    } finally {
      release();
      await own.close();
    }
  });
});

describe('PDF_TEXT_KEYS', () => {
  it('lists every text the renderer looks up, so a worker gets them all translated', async () => {
    const asked = new Set<string>();
    const content: ProgramPdfContent = {
      number: '7',
      clientReference: 'Anna K.',
      locale: 'en_GB',
      createdDate: new Date(),
      modifiedDate: new Date(),
      text: (key) => (asked.add(key), key),
      company: {
        companyName: 'Co',
        email: 'a@b.c',
        companyPhoneNo: '1',
        companyAddressLine1: 'x',
        companyAddressLine2: null,
        companyAddressLine3: null,
      },
      indicators: [
        { name: 'a', priority: 'LOW' },
        { name: 'b', priority: 'MEDIUM' },
        { name: 'c', priority: 'HIGH' },
      ],
      comment: 'note',
      baseProducts: [{ name: 'base', volume: 30 }],
      activeProducts: [{ name: 'active', volume: 2 }],
      washProducts: [{ name: 'wash', volume: 100, comment: 'x' }],
      readyProducts: [{ name: 'ready', volume: null, comment: null }],
      inci: [{ productName: 'base', names: ['AQUA'] }],
    };
    const all = {
      showCompanyData: true,
      showReadyProducts: true,
      showSpecialMixedProducts: true,
      showVolume: true,
      showWashProducts: true,
      showUserNameForm: true,
      showInci: true,
    };
    await renderProgramPdf(content, all);
    expect([...asked].filter((key) => !PDF_TEXT_KEYS.includes(key))).toEqual([]);
    expect(asked.size).toBeGreaterThan(20);
  });
});

describe('PDF_WORKERS and PDF_QUEUE', () => {
  const env = { JWT_SECRET: 'config-test-secret-config-test-secret-0123', DATA_DIR: os.tmpdir() };
  it('default to min(2, cores) threads and 64 waiting, take integers, refuse anything else', () => {
    expect(loadConfig(env)).toMatchObject({ pdfWorkers: Math.min(2, os.availableParallelism()), pdfQueue: 64 });
    expect(loadConfig({ ...env, PDF_WORKERS: '3', PDF_QUEUE: '0' })).toMatchObject({ pdfWorkers: 3, pdfQueue: 0 });
    for (const bad of [{ PDF_WORKERS: '0' }, { PDF_WORKERS: 'two' }, { PDF_QUEUE: '-1' }, { PDF_QUEUE: '1.5' }]) {
      expect(() => loadConfig({ ...env, ...bad })).toThrow(ConfigError);
    }
  });
});
