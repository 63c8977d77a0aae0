import { isLocale } from '../../../common/locales.js';
import { VALIDATION_KEYS as K } from '../../../common/validation/messages.js';
import { loggableError } from '../../platform/loggable-error.js';
import type { Ctx } from '../../platform/context.js';
import { badRequest, PlatformErrors, tooMany } from '../../platform/errors.js';
import { countAttempt } from '../auth/throttle.service.js';
import { sendTemplateMail } from '../accounts/account-mail.js';
import { requireAdmin } from '../../platform/auth/guard.js';
import { readRows } from '../../platform/read-sql.js';

/**
 * Sendings per admin within the window: every locale once with room for a second look, while a
 * script looping on the route can no longer flood a mailbox (or the mail server's reputation).
 */
export const TEST_MAIL_SENDINGS_PER_ADMIN = 25;
const TEST_MAIL_WINDOW_MINUTES = 15;

/** Sample values for every placeholder the templates use; links point nowhere real. */
function sampleValues(appUrl: string): Record<string, string> {
  return { link: `${appUrl}/test-email-link`, appUrl, name: 'Test', count: '3' };
}

/**
 * Sends every e-mail template (text type EMAIL, `<prefix>_SUBJECT` with its `<prefix>_BODY`) in
 * one locale to the calling admin, so that an admin can read each one as users get it.
 * Answers how many were sent; a template the mail server refuses is logged and not counted. At most
 * TEST_MAIL_SENDINGS_PER_ADMIN sendings per admin in 15 minutes (then 429 with `Retry-After`).
 */
export async function sendTestEmails(ctx: Ctx, rawLocale: unknown): Promise<number> {
  const admin = requireAdmin(ctx);
  const locale = rawLocale === undefined || rawLocale === null || rawLocale === '' ? admin.preferredLocale : rawLocale;
  if (!isLocale(locale)) throw badRequest(K.INVALID_LOCALE, 'locale');
  // Counted in PostgreSQL, so that every server process counts together.
  const sendings = await countAttempt(ctx.em, `test-mail:${admin.accountId}`, TEST_MAIL_WINDOW_MINUTES);
  if (sendings.count > TEST_MAIL_SENDINGS_PER_ADMIN)
    throw tooMany(PlatformErrors.tooManyAttempts, sendings.windowEndsInSeconds);
  const rows = await readRows<{ key: string }>(
    ctx.deps,
    'testMail.subjects',
    `select distinct s.key from text_source s
      where s.text_type = 'EMAIL' and s.key like '%\\_SUBJECT'
        and exists (select 1 from text_source b where b.key = left(s.key, -8) || '_BODY')
      order by s.key`,
    [],
  );
  let sent = 0;
  for (const { key } of rows) {
    try {
      await sendTemplateMail(
        ctx,
        ctx.em,
        { email: admin.email, person: { preferredLocale: locale, fallbackLocale: admin.fallbackLocale } },
        key.slice(0, -'_SUBJECT'.length),
        sampleValues(ctx.deps.config.appUrl),
      );
      sent++;
    } catch (error) {
      ctx.log.error({ err: loggableError(error), template: key }, 'test e-mail not sent');
    }
  }
  return sent;
}
