/**
 * The PDF's list of the custom cream's ingredients, an additive section after the
 * INCI names of each product: every ingredient once, with the products it comes from and their
 * share of the cream's volume, ordered by common/cream-ingredients (an approximation).
 */
import { creamIngredients } from '../../../common/cream-ingredients.js';
import { bcp47 } from '../../../common/locales.js';
import type { PdfBuilder } from '../../platform/pdf/pdf-builder.js';

/** One ingredient as the PDF prints it, already named (rendering runs in a worker thread). */
export interface PdfCreamIngredient {
  name: string;
  sources: Array<{ productName: string; share: number }>;
}

export const CREAM_INGREDIENT_TEXT_KEYS = ['PDF_CREAM_INGREDIENTS', 'PDF_CREAM_INGREDIENTS_NOTE'];

/** The cream's ingredients for the PDF, from its base and active lines and the catalogue snapshot. */
export function pdfCreamIngredients(
  lines: ReadonlyArray<{ productId: number; volume: number }>,
  catalogue: {
    incisInProducts: ReadonlyMap<number, ReadonlyArray<{ inciId: number; position: number }>>;
    inciById: ReadonlyMap<number, { name: string }>;
  },
  productName: (id: number) => string,
): PdfCreamIngredient[] {
  const inciName = (id: number) => catalogue.inciById.get(id)?.name ?? '';
  return creamIngredients({ lines, ingredientsOf: (id) => catalogue.incisInProducts.get(id), inciName }).map(
    (ingredient) => ({
      name: inciName(ingredient.inciId),
      sources: ingredient.sources.map((s) => ({ productName: productName(s.productId), share: s.share })),
    }),
  );
}

const percentFormats = new Map<string, Intl.NumberFormat>();

function percent(share: number, locale: string): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(bcp47(locale), { style: 'percent', maximumFractionDigits: 1 });
    percentFormats.set(locale, format);
  }
  return format.format(share);
}

/** Renders the section (nothing when the cream has no known ingredient). */
export function renderCreamIngredients(
  pdf: PdfBuilder,
  ingredients: readonly PdfCreamIngredient[],
  locale: string,
  t: (key: string) => string,
): void {
  if (ingredients.length === 0) return;
  pdf.heading(t('PDF_CREAM_INGREDIENTS'));
  pdf.paragraph(t('PDF_CREAM_INGREDIENTS_NOTE'), { color: '#333333' });
  for (const ingredient of ingredients) {
    const sources = ingredient.sources.map((s) => `${s.productName} (${percent(s.share, locale)})`).join(', ');
    pdf.row([
      { text: ingredient.name, width: 0.38, bold: true },
      { text: sources, width: 0.62 },
    ]);
  }
}
