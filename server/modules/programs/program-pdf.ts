import { COMBINATION_SEVERITIES, type CombinationSeverity, PRIORITIES, type Priority } from '../../../common/enums.js';
import { bcp47, missingText } from '../../../common/locales.js';
import { formatVolume } from '../../../common/volume.js';
import { PdfBuilder, type Cell } from '../../platform/pdf/pdf-builder.js';
import type { PdfOptions } from './pdf-document.entity.js';
import {
  CREAM_INGREDIENT_TEXT_KEYS,
  renderCreamIngredients,
  type PdfCreamIngredient,
} from './program-pdf-ingredients.js';
import { renderShareQr, SHARE_QR_TEXT_KEYS } from './program-pdf-qr.js';

/** Everything a program PDF shows, already translated: rendering needs no database. */
export interface ProgramPdfContent {
  number: string;
  /** The client the program is for, as the professional wrote it (printed under the title). */
  clientReference: string | null;
  /** e.g. en_GB: the language of the texts and of the dates. */
  locale: string;
  createdDate: Date;
  modifiedDate: Date;
  /** The PDF texts (keys PDF_*), translated along the owner's lookup chain. */
  text: (key: string) => string;
  company: {
    companyName: string | null;
    email: string | null;
    companyPhoneNo: string | null;
    companyAddressLine1: string | null;
    companyAddressLine2: string | null;
    companyAddressLine3: string | null;
  } | null;
  indicators: Array<{ name: string; priority: Priority }>;
  comment: string | null;
  baseProducts: Array<{ name: string; volume: number }>;
  activeProducts: Array<{ name: string; volume: number }>;
  washProducts: Array<{ name: string; volume: number | null; comment: string | null }>;
  readyProducts: Array<{ name: string; volume: number | null; comment: string | null }>;
  /** Per used product, its INCI names in label order. */
  inci: Array<{ productName: string; names: string[] }>;
  /** The custom cream's ingredients, each once (empty unless INCI and the cream are shown). */
  creamIngredients?: PdfCreamIngredient[];
  /**
   * The combination rules that apply to the products shown, most severe first, each already
   * worded in the PDF's language (decision 070); absent or empty: none.
   */
  combinationWarnings?: Array<{ severity: CombinationSeverity; text: string }>;
  /** The program's live share link, printed as a QR code (decision 067); absent or null: none. */
  shareUrl?: string | null;
}

/**
 * Millilitres with one decimal in the locale's notation and the unit as the builder's screen
 * writes it (BUILDER_ML): "12.5 ml" (en_GB), "12,5 ml" (pl_PL), "12,5 мл" (uk_UA).
 */
export const formatPdfVolume = (volume: number, locale: string, unit: string) =>
  `${formatVolume(volume, locale)} ${unit}`;

/** Spec section 9: dates as year-month-day hour:minute (UTC: the server has no client time zone). */
export function formatDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16).replace('T', ' ');
}

/** The company data of the page header: name first, then address, phone and e-mail. */
function companyLines(content: ProgramPdfContent): string[] {
  const c = content.company;
  if (!c) return [];
  const contact = [
    c.companyPhoneNo ? `${content.text('PDF_PHONE')}: ${c.companyPhoneNo}` : null,
    c.email ? `${content.text('PDF_EMAIL')}: ${c.email}` : null,
  ]
    .filter(Boolean)
    .join('   ');
  const address = [c.companyAddressLine1, c.companyAddressLine2, c.companyAddressLine3].filter(Boolean).join(', ');
  return [c.companyName, address, contact].filter((line): line is string => !!line);
}

/** Renders a program as an A4 PDF with the sections the options ask for. */
export async function renderProgramPdf(content: ProgramPdfContent, options: PdfOptions): Promise<Buffer> {
  const t = content.text;
  const title = `${t('PDF_TITLE')} ${t('PDF_NUMBER_SIGN')} ${content.number}`;
  const pdf = new PdfBuilder({
    title,
    headerLines: options.showCompanyData ? companyLines(content) : [],
    footerText: `${t('PDF_GENERATED')}: ${formatDate(new Date())}`,
    lang: bcp47(content.locale),
  });
  const volume = (v: number | null) =>
    options.showVolume && v !== null ? formatPdfVolume(v, content.locale, t('BUILDER_ML')) : '';
  pdf.title(title, `${t('PDF_MODIFIED')}: ${formatDate(content.modifiedDate)}`);
  if (content.clientReference) pdf.paragraph(`${t('BUILDER_CLIENT_REFERENCE')}: ${content.clientReference}`);

  if (options.showUserNameForm) {
    pdf.blankField(t('PDF_CLIENT_NAME'));
    pdf.blankField(t('PDF_CLIENT_DATE'));
  }

  if (content.indicators.length > 0) {
    pdf.heading(t('PDF_SKIN_INDICATORS'));
    pdf.row(
      [
        { text: t('PDF_SKIN_INDICATOR'), width: 0.7, bold: true },
        { text: t('PDF_PRIORITY'), width: 0.3, bold: true },
      ],
      { keepWithNext: true },
    );
    for (const line of content.indicators) {
      pdf.row([
        { text: line.name, width: 0.7 },
        { text: t(`PDF_PRIORITY_${line.priority}`), width: 0.3 },
      ]);
    }
  }

  const hasCream = content.baseProducts.length + content.activeProducts.length > 0;
  if (options.showSpecialMixedProducts && hasCream) {
    pdf.heading(t('PDF_SPECIAL_MIXED_PRODUCTS'));
    const mixedRow = (name: string, v: number, bold = false): Cell[] =>
      options.showVolume
        ? [
            { text: name, width: 0.75, bold },
            { text: volume(v), width: 0.25, align: 'right', bold },
          ]
        : [{ text: name, width: 1, bold }];
    if (content.baseProducts.length > 0) {
      pdf.subheading(t('PDF_BASE_PRODUCT'));
      for (const line of content.baseProducts) pdf.row(mixedRow(line.name, line.volume));
    }
    if (content.activeProducts.length > 0) {
      pdf.subheading(t('PDF_ACTIVE_PRODUCTS'));
      for (const line of content.activeProducts) pdf.row(mixedRow(line.name, line.volume));
    }
    if (options.showVolume) {
      const total = [...content.baseProducts, ...content.activeProducts].reduce((sum, l) => sum + l.volume, 0);
      pdf.row(mixedRow(t('PDF_TOTAL_VOLUME'), total, true));
    }
    if (content.comment) pdf.subheading(t('PDF_COMMENT')).paragraph(content.comment);
  }

  const roleSection = (heading: string, lines: ProgramPdfContent['washProducts']) => {
    pdf.heading(heading);
    for (const line of lines) {
      const hasVolume = options.showVolume && line.volume !== null;
      pdf.row(
        hasVolume
          ? [
              { text: line.name, width: 0.75, bold: true },
              { text: volume(line.volume), width: 0.25, align: 'right' },
            ]
          : [{ text: line.name, width: 1, bold: true }],
        // The name heads its comment: both on one page.
        { keepWithNext: !!line.comment },
      );
      if (line.comment) pdf.paragraph(line.comment, { color: '#333333' });
    }
  };
  if (options.showWashProducts && content.washProducts.length > 0)
    roleSection(t('PDF_WASH_PRODUCTS'), content.washProducts);
  if (options.showReadyProducts && content.readyProducts.length > 0)
    roleSection(t('PDF_READY_PRODUCTS'), content.readyProducts);

  const warnings = content.combinationWarnings ?? [];
  if (warnings.length > 0) {
    pdf.heading(t('PDF_COMBINATION_WARNINGS'));
    pdf.paragraph(t('PDF_COMBINATION_WARNINGS_NOTE'), { color: '#333333' });
    for (const warning of warnings) {
      pdf.row([
        { text: t(`COMBINATION_SEVERITY_${warning.severity}`), width: 0.2, bold: true },
        { text: warning.text, width: 0.8 },
      ]);
    }
  }

  const inci = content.inci.filter((p) => p.names.length > 0);
  if (options.showInci && inci.length > 0) {
    pdf.heading(t('PDF_INCI'));
    for (const product of inci) {
      pdf.subheading(product.productName);
      pdf.paragraph(product.names.join(', '));
    }
  }
  if (options.showInci && options.showSpecialMixedProducts)
    renderCreamIngredients(pdf, content.creamIngredients ?? [], content.locale, t);
  if (content.shareUrl) renderShareQr(pdf, content.shareUrl, t);

  return pdf.finish();
}

/** Every text key `renderProgramPdf` looks up: a worker thread gets these translated, not the lookup. */
export const PDF_TEXT_KEYS = [
  'PDF_TITLE',
  'PDF_NUMBER_SIGN',
  'PDF_GENERATED',
  'PDF_MODIFIED',
  'PDF_PHONE',
  'PDF_EMAIL',
  'PDF_CLIENT_NAME',
  'PDF_CLIENT_DATE',
  'PDF_SKIN_INDICATORS',
  'PDF_SKIN_INDICATOR',
  'PDF_PRIORITY',
  ...PRIORITIES.map((p) => `PDF_PRIORITY_${p}`),
  'PDF_SPECIAL_MIXED_PRODUCTS',
  'PDF_BASE_PRODUCT',
  'PDF_ACTIVE_PRODUCTS',
  'PDF_TOTAL_VOLUME',
  'PDF_COMMENT',
  'PDF_WASH_PRODUCTS',
  'PDF_READY_PRODUCTS',
  'PDF_INCI',
  'BUILDER_ML',
  'BUILDER_CLIENT_REFERENCE',
  ...CREAM_INGREDIENT_TEXT_KEYS,
  ...SHARE_QR_TEXT_KEYS,
  'PDF_COMBINATION_WARNINGS',
  'PDF_COMBINATION_WARNINGS_NOTE',
  ...COMBINATION_SEVERITIES.map((s) => `COMBINATION_SEVERITY_${s}`),
];

/** What a worker thread receives: the content with its texts resolved (functions cannot cross threads). */
export interface ProgramPdfTask {
  content: Omit<ProgramPdfContent, 'text'> & { texts: Record<string, string> };
  options: PdfOptions;
}

export function toPdfTask(content: ProgramPdfContent, options: PdfOptions): ProgramPdfTask {
  const { text, ...rest } = content;
  return { content: { ...rest, texts: Object.fromEntries(PDF_TEXT_KEYS.map((key) => [key, text(key)])) }, options };
}

export function fromPdfTask({ content: { texts, ...rest }, options }: ProgramPdfTask): [ProgramPdfContent, PdfOptions] {
  return [{ ...rest, text: (key) => texts[key] ?? missingText(key) }, options];
}
