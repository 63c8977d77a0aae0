// Builds the client with the project's vite.config.ts into the folder given (argv[2]) and writes
// the file argv[3] (outside it, or the service worker would list it): each file of the bundle with the modules, imports, CSS and assets Vite
// and rolldown know of. Run in a process of its own by service-worker-precache.test.ts (the build
// needs Node's own module loader, not Jest's).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const outDir = path.resolve(process.argv[2]);
const graphFile = path.resolve(process.argv[3]);
const graph = {
  name: 'bundle-graph',
  apply: 'build',
  writeBundle(_options, bundle) {
    const files = Object.values(bundle).map((file) => ({
      fileName: file.fileName,
      type: file.type,
      isEntry: file.type === 'chunk' && file.isEntry,
      facadeModuleId: file.type === 'chunk' ? file.facadeModuleId : null,
      moduleIds: file.type === 'chunk' ? file.moduleIds : [],
      originalFileNames: file.type === 'asset' ? file.originalFileNames : [],
      imports: file.type === 'chunk' ? file.imports : [],
      dynamicImports: file.type === 'chunk' ? file.dynamicImports : [],
      importedCss: [...(file.viteMetadata?.importedCss ?? [])],
      importedAssets: [...(file.viteMetadata?.importedAssets ?? [])],
    }));
    writeFileSync(graphFile, JSON.stringify(files));
  },
};
await build({
  configFile: 'vite.config.ts',
  logLevel: 'error',
  build: { outDir, emptyOutDir: true },
  plugins: [graph],
});
