import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transformWithOxc, type Plugin, type Rolldown } from 'vite';

/** Files larger than this are cached when first used, not on install (keeps the install quick). */
const PRECACHE_MAX_BYTES = 1024 * 1024;

export interface ServiceWorkerOptions {
  /**
   * Modules (paths from the project's root) that the app imports only with `import()` and that few
   * users open: the part of the build only they reach (their chunks, the chunks only those import,
   * their CSS, assets and web workers) is cached when first used, not on every user's install.
   */
  onDemand?: readonly string[];
}

type BundleFile = Rolldown.OutputChunk | Rolldown.OutputAsset;

/** The files a file needs at once: a chunk's static imports, its CSS and assets (Vite's worker files among them), a style sheet's fonts. */
function needs(file: BundleFile): string[] {
  const meta = file.viteMetadata;
  return [
    ...(file.type === 'chunk' ? file.imports : []),
    ...(meta ? [...meta.importedCss, ...meta.importedAssets] : []),
  ];
}

/**
 * Splits the bundle's files by the module graph: what the entries reach without going through an
 * on-demand module's `import()` is for everyone (install); what only those reach is on demand.
 * A file neither reaches (an asset no chunk names) stays on install, to be safe.
 */
export function splitByReach(bundle: Record<string, BundleFile>, onDemandModules: ReadonlySet<string>) {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const boundaries = new Set(
    chunks
      .filter((chunk) => chunk.facadeModuleId && onDemandModules.has(chunk.facadeModuleId))
      .map((chunk) => chunk.fileName),
  );
  const reach = (from: string[], crossDynamicInto: (fileName: string) => boolean) => {
    const seen = new Set<string>();
    const queue = [...from];
    for (let fileName = queue.pop(); fileName !== undefined; fileName = queue.pop()) {
      if (seen.has(fileName)) continue;
      seen.add(fileName);
      const file = bundle[fileName];
      if (!file) continue;
      queue.push(...needs(file), ...(file.type === 'chunk' ? file.dynamicImports.filter(crossDynamicInto) : []));
    }
    return seen;
  };
  // A static import of an on-demand module is followed: whoever imports it needs it at once.
  const everyone = reach(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    (fileName) => !boundaries.has(fileName),
  );
  const onDemand = [...reach([...boundaries], () => true)].filter((fileName) => !everyone.has(fileName));
  return { boundaries, everyone, onDemand: new Set(onDemand) };
}

/**
 * Builds the offline builder's service worker (client/features/offline/sw.ts) into /sw.js, with
 * no extra package: Vite's own Oxc strips its types, and SW_BUILD puts this build's files and a
 * version derived from them before it. Any change of the client changes some hashed file name,
 * so a new build is a new service worker version (which deletes the older caches).
 */
export function serviceWorker(source: string, options: ServiceWorkerOptions = {}): Plugin {
  let publicDir = '';
  const onDemandModules = new Set((options.onDemand ?? []).map((file) => path.resolve(file)));
  return {
    name: 'formula-builder-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const split = splitByReach(bundle, onDemandModules);
      const found = new Set(
        [...split.boundaries].map((fileName) => (bundle[fileName] as Rolldown.OutputChunk).facadeModuleId),
      );
      for (const module of onDemandModules) {
        // A moved or renamed module would silently put its part back on every install.
        if (!found.has(module)) this.error(`service worker: no chunk of its own for the on-demand module ${module}`);
      }
      for (const fileName of split.boundaries) {
        if (split.everyone.has(fileName))
          this.error(`service worker: ${fileName} is declared on demand but imported statically by the app`);
      }
      // The public folder's files too (flags, logo), by their content.
      const publicFiles = publicDir
        ? readdirSync(publicDir, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => path.join(entry.parentPath, entry.name))
        : [];
      const files = Object.values(bundle).filter(
        (file) => file.fileName !== 'index.html' && !file.fileName.endsWith('.map'),
      );
      const small = (file: BundleFile) =>
        (file.type === 'chunk' ? file.code.length : file.source.length) <= PRECACHE_MAX_BYTES;
      const url = (file: BundleFile) => `/${file.fileName}`;
      const precache = [
        ...files.filter((file) => !split.onDemand.has(file.fileName) && small(file)).map(url),
        ...publicFiles.map((file) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`),
      ].sort();
      // Cached when first used: the on-demand part and the very large files.
      const onDemand = files
        .filter((file) => split.onDemand.has(file.fileName) || !small(file))
        .map(url)
        .sort();
      const swCode = readFileSync(source, 'utf8');
      const hash = createHash('sha256')
        .update(precache.join('\n'))
        .update('\n\n')
        .update(onDemand.join('\n'))
        .update(swCode);
      for (const file of publicFiles.sort()) hash.update(readFileSync(file));
      const version = hash.digest('hex').slice(0, 16);
      const { code } = await transformWithOxc(swCode, source, { lang: 'ts' });
      // A classic worker script: the module marker goes, a function scope keeps the names local.
      const body = code.replace(/^export\s*\{\s*\};?\s*$/m, '');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `(() => {\nconst SW_BUILD = ${JSON.stringify({ version, precache, onDemand })};\n${body}\n})();\n`,
      });
    },
  };
}
