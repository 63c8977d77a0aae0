import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Architecture rules that a reviewer would otherwise have to check by eye, beside the import rules
 * that dependency-cruiser checks (.dependency-cruiser.cjs) and the dead code knip finds (knip.json).
 */

const root = process.cwd();
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const sources = (dir: string): string[] =>
  tracked.filter((file) => file.startsWith(`${dir}/`) && /\.(ts|tsx|mts|mjs)$/.test(file));

describe('layering', () => {
  it('no two modules differ only in case: on macOS and Windows an import of one would load the other', () => {
    const byModule = new Map<string, string[]>();
    for (const file of tracked) {
      const module = /^(.*)\.(ts|tsx|js|jsx|mjs|cjs)$/.exec(file)?.[1].toLowerCase();
      if (module) byModule.set(module, [...(byModule.get(module) ?? []), file]);
    }
    expect(tracked.length).toBeGreaterThan(100);
    expect([...byModule.values()].filter((files) => files.length > 1)).toEqual([]);
  });

  it('the translation lookup chain is walked in one place (common/locales.ts textPicker)', () => {
    const files = [...sources('server'), ...sources('common'), ...sources('client')];
    const walkers = files
      .filter((file) => file !== path.join('common', 'locales.ts'))
      .filter((file) => /lookupChain\([^)]*\)(?!\.slice)/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(files.length).toBeGreaterThan(100);
    expect(walkers).toEqual([]);
  });

  it('SQL reaches the database through the read adapter, the query builder or server/db/ only (issue 36)', () => {
    // The connection's own execute (SQL text run as is), the raw driver (SQL text to `query`) and knex: allowed in the read
    // adapter and server/db/ (migrations, backup, the few statements no builder method expresses).
    // The query builder's `.execute('run' | 'all' | 'get')` carries no SQL text.
    const rawAccess =
      /\bem\.execute\b|\.getConnection\(|getNativeClient|getKnex|\.query\(\s*['"`]|\.execute(?:<[^()]*>)?\((?!\s*(?:'(?:run|all|get)'|\)))/;
    const allowed = (file: string) =>
      file.startsWith('server/db/') ||
      file === 'server/platform/read-sql.ts' ||
      // LISTEN needs a connection of its own, held by node-postgres: the ORM has no API for it.
      file === 'server/platform/notifier.ts';
    const files = sources('server').filter((file) => !allowed(file));
    const offenders = files.filter((file) => rawAccess.test(readFileSync(path.join(root, file), 'utf8')));
    expect(files.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
