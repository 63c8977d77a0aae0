// The reference page of the browser bench (lighthouse.bench.mjs): an empty app of the client's own
// stack (React 19, React Router, i18next through react-i18next, at the versions installed here),
// built by the project's Vite with its React plugin and precompressed by scripts/compress-client.mjs,
// as `npm run build:client` builds the client. It renders one translated heading and a form with
// one field through a router, and does nothing else: what any page of this stack costs the browser,
// against which /auth and the builder are measured side by side.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" type="image/svg+xml" href="/logo.svg" />
    <title>Reference shell</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;

const MAIN_JSX = `import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

function Page() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('TITLE')}</h1>
      <form>
        <label>
          {t('FIELD')} <input name="field" />
        </label>
      </form>
    </main>
  );
}

// The builder bench types into this page's comment, as into the builder's (an uncontrolled textarea).
function Comment() {
  const { t } = useTranslation();
  return (
    <main>
      <label htmlFor="comment">{t('FIELD')}</label>
      <textarea id="comment" rows={4} defaultValue="Morning and evening." onChange={() => undefined} />
    </main>
  );
}

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { TITLE: 'Reference', FIELD: 'Field' } } }, interpolation: { escapeValue: false } })
  .then(() => {
    const router = createBrowserRouter([
      { path: '/comment', element: <Comment /> },
      { path: '*', element: <Page /> },
    ]);
    createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
  });
`;

/** The selector that says the reference page is usable, as `form input` does for /auth. */
export const REFERENCE_READY = 'form input';

/**
 * Builds the reference shell into a new temporary folder; answers `{ dir, stop() }`, `dir` being a
 * client folder the production server serves (CLIENT_DIR), with the client's logo (the benches'
 * pages open `/logo.svg` first) and brotli/gzip copies. `stop()` removes it.
 */
export async function buildReferenceShell() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-shell-'));
  const src = path.join(work, 'src');
  const dir = path.join(work, 'client');
  try {
    mkdirSync(src);
    writeFileSync(path.join(src, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(src, 'main.jsx'), MAIN_JSX);
    // The sources resolve the project's own packages (and versions) through this link.
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
    const { build } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    await build({
      configFile: false,
      root: src,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: dir, emptyOutDir: true },
    });
    copyFileSync(path.join(ROOT, 'client/public/logo.svg'), path.join(dir, 'logo.svg'));
    const compressed = spawnSync(process.execPath, [path.join(ROOT, 'scripts/compress-client.mjs'), dir], {
      encoding: 'utf8',
    });
    if (compressed.status !== 0) throw new Error(`compress-client failed: ${compressed.stderr}`);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
  return { dir, stop: () => rmSync(work, { recursive: true, force: true }) };
}
