import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Architecture rules that a reviewer would otherwise have to check by eye. */

const root = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g), ...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => path.join(path.dirname(file), m[1]!),
  );
}

describe('layering', () => {
  it('server/platform imports no module: modules are handed to it as parameters', () => {
    const offenders = sources('server/platform').flatMap((file) =>
      importsOf(file).filter((target) => target.startsWith(path.join('server', 'modules'))).map((target) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the translation lookup chain is walked in one place (common/locales.ts textPicker)', () => {
    const walkers = [...sources('server'), ...sources('common'), ...sources('client')]
      .filter((file) => file !== path.join('common', 'locales.ts'))
      .filter((file) => /lookupChain\([^)]*\)(?!\.slice)/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(walkers).toEqual([]);
  });
});
