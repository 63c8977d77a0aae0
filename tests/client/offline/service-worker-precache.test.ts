import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * The real client build (vite.config.ts, into a folder of its own): the service worker caches on
 * install what every user needs, and the admins' GraphQL explorer (GraphiQL, Monaco, their CSS,
 * font and web workers) only when it is opened. The build's module graph (build-with-graph.mjs)
 * says which file holds what.
 */
type GraphFile = {
  fileName: string;
  type: 'chunk' | 'asset';
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  originalFileNames: string[];
  imports: string[];
  dynamicImports: string[];
  importedCss: string[];
  importedAssets: string[];
};
type SwBuild = { precache: string[]; onDemand: string[] };

const EXPLORER_PACKAGE = /\/node_modules\/(?:graphiql|@graphiql\/[^/]+|monaco-editor|monaco-graphql)\//;
let tmp: string;
let outDir: string;
let graph: GraphFile[];
let swSource: string;
let swBuild: SwBuild;

const byName = (fileName: string) => graph.find((file) => file.fileName === fileName)!;
const chunkOf = (suffix: string) => graph.find((file) => file.facadeModuleId?.endsWith(suffix))!;
/** A file and all it imports, statically and with import(), with their CSS and assets; not through `skip`. */
function closure(start: GraphFile, skip: readonly string[] = []): Set<string> {
  const seen = new Set<string>();
  const queue = [start.fileName];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (seen.has(name) || skip.includes(name)) continue;
    seen.add(name);
    const file = byName(name);
    queue.push(...file.imports, ...file.dynamicImports, ...file.importedCss, ...file.importedAssets);
  }
  return seen;
}

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'sw-precache-'));
  outDir = path.join(tmp, 'client');
  const graphFile = path.join(tmp, 'graph.json');
  execFileSync(process.execPath, [path.join('tests', 'client', 'offline', 'build-with-graph.mjs'), outDir, graphFile], {
    stdio: 'pipe',
  });
  graph = JSON.parse(readFileSync(graphFile, 'utf8')) as GraphFile[];
  swSource = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
  const files = manifestOf(swSource);
  swBuild = {
    precache: files.filter((file) => !file.onDemand).map((file) => file.url),
    onDemand: files.filter((file) => file.onDemand).map((file) => file.url),
  };
}, 240_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The list vite-plugin-pwa wrote into the service worker (keys sorted, so an entry starts with one of these). */
const MANIFEST = /\[\{"(?:onDemand|revision)"[^\]]*\]/;
function manifestOf(source: string): { url: string; revision: string | null; onDemand?: true }[] {
  return JSON.parse(MANIFEST.exec(source)![0]) as { url: string; revision: string | null; onDemand?: true }[];
}

/**
 * The built worker in a scope of its own, with a cache keyed by path and query (what each stored
 * answer came from: 'install', or 'runtime' with the network's body) and a network that answers
 * with the request's path and query, or fails while `offline`.
 */
function workerScope(source: string) {
  const listeners = new Map<string, (event: unknown) => void>();
  const stored = new Map<string, string>();
  const fetched: string[] = [];
  const network = { offline: false };
  const origin = 'http://app.test';
  const key = (input: string | Request) => {
    const url = new URL(typeof input === 'string' ? input : input.url, origin);
    return `${url.pathname}${url.search}`;
  };
  const cache = {
    addAll: async (urls: string[]) => void urls.forEach((url) => stored.set(key(url), 'install')),
    add: async (url: string) => void stored.set(key(url), 'install'),
    put: async (input: string | Request, response: Response) =>
      void stored.set(key(input), `runtime ${await response.text()}`),
  };
  const scope = {
    self: {
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      skipWaiting: async () => undefined,
      clients: { claim: async () => undefined },
      location: new URL(`${origin}/sw.js`),
    },
    caches: {
      open: async () => cache,
      keys: async () => [],
      delete: async () => true,
      match: async (input: string | Request) =>
        stored.has(key(input)) ? new Response(`cached ${stored.get(key(input))}`) : undefined,
    },
    fetch: async (input: Request) => {
      if (network.offline) throw new TypeError('Failed to fetch');
      fetched.push(key(input));
      const response = new Response(`network ${key(input)}`);
      // A same-origin answer, as a browser types it.
      Object.defineProperty(response, 'type', { value: 'basic' });
      return response;
    },
    URL,
    Request,
    Response,
    Set,
    Promise,
  };
  runInNewContext(source, scope);
  const install = async () => {
    let installed: Promise<unknown> = Promise.resolve();
    listeners.get('install')!({ waitUntil: (promise: Promise<unknown>) => void (installed = promise) });
    await installed;
  };
  /** The worker's answer's body, or undefined when it leaves the request to the browser. */
  const get = async (pathAndQuery: string) => {
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request: new Request(`${origin}${pathAndQuery}`),
      respondWith: (response: Promise<Response>) => void (answer = response),
    });
    return answer ? (await answer).text() : undefined;
  };
  return { stored, fetched, network, install, get };
}

describe('the built service worker', () => {
  it('precaches no file of GraphiQL or Monaco; they are cached on first use', () => {
    // Their chunks by the modules in them; their style sheets, font and workers by who imports them.
    const explorerChunks = graph.filter((file) => file.moduleIds.some((id) => EXPLORER_PACKAGE.test(id)));
    const explorerFiles = new Set([
      ...explorerChunks.flatMap((chunk) => [chunk.fileName, ...chunk.importedCss, ...chunk.importedAssets]),
      ...graph
        .filter((file) => file.originalFileNames.some((name) => EXPLORER_PACKAGE.test(`/${name}`)))
        .map((file) => file.fileName),
    ]);
    const urls = [...explorerFiles].map((name) => `/${name}`);
    // The build has them (a test that finds none proves nothing): the explorer, its CSS and workers.
    expect(explorerChunks.map((chunk) => chunk.facadeModuleId)).toContainEqual(
      expect.stringMatching(/client\/features\/explorer\/GraphqlExplorerPage\.tsx$/),
    );
    expect(urls.filter((url) => url.endsWith('.css')).length).toBeGreaterThan(0);
    expect(urls.filter((url) => /worker/.test(url)).length).toBeGreaterThanOrEqual(3);

    expect(swBuild.precache.filter((url) => explorerFiles.has(url.slice(1)))).toEqual([]);
    expect(urls.filter((url) => !swBuild.onDemand.includes(url))).toEqual([]);
  });

  it("precaches nothing that only the explorer imports (prettier, Monaco's language modes among them)", () => {
    const explorer = chunkOf('client/features/explorer/GraphqlExplorerPage.tsx');
    const app = new Set(
      graph.filter((file) => file.isEntry).flatMap((entry) => [...closure(entry, [explorer.fileName])]),
    );
    const explorerOnly = [...closure(explorer)].filter((name) => !app.has(name)).map((name) => `/${name}`);
    expect(
      explorerOnly
        .map((url) => byName(url.slice(1)))
        .filter((file) => file.moduleIds.some((id) => id.includes('/node_modules/prettier/'))),
    ).not.toEqual([]);
    expect(explorerOnly.filter((url) => swBuild.precache.includes(url))).toEqual([]);
    expect(explorerOnly.filter((url) => !swBuild.onDemand.includes(url))).toEqual([]);
  });

  it('precaches the entry, the builder with its dialogs and the public files the shell loads', () => {
    const entry = graph.find((file) => file.isEntry)!;
    expect(swBuild.precache).toEqual(
      expect.arrayContaining([`/${entry.fileName}`, ...entry.importedCss.map((name) => `/${name}`)]),
    );
    const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    for (const [, src] of index.matchAll(/(?:src|href)="(\/[^"]+)"/g)) expect(swBuild.precache).toContain(src);
    // Its chunks apart from the entry's (whose import()s reach every page).
    const builder = [...closure(chunkOf('client/features/builder/BuilderPage.tsx'), [entry.fileName])].map(
      (name) => `/${name}`,
    );
    // Its save dialogs, opened offline, are lazy chunks of their own.
    expect(builder).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/OverwriteDialog-/),
        expect.stringMatching(/PdfOptionsDialog-/),
        expect.stringMatching(/\.css$/),
      ]),
    );
    expect(builder.filter((url) => !swBuild.precache.includes(url))).toEqual([]);
  });

  it("is a classic script listing the public folder's files by content; another list is another version", async () => {
    // For navigator.serviceWorker.register without type: module.
    expect(swSource).not.toMatch(/^\s*(export|import)\s/m);
    const files = manifestOf(swSource);
    expect(files.find((file) => file.url === '/logo.svg')?.revision).toMatch(/^[0-9a-f]{32}$/);
    expect(swBuild.precache).toEqual(
      expect.arrayContaining(['/logo.svg', expect.stringMatching(/^\/flags\/.+\.svg$/)]),
    );

    /** The cache a service worker built with `list` installs into. */
    const cacheOf = async (list: unknown[]) => {
      const opened: string[] = [];
      let install: ((event: unknown) => void) | undefined;
      runInNewContext(swSource.replace(MANIFEST, JSON.stringify(list)), {
        self: {
          addEventListener: (type: string, listener: (event: unknown) => void) => {
            if (type === 'install') install = listener;
          },
          skipWaiting: async () => undefined,
          location: new URL('http://app.test/sw.js'),
        },
        caches: {
          open: async (name: string) => {
            opened.push(name);
            return { addAll: async () => undefined, add: async () => undefined };
          },
        },
      });
      let done: Promise<unknown> = Promise.resolve();
      install!({ waitUntil: (promise: Promise<unknown>) => void (done = promise) });
      await done;
      return opened[0];
    };
    const same = await cacheOf(files);
    expect(same).toMatch(/^formula-builder-/);
    expect(await cacheOf(files)).toBe(same);
    // A public file's new content, or another hashed name.
    expect(
      await cacheOf(files.map((file) => (file.url === '/logo.svg' ? { ...file, revision: 'other' } : file))),
    ).not.toBe(same);
    expect(await cacheOf([...files, { revision: null, url: '/assets/new-1.js' }])).not.toBe(same);
  });

  it('installs the shell, the precache and the texts version; keeps an explorer file when first fetched; leaves unknown files alone', async () => {
    const { stored, fetched, install, get } = workerScope(swSource);
    await install();
    expect([...stored.keys()]).toEqual(
      expect.arrayContaining(['/index.html', '/public/api/translations/version', ...swBuild.precache]),
    );
    const explorerFile = swBuild.onDemand.find((url) => /GraphqlExplorerPage-.*\.js$/.test(url))!;
    expect(stored.has(explorerFile)).toBe(false);

    expect(await get(explorerFile)).toBe(`network ${explorerFile}`);
    expect(stored.get(explorerFile)).toBe(`runtime network ${explorerFile}`);
    expect(await get(explorerFile)).toBe(`cached runtime network ${explorerFile}`);
    expect(fetched.filter((url) => url === explorerFile)).toHaveLength(1);
    // Not of this build: not answered, not kept (the cache holds at most the build's files).
    expect(await get('/assets/not-of-this-build-1234.js')).toBeUndefined();
    expect(stored.has('/assets/not-of-this-build-1234.js')).toBe(false);
  });
  it("keeps each locale's texts apart, answers them offline, and leaves other queries to the network", async () => {
    const { stored, network, install, get } = workerScope(swSource);
    await install();
    const de = '/public/api/translations/bundles/de_DE';
    const uk = '/public/api/translations/bundles/uk_UA';
    expect(await get(de)).toBe(`network ${de}`);
    expect(await get(uk)).toBe(`network ${uk}`);
    network.offline = true;
    expect(await get(de)).toBe(`cached runtime network ${de}`);
    expect(await get(uk)).toBe(`cached runtime network ${uk}`);
    expect(await get('/public/api/translations/version')).toBe('cached install');
    // Never kept: a query the client does not send, what is no locale, the API's locale sets.
    network.offline = false;
    for (const other of ['bundles/de_DE?x=1', 'bundles/de', 'bundles/de_DE/x', 'bundles/..%2Fx', '?locales=de_DE'])
      expect(await get(`/public/api/translations/${other}`)).toBeUndefined();
    expect([...stored.keys()].filter((k) => k.startsWith('/public/api/translations/b'))).toEqual([de, uk]);
    expect(stored.has('/public/api/translations')).toBe(false);
  });
});
