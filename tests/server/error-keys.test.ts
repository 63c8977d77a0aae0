import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { VALIDATION_KEYS } from '../../common/validation/messages.js';
import { PlatformErrors } from '../../server/platform/errors.js';

/**
 * Every error key the server can send has an en_GB text in the seed data, so no refusal shows
 * up as `!!!KEY!!!`. The keys come from the platform's and the domains' errors files
 * (server/modules/<domain>/<domain>.errors.ts), common/validation's messages, and any key
 * literal left in the server's or common/validation's code.
 */

const root = process.cwd();

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix))
    .map((f) => path.join(root, dir, f));
}

async function domainErrorKeys(): Promise<{ files: string[]; keys: string[] }> {
  const files = filesUnder('server/modules', '.errors.ts');
  const keys: string[] = [];
  for (const file of files) {
    const exported = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      // Key objects (errorKeys); objects of factories beside them carry no keys of their own.
      if (value && typeof value === 'object')
        keys.push(...Object.values(value).filter((v): v is string => typeof v === 'string'));
    }
  }
  return { files, keys };
}

/** Key literals written in code (e.g. yup's fallback keys in common/validation/errors.ts). */
function literalKeys(): string[] {
  const sources = [...filesUnder('server', '.ts'), ...filesUnder('common/validation', '.ts')];
  const keys = new Set<string>();
  for (const file of sources) {
    for (const match of readFileSync(file, 'utf8').matchAll(/'((?:ERROR|VALIDATION)_[A-Z0-9_]+)'/g))
      keys.add(match[1]!);
  }
  return [...keys];
}

function enGbTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of filesUnder('server/db/seed/texts', '.json')) {
    const byKey = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
    for (const [key, byLocale] of Object.entries(byKey)) if (byLocale.en_GB) texts.set(key, byLocale.en_GB);
  }
  return texts;
}

function withoutText(keys: readonly string[], texts: ReadonlyMap<string, string>): string[] {
  return [...new Set(keys)].filter((key) => !texts.get(key)?.trim()).sort();
}

describe('error keys', () => {
  it('every key the server can send has an en_GB text in server/db/seed/texts', async () => {
    const { files, keys: domainKeys } = await domainErrorKeys();
    expect(files.length).toBeGreaterThanOrEqual(3); // programs, auth, translations at least
    expect(domainKeys.length).toBeGreaterThan(0);
    const keys = [...Object.values(PlatformErrors), ...Object.values(VALIDATION_KEYS), ...domainKeys, ...literalKeys()];
    expect(withoutText(keys, enGbTexts())).toEqual([]);
  });

  it('the check reports a key that has no text', () => {
    expect(withoutText(['ERROR_NOT_FOUND', 'ERROR_NO_SUCH_KEY_IN_SEED'], enGbTexts())).toEqual([
      'ERROR_NO_SUCH_KEY_IN_SEED',
    ]);
  });

  it('domain keys are declared once, in errors files, not as literals in services, routes or resolvers', () => {
    const offenders = filesUnder('server/modules', '.ts')
      .filter((file) => !file.endsWith('.errors.ts'))
      .filter((file) => /'ERROR_[A-Z0-9_]+'/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
