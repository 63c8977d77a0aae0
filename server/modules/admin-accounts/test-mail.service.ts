import { isLocale } from '../../../common/locales.js';
import { VALIDATION_KEYS as K } from '../../../common/validation/messages.js';
import { loggableError } from '../../platform/loggable-error.js';
import type { Ctx } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { sendTemplateMail } from '../accounts/account-mail.js';
import { requireAdmin } from '../../platform/auth/guard.js';

/** Sample values for every placeholder the templates use; links point nowhere real. */
function sampleValues(appUrl: string): Record<string, string> {
  return { link: `${appUrl}/test-email-link`, appUrl, name: 'Test', count: '3' };
}

/**
 * Sends every e-mail template (text type EMAIL, `<prefix>_SUBJECT` with its `<prefix>_BODY`) in
 * one locale to the calling admin, so that an admin can read each one as users get it.
 * Answers how many were sent; a template the mail server refuses is logged and not counted.
 */
export async function sendTestEmails(ctx: Ctx, rawLocale: unknown): Promise<number> {
  const admin = requireAdmin(ctx);
  const locale = rawLocale === undefined || rawLocale === null || rawLocale === '' ? admin.preferredLocale : rawLocale;
  if (!isLocale(locale)) throw badRequest(K.INVALID_LOCALE, 'locale');
  const rows = await ctx.em.execute<{ key: string }[]>(
    `select distinct s.key from text_source s
      where s.text_type = 'EMAIL' and s.key like '%\\_SUBJECT'
        and exists (select 1 from text_source b where b.key = left(s.key, -8) || '_BODY')
      order by s.key`,
  );
  let sent = 0;
  for (const { key } of rows) {
    try {
      await sendTemplateMail(ctx, ctx.em, { email: admin.email, person: { preferredLocale: locale, fallbackLocale: admin.fallbackLocale } }, key.slice(0, -'_SUBJECT'.length), sampleValues(ctx.deps.config.appUrl));
      sent++;
    } catch (error) {
      ctx.log.error({ err: loggableError(error), template: key }, 'test e-mail not sent');
    }
  }
  return sent;
}
