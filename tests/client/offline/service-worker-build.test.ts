import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { serviceWorker } from '../../../scripts/vite-service-worker.js';

type Emitted = { fileName: string; source: string };

/** Runs the plugin's generateBundle on a fake bundle; answers the emitted sw.js. */
async function build(files: Record<string, number>, publicDir?: string): Promise<Emitted> {
  const plugin = serviceWorker('client/features/offline/sw.ts');
  if (publicDir) (plugin.configResolved as (config: { publicDir: string }) => void)({ publicDir });
  const bundle = Object.fromEntries(
    Object.entries(files).map(([fileName, size]) => [fileName, { type: 'asset', fileName, source: 'x'.repeat(size) }]),
  );
  let emitted: Emitted | undefined;
  const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => Promise<void>;
  await hook.call({ emitFile: (file: Emitted) => void (emitted = file) }, {}, bundle);
  return emitted!;
}

/** SW_BUILD of an emitted service worker, read by running its first statements. */
function buildInfo(source: string): { version: string; precache: string[]; onDemand: string[] } {
  const json = /const SW_BUILD = (\{.*\});/.exec(source)![1]!;
  return runInNewContext(`(${json})`) as { version: string; precache: string[]; onDemand: string[] };
}

type FakeChunk = {
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
  facade?: string;
  entry?: boolean;
};

/** A fake bundle of chunks (with Vite's CSS and asset metadata) and the assets they name. */
function chunkBundle(chunks: Record<string, FakeChunk>, assets: string[]) {
  return {
    ...Object.fromEntries(
      Object.entries(chunks).map(([fileName, c]) => [
        fileName,
        {
          type: 'chunk',
          fileName,
          code: 'x',
          isEntry: c.entry ?? false,
          facadeModuleId: c.facade ? path.resolve(c.facade) : null,
          imports: c.imports ?? [],
          dynamicImports: c.dynamicImports ?? [],
          viteMetadata: { importedCss: new Set(c.css ?? []), importedAssets: new Set(c.assets ?? []) },
        },
      ]),
    ),
    ...Object.fromEntries(assets.map((fileName) => [fileName, { type: 'asset', fileName, source: 'x' }])),
  };
}

/** Runs generateBundle with `onDemand`; answers SW_BUILD, or the error the build stops with. */
async function buildWith(onDemand: string[], bundle: object): Promise<{ precache: string[]; onDemand: string[] }> {
  const plugin = serviceWorker('client/features/offline/sw.ts', { onDemand });
  let emitted: Emitted | undefined;
  const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => Promise<void>;
  const context = {
    emitFile: (file: Emitted) => void (emitted = file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  await hook.call(context, {}, bundle);
  return buildInfo(emitted!.source);
}

describe('the service worker build', () => {
  it('lists the build files to cache, without index.html, maps and very large files', async () => {
    const sw = await build({
      'index.html': 10,
      'assets/index-abc.js': 100,
      'assets/index-abc.js.map': 100,
      'assets/huge-x.js': 2 * 1024 * 1024,
      'assets/app-1.css': 5,
    });
    expect(sw.fileName).toBe('sw.js');
    expect(buildInfo(sw.source).precache).toEqual(['/assets/app-1.css', '/assets/index-abc.js']);
    // The very large file is cached when first used.
    expect(buildInfo(sw.source).onDemand).toEqual(['/assets/huge-x.js']);
    // A classic script (no module syntax), for navigator.serviceWorker.register without type: module.
    expect(sw.source).not.toMatch(/^\s*(export|import)\s/m);
    expect(sw.source).toContain('skipWaiting');
    expect(sw.source).toContain('caches.delete');
  });

  it("lists the public folder's files, by path, and a changed one is a new version", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sw-public-'));
    try {
      mkdirSync(path.join(dir, 'flags'));
      writeFileSync(path.join(dir, 'logo.svg'), 'one');
      writeFileSync(path.join(dir, 'flags', 'de.svg'), '<svg/>');
      const before = buildInfo((await build({ 'assets/index-abc.js': 100 }, dir)).source);
      expect(before.precache).toEqual(['/assets/index-abc.js', '/flags/de.svg', '/logo.svg']);
      writeFileSync(path.join(dir, 'logo.svg'), 'two');
      expect(buildInfo((await build({ 'assets/index-abc.js': 100 }, dir)).source).version).not.toBe(before.version);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leaves an on-demand module's part of the build (its chunks, CSS, assets, workers) to first use; shared chunks stay", async () => {
    const bundle = chunkBundle(
      {
        'assets/index-1.js': {
          entry: true,
          imports: ['assets/shared-1.js'],
          dynamicImports: ['assets/Builder-1.js', 'assets/Explorer-1.js'],
          css: ['assets/index-1.css'],
        },
        'assets/Builder-1.js': {
          facade: 'client/Builder.tsx',
          imports: ['assets/shared-1.js'],
          dynamicImports: ['assets/Dialog-1.js'],
        },
        'assets/Dialog-1.js': {},
        'assets/Explorer-1.js': {
          facade: 'client/Explorer.tsx',
          imports: ['assets/shared-1.js', 'assets/editor-1.js'],
          dynamicImports: ['assets/mode-1.js', 'assets/Dialog-1.js'],
          css: ['assets/Explorer-1.css'],
          assets: ['assets/editor.worker-1.js'],
        },
        'assets/editor-1.js': { css: ['assets/editor-1.css'], assets: ['assets/icons-1.ttf'] },
        'assets/mode-1.js': { imports: ['assets/editor-1.js'] },
        'assets/shared-1.js': {},
      },
      [
        'assets/index-1.css',
        'assets/Explorer-1.css',
        'assets/editor-1.css',
        'assets/icons-1.ttf',
        'assets/editor.worker-1.js',
        'assets/unnamed-1.png',
      ],
    );
    const sw = await buildWith(['client/Explorer.tsx'], bundle);
    expect(sw.onDemand).toEqual(
      [
        'Explorer-1.css',
        'Explorer-1.js',
        'editor-1.css',
        'editor-1.js',
        'editor.worker-1.js',
        'icons-1.ttf',
        'mode-1.js',
      ].map((name) => `/assets/${name}`),
    );
    // The builder's lazy dialog is the explorer's too; an asset no chunk names stays, to be safe.
    expect(sw.precache).toEqual(
      ['Builder-1.js', 'Dialog-1.js', 'index-1.css', 'index-1.js', 'shared-1.js', 'unnamed-1.png'].map(
        (name) => `/assets/${name}`,
      ),
    );
  });

  it('stops the build when an on-demand module has no chunk of its own, or the app imports it statically', async () => {
    const lazy = chunkBundle(
      {
        'assets/index-1.js': { entry: true, dynamicImports: ['assets/Explorer-1.js'] },
        'assets/Explorer-1.js': { facade: 'client/Explorer.tsx' },
      },
      [],
    );
    await expect(buildWith(['client/Moved.tsx'], lazy)).rejects.toThrow(
      /no chunk of its own for the on-demand module .*client\/Moved\.tsx/,
    );
    const eager = chunkBundle(
      {
        'assets/index-1.js': { entry: true, imports: ['assets/Explorer-1.js'] },
        'assets/Explorer-1.js': { facade: 'client/Explorer.tsx' },
      },
      [],
    );
    await expect(buildWith(['client/Explorer.tsx'], eager)).rejects.toThrow(
      /Explorer-1\.js is declared on demand but imported statically/,
    );
  });

  it('is a new version for a new build (other hashed files), the same for the same files', async () => {
    const a = buildInfo((await build({ 'assets/index-abc.js': 100 })).source).version;
    const again = buildInfo((await build({ 'assets/index-abc.js': 100 })).source).version;
    const b = buildInfo((await build({ 'assets/index-def.js': 100 })).source).version;
    expect(again).toBe(a);
    expect(b).not.toBe(a);
  });
});
