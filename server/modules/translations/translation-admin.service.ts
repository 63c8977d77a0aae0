import { LOCALES, splitLocale } from '../../../common/locales.js';
import { translationCreateSchema } from '../../../common/validation/index.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { Ctx } from '../../platform/context.js';
import { syncDataVersions } from '../../platform/data-versions.js';
import { forbidden } from '../../platform/errors.js';
import { validate } from '../../platform/validation.js';
import { systemLocales } from '../languages/language.service.js';
import { TextSource } from './text-source.entity.js';

export const TRANSLATOR_ROLES = ['ADMIN', 'CONTENT_EDITOR', 'LOCAL_ADMIN'] as const;

export interface LocaleDto {
  language: string;
  country: string;
}
const toDto = (locale: string): LocaleDto => splitLocale(locale);

/** ADMIN and CONTENT_EDITOR translate into every locale; a LOCAL_ADMIN only into their own. */
function allowedFor(user: AuthUser): string[] {
  if (user.roles.includes('ADMIN') || user.roles.includes('CONTENT_EDITOR')) return [...LOCALES];
  if (user.roles.includes('LOCAL_ADMIN')) return user.translationLocales.filter((l) => (LOCALES as readonly string[]).includes(l));
  return [];
}

export async function locales(ctx: Ctx): Promise<LocaleDto[]> {
  requireUser(ctx);
  return (await systemLocales(ctx.em)).map(toDto);
}

export function allowedLocales(ctx: Ctx): LocaleDto[] {
  const user = requireUser(ctx, TRANSLATOR_ROLES);
  return allowedFor(user).map(toDto);
}

/** Body locale may be `pl_PL` or `{ language, country }` (the older client's shape). */
function normaliseLocale(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const locale = (body as { locale?: unknown }).locale;
    if (locale && typeof locale === 'object' && 'language' in locale && 'country' in locale) {
      const { language, country } = locale as { language: unknown; country: unknown };
      return { ...body, locale: `${String(language)}_${String(country)}` };
    }
  }
  return body;
}

/** Saves one text source (insert or replace by key and locale). */
export async function saveText(ctx: Ctx, body: unknown) {
  const user = requireUser(ctx, TRANSLATOR_ROLES);
  const input = await validate(translationCreateSchema, normaliseLocale(body));
  if (!allowedFor(user).includes(input.locale)) throw forbidden('ERROR_TRANSLATION_LOCALE_NOT_ALLOWED');
  const existing = await ctx.em.findOne(TextSource, { key: input.key, locale: input.locale });
  const text = existing ?? ctx.em.create(TextSource, { key: input.key, locale: input.locale, textType: input.textType, value: input.value });
  text.textType = input.textType;
  text.value = input.value;
  text.comment = input.comment;
  await ctx.em.flush();
  await syncDataVersions(ctx.em); // the author's next read sees the new text
  return { key: text.key, locale: toDto(text.locale), textType: text.textType, value: text.value, comment: text.comment, version: text.version };
}
