// Imports client TypeScript modules into a Node bench: each file transpiled on its own (no type
// check), so only modules whose imports are type-only (erased) load this way.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The modules' exports by file (paths from the repository's root). */
export async function importClientModules(files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'client-modules-bench-'));
  try {
    const modules = {};
    for (const file of files) {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
      });
      const out = path.join(dir, `${path.basename(file, '.ts')}.mjs`);
      writeFileSync(out, outputText);
      modules[file] = await import(pathToFileURL(out).href);
    }
    return modules;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
