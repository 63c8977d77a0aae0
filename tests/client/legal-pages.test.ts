import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LEGAL_LANGUAGES, type LegalDocument } from '../../client/app/legal.js';

const documents = (Object.entries(LEGAL_LANGUAGES) as [LegalDocument, readonly string[]][]).flatMap(([kind, languages]) =>
  languages.map((language) => `${kind}-${language}.html`),
);
const read = (file: string) => readFileSync(path.resolve('client/public/legal', file), 'utf8');

describe('the legal pages', () => {
  it.each(documents)('%s keeps no template placeholder', (file) => {
    expect(read(file).match(/\[[^\]]*\]/g)).toBeNull();
  });

  it.each(documents)('%s links back to the app', (file) => {
    expect(read(file)).toMatch(/<nav class="back"><a href="\/">[^<]+<\/a><\/nav>/);
  });
});
