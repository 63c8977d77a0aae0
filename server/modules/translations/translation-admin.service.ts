import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { splitLocale } from '../../../common/locales.js';
import { englishReferenceKey, pluralCategories, pluralForm } from '../../../common/plurals.js';
import { placeholdersOf, translationSaveSchema } from '../../../common/validation/index.js';
import { VALIDATION_KEYS as K } from '../../../common/validation/messages.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Ctx } from '../../platform/context.js';
import { syncDataVersions } from '../../platform/data-versions.js';
import { badRequest, conflict, fieldError, forbidden, invalid } from '../../platform/errors.js';
import { validate } from '../../platform/validation.js';
import { systemLocales } from '../languages/language.service.js';
import { addressIn, hasLineBreak, isMailSubject, isMailText } from './mail-texts.js';
import { TextSource } from './text-source.entity.js';
import { TranslationErrors } from './translation.errors.js';
import { canTranslate, translatableLocales, TRANSLATOR_ROLES } from './translation.policy.js';

export interface LocaleDto {
  language: string;
  country: string;
}
const toDto = (locale: string): LocaleDto => splitLocale(locale);

export async function locales(ctx: Ctx): Promise<LocaleDto[]> {
  requireUser(ctx);
  return (await systemLocales(ctx.em)).map(toDto);
}

export function allowedLocales(ctx: Ctx): LocaleDto[] {
  const user = requireUser(ctx, TRANSLATOR_ROLES);
  return translatableLocales(user).map(toDto);
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

/**
 * A translation keeps en_GB's placeholders: `{{count}}` missing or added would show raw or lose
 * a value (400 naming the key and the first placeholder that differs).
 */
async function assertPlaceholders(ctx: Ctx, key: string, locale: string, value: string): Promise<void> {
  if (locale === 'en_GB') return;
  // A plural form en_GB lacks (KEY_few) is compared with en_GB's KEY_other (or KEY_one).
  const plural = pluralForm(key);
  const candidates = plural ? [key, `${plural.base}_other`, `${plural.base}_one`] : [key];
  const found = await ctx.em.find(TextSource, { key: { $in: candidates }, locale: 'en_GB' });
  const byKey = new Set(found.map((t) => t.key));
  const reference = englishReferenceKey(key, (k) => byKey.has(k));
  const english = found.find((t) => t.key === reference);
  if (!english) return;
  const want = placeholdersOf(english.value);
  const got = placeholdersOf(value);
  const differing = [...want.filter((p) => !got.includes(p)), ...got.filter((p) => !want.includes(p))];
  if (differing.length > 0) throw badRequest(TranslationErrors.placeholders, `${key}: {{${differing[0]}}}`);
}

/**
 * Mail texts carry no addresses of their own (links come only from placeholders such as
 * `{{link}}`) and their subjects are one line (mail-texts.ts).
 */
function assertMailText(key: string, textTypes: readonly string[], value: string): void {
  if (!isMailText(key, textTypes)) return;
  if (isMailSubject(key) && hasLineBreak(value)) throw badRequest(TranslationErrors.mailSubjectLineBreak, 'value');
  const address = addressIn(value);
  if (address !== null) throw badRequest(TranslationErrors.mailTextAddress, address);
}

/**
 * Saves one text source (insert or replace by key and locale). With `version` (the
 * administration's inline edit) a text changed since it was read is refused (409). Translators
 * (CONTENT_EDITOR, LOCAL_ADMIN) write texts of the keys that exist, keeping each key's text type:
 * every visitor downloads every key, so new keys come with the code (the seed) or from an ADMIN.
 */
export async function saveText(ctx: Ctx, body: unknown) {
  const user = requireUser(ctx, TRANSLATOR_ROLES);
  const input = await validate(translationSaveSchema, normaliseLocale(body));
  if (!canTranslate(user, input.locale)) throw forbidden(TranslationErrors.localeNotAllowed);
  // A plural form the locale's language uses (KEY_few in Polish) belongs to its key: it exists
  // when KEY_other or KEY_one does (at most six forms per key).
  const plural = pluralForm(input.key);
  const forms =
    plural && pluralCategories(input.locale).includes(plural.category)
      ? [`${plural.base}_other`, `${plural.base}_one`]
      : [];
  const known = await ctx.em.find(TextSource, { key: { $in: [input.key, ...forms] } });
  const isAdmin = user.roles.includes('ADMIN');
  if (known.length === 0 && !isAdmin) throw forbidden(TranslationErrors.newKeyAdminOnly);
  const ofKey = known.filter((t) => t.key === input.key);
  const existing = ofKey.find((t) => t.locale === input.locale) ?? null;
  // A new text explains itself to later translators; an edit may leave the comment out (spec body).
  if (!existing && !input.comment) throw invalid([fieldError(K.REQUIRED, 'comment')]);
  const textType = isAdmin ? input.textType : (existing ?? ofKey[0] ?? known[0]!).textType;
  assertMailText(input.key, [textType, ...known.map((t) => t.textType)], input.value);
  await assertPlaceholders(ctx, input.key, input.locale, input.value);
  if (input.version !== null && input.version !== undefined && input.version !== (existing?.version ?? 0))
    throw conflict();
  const text =
    existing ?? ctx.em.create(TextSource, { key: input.key, locale: input.locale, textType, value: input.value });
  text.textType = textType;
  text.value = input.value;
  text.comment = input.comment || null; // a blank comment on an edit is no comment
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof OptimisticLockError || error instanceof UniqueConstraintViolationException) throw conflict();
    throw error;
  }
  await syncDataVersions(ctx.em); // the author's next read sees the new text
  return {
    key: text.key,
    locale: toDto(text.locale),
    textType: text.textType,
    value: text.value,
    comment: text.comment,
    version: text.version,
  };
}
