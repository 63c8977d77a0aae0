import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { transformWithOxc, type Plugin } from 'vite';

/** Files larger than this are cached when first used, not on install (keeps the install quick). */
const PRECACHE_MAX_BYTES = 1024 * 1024;

/**
 * Builds the offline builder's service worker (client/features/offline/sw.ts) into /sw.js, with
 * no extra package: Vite's own Oxc strips its types, and SW_BUILD puts this build's files and a
 * version derived from them before it. Any change of the client changes some hashed file name,
 * so a new build is a new service worker version (which deletes the older caches).
 */
export function serviceWorker(source: string): Plugin {
  return {
    name: 'formula-builder-service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const precache = Object.values(bundle)
        .filter((file) => file.fileName !== 'index.html' && !file.fileName.endsWith('.map'))
        .filter((file) => (file.type === 'chunk' ? file.code.length : file.source.length) <= PRECACHE_MAX_BYTES)
        .map((file) => `/${file.fileName}`)
        .sort();
      const swCode = readFileSync(source, 'utf8');
      const version = createHash('sha256').update(precache.join('\n')).update(swCode).digest('hex').slice(0, 16);
      const { code } = await transformWithOxc(swCode, source, { lang: 'ts' });
      // A classic worker script: the module marker goes, a function scope keeps the names local.
      const body = code.replace(/^export\s*\{\s*\};?\s*$/m, '');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `(() => {\nconst SW_BUILD = ${JSON.stringify({ version, precache })};\n${body}\n})();\n`,
      });
    },
  };
}
