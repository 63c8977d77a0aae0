import { raw } from '@mikro-orm/core';
import * as yup from 'yup';
import { LOCALES } from '../../../common/locales.js';
import { VALIDATION_KEYS as K } from '../../../common/validation/messages.js';
import { strictObject } from '../../../common/validation/fields.js';
import { recordAudit } from '../../platform/audit.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Ctx, Deps } from '../../platform/context.js';
import { notFound, PlatformErrors, tooMany } from '../../platform/errors.js';
import { validate } from '../../platform/validation.js';
import { PdfDocument } from './pdf-document.entity.js';
import { loadSharedSource, renderSharedPdf } from './program-pdf.service.js';
import { SkinCareProgram } from './program.entity.js';
import { ShareLinkErrors } from './program.errors.js';
import { ownedBy, PROGRAM_ROLES } from './program.policy.js';
import { programInAudit } from './program.presenter.js';
import { programId } from './program.service.js';
import { sharedProgramContent, type SharedProgramView } from './shared-program.js';
import { ProgramShareLink } from './share-link.entity.js';
import { liveShareLink, shareUrlOf } from './share-link.reads.js';
import { sharedThrottle } from './share-link.throttle.js';
import {
  hashShareToken,
  isLive,
  isShareToken,
  newShareToken,
  sealShareToken,
  shareExpiry,
  sharePageUrl,
} from './share-link.token.js';

/** A program's share link as its owner sees it. */
export interface ShareLinkView {
  /** The client's page; null when it cannot be shown again (JWT_SECRET changed): make a new one. */
  url: string | null;
  expiresAt: Date;
  createdDate: Date;
  /** How often the page was opened. */
  views: number;
  /** The page's language. */
  locale: string;
}

const shareInputSchema = strictObject({
  /** The page's language; absent or null: the language of the program's latest PDF, else the owner's. */
  locale: yup.string().strict().typeError(K.INVALID_TYPE).oneOf(LOCALES, K.INVALID_LOCALE).nullable(),
});

const present = (deps: Pick<Deps, 'config'>, link: ProgramShareLink, url?: string): ShareLinkView => ({
  url: url ?? shareUrlOf(deps.config, link),
  expiresAt: link.expiresAt,
  createdDate: link.createdDate,
  views: link.views,
  locale: link.locale,
});

/** The caller's own program (number and owner's locale), or 404 as for the program itself. */
async function ownProgram(ctx: Ctx, rawId: unknown) {
  const user = requireUser(ctx, PROGRAM_ROLES);
  const id = await programId(rawId);
  const program = await ctx.em.findOne(SkinCareProgram, { id, ...ownedBy(user) }, { fields: ['number'] });
  if (!program) throw notFound();
  return { user, program };
}

/** The language a new link gets: the one asked for, else that of the program's PDF, else the owner's. */
async function linkLocale(ctx: Ctx, programId: string, asked: string | null | undefined): Promise<string> {
  if (asked) return asked;
  const pdf = await ctx.em.findOne(PdfDocument, { program: programId }, { orderBy: { createdDate: 'desc' } });
  return pdf?.options.locale ?? (await loadSharedSource(ctx, programId)).preferred_locale;
}

/**
 * Makes the program's share link (replacing the one it had: one link per program) and answers
 * its address, once, with its expiry (SHARE_LINK_DAYS). Only the owner (404 for anyone else).
 */
export async function share(ctx: Ctx, rawId: unknown, input: unknown): Promise<ShareLinkView> {
  const { user, program } = await ownProgram(ctx, rawId);
  const { locale: asked } = await validate(shareInputSchema, input ?? {});
  const locale = await linkLocale(ctx, program.id, asked);
  const token = newShareToken();
  const now = new Date();
  const link = await ctx.em.transactional(async (tx) => {
    await tx.nativeDelete(ProgramShareLink, { program: program.id });
    const created = tx.create(ProgramShareLink, {
      program: program.id,
      tokenHash: hashShareToken(token),
      tokenSealed: sealShareToken(ctx.deps.config.jwtSecret, token),
      locale,
      createdDate: now,
      expiresAt: shareExpiry(now, ctx.deps.config.shareLinkDays),
    });
    await recordAudit(tx, user.email, 'SHARE_LINK_CREATED', programInAudit(program.number));
    return created;
  });
  return present(ctx.deps, link, sharePageUrl(ctx.deps.config.appUrl, token));
}

/** Revokes the program's link: its page answers 404 from now on. False when it had none. Owner only. */
export async function revoke(ctx: Ctx, rawId: unknown): Promise<boolean> {
  const { user, program } = await ownProgram(ctx, rawId);
  const deleted = await ctx.em.nativeDelete(ProgramShareLink, { program: program.id });
  if (deleted === 0) return false;
  await recordAudit(ctx.em, user.email, 'SHARE_LINK_REVOKED', programInAudit(program.number));
  return true;
}

/** The program's working link (address, expiry, views), or null. Owner only. */
export async function current(ctx: Ctx, rawId: unknown): Promise<ShareLinkView | null> {
  const { program } = await ownProgram(ctx, rawId);
  const link = await liveShareLink(ctx.em, program.id);
  return link ? present(ctx.deps, link) : null;
}

const invalid = () => notFound(ShareLinkErrors.invalid);

/** Counts the request against the address's budget (429 past it). */
async function throttle(ctx: Pick<Ctx, 'em' | 'deps' | 'ip'>): Promise<void> {
  const refuseForSeconds = await sharedThrottle.exceeded(ctx.em, ctx.ip);
  if (refuseForSeconds !== null) {
    ctx.deps.metrics.throttled.inc({ action: 'shared-page' });
    throw tooMany(PlatformErrors.tooManyAttempts, refuseForSeconds);
  }
}

/** The live link of a token, or null: malformed (no look-up), unknown, revoked or expired alike. */
async function findLive(ctx: Pick<Ctx, 'em'>, token: unknown): Promise<(ProgramShareLink & { token: string }) | null> {
  if (!isShareToken(token)) return null;
  const link = await ctx.em.findOne(ProgramShareLink, { tokenHash: hashShareToken(token) });
  return link && isLive(link) ? Object.assign(link, { token }) : null;
}

/** The live link of a token; any other is the same 404. */
async function linkOf(ctx: Pick<Ctx, 'em'>, token: unknown): Promise<ProgramShareLink & { token: string }> {
  const link = await findLive(ctx, token);
  if (!link) throw invalid();
  return link;
}

/**
 * The client's page as JSON (GET /public/api/shared/{token}), in the link's language, counted as
 * one view of the link. No login: the token is the permission.
 */
export async function sharedProgram(ctx: Ctx, token: unknown): Promise<SharedProgramView> {
  await throttle(ctx);
  const link = await linkOf(ctx, token);
  // One atomic increment; a link revoked in between counts nothing and is 404.
  const counted = await ctx.em.nativeUpdate(
    ProgramShareLink,
    { id: link.id, expiresAt: { $gt: new Date() } },
    { views: raw('views + 1') },
  );
  if (counted === 0) throw invalid();
  const source = await loadSharedSource(ctx, link.program.id);
  return sharedProgramContent(ctx, source, link, `/public/api/shared/${link.token}/pdf`);
}

/** The shared program's PDF (GET /public/api/shared/{token}/pdf): not a view, not stored. */
export async function sharedPdf(ctx: Ctx, token: unknown): Promise<{ number: string; bytes: Buffer }> {
  await throttle(ctx);
  const link = await linkOf(ctx, token);
  return renderSharedPdf(ctx, link.program.id, link.locale, sharePageUrl(ctx.deps.config.appUrl, link.token));
}

/**
 * Whether the page of a token works, for the page route (server/app/pages.ts), which has no
 * request context: counted against the address like the API. Throws 429 past the budget.
 */
export async function sharedPageLive(deps: Deps, ip: string, token: unknown): Promise<boolean> {
  const ctx = { deps, em: deps.orm.em.fork(), ip };
  await throttle(ctx);
  return (await findLive(ctx, token)) !== null;
}
