/**
 * The program's limits, its fields that the builder's screens validate, and the PDF's default
 * options: apart from program.ts, whose schemas are built when it loads, so that the builder's
 * first screen does not build them (program.ts re-exports all of this for the server).
 */
import { VALIDATION_KEYS as K } from './messages.js';
import { num, trimmedOptionalText } from './fields.js';

export const MAX_VOLUME = 1000;
export const MAX_PROGRAM_INDICATORS = 100;
export const MAX_BASE_PRODUCTS = 1;
export const MAX_PRODUCT_LINES = 50;
/** The client reference (a name or code): at most this many characters once trimmed. */
export const MAX_CLIENT_REFERENCE = 200;

/**
 * The client a program is for: optional, one line; trimmed, blank means none (null); at most 200
 * characters; any control character (a tab or line break too, also at either end) is refused.
 * Personal data: never logged or audited.
 */
export const clientReferenceField = () => trimmedOptionalText(MAX_CLIENT_REFERENCE);

/** A volume in ml, 0..1000, as a number. */
export const volumeField = () => num().min(0, K.MIN).max(MAX_VOLUME, K.MAX);

/** The PDF options' flags (pdfOptionsSchema in program.ts requires each, and is typed by them). */
export type PdfOptionFlag =
  | 'showCompanyData'
  | 'showReadyProducts'
  | 'showSpecialMixedProducts'
  | 'showVolume'
  | 'showWashProducts'
  | 'showUserNameForm'
  | 'showInci';

/** The spec's defaults for a PDF's options: everything shown except the name form and INCI. */
export const DEFAULT_PDF_OPTIONS: Readonly<Record<PdfOptionFlag, boolean>> = {
  showCompanyData: true,
  showReadyProducts: true,
  showSpecialMixedProducts: true,
  showVolume: true,
  showWashProducts: true,
  showUserNameForm: false,
  showInci: false,
};
