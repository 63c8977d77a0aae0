import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The seed texts are split by area; a key declared in two files would take whichever loads last.
describe('seed text files', () => {
  it('declare each key once, with en_GB and de_DE texts', () => {
    const dir = path.resolve('server/db/seed/texts');
    const owner = new Map<string, string>();
    const problems: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      const texts = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, Record<string, string>>;
      for (const [key, byLocale] of Object.entries(texts)) {
        const first = owner.get(key);
        if (first) problems.push(`${key}: in ${first} and ${file}`);
        else owner.set(key, file);
        for (const locale of ['en_GB', 'de_DE']) if (!byLocale[locale]) problems.push(`${key}: no ${locale} text in ${file}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
