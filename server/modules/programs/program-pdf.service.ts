import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pdfOptionsSchema } from '../../../common/validation/program.js';
import { VALIDATION_KEYS as K } from '../../../common/validation/messages.js';
import { strictObject, uuid } from '../../../common/validation/fields.js';
import { recordAudit } from '../../platform/audit.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Ctx } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { validate } from '../../platform/validation.js';
import { Account } from '../accounts/account.entity.js';
import { currentCatalogue } from '../catalogue/catalogue-snapshot.js';
import { translator } from '../translations/translation.service.js';
import { PdfDocument, type PdfOptions } from './pdf-document.entity.js';
import type { ProgramPdfContent } from './program-pdf.js';
import { renderProgramPdfInPool } from './program-pdf.pool.js';
import { SkinCareProgram } from './program.entity.js';
import { ownedBy, PROGRAM_ROLES } from './program.policy.js';
import { loadOwnProgram } from './program.service.js';

/** Loads and translates what the PDF of a program shows, in its owner's preferred locale. */
export async function loadPdfContent(em: EntityManager, program: SkinCareProgram, options: PdfOptions): Promise<ProgramPdfContent> {
  const account = await em.findOneOrFail(Account, program.owner.id, { populate: ['pdfUserInfo'] });
  const lines = program.products.getItems();
  const indicatorLines = program.indicators.getItems();
  // Names and ingredients come from the catalogue snapshot (cached per catalogue version), so a
  // PDF costs no catalogue query and no entity hydration.
  const [text, catalogue] = await Promise.all([translator(em, account.preferredLocale, account.fallbackLocale), currentCatalogue(em)]);
  const nameOf = (id: number) => {
    const product = catalogue.productById.get(id);
    return product ? text(product.namePlaceholder) : '';
  };
  const indicatorNameOf = (id: number) => {
    const indicator = catalogue.indicatorById.get(id);
    return indicator ? text(indicator.namePlaceholder) : '';
  };
  const ofKind = (kind: string) => lines.filter((l) => l.kind === kind).sort((a, b) => a.position - b.position);

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
  const inci = [...new Set(shown.map((l) => l.product.id))].map((id) => ({
    productName: nameOf(id),
    names: options.showInci ? inciNames(id) : [],
  }));

  const info = account.pdfUserInfo;
  return {
    number: String(program.number),
    locale: account.preferredLocale,
    createdDate: program.createdDate,
    modifiedDate: program.modifiedDate,
    text,
    company: info
      ? {
          companyName: info.companyName,
          email: info.email,
          companyPhoneNo: info.companyPhoneNo,
          companyAddressLine1: info.companyAddressLine1,
          companyAddressLine2: info.companyAddressLine2,
          companyAddressLine3: info.companyAddressLine3,
        }
      : null,
    indicators: [...indicatorLines]
      .sort((a, b) => a.position - b.position)
      .map((l) => ({ name: indicatorNameOf(l.skinIndicator.id), priority: l.priority })),
    comment: program.comment,
    baseProducts: ofKind('BASE').map((l) => ({ name: nameOf(l.product.id), volume: l.volume ?? 0 })),
    activeProducts: ofKind('ACTIVE').map((l) => ({ name: nameOf(l.product.id), volume: l.volume ?? 0 })),
    washProducts: ofKind('WASH').map((l) => ({ name: nameOf(l.product.id), volume: l.volume, comment: l.comment })),
    readyProducts: ofKind('READY').map((l) => ({ name: nameOf(l.product.id), volume: l.volume, comment: l.comment })),
    inci,
  };
}

/**
 * Renders the caller's own program and stores the PDF (with its options), replacing older ones.
 * A save that lands while rendering wins: the PDF is refused with 409 instead of going stale.
 */
export async function generate(ctx: Ctx, input: unknown): Promise<{ programId: string; pdfId: string }> {
  const user = requireUser(ctx, PROGRAM_ROLES);
  const { id, ...options } = await validate(pdfOptionsSchema, input);
  const program = await loadOwnProgram(ctx.em, user, id);
  const bytes = await renderProgramPdfInPool(ctx.deps.pdfPool, await loadPdfContent(ctx.em, program, options), options);
  const pdfId = await ctx.em.transactional(async (tx) => {
    const current = await tx.findOne(SkinCareProgram, { id, ...ownedBy(user) }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id', 'version'] });
    if (!current) throw notFound();
    if (current.version !== program.version) throw conflict();
    await tx.nativeDelete(PdfDocument, { program: id });
    // A plain insert: the unit of work would snapshot and compare the PDF's bytes on flush.
    const pdfId = randomUUID();
    await tx.insert(PdfDocument, { id: pdfId, program: id, options, bytes, createdDate: new Date() });
    return pdfId;
  });
  await recordAudit(ctx.em, user.email, 'GENERATE_PDF_SKIN_CARE_PROGRAM', `${id} ${pdfId}`);
  return { programId: id, pdfId };
}

const downloadSchema = strictObject({
  mixtureId: uuid().required(K.REQUIRED),
  pdfId: uuid().required(K.REQUIRED),
});

/** The bytes of a PDF of the caller's own program, or 404. */
export async function download(ctx: Ctx, input: unknown): Promise<{ programId: string; bytes: Buffer }> {
  const user = requireUser(ctx, PROGRAM_ROLES);
  const { mixtureId, pdfId } = await validate(downloadSchema, input);
  const pdf = await ctx.em.findOne(
    PdfDocument,
    { id: pdfId, program: { id: mixtureId, ...ownedBy(user) } },
    { populate: ['bytes'] },
  );
  if (!pdf) throw notFound();
  await recordAudit(ctx.em, user.email, 'DOWNLOAD_PDF', `${mixtureId} ${pdfId}`);
  return { programId: mixtureId, bytes: pdf.bytes };
}
