import { isUnremovableSystemLocale } from '../../../common/locales.js';
import { languageSchema } from '../../../common/validation/index.js';
import type { Ctx } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { validate } from '../../platform/validation.js';
import { requireAdmin } from '../../platform/auth/guard.js';
import { Language } from './language.entity.js';
import { languageAdminErrors } from './language-admin.errors.js';
import { KNOWN_LANGUAGES, knownLanguage, type KnownLanguage } from './known-languages.js';
import { readRows } from '../../platform/read-sql.js';

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

/** The system languages (offered in the interface), by id. */
export async function systemLanguages(ctx: Ctx): Promise<Language[]> {
  requireAdmin(ctx);
  return ctx.em.find(Language, { isSystem: true }, { orderBy: { id: 'asc' } });
}

/** Every language known (GET …/languages/all): the known list and any stored row, by id. */
export async function allLanguages(ctx: Ctx): Promise<KnownLanguage[]> {
  requireAdmin(ctx);
  const stored = await ctx.em.find(Language, {});
  const all = new Map<string, KnownLanguage>(KNOWN_LANGUAGES.map((l) => [l.id, l]));
  for (const l of stored) all.set(l.id, { id: l.id, language: l.language, country: l.country, name: l.name });
  return [...all.values()].sort(byId);
}

/** Makes a known language a system language (adding one twice changes nothing). */
export async function addLanguage(ctx: Ctx, input: unknown): Promise<Language> {
  requireAdmin(ctx);
  const data = await validate(languageSchema, input);
  const id = `${data.language}_${data.country}`;
  const known = knownLanguage(id);
  if (!known) throw languageAdminErrors.unknown(id);
  const existing = await ctx.em.findOne(Language, id);
  const language =
    existing ??
    ctx.em.create(Language, { id, language: known.language, country: known.country, name: known.name, isSystem: true });
  language.isSystem = true;
  await ctx.em.flush();
  return language;
}

/** What still uses a locale: regions' defaults and accounts' preferred or fallback locales. */
async function localeUsage(ctx: Ctx, id: string): Promise<{ regions: number; accounts: number }> {
  const rows = await readRows<{ regions: string; accounts: string }>(
    ctx.deps,
    'languages.usage',
    `select (select count(*) from region where default_locale = ?)::text as regions,
            (select count(*) from account where preferred_locale = ? or fallback_locale = ?)::text as accounts`,
    [id, id, id],
  );
  return { regions: Number(rows[0]!.regions), accounts: Number(rows[0]!.accounts) };
}

/**
 * Removes a system language (id `language_country`). en_GB and de_DE stay; a locale still a
 * region's default or an account's locale is refused with the counts.
 */
export async function removeLanguage(ctx: Ctx, rawId: unknown): Promise<boolean> {
  requireAdmin(ctx);
  const { language, country } = await validate(languageSchema, splitId(rawId));
  const id = `${language}_${country}`;
  if (isUnremovableSystemLocale(id)) throw languageAdminErrors.required();
  const stored = await ctx.em.findOne(Language, { id, isSystem: true });
  if (!stored) throw notFound();
  const usage = await localeUsage(ctx, id);
  if (usage.regions + usage.accounts > 0)
    throw languageAdminErrors.inUse(`regions: ${usage.regions}, accounts: ${usage.accounts}`);
  stored.isSystem = false;
  await ctx.em.flush();
  return true;
}

/** `pl_PL` as `{ language, country }` for validation (anything else is refused by it). */
function splitId(rawId: unknown): Record<string, unknown> {
  if (typeof rawId !== 'string') return { language: rawId };
  const [language, country, ...rest] = rawId.split('_');
  return rest.length > 0 ? { language: rawId } : { language, country };
}
