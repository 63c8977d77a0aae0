import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/**
 * What a source file imports, read from its text: shared by scripts/module-graph.mjs and the
 * layering test (tests/server/platform/layering.test.ts), so both see the same imports.
 */

const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/**
 * Every directory under `dir` (relative to `root`) holding sources; dependencies, builds and
 * dot-folders (test artifacts, caches) are not ours.
 * @param {string} root
 * @param {string} dir
 * @returns {string[]} paths relative to root, sorted
 */
export function sourceFiles(root, dir) {
  const found = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && entry.name !== 'node_modules' && entry.name !== 'dist') walk(child);
      } else if (SOURCE.test(entry.name)) {
        found.push(child);
      }
    }
  };
  walk(dir);
  return found.sort();
}

// Comments may quote imports; a `//` inside a string (a URL) is kept by requiring it not to follow ':'.
const COMMENTS = /\/\*[\s\S]*?\*\/|(?<![:\\'"`])\/\/[^\n]*/g;
// A statement: `import … from 'x'` and `export … from 'x'`. No quote, backtick, `;`, `=` or
// parenthesis before `from`, so SQL (`from "table"`) in a template or a regular expression is not one.
const STATIC = /^[ \t]*(?:import|export)\b[^'"`;=()]*?\bfrom\s*(['"])([^'"\n]+)\1/gm;
// `import 'x'` (for its effects), `import('x')` and `require('x')`.
const SIDE_EFFECT = /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm;
const CALL = /\b(?:import|require)\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/**
 * The module specifiers a source text imports (static, side-effect, dynamic and require), in order.
 * @param {string} text
 * @returns {string[]}
 */
export function importSpecifiers(text) {
  const code = text.replace(COMMENTS, '');
  const found = [];
  for (const pattern of [STATIC, SIDE_EFFECT, CALL]) {
    for (const match of code.matchAll(pattern)) found.push({ at: match.index, specifier: match[2] });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.specifier);
}

/**
 * The imports of a file (relative to root), relative ones resolved to paths relative to root.
 * @param {string} root
 * @param {string} file
 * @returns {{ specifier: string; target: string | null }[]} target: null for a package
 */
export function importsOf(root, file) {
  return importSpecifiers(readFileSync(path.join(root, file), 'utf8')).map((specifier) => ({
    specifier,
    target: specifier.startsWith('.') ? path.join(path.dirname(file), specifier) : null,
  }));
}

/**
 * The package a bare specifier names (`@scope/name` or `name`), or null for Node's own modules,
 * relative paths, virtual modules (`virtual:…`) and package-internal imports (`#…`).
 * @param {string} specifier
 * @returns {string | null}
 */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('#') || specifier.includes(':')) return null;
  const parts = specifier.split('?')[0].split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? null : name;
}
