import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRIORITIES } from '../../../common/enums.js';
import { renderProgramPdf, type ProgramPdfContent } from '../../../server/modules/programs/program-pdf.js';

// Issue 35 item 5: in a long program no page ends with a heading (a section title, a subheading,
// the table's header row or a product's name whose comment follows), in en_GB and uk_UA.

const SEED = path.resolve('server/db/seed/texts');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(SEED, file), 'utf8')) as Record<string, unknown>;

/** The seed's PDF texts in a locale (en_GB from the module files, uk_UA from its locale file). */
function texts(locale: 'en_GB' | 'uk_UA'): (key: string) => string {
  const byKey = new Map<string, string>();
  if (locale === 'en_GB') {
    for (const file of ['pdf.json', 'builder.json']) {
      for (const [key, value] of Object.entries(readJson(file)))
        byKey.set(key, (value as Record<string, string>).en_GB ?? key);
    }
  } else {
    for (const [key, value] of Object.entries(readJson('locales/uk_UA.json'))) byKey.set(key, value as string);
  }
  return (key) => byKey.get(key) ?? key;
}

const NAMES = {
  en_GB: [
    'Gentle Gel Wash',
    'Oat Milk Cleanser',
    'Day Care SPF 30',
    'Night Repair Balm',
    'Calming Toner',
    'Barrier Serum',
    'Eye Contour Gel',
    'Lip Balm',
  ],
  uk_UA: [
    'Ніжний гель для вмивання',
    'Вівсяне молочко',
    'Денний догляд SPF 30',
    'Нічний відновлювальний бальзам',
    'Заспокійливий тонік',
    'Бар’єрна сироватка',
    'Гель для шкіри навколо очей',
    'Бальзам для губ',
  ],
};
const COMMENT = {
  en_GB:
    'Apply a thin layer morning and evening after cleansing; wait two minutes before the next step and avoid the eye area.',
  uk_UA:
    'Наносьте тонкий шар вранці та ввечері після очищення; зачекайте дві хвилини перед наступним кроком і уникайте ділянки навколо очей.',
};

function content(locale: 'en_GB' | 'uk_UA', indicatorCount: number): ProgramPdfContent {
  const names = NAMES[locale];
  const products = (from: number) =>
    names.map((name, i) => ({
      name: `${name} ${from + i}`,
      volume: i % 2 ? null : 15 + i,
      comment: `${COMMENT[locale]} ${from + i}`,
    }));
  return {
    number: '42',
    clientReference: 'Anna K.',
    locale,
    createdDate: new Date('2026-11-01T10:00:00Z'),
    modifiedDate: new Date('2026-11-02T10:00:00Z'),
    text: texts(locale),
    company: null,
    indicators: Array.from({ length: indicatorCount }, (_, i) => ({
      name: `${names[i % names.length]} / ${i}`,
      priority: PRIORITIES[i % PRIORITIES.length]!,
    })),
    comment: COMMENT[locale],
    baseProducts: [{ name: `${names[3]} base`, volume: 40 }],
    activeProducts: [{ name: `${names[5]} active`, volume: 5 }],
    washProducts: products(100),
    readyProducts: products(200),
    inci: names.map((name, i) => ({
      productName: `${name} ${300 + i}`,
      names: Array.from({ length: 4 + 3 * i }, (_, j) => `INGREDIENT ${i}-${j}`),
    })),
    creamIngredients: [],
  };
}

const ALL = {
  showCompanyData: false,
  showReadyProducts: true,
  showSpecialMixedProducts: true,
  showVolume: true,
  showWashProducts: true,
  showUserNameForm: true,
  showInci: true,
};

/** The body lines of each page (pdftotext per page, the footer line left out), trimmed. */
function pagesOf(bytes: Buffer, footer: RegExp): string[][] {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-breaks-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, bytes);
    const info = execFileSync('/usr/bin/pdfinfo', [file], { encoding: 'utf8' });
    const count = Number(/Pages:\s+(\d+)/.exec(info)![1]);
    return Array.from({ length: count }, (_, i) =>
      execFileSync('/usr/bin/pdftotext', ['-layout', '-f', String(i + 1), '-l', String(i + 1), file, '-'], {
        encoding: 'utf8',
      })
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter((line) => line !== '' && !footer.test(line)),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a long program PDF', () => {
  for (const locale of ['en_GB', 'uk_UA'] as const) {
    it(`ends no page with a heading in ${locale}`, async () => {
      const t = texts(locale);
      let breaks = 0;
      // Each extra indicator row shifts everything after it, so the sections meet the page's foot at every offset.
      for (let indicators = 1; indicators <= 12; indicators++) {
        const c = content(locale, indicators);
        const headings = [
          'PDF_SKIN_INDICATORS',
          'PDF_SPECIAL_MIXED_PRODUCTS',
          'PDF_BASE_PRODUCT',
          'PDF_ACTIVE_PRODUCTS',
          'PDF_COMMENT',
          'PDF_WASH_PRODUCTS',
          'PDF_READY_PRODUCTS',
          'PDF_INCI',
        ].map(t);
        // The table's header row, and the product names that head a comment or an INCI list.
        const heads = [
          `${t('PDF_SKIN_INDICATOR')} ${t('PDF_PRIORITY')}`,
          ...[...c.washProducts, ...c.readyProducts].map((p) => p.name),
          ...c.inci.map((p) => p.productName),
        ];
        const pages = pagesOf(await renderProgramPdf(c, ALL), new RegExp(`^${t('PDF_GENERATED')}: `));
        expect(pages.length).toBeGreaterThan(2);
        for (const [n, lines] of pages.slice(0, -1).entries()) {
          const last = lines.at(-1)!;
          const isHeading =
            headings.includes(last) ||
            heads.some((h) => last === h || (last.startsWith(`${h} `) && /\d+,?\d* (ml|мл)$/.test(last)));
          if (isHeading)
            throw new Error(`${locale}, ${indicators} indicators: page ${n + 1} ends with the heading "${last}"`);
          breaks++;
        }
        // Nothing is lost on the way: every product name is printed.
        const all = pages.flat().join('\n');
        for (const head of heads) expect(all).toContain(head.split(' ').slice(0, 2).join(' '));
      }
      expect(breaks).toBeGreaterThanOrEqual(24); // two page breaks per document at least
    });
  }
});
