import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, loginToken, withToken, type TestApp } from '../../support/app.js';
import { fullProgram, insertCatalogue, pdfOptions, saveRest, type Catalogue } from './fixtures.js';
import { programPdfWorkerFile } from '../../../server/modules/programs/program-pdf.pool.js';

let t: TestApp;
let c: Catalogue;
let tmp: string;

beforeAll(async () => {
  programPdfWorkerFile(); // PDFs render in worker threads from the compiled dist/
  t = await createTestApp();
  c = await insertCatalogue(t.orm);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'program-pdf-ingredients-'));
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

const BASE = '/secured/api/skincareprogram';

/** Saves, generates and downloads through REST; returns the PDF's text as pdftotext lays it out, spaces collapsed. */
async function renderText(token: string, overrides: Record<string, boolean>): Promise<string> {
  const saved = (await saveRest(t.app, token, fullProgram(c))).json();
  const gen = await t.app.inject(
    withToken(token, { method: 'POST', url: `${BASE}/pdf/generate`, payload: pdfOptions(saved.id, overrides) }),
  );
  expect(gen).toHaveStatus(200);
  const res = await t.app.inject(
    withToken(token, { method: 'GET', url: `${BASE}/pdf/download?mixtureId=${saved.id}&pdfId=${gen.json().pdfId}` }),
  );
  expect(res).toHaveStatus(200);
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, res.rawPayload);
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}

describe("PDF: the custom cream's ingredients (pdftotext)", () => {
  it('with "show INCI" lists each ingredient once, with its products and their volume shares, by carried volume', async () => {
    // user.uk@example.com: en_GB. Cream: base 44 ml (AQUA, GLYCERIN, CETEARYL ALCOHOL), niacinamide
    // 2.5 ml (AQUA, NIACINAMIDE), hyaluron 3.5 ml (AQUA, SODIUM HYALURONATE): 50 ml.
    const token = await loginToken(t.app, 'user.uk@example.com');
    const text = await renderText(token, { showInci: true });
    const start = text.indexOf('Ingredients of the custom cream (approximate)');
    expect(start).toBeGreaterThan(0);
    const section = text.slice(start);
    expect(section).toContain('An approximation: the concentrations are not known.');
    const order = ['AQUA', 'GLYCERIN', 'CETEARYL ALCOHOL', 'SODIUM HYALURONATE', 'NIACINAMIDE'].map((name) =>
      section.indexOf(`\n${name} `),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const words = section.replace(/\s+/g, ' '); // a long cell wraps onto a second line
    expect(words).toContain(
      'AQUA Fixture Base Cream (88%), Fixture Hyaluronic Boost (7%), Fixture Niacinamide Serum (5%)',
    );
    expect(words).toContain('GLYCERIN Fixture Base Cream (88%)');
    expect(words).toContain('NIACINAMIDE Fixture Niacinamide Serum (5%)');
    expect(section.match(/\nAQUA /g)).toHaveLength(1); // once, though three products carry it
    expect(text).not.toContain('!!!');
  });

  it('without "show INCI" (or with the cream hidden) the section is left out', async () => {
    const token = await loginToken(t.app, 'user.uk@example.com');
    expect(await renderText(token, { showInci: false })).not.toContain('Ingredients of the custom cream');
    expect(await renderText(token, { showInci: true, showSpecialMixedProducts: false })).not.toContain(
      'Ingredients of the custom cream',
    );
  });
});
