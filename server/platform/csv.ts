import { stringify, type Options, type Stringifier } from 'csv-stringify';

/**
 * CSV for spreadsheets (CSV injection). csv-stringify quotes every text cell and puts an
 * apostrophe before a formula start at a cell's beginning (escape_formulas); the same is done
 * after every separator inside a cell, because Excel in a locale whose list separator is `;`
 * (Polish, German) splits `Baza;=cmd` into two cells and reads the second as a formula.
 */

/** Characters that start a formula (with their fullwidth forms, which some spreadsheets normalise). */
const FORMULA_START = '=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/** A separator some spreadsheet may split on (list separators, tab, line breaks), then a formula start. */
const AFTER_SEPARATOR = new RegExp(`([;,\\t\\r\\n\\uFF1B\\uFF0C][ \\u00A0]*)([${FORMULA_START}])`, 'g');

/** A text cell with an apostrophe before every formula start that follows a separator. */
export function neutraliseInside(text: string): string {
  return text.replace(AFTER_SEPARATOR, "$1'$2");
}

/** The options every CSV export of the app uses (numbers stay numbers and unquoted). */
export const SAFE_CSV_OPTIONS = {
  quoted_string: true,
  escape_formulas: true,
  cast: { string: neutraliseInside },
} as const satisfies Options;

/** A CSV stringifier with the safe options and the caller's own (BOM, record delimiter). */
export function safeCsv(options: Omit<Options, keyof typeof SAFE_CSV_OPTIONS> = {}): Stringifier {
  return stringify({ ...options, ...SAFE_CSV_OPTIONS });
}
