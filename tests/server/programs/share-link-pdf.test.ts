import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { programPdfWorkerFile } from '../../../server/modules/programs/program-pdf.pool.js';
import { qrModules } from '../../../server/modules/programs/program-pdf-qr.js';
import { createTestApp, loginToken, withToken, type TestApp } from '../../support/app.js';
import { fullProgram, insertCatalogue, pdfOptions, saveRest, type Catalogue } from './fixtures.js';

/**
 * The PDF's share QR option (decision 067): on by default, the program's live link printed as a
 * QR code with its address beside it; off when asked, without a link, and once the link is
 * revoked. The code is read back from the rendered page (pdftoppm) module by module.
 */
let t: TestApp;
let c: Catalogue;
let user: string;
let tmp: string;

beforeAll(async () => {
  programPdfWorkerFile();
  t = await createTestApp();
  c = await insertCatalogue(t.orm);
  user = await loginToken(t.app, 'user@example.com');
  tmp = mkdtempSync(path.join(os.tmpdir(), 'share-pdf-'));
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

const BASE = '/secured/api/skincareprogram';
const CAPTION = 'Scan the code to open your routine on your phone:';

async function pdfOf(id: string, overrides: Record<string, boolean> = {}): Promise<string> {
  const gen = await t.app.inject(
    withToken(user, {
      method: 'POST',
      url: `${BASE}/pdf/generate`,
      payload: { ...pdfOptions(id, overrides), locale: 'en_GB' },
    }),
  );
  expect(gen).toHaveStatus(200);
  const res = await t.app.inject(
    withToken(user, { method: 'GET', url: `${BASE}/pdf/download?mixtureId=${id}&pdfId=${gen.json().pdfId}` }),
  );
  expect(res).toHaveStatus(200);
  const file = path.join(tmp, `${gen.json().pdfId}.pdf`);
  writeFileSync(file, res.rawPayload);
  return file;
}
const textOf = (file: string) => execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

async function sharedProgram(): Promise<{ id: string; url: string }> {
  const saved = (await saveRest(t.app, user, fullProgram(c))).json<{ id: string }>();
  const link = await t.app.inject(withToken(user, { method: 'POST', url: `${BASE}/${saved.id}/share` }));
  expect(link).toHaveStatus(200);
  return { id: saved.id, url: link.json<{ url: string }>().url };
}

/** The dark modules of the QR code drawn left of the caption, read from the page rendered at 144 dpi. */
function readQr(file: string, size: number): boolean[][] {
  const bbox = execFileSync('/usr/bin/pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  // The caption's first word and the page it is on.
  const pages = bbox.split('<page ').slice(1);
  const pageIndex = pages.findIndex((p) => p.includes('>Scan<'));
  expect(pageIndex).toBeGreaterThanOrEqual(0);
  const word = /<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>Scan<\/word>/.exec(pages[pageIndex]!)!;
  const [captionX, captionY] = [Number(word[1]), Number(word[2])];
  const dpi = 144;
  const scale = dpi / 72;
  const out = path.join(tmp, `page-${pageIndex}`);
  const page = String(pageIndex + 1);
  execFileSync('/usr/bin/pdftoppm', ['-r', String(dpi), '-gray', '-f', page, '-l', page, '-singlefile', file, out]);
  const pgm = readFileSync(`${out}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 50).toString('latin1'))!;
  const [width, offset] = [Number(header[1]), header[0].length];
  const dark = (x: number, y: number) => pgm[offset + y * width + x]! < 128;
  // The code sits left of the caption, from a little above its first line (the heading's rule is higher).
  const left = 0;
  const right = Math.floor((captionX - 4) * scale);
  const top = Math.floor((captionY - 8) * scale);
  const bottom = Math.floor((captionY + size * 3 + 20) * scale);
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -1, -1];
  for (let y = top; y < bottom; y++)
    for (let x = left; x < right; x++)
      if (dark(x, y))
        [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  const cell = (maxX - minX + 1) / size;
  expect(Math.abs(cell - 3 * scale)).toBeLessThan(0.5); // 3 pt per module
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) =>
      dark(Math.floor(minX + (col + 0.5) * cell), Math.floor(minY + (row + 0.5) * cell)),
    ),
  );
}

describe('the PDF option shareQr', () => {
  it("prints the live link as a QR code by default: the modules read back are the link's", async () => {
    const { id, url } = await sharedProgram();
    const file = await pdfOf(id);
    const text = textOf(file);
    expect(text).toContain('Your routine online');
    expect(text).toContain(CAPTION);
    expect(text.replace(/\s+/g, '')).toContain(url);
    const expected = qrModules(url);
    const read = readQr(file, expected.size);
    const wrong = read.flatMap((line, row) =>
      line.flatMap((isDark, col) => (isDark === expected.dark(row, col) ? [] : [[row, col]])),
    );
    expect(wrong).toEqual([]);
  });

  it('prints none when the option is off, without a link, and once the link is revoked', async () => {
    const { id, url } = await sharedProgram();
    const off = textOf(await pdfOf(id, { shareQr: false }));
    expect(off).not.toContain(CAPTION);
    expect(off.replace(/\s+/g, '')).not.toContain(url);

    const unshared = (await saveRest(t.app, user, fullProgram(c))).json<{ id: string }>();
    expect(textOf(await pdfOf(unshared.id))).not.toContain(CAPTION);

    expect(await t.app.inject(withToken(user, { method: 'DELETE', url: `${BASE}/${id}/share` }))).toHaveStatus(200);
    expect(textOf(await pdfOf(id))).not.toContain(CAPTION);
  });

  it('refuses a shareQr that is no boolean (400), storing no PDF', async () => {
    const { id } = await sharedProgram();
    const res = await t.app.inject(
      withToken(user, { method: 'POST', url: `${BASE}/pdf/generate`, payload: { ...pdfOptions(id), shareQr: 'yes' } }),
    );
    expect(res).toHaveStatus(400);
    expect(res.json().errorDataList[0]).toMatchObject({ param: 'shareQr' });
    const stored = await t.orm.em
      .fork()
      .execute('select count(*)::int as n from pdf_document where program_id = ?', [id]);
    expect(stored).toEqual([{ n: 0 }]);
  });
});
