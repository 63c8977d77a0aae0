import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number];
type BundleFile = Rolldown.OutputChunk | Rolldown.OutputAsset;

/** Files larger than this are cached when first used, not on install (keeps the install quick). */
const PRECACHE_MAX_BYTES = 1024 * 1024;

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
 * What vite-plugin-pwa's injectManifest cannot know: which files of the build few users reach.
 * `plugin` reads the app's module graph; `manifestTransform` then marks in the service worker's
 * list (`onDemand: true`) the part of the build only the `onDemand` modules (paths from the
 * project's root, imported only with `import()`) reach, their chunks, CSS, assets and web workers,
 * and the files over 1 MB: the service worker caches those when first used, not on every install.
 * The URLs become absolute (`/assets/…`), as the service worker matches them with a path.
 */
export function precacheSplit(onDemand: readonly string[]): { plugin: Plugin; manifestTransform: ManifestTransform } {
  const onDemandModules = new Set(onDemand.map((file) => path.resolve(file)));
  let firstUse: ReadonlySet<string> | undefined;
  return {
    plugin: {
      name: 'formula-builder-precache-split',
      apply: 'build',
      generateBundle(_options, bundle) {
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
        firstUse = split.onDemand;
      },
    },
    manifestTransform: async (entries) => {
      if (!firstUse) throw new Error('service worker: the precache split ran before the build (plugin missing?)');
      const onDemandFiles = firstUse;
      return {
        manifest: entries.map((entry) => ({
          ...entry,
          url: `/${entry.url}`,
          ...(onDemandFiles.has(entry.url) || entry.size > PRECACHE_MAX_BYTES ? { onDemand: true } : {}),
        })),
      };
    },
  };
}
