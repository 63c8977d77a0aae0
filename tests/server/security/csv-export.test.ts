import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { syncDataVersions } from '../../../server/platform/data-versions.js';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { sqlOf, type Sql } from '../local-admin/fixtures.js';

/**
 * Issue 34, row 12: Excel in a locale whose list separator is `;` (Polish, German) splits a
 * comma-separated cell `Baza;=cmd…` into two and reads the second as a formula. Every text cell
 * of every CSV export is quoted, and a formula start is neutralised at a cell's start and after
 * every separator inside it. (The evaluation cross table is the app's one CSV export: grep
 * csv-stringify.) Failed before its fix: `Baza;=cmd` left the export unquoted and unchanged.
 */

let t: TestApp;
let sql: Sql;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  editor = await loginToken(t.app, 'editor@example.com');
});
afterAll(async () => {
  await t.close();
});

interface Cell {
  value: string;
  quoted: boolean;
}

/** RFC 4180 records (quoted fields with doubled quotes, CRLF line ends), each field with whether it was quoted. */
function parse(text: string): Cell[][] {
  const records: Cell[][] = [];
  let record: Cell[] = [];
  let cell: Cell = { value: '', quoted: false };
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"' && text[i + 1] === '"') {
        cell.value += '"';
        i++;
      } else if (c === '"') inQuotes = false;
      else cell.value += c;
    } else if (c === '"') {
      inQuotes = true;
      cell.quoted = true;
    } else if (c === ',') {
      record.push(cell);
      cell = { value: '', quoted: false };
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = { value: '', quoted: false };
      i++;
    } else cell.value += c;
  }
  if (record.length > 0 || cell.value !== '') records.push([...record, cell]);
  return records;
}

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A text cell as a spreadsheet may cut it: at `;`, `,`, tab or a line break, each piece without leading blanks. */
const pieces = (cell: string) => cell.split(/[;,\t\r\n]/).map((p) => p.replace(/^[ \u00a0]+/, ''));

describe('row 12: GET /secured/api/admin/evaluations/csv', () => {
  it('quotes every text cell and neutralises formula starts per cell and after separators', async () => {
    const table = await gql<{ evaluationTable: { products: { id: number }[]; indicators: { id: number }[] } }>(
      t.app,
      '{ evaluationTable { products { id } indicators { id } } }',
      {},
      editor,
    );
    const [product, other] = table.data!.evaluationTable.products;
    const [indicator] = table.data!.evaluationTable.indicators;
    const keyOf = async (tableName: string, id: number) =>
      (await sql<{ name_placeholder: string }>(`select name_placeholder from ${tableName} where id = ?`, [id]))[0]!
        .name_placeholder;
    const hostile: Array<[string, string]> = [
      [await keyOf('product', product!.id), "Baza;=cmd|' /C calc'!A0"],
      [await keyOf('product', other!.id), 'Krem, +SUM(A1)\t-2; @x\n=1'],
      [await keyOf('skin_indicator', indicator!.id), 'Wert;  \uFF1DHYPERLINK("http://evil.example")'],
    ];
    for (const [key, value] of hostile) await sql('update text_source set value = ? where key = ?', [value, key]);
    await syncDataVersions(t.orm.em);

    const res = await t.app.inject(withToken(editor, { method: 'GET', url: '/secured/api/admin/evaluations/csv' }));
    expect(res).toHaveStatus(200);
    const records = parse(res.rawPayload.subarray(3).toString('utf8'));
    // Text cells: the header, and each row's product name.
    const textCells = records.flatMap((record, row) => record.filter((_cell, column) => row === 0 || column === 0));
    for (const cell of textCells) expect(cell).toEqual({ value: cell.value, quoted: true });
    for (const [, value] of hostile)
      expect(textCells.some((cell) => cell.value.replace(/'/g, '') === value.replace(/'/g, ''))).toBe(true);
    for (const { value } of textCells)
      for (const piece of pieces(value))
        expect([value, piece, FORMULA_START.test(piece)]).toEqual([value, piece, false]);
    expect(textCells.map((c) => c.value)).toContain("Baza;'=cmd|' /C calc'!A0");
    // Numbers stay numbers: unquoted, a negative one unchanged.
    const numbers = records.slice(1).flatMap((record) => record.slice(1));
    expect(numbers.length).toBeGreaterThan(0);
    for (const n of numbers) expect([n.value, n.quoted, /^-?\d+$/.test(n.value)]).toEqual([n.value, false, true]);
  });
});
