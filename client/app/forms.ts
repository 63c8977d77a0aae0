import type { FormikErrors, FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Schema, ValidationError } from 'yup';

/*
 * Formik keeps one string per field error. The shared schemas give a translation key and often
 * a parameter (a minimum length), so the two travel together in that string.
 */
const SEPARATOR = '\u001f';

export function encodeFieldError(key: string, param?: string): string {
  return param === undefined ? key : `${key}${SEPARATOR}${param}`;
}

export function decodeFieldError(value: string): { key: string; param?: string } {
  const at = value.indexOf(SEPARATOR);
  return at < 0 ? { key: value } : { key: value.slice(0, at), param: value.slice(at + 1) };
}

/** The shared schemas of `common/validation` (with yup), a chunk of their own. */
export type Validation = typeof import('../../common/validation/index.js');

let validation: Promise<Validation> | undefined;

/**
 * Loads `common/validation`. Forms validate on blur and submit, never to render, so yup stays
 * out of the login route's load; a form fetches it when a field first gets focus
 * (`onFocus={preloadValidation}` on the form), and validation waits for it if need be.
 */
export function loadValidation(): Promise<Validation> {
  validation ??= import('../../common/validation/index.js');
  return validation;
}

/** Starts loading the schemas (a form's onFocus). */
export function preloadValidation(): void {
  void loadValidation();
}

function isValidationError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === 'ValidationError' && Array.isArray((error as ValidationError).inner);
}

/**
 * A Formik `validate` function from one of the shared yup schemas in `common/validation`:
 * each failing field gets its first error's translation key (and parameter).
 * `schemaValidator<LoginValues>((v) => v.loginSchema)`.
 */
export function schemaValidator<T extends object>(pick: (validation: Validation) => Schema<unknown>) {
  return async (values: T): Promise<FormikErrors<T>> => {
    const shared = await loadValidation();
    try {
      await pick(shared).validate(values, { abortEarly: false, stripUnknown: false });
      return {};
    } catch (error) {
      if (!isValidationError(error)) throw error;
      const errors: Record<string, string> = {};
      for (const failure of error.inner.length > 0 ? error.inner : [error]) {
        const path = failure.path ?? '';
        if (!path || path in errors) continue;
        const entry = shared.validationErrorList(failure)[0];
        if (!entry) continue;
        // Without a limit the param is the path itself, which no text shows.
        errors[path] = encodeFieldError(entry.translationKey, entry.param === path ? undefined : entry.param);
      }
      return errors as FormikErrors<T>;
    }
  };
}

/** Whether a field's error is shown: after the field was touched or the form submitted (spec section 5). */
export function visibleError<T>(form: FormikProps<T>, name: keyof T & string): string | undefined {
  const error = form.errors[name];
  if (typeof error !== 'string') return undefined;
  return form.touched[name] || form.submitCount > 0 ? error : undefined;
}

/** The translated error of a field, or undefined while it is hidden. */
export function useFieldError<T>(form: FormikProps<T>, name: keyof T & string): string | undefined {
  const { t } = useTranslation();
  const error = visibleError(form, name);
  if (!error) return undefined;
  const { key, param } = decodeFieldError(error);
  return t(key, { param });
}

/** An invalid submit shows the GENERIC_FORM_ERROR banner. */
export function showFormError<T>(form: FormikProps<T>): boolean {
  return form.submitCount > 0 && Object.keys(form.errors).length > 0;
}
