import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { LOCALES } from './common/locales.js';
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

/** The client: built from client/ into dist/client, which the server serves. */
export default defineConfig({
  root: 'client',
  plugins: [react(), reactAriaLocales(), serviceWorker('client/features/offline/sw.ts')],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Prints the gzip size of every chunk; the budgets are in DESIGN.md (Performance budgets).
    reportCompressedSize: true,
  },
  server: {
    proxy: {
      '/graphql': API,
      '/public/api': API,
      '/secured/api': API,
    },
  },
});
