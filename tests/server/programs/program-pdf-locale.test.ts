import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { fullProgram, insertCatalogue, pdfOptions, saveRest, type Catalogue } from './fixtures.js';
import { syncDataVersions } from '../../../server/platform/data-versions.js';
import { programPdfWorkerFile } from '../../../server/modules/programs/program-pdf.pool.js';

// A PDF in the client's language, whatever the owner's.

let t: TestApp;
let c: Catalogue;
let tmp: string;

beforeAll(async () => {
  programPdfWorkerFile(); // PDFs render in worker threads from dist/: fail at once when it is missing
  t = await createTestApp();
  c = await insertCatalogue(t.orm);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'program-pdf-locale-'));
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

const BASE = '/secured/api/skincareprogram';
const generate = (token: string, payload: unknown) =>
  t.app.inject(withToken(token, { method: 'POST', url: `${BASE}/pdf/generate`, payload: payload as object }));

async function downloadText(token: string, programId: string, pdfId: string): Promise<string> {
  const res = await t.app.inject(
    withToken(token, { method: 'GET', url: `${BASE}/pdf/download?mixtureId=${programId}&pdfId=${pdfId}` }),
  );
  expect(res).toHaveStatus(200);
  const file = path.join(tmp, `${pdfId}.pdf`);
  writeFileSync(file, res.rawPayload);
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}

describe('the PDF in a chosen locale', () => {
  it("renders a Polish user's program in uk_UA: Ukrainian heading, product names and date; default stays Polish", async () => {
    // user@example.com: preferred pl_PL, fallback en_GB. No Ukrainian name for the wash product:
    // the chain goes on to the owner's fallback (en_GB), never to the owner's preferred pl_PL.
    await t.orm.em
      .fork()
      .execute(`delete from text_source where key = 'PRODUCT_NAME_fx-gel-wash' and locale = 'uk_UA'`);
    await syncDataVersions(t.orm.em);
    const token = await loginToken(t.app, 'user@example.com');
    const saved = (await saveRest(t.app, token, fullProgram(c))).json();

    const gen = await generate(token, { ...pdfOptions(saved.id), locale: 'uk_UA' });
    expect(gen).toHaveStatus(200);
    const [row] = await t.orm.em
      .fork()
      .execute<{ options: Record<string, unknown> }[]>('select options from pdf_document where id = ?', [
        gen.json().pdfId,
      ]);
    expect(row!.options.locale).toBe('uk_UA');
    const uk = await downloadText(token, saved.id, gen.json().pdfId);
    for (const expected of [
      'Програма догляду за шкірою №',
      'Стан шкіри',
      'Сухість шкіри',
      'Почервоніння',
      'Базовий крем тестовий 44,0 мл',
      'Сироватка з ніацинамідом 2,5 мл',
      'Гіалуроновий бустер 3,5 мл',
      'Денний догляд SPF 12,5 мл',
      'Fixture Gentle Gel Wash',
    ]) {
      expect(uk).toContain(expected);
    }
    // Dates as the spec writes them (year-month-day hour:minute) after the Ukrainian label.
    expect(uk).toMatch(/Остання зміна: \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(uk).not.toContain('Program pielęgnacji skóry');
    expect(uk).not.toContain('Krem bazowy testowy');
    // INCI belongs to the INCI locales only: asked for in Ukrainian, it is not printed.
    const ukInci = await generate(token, { ...pdfOptions(saved.id, { showInci: true }), locale: 'uk_UA' });
    expect(await downloadText(token, saved.id, ukInci.json().pdfId)).not.toContain('AQUA');
    const deInci = await generate(token, { ...pdfOptions(saved.id, { showInci: true }), locale: 'de_DE' });
    expect(await downloadText(token, saved.id, deInci.json().pdfId)).toContain('AQUA');

    const byDefault = await generate(token, pdfOptions(saved.id));
    expect(byDefault).toHaveStatus(200);
    const pl = await downloadText(token, saved.id, byDefault.json().pdfId);
    expect(pl).toContain('Program pielęgnacji skóry');
    expect(pl).toContain('Krem bazowy testowy 44,0 ml');
    expect(pl).not.toContain('Програма догляду за шкірою');
  });

  it("takes the locale through GraphQL too (null: the owner's)", async () => {
    const token = await loginToken(t.app, 'user@example.com');
    const saved = (await saveRest(t.app, token, fullProgram(c))).json();
    const mutation = 'mutation($o: PdfOptionsInput!) { generateSkinCareProgramPdf(options: $o) { programId pdfId } }';
    const en = await gql<{ generateSkinCareProgramPdf: { pdfId: string } }>(
      t.app,
      mutation,
      { o: { ...pdfOptions(saved.id), locale: 'en_GB' } },
      token,
    );
    expect(en).toHaveStatus(200);
    const text = await downloadText(token, saved.id, en.data!.generateSkinCareProgramPdf.pdfId);
    expect(text).toContain('Skin-care program');
    expect(text).toContain('Fixture Base Cream 44.0 ml');

    const owners = await gql<{ generateSkinCareProgramPdf: { pdfId: string } }>(
      t.app,
      mutation,
      { o: { ...pdfOptions(saved.id), locale: null } },
      token,
    );
    expect(owners).toHaveStatus(200);
    expect(await downloadText(token, saved.id, owners.data!.generateSkinCareProgramPdf.pdfId)).toContain(
      'Program pielęgnacji skóry',
    );
  });

  it('refuses an unknown locale with 400 in the error format, and stores nothing', async () => {
    const token = await loginToken(t.app, 'user@example.com');
    const saved = (await saveRest(t.app, token, fullProgram(c))).json();
    for (const locale of ['xx_XX', 'uk-UA', 'uk', 42]) {
      const res = await generate(token, { ...pdfOptions(saved.id), locale });
      expect(res).toHaveStatus(400);
      expect(res.json()).toEqual({
        code: expect.any(String),
        errorDataList: [
          {
            translationKey: typeof locale === 'number' ? 'VALIDATION_INVALID_TYPE' : 'VALIDATION_INVALID_LOCALE',
            param: 'locale',
          },
        ],
      });
    }
    const viaGraphql = await gql(
      t.app,
      'mutation($o: PdfOptionsInput!) { generateSkinCareProgramPdf(options: $o) { pdfId } }',
      { o: { ...pdfOptions(saved.id), locale: 'xx_XX' } },
      token,
    );
    expect(viaGraphql).toHaveStatus(400);
    expect(viaGraphql.errors![0]!.extensions.errorDataList).toEqual([
      { translationKey: 'VALIDATION_INVALID_LOCALE', param: 'locale' },
    ]);
    const [count] = await t.orm.em
      .fork()
      .execute<{ n: number }[]>('select count(*)::int as n from pdf_document where program_id = ?', [saved.id]);
    expect(count!.n).toBe(0);
  });
});
