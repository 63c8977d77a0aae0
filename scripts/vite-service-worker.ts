import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
  let publicDir = '';
  return {
    name: 'formula-builder-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      // The public folder's files too (index.html loads its intl-warmup.js), by their content.
      const publicFiles = publicDir
        ? readdirSync(publicDir, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => path.join(entry.parentPath, entry.name))
        : [];
      const precache = [
        ...Object.values(bundle)
          .filter((file) => file.fileName !== 'index.html' && !file.fileName.endsWith('.map'))
          .filter((file) => (file.type === 'chunk' ? file.code.length : file.source.length) <= PRECACHE_MAX_BYTES)
          .map((file) => `/${file.fileName}`),
        ...publicFiles.map((file) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`),
      ].sort();
      const swCode = readFileSync(source, 'utf8');
      const hash = createHash('sha256').update(precache.join('\n')).update(swCode);
      for (const file of publicFiles.sort()) hash.update(readFileSync(file));
      const version = hash.digest('hex').slice(0, 16);
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
