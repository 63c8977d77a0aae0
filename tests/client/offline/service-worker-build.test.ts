import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { precacheSplit } from '../../../scripts/precache-split.js';

/**
 * The part of the service worker's list vite-plugin-pwa cannot know (scripts/precache-split.ts),
 * on fake bundles: which files are cached on install and which when first used.
 */
type Entry = { url: string; revision: string | null; size: number };

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

/** Runs the split's generateBundle on `bundle`, then its transform on the files workbox found (`sizes`, by path). */
async function split(onDemand: string[], bundle: object, sizes: Record<string, number> = {}) {
  const { plugin, manifestTransform } = precacheSplit(onDemand);
  const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  hook.call(context, {}, bundle);
  const found: Entry[] = Object.keys({ ...bundle, ...sizes }).map((url) => ({
    url,
    revision: null,
    size: sizes[url] ?? 1,
  }));
  const { manifest } = await manifestTransform(found);
  const urls = (onDemand: boolean) =>
    (manifest as (Entry & { onDemand?: true })[])
      .filter((entry) => (entry.onDemand === true) === onDemand)
      .map((entry) => entry.url)
      .sort();
  return { precache: urls(false), onDemand: urls(true) };
}

describe('the precache split', () => {
  it('makes the URLs absolute and leaves files over 1 MB to first use', async () => {
    const bundle = chunkBundle({ 'assets/index-1.js': { entry: true } }, ['assets/app-1.css']);
    const sw = await split([], bundle, { 'assets/huge-1.js': 2 * 1024 * 1024, 'flags/de.svg': 100 });
    expect(sw.precache).toEqual(['/assets/app-1.css', '/assets/index-1.js', '/flags/de.svg']);
    expect(sw.onDemand).toEqual(['/assets/huge-1.js']);
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
    const sw = await split(['client/Explorer.tsx'], bundle);
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
    await expect(split(['client/Moved.tsx'], lazy)).rejects.toThrow(
      /no chunk of its own for the on-demand module .*client\/Moved\.tsx/,
    );
    const eager = chunkBundle(
      {
        'assets/index-1.js': { entry: true, imports: ['assets/Explorer-1.js'] },
        'assets/Explorer-1.js': { facade: 'client/Explorer.tsx' },
      },
      [],
    );
    await expect(split(['client/Explorer.tsx'], eager)).rejects.toThrow(
      /Explorer-1\.js is declared on demand but imported statically/,
    );
  });

  it('refuses to write a list without the module graph (the plugin not in the build)', async () => {
    const { manifestTransform } = precacheSplit([]);
    await expect(manifestTransform([])).rejects.toThrow(/precache split ran before the build/);
  });
});
