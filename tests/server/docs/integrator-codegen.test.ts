import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/integrators.md: the typed client an integrator generates from the committed schema.graphql
 * with the example codegen config, and the example call type-checks against it.
 */
describe('the integrators’ typed client', () => {
  it('generates from schema.graphql and the example compiles against it', () => {
    // As an integrator runs it (the CLI, with the example config).
    execFileSync(
      process.execPath,
      [
        path.resolve('node_modules/@graphql-codegen/cli/cjs/bin.js'),
        '--config',
        'docs/integrator-client/codegen.ts',
        '--silent',
      ],
      { stdio: 'pipe' },
    );
    const generated = readFileSync(path.resolve('docs/integrator-client/generated/graphql.ts'), 'utf8');
    expect(generated).toContain('export type ProductsQuery');
    expect(generated).toContain('isInOffer: boolean');
    const tsc = path.resolve('node_modules/typescript/bin/tsc');
    const args = [
      '--ignoreConfig',
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--target',
      'es2022',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--lib',
      'es2022,dom',
      'docs/integrator-client/example.ts',
    ];
    expect(() => execFileSync(process.execPath, [tsc, ...args], { stdio: 'pipe' })).not.toThrow();
  }, 120_000);
});
