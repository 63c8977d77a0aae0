/** The skin-care program input and the PDF options (user spec section 3). */
import * as yup from 'yup';
import { PRIORITIES } from '../enums.js';
import { LOCALES } from '../locales.js';
import { VALIDATION_KEYS as K } from './messages.js';
import { MAX_COMMENT, bool, oneOfValues, optionalText, serialId, strictObject, uuid, version } from './fields.js';
import {
  MAX_BASE_PRODUCTS,
  MAX_PRODUCT_LINES,
  MAX_PROGRAM_INDICATORS,
  clientReferenceField,
  volumeField,
  type PdfOptionFlag,
} from './program-fields.js';

export * from './program-fields.js';

/** Refuses a list in which two items share the id `idOf` returns; the error names the second. */
function uniqueBy<T>(idOf: (item: T) => unknown) {
  return function unique(this: yup.TestContext, items: readonly T[] | undefined) {
    if (!items) return true;
    const seen = new Set<unknown>();
    for (const [index, item] of items.entries()) {
      const id = item && typeof item === 'object' ? idOf(item) : undefined;
      if (id === undefined) continue;
      if (seen.has(id)) return this.createError({ path: `${this.path}[${index}]`, message: K.DUPLICATE });
      seen.add(id);
    }
    return true;
  };
}

/** A list of at most `max` items without repeated ids; missing means empty. */
function lineList<S extends yup.AnyObjectSchema>(item: S, max: number, idOf: (line: yup.InferType<S>) => unknown) {
  return yup
    .array(item)
    .typeError(K.INVALID_TYPE)
    .max(max, K.TOO_MANY_ITEMS)
    .default([])
    .test('unique', K.DUPLICATE, uniqueBy(idOf));
}

const indicatorLine = strictObject({
  skinIndicatorId: serialId().required(K.REQUIRED),
  priority: oneOfValues(PRIORITIES).required(K.REQUIRED),
});

const mixedLine = strictObject({
  productId: serialId().required(K.REQUIRED),
  volume: volumeField().required(K.REQUIRED),
});

/** A wash or ready line; `mixtureRole` is accepted (older clients send it) but must match the list. */
const roleLine = (role: 'WASH' | 'CARE') =>
  strictObject({
    productId: serialId().required(K.REQUIRED),
    volume: volumeField().nullable(),
    comment: optionalText(MAX_COMMENT, 'multi'),
    mixtureRole: oneOfValues([role]).nullable(),
  });

export const programSchema = strictObject({
  id: uuid().nullable(),
  version: version().nullable(),
  clientReference: clientReferenceField(),
  skinIndicatorWithPriorityDtos: lineList(indicatorLine, MAX_PROGRAM_INDICATORS, (l) => l.skinIndicatorId),
  specialMixedProducts: strictObject({
    comment: optionalText(MAX_COMMENT, 'multi'),
    baseProducts: lineList(mixedLine, MAX_BASE_PRODUCTS, (l) => l.productId),
    activeProducts: lineList(mixedLine, MAX_PRODUCT_LINES, (l) => l.productId),
  }),
  washProducts: lineList(roleLine('WASH'), MAX_PRODUCT_LINES, (l) => l.productId),
  readyProducts: lineList(roleLine('CARE'), MAX_PRODUCT_LINES, (l) => l.productId),
});
export type ProgramInput = yup.InferType<typeof programSchema>;

/**
 * The input of the `suggestions` query: the chosen skin issues and, optionally, a recipe whose
 * lines decide the suggested skin conditions (user spec section 9).
 */
export const suggestionInputSchema = strictObject({
  skinIssues: lineList(indicatorLine, MAX_PROGRAM_INDICATORS, (l) => l.skinIndicatorId),
  recipe: strictObject({
    baseProducts: lineList(mixedLine, MAX_PRODUCT_LINES, (l) => l.productId),
    activeProducts: lineList(mixedLine, MAX_PRODUCT_LINES, (l) => l.productId),
  }),
});
export type SuggestionInput = yup.InferType<typeof suggestionInputSchema>;

const flag = () => bool().required(K.REQUIRED);
/** Typed by the flags' names, so that the schema and DEFAULT_PDF_OPTIONS (program-fields.ts) cannot differ. */
const pdfFlags: Record<PdfOptionFlag, ReturnType<typeof flag>> = {
  showCompanyData: flag(),
  showReadyProducts: flag(),
  showSpecialMixedProducts: flag(),
  showVolume: flag(),
  showWashProducts: flag(),
  showUserNameForm: flag(),
  showInci: flag(),
};

/** Which parts a PDF shows (every flag required) and in which language. */
export const pdfOptionsSchema = strictObject({
  id: uuid().required(K.REQUIRED),
  ...pdfFlags,
  /** The PDF's language: any of the eleven locales; absent or null: the owner's. */
  locale: yup.string().strict().typeError(K.INVALID_TYPE).oneOf(LOCALES, K.INVALID_LOCALE).nullable(),
  /** Print the program's share link as a QR code when it has a live one; absent or null: yes. */
  shareQr: bool().nullable(),
});
export type PdfOptionsInput = yup.InferType<typeof pdfOptionsSchema>;
