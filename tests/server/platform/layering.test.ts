import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, packageOf, sourceFiles } from '../../../scripts/imports.mjs';
import { edgeLines, findCircle, serverModuleGraph } from '../../../scripts/module-graph.mjs';

/** Architecture rules that a reviewer would otherwise have to check by eye. */

const root = process.cwd();

const sources = (dir: string): string[] => sourceFiles(root, dir);

/** What a file imports from inside the repository, as paths relative to the root. */
const relativeImportsOf = (file: string): string[] => importsOf(root, file).flatMap(({ target }) => (target === null ? [] : [target]));

describe('layering', () => {
  it('no two modules differ only in case: on macOS and Windows an import of one would load the other', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
    const byModule = new Map<string, string[]>();
    for (const file of tracked) {
      const module = /^(.*)\.(ts|tsx|js|jsx|mjs|cjs)$/.exec(file)?.[1].toLowerCase();
      if (module) byModule.set(module, [...(byModule.get(module) ?? []), file]);
    }
    expect(tracked.length).toBeGreaterThan(100);
    expect([...byModule.values()].filter((files) => files.length > 1)).toEqual([]);
  });

  it('server/platform imports no module: modules are handed to it as parameters', () => {
    const offenders = sources('server/platform').flatMap((file) =>
      relativeImportsOf(file).filter((target) => target.startsWith(path.join('server', 'modules'))).map((target) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the translation lookup chain is walked in one place (common/locales.ts textPicker)', () => {
    const walkers = [...sources('server'), ...sources('common'), ...sources('client')]
      .filter((file) => file !== path.join('common', 'locales.ts'))
      .filter((file) => /lookupChain\([^)]*\)(?!\.slice)/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(walkers).toEqual([]);
  });

  it("the client imports only types from common/validation/program.ts: its schemas are built when it loads, which the builder's first screen paid (the limits and fields it needs are in program-fields.ts)", () => {
    const valueImport = /^import\s+(?!type\b)[^;]*from\s+'[^']*common\/validation\/program\.js'/m;
    const offenders = sources('client').filter((file) => valueImport.test(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('server modules import each other without a circle (scripts/module-graph.mjs prints the graph)', () => {
    const graph = serverModuleGraph(root);
    expect(graph.size).toBeGreaterThan(10);
    expect(edgeLines(graph).length).toBeGreaterThan(0);
    expect(findCircle(graph)).toBeNull();
  });

  it('a circle of any length between modules is found', () => {
    const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([from, to]) => [from, new Map(to.map((t) => [t, 1]))]));
    expect(findCircle(graph({ a: ['b'], b: ['c'], c: [] }))).toBeNull();
    expect(findCircle(graph({ a: ['b'], b: ['a'] }))).toEqual(['a', 'b', 'a']);
    expect(findCircle(graph({ a: ['d'], b: ['c'], c: ['e'], d: [], e: ['f'], f: ['b'] }))).toEqual(['b', 'c', 'e', 'f', 'b']);
  });

  it('every package imported by client, server, common, tests, scripts and the root config files is declared in package.json', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
    const rootFiles = readdirSync(root, { withFileTypes: true }).filter((e) => e.isFile() && /\.(?:[cm]?[jt]s|[jt]sx)$/.test(e.name)).map((e) => e.name);
    const files = [...['client', 'server', 'common', 'tests', 'scripts'].flatMap(sources), ...rootFiles];
    const undeclared = files.flatMap((file) =>
      importsOf(root, file).flatMap(({ specifier }) => {
        const name = packageOf(specifier);
        return name !== null && !declared.has(name) ? [`${file} → ${name}`] : [];
      }),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(undeclared).toEqual([]);
  });
});
