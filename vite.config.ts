import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LOCALES, bcp47 } from './common/locales.js';
import { precacheSplit } from './scripts/precache-split.js';

const API = 'http://localhost:3000';

// The admins' GraphQL explorer (GraphiQL, Monaco and its workers: most of the build's bytes) is
// cached when an admin opens it, not on every user's install (decision 054).
const precache = precacheSplit(['client/features/explorer/GraphqlExplorerPage.tsx']);

/**
 * react-aria ships its built-in texts ("Dismiss", …) in 34 languages, all bundled; only the
 * product's locales and en-US (react-aria's default) are kept.
 */
const reactAriaLocales = () => optimizeLocales.vite({ locales: ['en-US', ...LOCALES.map(bcp47)] });

/**
 * V8's explicit compile hint (Chrome 136+) on the entry chunk: with `//# allFunctionsCalledOnLoad`
 * as the file's first line, V8 compiles every function of it while the file streams in, on a
 * background thread, instead of compiling each on the main thread the first time it is called.
 * The entry holds what the login page and the shell run at once (React, the router, i18next, the
 * forms), so almost all of it is called on load. Other browsers read a comment. Interleaved A/B on
 * /auth (README): total blocking time 112 ms against 205 ms (medians). Bundlers do not keep the
 * comment as a file's first line (https://github.com/WICG/explicit-javascript-compile-hints-file-based/issues/17),
 * so the build writes it on the finished entry chunk.
 */
function eagerCompileEntry(): Plugin {
  return {
    name: 'eager-compile-entry',
    apply: 'build',
    // After Vite's own additions to the chunk (its preload helper goes first), so the hint is the
    // file's first line as V8 requires.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entries = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry);
        const entry = entries[0];
        if (entries.length !== 1 || entry.type !== 'chunk')
          throw new Error(`eager-compile-entry: expected one entry chunk, found ${entries.length}`);
        entry.code = `//# allFunctionsCalledOnLoad\n${entry.code}`;
        // The source map's lines move down by one (rolldown has already written it as a file).
        const map = bundle[`${entry.fileName}.map`];
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const json = JSON.parse(map.source) as { mappings: string };
          map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
        }
      },
    },
  };
}

/**
 * The app's scripts at low fetch priority: the page's first paint (the boot logo of index.html)
 * needs only the HTML and the style sheet, and Chromium fetches module scripts at high priority,
 * sharing a phone's bandwidth with the style sheet (Lighthouse then counts them as render-blocking).
 * The scripts still start at once, and nothing else waits on the network meanwhile.
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

/** The client: built from client/ into dist/client, which the server serves. */
export default defineConfig({
  root: 'client',
  plugins: [
    react(),
    reactAriaLocales(),
    lowPriorityScripts(),
    eagerCompileEntry(),
    precache.plugin,
    // The offline builder's service worker, client/features/offline/sw.ts built to /sw.js, with this
    // build's files in place of its __WB_MANIFEST. Registered by the app (registerServiceWorker.ts)
    // after the page has loaded; no web app manifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'features/offline',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // A classic script, registered without `type: 'module'`.
        rollupFormat: 'iife',
        // Every file of the build and the public folder; the shell (index.html) is the worker's own entry.
        globPatterns: ['**/*'],
        globIgnores: ['index.html', '**/*.map'],
        // The large files are not left out but cached on first use (precache.manifestTransform).
        maximumFileSizeToCacheInBytes: Number.MAX_SAFE_INTEGER,
        manifestTransforms: [precache.manifestTransform],
      },
    }),
  ],
  build: {
    outDir: '../dist/client',
    // No <link rel=modulepreload> per dependency of a lazy chunk, appended by script when it is
    // imported: with the files in the browser's cache each link made the browser compile its
    // module there and then, one main-thread task of ~150 ms (×4 on a phone) while the builder
    // opened. The lazy chunks of the opened URL are imported early anyway (preloadLazyElements).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    emptyOutDir: true,
    // Prints the gzip size of every chunk; the budgets are in DESIGN.md (Performance budgets).
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (React, the router, i18next, the shell and
            // the login route) in one chunk: the login page then needs two scripts, not thirty;
            // on a phone's latency every extra request on that path costs a round trip.
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': API,
      '/public/api': API,
      '/secured/api': API,
    },
  },
});
