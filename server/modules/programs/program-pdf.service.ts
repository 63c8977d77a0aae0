import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Priority } from '../../../common/enums.js';
import { pdfOptionsSchema } from '../../../common/validation/program.js';
import { VALIDATION_KEYS as K } from '../../../common/validation/messages.js';
import { strictObject, uuid } from '../../../common/validation/fields.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Ctx } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { validate } from '../../platform/validation.js';
import { once } from '../../platform/idempotency/idempotency.js';
import { currentCatalogue } from '../catalogue/snapshot/catalogue-snapshot.js';
import { programWarningTexts } from '../combinations/combination.service.js';
import { translator } from '../translations/translation.service.js';
import { PdfDocument, type PdfOptions } from './pdf-document.entity.js';
import { SkinCareProgram } from './program.entity.js';
import type { ProgramPdfContent } from './program-pdf.js';
import { pdfCreamIngredients } from './program-pdf-ingredients.js';
import { renderProgramPdfInPool } from './program-pdf.pool.js';
import { ownedBy, PROGRAM_ROLES } from './program.policy.js';
import { programInAudit } from './program.presenter.js';
import { readRows } from '../../platform/read-sql.js';
import { liveShareLink, shareUrlOf } from './share-link.reads.js';

/** A program as its PDF shows it, with its owner's locales and company data: one row. */
export interface PdfSource {
  number: string;
  comment: string | null;
  client_reference: string | null;
  /** Timestamps as PostgreSQL's text (MikroORM's driver leaves them unparsed). */
  created_date: string;
  modified_date: string;
  version: number;
  preferred_locale: string;
  fallback_locale: string;
  company: ProgramPdfContent['company'];
  indicators: Array<{ id: number; priority: Priority }>;
  products: Array<{ productId: number; kind: string; volume: number | null; comment: string | null }>;
}

/**
 * The caller's own program in one statement, lines aggregated in label order: no entities are
 * hydrated on the event loop, which every other request waits for (the PDF-under-load budget).
 */
const SOURCE_SELECT = `
select p.number::text as number, p.comment, p.client_reference, p.created_date, p.modified_date, p.version,
       a.preferred_locale, a.fallback_locale,
       (select json_build_object('companyName', i.company_name, 'email', i.email, 'companyPhoneNo', i.company_phone_no,
                                 'companyAddressLine1', i.company_address_line1, 'companyAddressLine2', i.company_address_line2,
                                 'companyAddressLine3', i.company_address_line3)
          from pdf_user_info i where i.id = a.pdf_user_info_id) as company,
       coalesce((select json_agg(json_build_object('id', l.skin_indicator_id, 'priority', l.priority) order by l.position)
                   from program_indicator l where l.program_id = p.id), '[]') as indicators,
       coalesce((select json_agg(json_build_object('productId', l.product_id, 'kind', l.kind, 'volume', l.volume, 'comment', l.comment) order by l.position)
                   from program_product l where l.program_id = p.id), '[]') as products
  from skin_care_program p join account a on a.id = p.owner_id`;
const SOURCE_SQL = `${SOURCE_SELECT}
 where p.id = ? and p.owner_id = ?`;
/** A shared program's: its share link, checked before, stands for the owner. */
const SHARED_SOURCE_SQL = `${SOURCE_SELECT}
 where p.id = ?`;

async function loadPdfSource(ctx: Ctx, user: AuthUser, id: string): Promise<PdfSource> {
  const [row] = await readRows<PdfSource>(ctx.deps, 'programs.pdfSource', SOURCE_SQL, [id, ownedBy(user).owner]);
  if (!row) throw notFound();
  return row;
}

/** The program a live share link names (share-link.service.ts checks the link), or 404. */
export async function loadSharedSource(ctx: Pick<Ctx, 'deps'>, programId: string): Promise<PdfSource> {
  const [row] = await readRows<PdfSource>(ctx.deps, 'programs.sharedSource', SHARED_SOURCE_SQL, [programId]);
  if (!row) throw notFound();
  return row;
}

/** Whether INCI may be shown in `locale` (config INCI_LOCALES). */
export const isInciLocale = (ctx: Pick<Ctx, 'deps'>, locale: string): boolean =>
  ctx.deps.config.inciLocales.some((l) => l === locale);

/**
 * Translates what the PDF of a program shows, in the locale the options ask for (default the
 * owner's preferred one), along the lookup chain that ends in the owner's fallback and en_GB.
 */
export async function pdfContent(
  { em, deps }: Pick<Ctx, 'em' | 'deps'>,
  source: PdfSource,
  options: PdfOptions,
): Promise<ProgramPdfContent> {
  const locale = options.locale ?? source.preferred_locale;
  // Names and ingredients come from the catalogue snapshot (cached per catalogue version), so a
  // PDF costs no catalogue query and no entity hydration.
  const [text, catalogue] = await Promise.all([translator(em, locale, source.fallback_locale), currentCatalogue(deps)]);
  const nameOf = (id: number) => {
    const product = catalogue.productById.get(id);
    return product ? text(product.namePlaceholder) : '';
  };
  const indicatorNameOf = (id: number) => {
    const indicator = catalogue.indicatorById.get(id);
    return indicator ? text(indicator.namePlaceholder) : '';
  };
  const ofKind = (kind: string) => source.products.filter((l) => l.kind === kind);

  const shown = [
    ...(options.showSpecialMixedProducts ? [...ofKind('BASE'), ...ofKind('ACTIVE')] : []),
    ...(options.showWashProducts ? ofKind('WASH') : []),
    ...(options.showReadyProducts ? ofKind('READY') : []),
  ];
  const inciNames = (productId: number) =>
    [...(catalogue.incisInProducts.get(productId) ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((line) => catalogue.inciById.get(line.inciId)?.name ?? '')
      .filter(Boolean);
  // The combination rules of the products the PDF shows (decision 070).
  const combinationWarnings = await programWarningTexts(deps, shown, text);
  const inci = [...new Set(shown.map((l) => l.productId))].map((id) => ({
    productName: nameOf(id),
    names: options.showInci ? inciNames(id) : [],
  }));

  return {
    number: source.number,
    clientReference: source.client_reference,
    locale,
    createdDate: new Date(source.created_date),
    modifiedDate: new Date(source.modified_date),
    text,
    company: source.company,
    indicators: source.indicators.map((l) => ({ name: indicatorNameOf(l.id), priority: l.priority })),
    comment: source.comment,
    baseProducts: ofKind('BASE').map((l) => ({ name: nameOf(l.productId), volume: l.volume ?? 0 })),
    activeProducts: ofKind('ACTIVE').map((l) => ({ name: nameOf(l.productId), volume: l.volume ?? 0 })),
    washProducts: ofKind('WASH').map((l) => ({ name: nameOf(l.productId), volume: l.volume, comment: l.comment })),
    readyProducts: ofKind('READY').map((l) => ({ name: nameOf(l.productId), volume: l.volume, comment: l.comment })),
    inci,
    combinationWarnings,
    creamIngredients:
      options.showInci && options.showSpecialMixedProducts
        ? pdfCreamIngredients(
            [...ofKind('BASE'), ...ofKind('ACTIVE')].map((l) => ({ productId: l.productId, volume: l.volume ?? 0 })),
            catalogue,
            nameOf,
          )
        : [],
  };
}

/**
 * Renders the caller's own program and stores the PDF (with its options), replacing older ones.
 * A save that lands while rendering wins: the PDF is refused with 409 instead of going stale.
 * With an `Idempotency-Key`, a repeat answers the first answer's ids (the stored PDF, as long as
 * no later save discarded it) without rendering again.
 */
export async function generate(ctx: Ctx, input: unknown): Promise<{ programId: string; pdfId: string }> {
  const user = requireUser(ctx, PROGRAM_ROLES);
  const { id, ...asked } = await validate(pdfOptionsSchema, input);
  return once(ctx, 'programs.pdf', async (keep) => {
    const source = await loadPdfSource(ctx, user, id);
    // INCI is shown only in the INCI locales (config INCI_LOCALES); the options stored are those rendered.
    const inciLocale = isInciLocale(ctx, asked.locale ?? source.preferred_locale);
    const options = { ...asked, showInci: asked.showInci && inciLocale };
    // The live share link as a QR code, unless the options say no (decision 067).
    const link = asked.shareQr === false ? null : await liveShareLink(ctx.em, id);
    const shareUrl = link ? shareUrlOf(ctx.deps.config, link) : null;
    const content = { ...(await pdfContent(ctx, source, options)), shareUrl };
    const bytes = await renderProgramPdfInPool(ctx.deps.pdfPool, content, options);
    const answer = { programId: id, pdfId: randomUUID() };
    // In one transaction: the program locked and still the caller's at the version rendered (a
    // save that lands while rendering wins, 409), its older PDFs replaced, the event audited.
    const store = async (tx: EntityManager) => {
      const program = await tx.findOne(
        SkinCareProgram,
        { id, ...ownedBy(user) },
        { fields: ['version'], lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!program) throw notFound();
      if (program.version !== source.version) throw conflict();
      await tx.nativeDelete(PdfDocument, { program: id });
      tx.create(PdfDocument, { id: answer.pdfId, program: id, options, bytes, createdDate: new Date() });
      await recordAudit(tx, user.email, 'GENERATE_PDF_SKIN_CARE_PROGRAM', programInAudit(source.number));
    };
    return ctx.em.transactional(async (tx) => {
      await store(tx);
      await keep(tx, answer);
      return answer;
    });
  });
}

const downloadSchema = strictObject({
  mixtureId: uuid().required(K.REQUIRED),
  pdfId: uuid().required(K.REQUIRED),
});

/** The bytes of a PDF of the caller's own program and the program's number (the file's name), or 404. */
export async function download(
  ctx: Ctx,
  input: unknown,
): Promise<{ programId: string; number: string; bytes: Buffer }> {
  const user = requireUser(ctx, PROGRAM_ROLES);
  const { mixtureId, pdfId } = await validate(downloadSchema, input);
  const pdf = await ctx.em.findOne(
    PdfDocument,
    { id: pdfId, program: { id: mixtureId, ...ownedBy(user) } },
    { populate: ['bytes', 'program'] },
  );
  if (!pdf) throw notFound();
  // A program keeps one PDF at a time, so its number names the PDF too.
  await recordAudit(ctx.em, user.email, 'DOWNLOAD_PDF', programInAudit(pdf.program.number));
  return { programId: mixtureId, number: pdf.program.number, bytes: pdf.bytes };
}

/**
 * The PDF of a shared program, for its client (GET /public/api/shared/{token}/pdf): rendered on
 * each request in the link's language, every part shown but the name form, without the client
 * reference and the skin indicators, with the link's own QR code; not stored, not audited (no account asks for it).
 */
export async function renderSharedPdf(
  ctx: Ctx,
  programId: string,
  locale: string,
  shareUrl: string,
): Promise<{ number: string; bytes: Buffer }> {
  const source = await loadSharedSource(ctx, programId);
  const options: PdfOptions = {
    showCompanyData: true,
    showReadyProducts: true,
    showSpecialMixedProducts: true,
    showVolume: true,
    showWashProducts: true,
    showUserNameForm: false,
    showInci: isInciLocale(ctx, locale),
    locale,
    shareQr: true,
  };
  // Nothing of the client: no reference, and no skin indicators (the page shows neither).
  const content = { ...(await pdfContent(ctx, source, options)), clientReference: null, indicators: [], shareUrl };
  return { number: source.number, bytes: await renderProgramPdfInPool(ctx.deps.pdfPool, content, options) };
}
