import { raw } from '@mikro-orm/core';
import { pdfUserInfoSchema, userDetailsSchema } from '../../../common/validation/account.js';
import { recordAudit } from '../../platform/audit.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Ctx } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { validate } from '../../platform/validation.js';
import { Account, PdfUserInfo } from './account.entity.js';
import { canEditAccount, ME_ACCESS, OWN_ACCOUNT_ROLES } from './account.policy.js';
import { presentMe, presentPdfUserInfo, presentProfile } from './account.presenter.js';
import { blankToNull, personDetails } from './person-details.js';

export async function me(ctx: Ctx) {
  const user = requireUser(ctx, OWN_ACCOUNT_ROLES, ME_ACCESS);
  const account = await ctx.em.findOneOrFail(Account, user.accountId);
  return presentMe(account, user);
}

async function ownAccount(ctx: Ctx): Promise<Account> {
  const user = requireUser(ctx, OWN_ACCOUNT_ROLES);
  return ctx.em.findOneOrFail(Account, user.accountId, { populate: ['pdfUserInfo'] });
}

/** GET /secured/api/user: the own profile with the PDF data. */
export async function profile(ctx: Ctx) {
  const account = await ownAccount(ctx);
  return presentProfile(account);
}

/**
 * The user's own details. A stale version is 409; the fallback locale follows the rule of
 * common/validation/locale-rule.ts. The locales go into the next token (refresh or login).
 */
export async function updateDetails(ctx: Ctx, input: unknown): Promise<void> {
  const user = requireUser(ctx, OWN_ACCOUNT_ROLES);
  const data = await validate(userDetailsSchema, input);
  await recordAudit(ctx.em, user.email, 'UPDATE_USER_DATA');
  const account = await ownAccount(ctx);
  if (data.id && !canEditAccount(user, { id: data.id })) throw notFound();
  if (data.version !== account.version) throw conflict();
  Object.assign(account.person, personDetails(data));
  await ctx.em.flush(); // a concurrent change (version moved) is 409: platform/known-errors.ts
  await recordAudit(ctx.em, user.email, 'UPDATE_USER_DATA_SUCCESS');
}

/** The company data printed on the user's PDFs, or null when none was saved yet. */
export async function myPdfData(ctx: Ctx) {
  const account = await ownAccount(ctx);
  return account.pdfUserInfo ? presentPdfUserInfo(account.pdfUserInfo) : null;
}

/**
 * Saves the company data of the PDFs. Once it exists, the version read with it must be sent
 * back (absent or stale: 409); the first save creates it.
 */
export async function updatePdfData(ctx: Ctx, input: unknown) {
  const user = requireUser(ctx, OWN_ACCOUNT_ROLES);
  const data = await validate(pdfUserInfoSchema, input);
  await recordAudit(ctx.em, user.email, 'UPDATE_PDF_DATA');
  const account = await ownAccount(ctx);
  let info = account.pdfUserInfo;
  const created = !info;
  if (info) {
    if (data.id && data.id !== info.id) throw notFound();
    if (data.version !== info.version) throw conflict();
  } else {
    if (data.id) throw notFound();
    info = ctx.em.create(PdfUserInfo, {});
  }
  info.companyName = blankToNull(data.companyName);
  info.email = blankToNull(data.email);
  info.companyPhoneNo = blankToNull(data.companyPhoneNo);
  info.companyAddressLine1 = blankToNull(data.companyAddressLine1);
  info.companyAddressLine2 = blankToNull(data.companyAddressLine2);
  info.companyAddressLine3 = blankToNull(data.companyAddressLine3);
  await ctx.em.flush(); // a concurrent change (version moved) is 409: platform/known-errors.ts
  if (created) {
    // Linked without moving the account's version: the details read before stay savable. A
    // concurrent first save linked its own row already: this one is dropped, and is a conflict.
    // `version` assigned to itself: the builder bumps a versioned entity's version unless told its value.
    const linked = await ctx.em
      .createQueryBuilder(Account)
      .update({ pdfUserInfo: info.id, version: raw('"version"') })
      .where({ id: account.id, pdfUserInfo: null })
      .execute('run');
    if (linked.affectedRows !== 1) {
      await ctx.em.nativeDelete(PdfUserInfo, { id: info.id });
      throw conflict();
    }
  }
  await recordAudit(ctx.em, user.email, 'UPDATE_PDF_DATA_SUCCESS');
  return presentPdfUserInfo(info);
}
