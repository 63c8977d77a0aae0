import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loggableError } from '../../platform/loggable-error.js';
import type { Ctx } from '../../platform/context.js';
import type { OneTimeTokenKind } from './one-time-token.entity.js';
import { OneTimeToken } from './one-time-token.entity.js';
import { composeMail } from '../../platform/mail/layout.js';
import { fill, translator } from '../translations/translation.service.js';

/** Set-password links of new users live 72 hours (DESIGN.md, Registration). */
export const SET_PASSWORD_TTL_MS = 72 * 60 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A random single-use token, stored hashed; the plain token is returned for the e-mail only. */
export function issueOneTimeToken(em: EntityManager, kind: OneTimeTokenKind, subjectId: string, ttlMs: number): string {
  const token = randomBytes(32).toString('base64url');
  em.create(OneTimeToken, { kind, tokenHash: sha256(token), subjectId, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/**
 * A set-password token for a new account. It is a PASSWORD_RESET token with a 72-hour expiry,
 * so the link opens the existing forgotten-password page and the reset flow redeems it.
 */
export function issueSetPasswordToken(em: EntityManager, accountId: string): string {
  return issueOneTimeToken(em, 'PASSWORD_RESET', accountId, SET_PASSWORD_TTL_MS);
}

/** Whom a mail goes to: an account, a candidate or any holder of an address and a person's locales. */
export interface Recipient {
  email: string;
  person: { preferredLocale: string; fallbackLocale: string };
}

/**
 * Sends `<prefix>_SUBJECT` / `<prefix>_BODY` in the recipient's language, placeholders filled, in
 * the app's one mail layout (HTML and plain text). Every e-mail of the app goes through here.
 */
export async function sendTemplateMail(
  ctx: Pick<Ctx, 'deps'>,
  em: EntityManager,
  to: Recipient,
  prefix: string,
  values: Record<string, string>,
): Promise<void> {
  const t = await translator(em, to.person.preferredLocale, to.person.fallbackLocale);
  const { appUrl } = ctx.deps.config;
  const appName = t('APP_NAME');
  await ctx.deps.mailer.send(
    composeMail({
      to: to.email,
      locale: to.person.preferredLocale,
      appName,
      appUrl,
      subject: fill(t(`${prefix}_SUBJECT`), values),
      body: fill(t(`${prefix}_BODY`), { email: to.email, ...values }),
      footer: fill(t('EMAIL_FOOTER'), { appName, appUrl }),
      // The links the app made; a URL a translator wrote into the text is shown as text.
      links: [values.link, values.appUrl, appUrl].filter((url): url is string => Boolean(url)),
    }),
  );
}

/** The "choose your password" e-mail of a new user (link to the forgotten-password page). */
export async function sendSetPasswordMail(ctx: Ctx, to: Recipient, token: string): Promise<void> {
  const link = `${ctx.deps.config.appUrl}/user/forgotten-password/${token}`;
  try {
    await sendTemplateMail(ctx, ctx.em, to, 'EMAIL_SET_PASSWORD', { link, appUrl: ctx.deps.config.appUrl });
  } catch (error) {
    // The account exists; the local admin can force a password change to send a new link later.
    ctx.log.error({ err: loggableError(error) }, 'set-password e-mail not sent');
  }
}
