import { setIn, type FormikErrors } from 'formik';
import { REQUIRED_TEXT_LOCALES } from '../../../common/catalogue-admin.js';
import { encodeFieldError, schemaValidator, type Validation } from '../../app/forms.js';
import type { Schema } from 'yup';

/** What the product and indicator forms share: texts and links per locale, evaluations per entry. */

export interface TextValue {
  locale: string;
  value: string;
}
export interface LinkValue {
  locale: string;
  url: string;
}
export interface EvaluationValue {
  /** Id of the entry of the other kind. */
  id: number;
  value: number | null;
}

/** The form's locales: the system languages, with de_DE and en_GB always (their texts are required). */
export function formLocales(systemLocales: readonly string[]): string[] {
  const all = [...new Set([...REQUIRED_TEXT_LOCALES, ...systemLocales])];
  return all.sort((a, b) => Number(REQUIRED_TEXT_LOCALES.includes(b)) - Number(REQUIRED_TEXT_LOCALES.includes(a)));
}

export function textValues(
  locales: readonly string[],
  stored: readonly { locale: string; value: string }[] | undefined,
): TextValue[] {
  return locales.map((locale) => ({ locale, value: stored?.find((s) => s.locale === locale)?.value ?? '' }));
}

/** Marks a cloned entry's name as a copy (in the reader's language), so that two entries never look the same. */
export type CopyName = (name: string) => string;

/** The names of a clone: every name that is set, marked as a copy; an empty one stays empty. */
export function copiedNames(names: readonly TextValue[], copyName: CopyName): TextValue[] {
  return names.map((n) => (n.value.trim() === '' ? n : { ...n, value: copyName(n.value) }));
}

export function linkValues(
  locales: readonly string[],
  stored: readonly { locale: string; url: string }[] | undefined,
): LinkValue[] {
  return locales.map((locale) => ({ locale, url: stored?.find((s) => s.locale === locale)?.url ?? '' }));
}

/** One row per entry of the other kind; a missing evaluation is 0. */
export function evaluationValues(ids: readonly number[], stored: ReadonlyMap<number, number>): EvaluationValue[] {
  return ids.map((id) => ({ id, value: stored.get(id) ?? 0 }));
}

/** What is sent: empty links left out (spec section 5), zero evaluations left out (0 is the default). */
export function linksInput(links: readonly LinkValue[]) {
  return links.filter((l) => l.url.trim() !== '').map((l) => ({ locale: l.locale, url: l.url.trim() }));
}
export function evaluationsInput(evaluations: readonly EvaluationValue[]) {
  return evaluations.filter((e) => e.value !== 0).map((e) => ({ id: e.id, value: e.value as number }));
}

/**
 * A Formik validate function from a shared schema (the form's values have the schema's shape), with the errors nested as Formik reads them
 * (`names[0].value` → `{ names: [{ value }] }`), so each field shows its own.
 */
export function nestedValidator<T extends object>(pick: (validation: Validation) => Schema<unknown>) {
  const flat = schemaValidator<T>(pick);
  return async (values: T): Promise<FormikErrors<T>> => {
    const errors = (await flat(values)) as Record<string, string>;
    let nested: FormikErrors<T> = {};
    for (const [path, message] of Object.entries(errors)) nested = setIn(nested, path, message) as FormikErrors<T>;
    return nested;
  };
}

/** A server refusal's field entries as nested Formik errors (params that are paths of the form). */
export function serverFieldErrors<T>(
  list: readonly { translationKey: string; param?: string | null }[],
  isPath: (param: string) => boolean,
): FormikErrors<T> {
  let nested: FormikErrors<T> = {};
  for (const e of list)
    if (e.param && isPath(e.param))
      nested = setIn(nested, e.param, encodeFieldError(e.translationKey)) as FormikErrors<T>;
  return nested;
}
