import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PdfBuilder } from '../../../server/platform/pdf/pdf-builder.js';

/** The text of each page, as pdftotext (poppler) reads it. */
function pagesOf(bytes: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-builder-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, bytes);
    return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
      .split('\f')
      .filter((p) => p.trim() !== '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('PdfBuilder', () => {
  it('never leaves a heading alone at the foot of a page: it goes with the block that follows', async () => {
    // Rows up to every possible distance from the page's foot, then a heading, a subheading and a long paragraph.
    for (let rows = 40; rows <= 52; rows++) {
      const pdf = new PdfBuilder({ title: 'T', headerLines: [], footerText: 'F', lang: 'en-GB' });
      for (let i = 0; i < rows; i++) pdf.row([{ text: `row ${i}`, width: 1 }]);
      pdf.heading('HEADING-MARK').subheading('SUBHEADING-MARK').paragraph('word '.repeat(120).trim());
      const pages = pagesOf(await pdf.finish());
      const withHeading = pages.findIndex((p) => p.includes('HEADING-MARK'));
      expect(pages[withHeading]).toContain('SUBHEADING-MARK');
      expect(pages[withHeading]).toContain('word');
    }
  });

  it('draws a heading that nothing follows', async () => {
    const pdf = new PdfBuilder({ title: 'T', headerLines: [], footerText: 'F', lang: 'en-GB' });
    pdf.heading('LAST-HEADING');
    expect(pagesOf(await pdf.finish()).join('')).toContain('LAST-HEADING');
  });
});
