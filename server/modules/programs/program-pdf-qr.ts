import QRCode from 'qrcode';
import type { PdfBuilder } from '../../platform/pdf/pdf-builder.js';

/** Points per module: 3 pt is 1.06 mm, well above what phone cameras read from paper. */
export const QR_CELL = 3;
/** The quiet zone the QR specification asks for, in modules. */
export const QR_QUIET = 4;

export const SHARE_QR_TEXT_KEYS = ['PDF_SHARE_HEADING', 'PDF_SHARE_TEXT'];

/** The QR code's modules of `url` (error correction M): what the PDF draws, and the PDF test compares. */
export function qrModules(url: string): { size: number; dark: (row: number, col: number) => boolean } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => !!modules.get(row, col) };
}

/** The client's page as a QR code, with a line that says what it is and the address itself. */
export function renderShareQr(pdf: PdfBuilder, url: string, text: (key: string) => string): void {
  const { size, dark } = qrModules(url);
  pdf.heading(text('PDF_SHARE_HEADING'));
  pdf.matrix(size, dark, QR_CELL, QR_QUIET, [text('PDF_SHARE_TEXT'), url]);
}
