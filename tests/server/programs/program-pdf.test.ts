import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { emptyProgram, fullProgram, insertCatalogue, pdfOptions, saveRest, type Catalogue } from './fixtures.js';
import { syncDataVersions } from '../../../server/platform/data-versions.js';
import { programPdfWorkerFile } from '../../../server/modules/programs/program-pdf.pool.js';

let t: TestApp;
let c: Catalogue;
let tmp: string;

beforeAll(async () => {
  // PDFs render in worker threads from the compiled dist/: say so at once when it is missing or stale.
  programPdfWorkerFile();
  t = await createTestApp();
  c = await insertCatalogue(t.orm);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'program-pdf-'));
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

const BASE = '/secured/api/skincareprogram';
const generate = (token: string | null, payload: unknown) => {
  const options = { method: 'POST' as const, url: `${BASE}/pdf/generate`, payload: payload as object };
  return t.app.inject(token ? withToken(token, options) : options);
};
const download = (token: string | null, query: string) => {
  const options = { method: 'GET' as const, url: `${BASE}/pdf/download?${query}` };
  return t.app.inject(token ? withToken(token, options) : options);
};

/** The text of a PDF as pdftotext (poppler) lays it out. */
function pdfText(bytes: Buffer): string {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** Saves, generates and downloads through REST; returns the PDF's text. */
async function renderText(token: string, program: unknown, overrides: Record<string, boolean> = {}): Promise<string> {
  const saved = (await saveRest(t.app, token, program)).json();
  const gen = await generate(token, pdfOptions(saved.id, overrides));
  expect(gen).toHaveStatus(200);
  const res = await download(token, `mixtureId=${saved.id}&pdfId=${gen.json().pdfId}`);
  expect(res).toHaveStatus(200);
  return pdfText(res.rawPayload);
}

/** Collapses the layout's runs of spaces, so phrases can be looked for. */
const flat = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('POST /secured/api/skincareprogram/pdf/generate', () => {
  it('walks 401, 400, 404 for another owner, then stores a PDF with its options', async () => {
    const user = await loginToken(t.app, 'user@example.com');
    const other = await loginToken(t.app, 'user.uk@example.com');
    const mine = (await saveRest(t.app, user, fullProgram(c))).json();
    const theirs = (await saveRest(t.app, other, emptyProgram())).json();

    expect(await generate(null, pdfOptions(mine.id))).toHaveStatus(401);
    const missing = await generate(user, { id: mine.id, showCompanyData: true });
    expect(missing).toHaveStatus(400);
    expect(missing.json().errorDataList).toContainEqual({ translationKey: 'VALIDATION_REQUIRED', param: 'showInci' });
    expect(await generate(user, { ...pdfOptions(mine.id), showVolume: 'yes' })).toHaveStatus(400);
    expect(await generate(user, pdfOptions('not-a-uuid'))).toHaveStatus(400);
    expect(await generate(user, pdfOptions(theirs.id))).toHaveStatus(404);
    // The locale in REST's { language, country } form as well as "ll_CC".
    expect(await generate(user, { ...pdfOptions(mine.id), locale: { language: 'de', country: 'DE' } })).toHaveStatus(
      200,
    );
    expect(await generate(user, { ...pdfOptions(mine.id), locale: 'de_DE' })).toHaveStatus(200);
    expect(await generate(user, { ...pdfOptions(mine.id), locale: { language: 'xx', country: 'XX' } })).toHaveStatus(
      400,
    );

    const ok = await generate(user, pdfOptions(mine.id, { showInci: true }));
    expect(ok).toHaveStatus(200);
    const { programId, pdfId } = ok.json();
    expect(programId).toBe(mine.id);
    const [row] = await t.orm.em
      .fork()
      .execute<{ options: Record<string, boolean>; size: number }[]>(
        'select options, length(bytes) as size from pdf_document where id = ?',
        [pdfId],
      );
    // The owner writes Polish, not an INCI locale (INCI_LOCALES: de_DE, en_GB): INCI is left out.
    expect(row!.options).toEqual({ ...pdfOptions(mine.id, { showInci: false }), id: undefined });
    expect(row!.size).toBeGreaterThan(1000);
    const program = await t.app.inject(withToken(user, { method: 'GET', url: `${BASE}?id=${mine.id}` }));
    expect(program.json().pdfId).toBe(pdfId);
    const english = await generate(user, { ...pdfOptions(mine.id, { showInci: true }), locale: 'en_GB' });
    const [inEnglish] = await t.orm.em
      .fork()
      .execute<{ options: Record<string, unknown> }[]>('select options from pdf_document where id = ?', [
        english.json().pdfId,
      ]);
    expect(inEnglish!.options).toMatchObject({ showInci: true, locale: 'en_GB' });
    const [{ n }] = await t.orm.em
      .fork()
      .execute<{ n: string }[]>(
        `select count(*)::text as n from audit_event where username = 'user@example.com' and event = 'GENERATE_PDF_SKIN_CARE_PROGRAM'`,
      );
    expect(Number(n)).toBeGreaterThanOrEqual(1);

    // GraphQL: the same service.
    const viaGraphql = await gql<{ generateSkinCareProgramPdf: { programId: string; pdfId: string } }>(
      t.app,
      'mutation($o: PdfOptionsInput!) { generateSkinCareProgramPdf(options: $o) { programId pdfId } }',
      { o: pdfOptions(mine.id) },
      user,
    );
    expect(viaGraphql.data!.generateSkinCareProgramPdf.programId).toBe(mine.id);
    const foreign = await gql(
      t.app,
      'mutation($o: PdfOptionsInput!) { generateSkinCareProgramPdf(options: $o) { pdfId } }',
      { o: pdfOptions(theirs.id) },
      user,
    );
    expect(foreign).toHaveStatus(404);
  });
});

describe('GET /secured/api/skincareprogram/pdf/download', () => {
  it('walks 401, 400, 404 for another owner or a wrong pair, then sends the file as an attachment', async () => {
    const user = await loginToken(t.app, 'user@example.com');
    const other = await loginToken(t.app, 'user.uk@example.com');
    const mine = (await saveRest(t.app, user, fullProgram(c))).json();
    const second = (await saveRest(t.app, user, emptyProgram())).json();
    const { pdfId } = (await generate(user, pdfOptions(mine.id))).json();

    expect(await download(null, `mixtureId=${mine.id}&pdfId=${pdfId}`)).toHaveStatus(401);
    expect(await download(user, `mixtureId=${mine.id}`)).toHaveStatus(400);
    expect(await download(user, `mixtureId=${mine.id}&pdfId=123`)).toHaveStatus(400);
    expect(await download(other, `mixtureId=${mine.id}&pdfId=${pdfId}`)).toHaveStatus(404);
    expect(await download(user, `mixtureId=${second.id}&pdfId=${pdfId}`)).toHaveStatus(404);

    const res = await download(user, `mixtureId=${mine.id}&pdfId=${pdfId}`);
    expect(res).toHaveStatus(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Named by the program number the professional sees, not by the internal id.
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${mine.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [{ n }] = await t.orm.em
      .fork()
      .execute<{ n: string }[]>(
        `select count(*)::text as n from audit_event where username = 'user@example.com' and event = 'DOWNLOAD_PDF'`,
      );
    expect(Number(n)).toBe(1);
  });
});

describe('PDF content (pdftotext)', () => {
  it('prints company data, indicators, the custom cream with volumes, wash and ready products with comments, INCI (en_GB)', async () => {
    // user.uk@example.com: preferred locale en_GB; company data set through the account API.
    const token = await loginToken(t.app, 'user.uk@example.com');
    const current = (await t.app.inject(withToken(token, { method: 'GET', url: '/secured/api/user' }))).json();
    const pdfData = await t.app.inject(
      withToken(token, {
        method: 'PUT',
        url: '/secured/api/user/pdfdata',
        payload: {
          version: current.pdfUserInfo.version,
          companyName: 'Bloom Skin Studio Ltd',
          email: 'hello@bloom.example.com',
          companyPhoneNo: '+44 20 7946 0000',
          companyAddressLine1: '12 Rose Street',
          companyAddressLine2: 'London WC2E 9EP',
          companyAddressLine3: null,
        },
      }),
    );
    expect(pdfData).toHaveStatus(200);

    const text = flat(
      await renderText(token, fullProgram(c, { clientReference: 'Anna K.' }), {
        showInci: true,
        showUserNameForm: true,
      }),
    );
    for (const expected of [
      'Bloom Skin Studio Ltd',
      '12 Rose Street, London WC2E 9EP',
      '+44 20 7946 0000',
      'hello@bloom.example.com',
      'Skin-care program No.',
      'Client reference: Anna K.',
      'Client name:',
      'Fixture Dryness High',
      'Fixture Redness Low',
      'Your custom cream',
      'Fixture Base Cream 44.0 ml',
      'Fixture Niacinamide Serum 2.5 ml',
      'Fixture Hyaluronic Boost 3.5 ml',
      'Total 50.0 ml',
      'Apply twice daily after cleansing.',
      'Cleansing',
      'Fixture Gentle Gel Wash',
      'Morning and evening, lukewarm water.',
      'Ready-to-use care',
      'Fixture Day Care SPF 12.5 ml',
      'Every morning before leaving the house.',
      'Ingredients (INCI)',
      'AQUA, GLYCERIN, CETEARYL ALCOHOL',
      'AQUA, NIACINAMIDE',
      'AQUA, ZINC OXIDE',
      '1 / 2', // with "show INCI", the cream's ingredient list starts a second page
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('!!!');
  });

  it('leaves out what the options switch off', async () => {
    const token = await loginToken(t.app, 'user.uk@example.com');
    const text = flat(
      await renderText(token, fullProgram(c), {
        showCompanyData: false,
        showVolume: false,
        showWashProducts: false,
        showReadyProducts: false,
        showInci: false,
        showUserNameForm: false,
      }),
    );
    expect(text).toContain('Fixture Base Cream');
    expect(text).toContain('Fixture Dryness');
    for (const absent of [
      'Bloom Skin Studio',
      ' ml',
      'Fixture Gentle Gel Wash',
      'Fixture Day Care SPF',
      'Ingredients (INCI)',
      'Client name',
    ]) {
      expect(text).not.toContain(absent);
    }
    const noCream = flat(await renderText(token, fullProgram(c), { showSpecialMixedProducts: false }));
    expect(noCream).not.toContain('Fixture Base Cream');
    expect(noCream).toContain('Fixture Day Care SPF');
  });

  it("writes in the owner's preferred locale (uk_UA, Cyrillic) through the fallback chain", async () => {
    const token = await loginToken(t.app, 'user@example.com');
    const me = (await t.app.inject(withToken(token, { method: 'GET', url: '/secured/api/user' }))).json();
    const put = await t.app.inject(
      withToken(token, {
        method: 'PUT',
        url: '/secured/api/user',
        payload: {
          id: me.id,
          name: me.name,
          surname: me.surname,
          companyName: me.companyName,
          phoneNo: me.phoneNo,
          preferredLocale: 'uk_UA',
          fallbackLocale: 'pl_PL',
          version: me.version,
        },
      }),
    );
    expect(put).toHaveStatus(200);
    // No Ukrainian name for the wash product: the fallback locale (pl_PL) is next in the chain.
    await t.orm.em
      .fork()
      .execute(`delete from text_source where key = 'PRODUCT_NAME_fx-gel-wash' and locale = 'uk_UA'`);
    await syncDataVersions(t.orm.em);

    const text = flat(await renderText(token, fullProgram(c)));
    for (const expected of [
      'Програма догляду за шкірою №',
      'Gabinet Urody Róża',
      'Сухість шкіри Високий',
      'Почервоніння Низький',
      'Ваш індивідуальний крем',
      'Базовий крем тестовий 44,0 мл',
      'Сироватка з ніацинамідом 2,5 мл',
      'Гіалуроновий бустер 3,5 мл',
      'Очищення',
      'Delikatny żel myjący',
      'Готові засоби догляду',
      'Денний догляд SPF 12,5 мл',
      'Every morning before leaving the house.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('numbers every page "n / N" and repeats the header on each', async () => {
    const token = await loginToken(t.app, 'user.uk@example.com');
    const long = (word: string) => `${word} `.repeat(300).trim().slice(0, 2000);
    const text = await renderText(
      token,
      fullProgram(c, {
        specialMixedProducts: {
          comment: long('cream'),
          baseProducts: [{ productId: c.products.base, volume: 44 }],
          activeProducts: [],
        },
        washProducts: [{ productId: c.products.wash, comment: long('wash') }],
        readyProducts: [
          { productId: c.products.care, comment: long('care') },
          { productId: c.products.active1, comment: long('serum') },
          { productId: c.products.active2, comment: long('boost') },
        ],
      }),
    );
    const pages = text.split('\f').filter((p) => p.trim() !== '');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(flat(page)).toContain(`${i + 1} / ${pages.length}`);
      expect(page).toContain('Bloom Skin Studio Ltd');
      expect(page).toContain('Generated:');
      // Spec section 9: year-month-day hour:minute.
      expect(flat(page)).toMatch(/Generated: \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    });
  });
});
