import { bcp47, missingText } from '../../../common/locales.js';
import type { Ctx } from '../../platform/context.js';
import { currentCatalogue } from '../catalogue/snapshot/catalogue-snapshot.js';
import { translator } from '../translations/translation.service.js';
import { isInciLocale, type PdfSource } from './program-pdf.service.js';
import { pdfCreamIngredients } from './program-pdf-ingredients.js';
import type { SharedLine, SharedProgramContent } from '../../../common/shared-program.js';

/** The texts of the client's page, translated by the server in the link's language (not the visitor's). */
export const SHARED_PAGE_TEXT_KEYS = [
  'SHARED_TITLE',
  'SHARED_INTRO',
  'SHARED_STEP_CLEANSING',
  'SHARED_STEP_CREAM',
  'SHARED_STEP_READY',
  'SHARED_CREAM_TOTAL',
  'SHARED_CREAM_INGREDIENTS',
  'SHARED_PROFESSIONAL',
  'SHARED_DOWNLOAD_PDF',
  'SHARED_VALID_UNTIL',
  'PDF_PHONE',
  'PDF_EMAIL',
  'BUILDER_ML',
] as const;

/**
 * What the client's page shows: the routine in order, the business details of the professional's
 * PDF data, nothing of the client (no client reference, no skin indicators).
 */
export type SharedProgramView = SharedProgramContent<string, Date>;

/** The page's content of a shared program, in `locale`. */
export async function sharedProgramContent(
  ctx: Pick<Ctx, 'em' | 'deps'>,
  source: PdfSource,
  link: { locale: string; expiresAt: Date },
  pdfUrl: string,
): Promise<SharedProgramView> {
  const [text, catalogue] = await Promise.all([
    translator(ctx.em, link.locale, source.fallback_locale),
    currentCatalogue(ctx.deps),
  ]);
  const product = (id: number) => catalogue.productById.get(id);
  const nameOf = (id: number) => {
    const p = product(id);
    return p ? text(p.namePlaceholder) : '';
  };
  const usageOf = (id: number) => {
    const key = product(id)?.descriptionPlaceholder;
    const value = key ? text(key) : '';
    // A product without a description shows none, not the missing-text marker.
    return key && value === missingText(key) ? '' : value;
  };
  const ofKind = (kind: string) => source.products.filter((l) => l.kind === kind);
  const line = (l: PdfSource['products'][number]): SharedLine => ({
    name: nameOf(l.productId),
    volume: l.volume,
    usage: usageOf(l.productId),
    comment: l.comment,
  });
  const creamLines = [...ofKind('BASE'), ...ofKind('ACTIVE')].map((l) => ({
    productId: l.productId,
    volume: l.volume ?? 0,
  }));
  const c = source.company;
  return {
    locale: link.locale,
    lang: bcp47(link.locale),
    expiresAt: link.expiresAt,
    texts: Object.fromEntries(SHARED_PAGE_TEXT_KEYS.map((key) => [key, text(key)])),
    professional: c
      ? {
          companyName: c.companyName,
          addressLines: [c.companyAddressLine1, c.companyAddressLine2, c.companyAddressLine3].filter(
            (l): l is string => !!l,
          ),
          phone: c.companyPhoneNo,
          email: c.email,
        }
      : null,
    cleansing: ofKind('WASH').map(line),
    cream:
      creamLines.length === 0
        ? null
        : {
            products: creamLines.map((l) => ({
              name: nameOf(l.productId),
              volume: l.volume,
              usage: usageOf(l.productId),
            })),
            totalVolume: creamLines.reduce((sum, l) => sum + l.volume, 0),
            comment: source.comment,
            ingredients: isInciLocale(ctx, link.locale)
              ? pdfCreamIngredients(creamLines, catalogue, nameOf).map((i) => i.name)
              : [],
          },
    ready: ofKind('READY').map(line),
    pdfUrl,
  };
}
