import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { LOCALES } from './common/locales.js';
import { graphqlDocuments } from './scripts/vite-graphql-documents.js';
import { serviceWorker } from './scripts/vite-service-worker.js';

const API = 'http://localhost:3000';

/**
 * react-aria ships its built-in texts ("Dismiss", …) in 34 languages, all bundled. Keeps only
 * the product's locales and en-US (react-aria's default), like @react-aria/optimize-locales-plugin.
 */
function reactAriaLocales(): Plugin {
  const keep = new Set(['en-US', ...LOCALES.map((l) => l.replace('_', '-'))]);
  return {
    name: 'react-aria-locales',
    transform(code, id) {
      if (!/[\\/]react-aria(?:-components)?[\\/]dist[\\/].*intlStrings\.mjs$/.test(id)) return null;
      const dropped = new Set<string>();
      let out = code.replace(/^\s*"([a-z]{2}-[A-Z]{2})": ([\w$]+),?\n/gm, (line, locale: string, ident: string) => {
        if (keep.has(locale)) return line;
        dropped.add(ident);
        return '';
      });
      out = out.replace(/^import ([\w$]+) from "[^"]+";\n/gm, (line, ident: string) => (dropped.has(ident) ? '' : line));
      return { code: out, map: null };
    },
  };
}

/**
 * Rewrites a few expressions of one dependency file at build time; the build fails when the file
 * is not seen or an expression is no longer there, so a dependency update cannot drop a patch
 * silently.
 */
function patchDependency(name: string, file: RegExp, replacements: [from: string, to: string][]): Plugin {
  let patched = false;
  return {
    name,
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      let out = code;
      for (const [from, to] of replacements) {
        if (!out.includes(from)) throw new Error(`${name}: ${from} not found in ${id}`);
        out = out.replace(from, to);
      }
      patched = true;
      return { code: out, map: null };
    },
    buildEnd(error) {
      if (!error && !patched) throw new Error(`${name}: ${file} was not seen`);
    },
  };
}

/**
 * react-aria checks the browser's language tag at module load with
 * `Intl.DateTimeFormat.supportedLocalesOf`, which makes V8 enumerate every date-format locale ICU
 * has: 13–23 ms of the login page's first task in Chromium here, four times that on Lighthouse's
 * simulated phone. The check only needs the tag to be well formed, which `Intl.getCanonicalLocales`
 * tells (it throws the same RangeError) without loading any locale data.
 */
const reactAriaCheapLocaleCheck = () =>
  patchDependency('react-aria-cheap-locale-check', /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/, [
    ['Intl.DateTimeFormat.supportedLocalesOf(', 'Intl.getCanonicalLocales('],
  ]);

/**
 * react-aria tells a locale's writing direction (at module load, and for each I18nProvider locale)
 * from `new Intl.Locale(tag).maximize().getTextInfo()`, whose first call loads ICU's likely-subtags
 * data: 5–7 ms of the login page's start here. The build makes it read the direction from the
 * tag's own script subtag, else from its language (react-aria's own fallback lists of
 * right-to-left scripts and languages), which loads nothing. None of the product's locales is
 * right-to-left.
 */
const reactAriaCheapDirection = () =>
  patchDependency('react-aria-cheap-direction', /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]utils\.mjs$/, [
    ['new Intl.Locale(localeString).maximize();', 'new Intl.Locale(localeString);'],
    ["typeof locale.getTextInfo === 'function' ? locale.getTextInfo() : locale.textInfo;", 'undefined;'],
  ]);

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#14102),
 * which keeps its development warnings on in production. The build takes the production build it
 * ships beside it; the build fails if that is gone.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  const entries = new Map([
    ['react-router', path.join(dist, 'index.mjs')],
    ['react-router/dom', path.join(dist, 'dom-export.mjs')],
  ]);
  const used = new Set<string>();
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      const file = entries.get(source);
      if (!file) return null;
      if (!existsSync(file)) throw new Error(`react-router-production-build: ${file} is missing`);
      used.add(source);
      return file;
    },
    buildEnd(error) {
      if (!error && used.size !== entries.size) throw new Error('react-router-production-build: react-router was not imported as expected');
    },
  };
}

/**
 * Monaco (GraphiQL's editor, the /graphql explorer) styles through `<style>` elements and
 * `style="…"` attributes in rendered HTML, which the CSP refuses. Its style-sheet factory and its
 * HTML writes in the files that render lines are pointed at client/features/explorer/monacoCsp.ts,
 * which does the same through the CSSOM, so the CSP stays unchanged.
 */
function monacoWithoutInlineStyles(): Plugin {
  const shim = JSON.stringify(fileURLToPath(new URL('./client/features/explorer/monacoCsp.ts', import.meta.url)));
  const factory = 'export function createStyleSheet(container = mainWindow.document.head, beforeAppend, disposableStore) {';
  const htmlWriters = /[\\/]monaco-editor[\\/]esm[\\/]vs[\\/]editor[\\/].*(?:viewLayer|domLineBreaksComputer|stickyScrollWidget|ghostTextView|colorizer|renderLines)\.js$/;
  return {
    name: 'monaco-without-inline-styles',
    transform(code, id) {
      if (/[\\/]monaco-editor[\\/]esm[\\/]vs[\\/]base[\\/]browser[\\/]dom\.js$/.test(id)) {
        if (!code.includes(factory)) throw new Error('monaco-without-inline-styles: createStyleSheet not found in dom.js');
        const patched = code.replace(factory, `${factory}\n    return __adoptedStyleSheet(container, beforeAppend, disposableStore);\n}\nexport function __createStyleElement(container = mainWindow.document.head, beforeAppend, disposableStore) {`);
        return { code: `import { adoptedStyleSheet as __adoptedStyleSheet } from ${shim};\n${patched}`, map: null };
      }
      if (!htmlWriters.test(id)) return null;
      const patched = code
        .replace(/([\w.$]+)\.innerHTML = ([^;]+);/g, '__setHtml($1, $2);')
        .replace(/([\w.$]+)\.insertAdjacentHTML\(([^,]+), ([^;]+)\);/g, '__insertHtml($1, $2, $3);');
      if (patched === code) throw new Error(`monaco-without-inline-styles: no HTML write found in ${id}`);
      return { code: `import { setHtmlWithoutInlineStyles as __setHtml, insertHtmlWithoutInlineStyles as __insertHtml } from ${shim};\n${patched}`, map: null };
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136+) on the entry chunk: with `//# allFunctionsCalledOnLoad`
 * as the file's first line, V8 compiles every function of it while the file streams in, on a
 * background thread, instead of compiling each on the main thread the first time it is called.
 * The entry holds what the login page and the shell run at once (React, the router, i18next, the
 * forms), so almost all of it is called on load. Other browsers read a comment.
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
        if (entries.length !== 1 || entry.type !== 'chunk') throw new Error(`eager-compile-entry: expected one entry chunk, found ${entries.length}`);
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
        html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"'),
    },
  };
}

/** The client: built from client/ into dist/client, which the server serves. */
export default defineConfig({
  root: 'client',
  plugins: [
    react(),
    reactAriaLocales(),
    reactAriaCheapLocaleCheck(),
    reactAriaCheapDirection(),
    reactRouterProductionBuild(),
    lowPriorityScripts(),
    eagerCompileEntry(),
    monacoWithoutInlineStyles(),
    graphqlDocuments('client/graphql/graphql.ts'),
    serviceWorker('client/features/offline/sw.ts'),
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
