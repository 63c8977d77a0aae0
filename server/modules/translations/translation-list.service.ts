import { TRANSLATIONS_DEFAULT_PAGE_SIZE, translationListSchema } from '../../../common/validation/index.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Ctx } from '../../platform/context.js';
import { containsPattern } from '../../platform/substring-search.js';
import { validate } from '../../platform/validation.js';
import { systemLocales } from '../languages/language.service.js';
import { canTranslate, TRANSLATOR_ROLES } from './translation.policy.js';
import { readTranslationPage } from './translation-list.reads.js';

export interface TranslationText {
  locale: string;
  value: string;
  comment: string | null;
  version: number;
  /** Whether the caller may change this text (their translate-to locales). */
  editable: boolean;
}

export interface TranslationRow {
  key: string;
  textType: string;
  texts: TranslationText[];
}

export interface TranslationPage {
  rows: TranslationRow[];
  page: number;
  totalPages: number;
  totalElements: number;
}

/** The filter validated, and the page. */
async function listQuery(ctx: Ctx, input: unknown) {
  const user = requireUser(ctx, TRANSLATOR_ROLES);
  const f = await validate(translationListSchema, input);
  return { user, f, pageNo: f.pageNo ?? 0, pageSize: f.pageSize ?? TRANSLATIONS_DEFAULT_PAGE_SIZE };
}

/**
 * The translation administration's list, filtered on the server: key substring (any case),
 * text type, and "empty only" (in the chosen locale, or in any system locale without one). One
 * row per key, by key; with a locale only that locale's text is shown. The read path: the page
 * and its total in one statement (translation-list.reads.ts); which texts the caller may change
 * is the policy's (canTranslate).
 */
export async function translationPage(ctx: Ctx, input: unknown): Promise<TranslationPage> {
  const { user, f, pageNo, pageSize } = await listQuery(ctx, input);
  const { total, rows } = await readTranslationPage(ctx.deps, f, pageNo, pageSize);
  return {
    rows: rows.map((r) => ({ ...r, texts: r.texts.map((t) => ({ ...t, editable: canTranslate(user, t.locale) })) })),
    page: pageNo,
    totalElements: total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/**
 * translationPage as it was before issue 16 (three statements and the system locales through the
 * EntityManager), kept only for the property test that proves the read path answers the same
 * (tests/server/translations/translation-reads.property.test.ts).
 */
export async function translationPageBefore(ctx: Ctx, input: unknown): Promise<TranslationPage> {
  const { user, f, pageNo, pageSize } = await listQuery(ctx, input);
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.key) {
    where.push('lower(key) like ?');
    params.push(containsPattern(f.key));
  }
  let having = 'true';
  const havingParams: unknown[] = [];
  if (f.textType) {
    having = 'bool_or(text_type = ?)';
    havingParams.push(f.textType);
  }
  if (f.emptyOnly) {
    if (f.locale) {
      having += ` and not coalesce(bool_or(locale = ? and value <> ''), false)`;
      havingParams.push(f.locale);
    } else {
      const system = await systemLocales(ctx.em);
      having += ` and count(distinct locale) filter (where value <> '' and locale = any(?::text[])) < ?`;
      havingParams.push(`{${system.join(',')}}`, system.length);
    }
  }
  const keysSql = `select key from text_source ${where.length ? `where ${where.join(' and ')}` : ''} group by key having ${having}`;
  const allParams = [...params, ...havingParams];
  const [{ n }] = (await ctx.em.execute<{ n: string }[]>(`select count(*)::text as n from (${keysSql}) x`, allParams)) as [{ n: string }];
  const keys = await ctx.em.execute<{ key: string }[]>(`${keysSql} order by key limit ? offset ?`, [...allParams, pageSize, pageNo * pageSize]);
  const rows: TranslationRow[] = keys.map((k) => ({ key: k.key, textType: 'INTERFACE', texts: [] }));
  if (rows.length > 0) {
    const byKey = new Map(rows.map((r) => [r.key, r]));
    const texts = await ctx.em.execute<{ key: string; locale: string; value: string; comment: string | null; version: number; text_type: string }[]>(
      `select key, locale, value, comment, version, text_type from text_source where key = any(?::text[]) ${f.locale ? 'and locale = ?' : ''} order by key, locale`,
      [`{${rows.map((r) => `"${r.key.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`, ...(f.locale ? [f.locale] : [])],
    );
    for (const t of texts) {
      const row = byKey.get(t.key)!;
      row.textType = t.text_type;
      row.texts.push({ locale: t.locale, value: t.value, comment: t.comment, version: t.version, editable: canTranslate(user, t.locale) });
    }
  }
  const totalElements = Number(n);
  return { rows, page: pageNo, totalElements, totalPages: Math.ceil(totalElements / pageSize) };
}
