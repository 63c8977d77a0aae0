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
function buildInfo(source: string): { version: string; precache: string[] } {
  const json = /const SW_BUILD = (\{.*\});/.exec(source)![1]!;
  return runInNewContext(`(${json})`) as { version: string; precache: string[] };
}

describe('the service worker build', () => {
  it('lists the build files to cache, without index.html, maps and very large files', async () => {
    const sw = await build({ 'index.html': 10, 'assets/index-abc.js': 100, 'assets/index-abc.js.map': 100, 'assets/huge-x.js': 2 * 1024 * 1024, 'assets/app-1.css': 5 });
    expect(sw.fileName).toBe('sw.js');
    expect(buildInfo(sw.source).precache).toEqual(['/assets/app-1.css', '/assets/index-abc.js']);
    // A classic script (no module syntax), for navigator.serviceWorker.register without type: module.
    expect(sw.source).not.toMatch(/^\s*(export|import)\s/m);
    expect(sw.source).toContain('skipWaiting');
    expect(sw.source).toContain('caches.delete');
  });

  it("lists the public folder's files, by path, and a changed one is a new version", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sw-public-'));
    try {
      mkdirSync(path.join(dir, 'flags'));
      writeFileSync(path.join(dir, 'intl-warmup.js'), 'one');
      writeFileSync(path.join(dir, 'flags', 'de.svg'), '<svg/>');
      const before = buildInfo((await build({ 'assets/index-abc.js': 100 }, dir)).source);
      expect(before.precache).toEqual(['/assets/index-abc.js', '/flags/de.svg', '/intl-warmup.js']);
      writeFileSync(path.join(dir, 'intl-warmup.js'), 'two');
      expect(buildInfo((await build({ 'assets/index-abc.js': 100 }, dir)).source).version).not.toBe(before.version);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is a new version for a new build (other hashed files), the same for the same files', async () => {
    const a = buildInfo((await build({ 'assets/index-abc.js': 100 })).source).version;
    const again = buildInfo((await build({ 'assets/index-abc.js': 100 })).source).version;
    const b = buildInfo((await build({ 'assets/index-def.js': 100 })).source).version;
    expect(again).toBe(a);
    expect(b).not.toBe(a);
  });
});
