import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOCALES } from '../../../common/locales.js';
import {
  catalogueTextFiles,
  seedCatalogueTexts,
  type CatalogueTextsFile,
} from '../../../server/db/seed/catalogue-texts.js';
import { createTestApp, type TestApp } from '../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const links = async (code: string) =>
  (
    await t.orm.em
      .fork()
      .execute<{ search_links: Record<string, string>; version: number }[]>(
        'select search_links, version from product where code = ?',
        [code],
      )
  )[0]!;
const text = async (key: string, locale: string) =>
  (
    await t.orm.em
      .fork()
      .execute<{ value: string }[]>('select value from text_source where key = ? and locale = ?', [key, locale])
  )[0]?.value;

describe('catalogue seed texts and search links', () => {
  it('loads names and descriptions of every locale file present', async () => {
    const files = catalogueTextFiles();
    for (const locale of files.keys()) expect(LOCALES).toContain(locale);
    for (const [locale, file] of files) {
      const [code, entry] = Object.entries(file.products ?? {})[0]!;
      expect(await text(`PRODUCT_NAME_${code}`, locale)).toBe(entry.name);
    }
  });

  it("adds a locale's search link and texts, keeping the administration's edits and deleted products gone", async () => {
    const em = t.orm.em.fork();
    await em.execute(
      `update product set search_links = '{"de_DE": "https://admin.example/edited"}'::jsonb where code = 'light-gel-base'`,
    );
    await em.execute(`delete from text_source where key = 'PRODUCT_NAME_light-gel-base' and locale = 'cs_CZ'`);
    const before = await links('light-gel-base');
    const entry = (name: string, searchLink: string) => ({ name, description: `${name} popis`, searchLink });
    await seedCatalogueTexts(
      em,
      new Map<string, CatalogueTextsFile>([
        [
          'cs_CZ',
          {
            products: {
              'light-gel-base': entry('Lehká hydrogelová báze', 'https://cs.example/baze'),
              'no-such-product': entry('Nic', 'https://cs.example/nic'),
            },
          },
        ],
        ['de_DE', { products: { 'light-gel-base': entry('Überschrieben?', 'https://de.example/new') } }],
      ]),
    );
    const after = await links('light-gel-base');
    expect(after.search_links).toEqual({ de_DE: 'https://admin.example/edited', cs_CZ: 'https://cs.example/baze' });
    expect(after.version).toBe(before.version);
    expect(await text('PRODUCT_NAME_light-gel-base', 'cs_CZ')).toBe('Lehká hydrogelová báze');
    expect(await text('PRODUCT_NAME_light-gel-base', 'de_DE')).not.toBe('Überschrieben?');
    expect(await text('PRODUCT_NAME_no-such-product', 'cs_CZ')).toBeUndefined();
  });
});
