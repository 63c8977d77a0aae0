import { pluralCategories } from '../../../common/plurals.js';
import { TRANSLATIONS_DEFAULT_PAGE_SIZE, translationListSchema } from '../../../common/validation/index.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Ctx } from '../../platform/context.js';
import { validate } from '../../platform/validation.js';
import { canTranslate, translatableLocales, TRANSLATOR_ROLES } from './translation.policy.js';
import { readTranslationPage, type EmptyIn } from './translation-list.reads.js';

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
 * The locales "empty only" looks at: the chosen one, or else those the caller translates into
 * (every locale for ADMIN and CONTENT_EDITOR; the reading keeps the system ones), each with the
 * texts it uses: its language's plural forms, and ingredient texts only in the INCI locales.
 */
export function emptyIn(
  user: Pick<AuthUser, 'roles' | 'translationLocales'>,
  locale: string | null,
  inciLocales: readonly string[],
): EmptyIn[] {
  return (locale ? [locale] : translatableLocales(user)).map((l) => ({
    locale: l,
    pluralCategories: pluralCategories(l),
    inci: inciLocales.includes(l),
  }));
}

/**
 * The translation administration's list, filtered on the server: key substring (any case),
 * text type, and "empty only" (in the chosen locale, or else in any system locale the caller
 * translates into; only texts that locale uses: see emptyIn). One
 * row per key, by key; with a locale only that locale's text is shown. The read path: the page
 * and its total in one statement (translation-list.reads.ts); which texts the caller may change
 * is the policy's (canTranslate).
 */
export async function translationPage(ctx: Ctx, input: unknown): Promise<TranslationPage> {
  const { user, f, pageNo, pageSize } = await listQuery(ctx, input);
  const { total, rows } = await readTranslationPage(
    ctx.deps,
    f,
    emptyIn(user, f.locale ?? null, ctx.deps.config.inciLocales),
    pageNo,
    pageSize,
  );
  return {
    rows: rows.map((r) => ({ ...r, texts: r.texts.map((t) => ({ ...t, editable: canTranslate(user, t.locale) })) })),
    page: pageNo,
    totalElements: total,
    totalPages: Math.ceil(total / pageSize),
  };
}
