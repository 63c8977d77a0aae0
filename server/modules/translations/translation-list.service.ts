import { TRANSLATIONS_DEFAULT_PAGE_SIZE, translationListSchema } from '../../../common/validation/index.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Ctx } from '../../platform/context.js';
import { validate } from '../../platform/validation.js';
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
