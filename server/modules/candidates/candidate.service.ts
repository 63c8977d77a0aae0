import { LockMode } from '@mikro-orm/core';
import { localeFromWire } from '../../../common/locales.js';
import { candidateSchema, candidateConfirmSchema, type CandidateInput } from '../../../common/validation/index.js';
import { recordAudit } from '../../platform/audit.js';
import { loggableError } from '../../platform/loggable-error.js';
import type { Ctx } from '../../platform/context.js';
import { validate } from '../../platform/validation.js';
import { once, type KeepAnswer } from '../../platform/idempotency/idempotency.js';
import { OneTimeToken } from '../accounts/one-time-token.entity.js';
import { issueOneTimeToken, sendTemplateMail, sha256, type Recipient } from '../accounts/account-mail.js';
import { Region } from '../regions/region.entity.js';
import { Candidate } from './candidate.entity.js';
import { candidateErrors } from './candidate.errors.js';
import { registrationThrottle } from './candidate.throttle.js';
import { blankToNull, personDetails } from '../accounts/person-details.js';
import { readRows } from '../../platform/read-sql.js';

/** Confirmation links live 48 hours (DESIGN.md, Registration). */
export const CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000;

/** The regions open for registration (enabled ones), by name. */
export async function registrationRegions(ctx: Ctx): Promise<Array<{ id: number; name: string }>> {
  const regions = await ctx.em.find(Region, { enabled: true }, { orderBy: { name: 'asc' }, fields: ['id', 'name'] });
  return regions.map((r) => ({ id: r.id, name: r.name }));
}

/** Accepts the wire's `{ language, country }` locales as well as `ll_CC` strings. */
function withWireLocales(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const raw = input as Record<string, unknown>;
  const out: Record<string, unknown> = { ...raw };
  if ('preferredLocale' in raw) out.preferredLocale = localeFromWire(raw.preferredLocale);
  if ('fallbackLocale' in raw) out.fallbackLocale = localeFromWire(raw.fallbackLocale);
  return out;
}

/** Whoever already holds the address: an account, else a pending candidate, else nobody (one statement). */
async function existingOwner(ctx: Ctx, email: string): Promise<Recipient | null> {
  const [owner] = await readRows<{ email: string; preferred_locale: string; fallback_locale: string }>(
    ctx.deps,
    'candidates.existingOwner',
    `select email, preferred_locale, fallback_locale from (
       select email, preferred_locale, fallback_locale, 0 as rank from account where email = ?
       union all
       (select email, preferred_locale, fallback_locale, 1 as rank from candidate where email = ? limit 1)
     ) owners order by rank limit 1`,
    [email, email],
  );
  return owner
    ? { email: owner.email, person: { preferredLocale: owner.preferred_locale, fallbackLocale: owner.fallback_locale } }
    : null;
}

/** Ends the registration's transaction for a known address: its writes are rolled back. */
class KnownAddress extends Error {}

/**
 * Public registration. The answer is the same whether or not the address is known, and no mail
 * is sent before answering: a new candidate gets the confirmation link, the owner of an existing
 * account or pending registration an "already registered" e-mail. With an `Idempotency-Key`, a
 * repeat answers again and sends no second mail.
 */
export async function register(ctx: Ctx, input: unknown): Promise<boolean> {
  const data = await validate(candidateSchema, withWireLocales(input));
  return once(ctx, 'candidates.register', (keep) => registerOnce(ctx, data, keep));
}

async function registerOnce(ctx: Ctx, data: CandidateInput, keep: KeepAnswer<boolean>): Promise<boolean> {
  const email = data.email.toLowerCase();
  const waitSeconds = await registrationThrottle.exceeded(ctx.em, email, ctx.ip);
  if (waitSeconds !== null) {
    ctx.deps.metrics.throttled.inc({ action: 'registration' });
    throw candidateErrors.tooManyRegistrations(waitSeconds);
  }
  const region = await ctx.em.findOne(Region, { id: data.regionId, enabled: true });
  if (!region) throw candidateErrors.regionUnavailable();
  await recordAudit(ctx.em, email, 'CREATE_USER', `candidate registration, region ${region.name}`);

  const owner = await existingOwner(ctx, email);
  // A known address runs the same statements as a new one, then rolls them back: the answer's
  // timing must not tell one from the other.
  let confirmation: { candidate: Candidate; link: string } | null = null;
  try {
    await ctx.em.transactional(async (em) => {
      const candidate = em.create(Candidate, {
        email,
        customerId: blankToNull(data.customerId),
        person: personDetails(data),
        region,
        termsConfirmed: data.termsConfirmed,
        privacyPolicyConfirmed: data.privacyPolicyConfirmed,
      });
      const token = issueOneTimeToken(em, 'EMAIL_CONFIRMATION', candidate.id, CONFIRMATION_TTL_MS);
      await em.flush();
      if (owner) throw new KnownAddress();
      await keep(em, true);
      confirmation = {
        candidate,
        link: `${ctx.deps.config.appUrl}/candidate/confirm?id=${candidate.id}&token=${token}`,
      };
    });
  } catch (error) {
    if (!(error instanceof KnownAddress)) throw error;
    // Nothing created to keep the key with: kept alone, so a repeat sends no second e-mail.
    await keep(ctx.em, true);
  }
  const send = (): Promise<void> => {
    const mailEm = ctx.deps.orm.em.fork();
    if (owner)
      return sendTemplateMail(ctx, mailEm, owner, 'EMAIL_ALREADY_REGISTERED', {
        link: `${ctx.deps.config.appUrl}/auth`,
      });
    const { candidate, link } = confirmation!;
    return sendTemplateMail(ctx, mailEm, candidate, 'EMAIL_CANDIDATE_CONFIRM', { link });
  };
  // After the answer, so that its timing does not tell a known address from a new one.
  setImmediate(() => {
    send().catch((error: unknown) => ctx.log.error({ err: loggableError(error) }, 'registration e-mail not sent'));
  });
  return true;
}

/** Confirms the candidate's address with the single-use token of the e-mailed link. */
export async function confirmEmail(ctx: Ctx, input: unknown): Promise<{ emailConfirmed: boolean }> {
  const { id, token } = await validate(candidateConfirmSchema, input);
  return ctx.em.transactional(async (em) => {
    // Locked, so two concurrent uses of one link cannot both succeed.
    const stored = await em.findOne(
      OneTimeToken,
      { tokenHash: sha256(token), kind: 'EMAIL_CONFIRMATION', subjectId: id },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!stored) throw candidateErrors.confirmationInvalid();
    // A second click on the link: the holder of a valid token learns that nothing is left to do.
    if (stored.usedAt) throw candidateErrors.alreadyConfirmed();
    if (stored.expiresAt.getTime() < Date.now()) throw candidateErrors.confirmationInvalid();
    const candidate = await em.findOne(Candidate, id);
    if (!candidate) throw candidateErrors.confirmationInvalid();
    stored.usedAt = new Date();
    candidate.emailConfirmed = true;
    await em.flush();
    return { emailConfirmed: true };
  });
}
