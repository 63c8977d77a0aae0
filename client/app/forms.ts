import { useField, useFormikContext, type FormikErrors } from 'formik';
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

/**
 * The translated error of a field of the surrounding Formik form, shown only after the field was
 * touched or the form submitted (spec section 5); undefined while hidden.
 */
export function useVisibleFieldError(name: string): string | undefined {
  const { t } = useTranslation();
  const [, meta] = useField<unknown>(name);
  const { submitCount } = useFormikContext();
  if (typeof meta.error !== 'string' || !(meta.touched || submitCount > 0)) return undefined;
  const { key, param } = decodeFieldError(meta.error);
  return t(key, { param });
}

/** Whether the surrounding form shows the GENERIC_FORM_ERROR banner: after an invalid submit. */
export function useShowsFormError(): boolean {
  const { submitCount, errors } = useFormikContext();
  return submitCount > 0 && Object.keys(errors).length > 0;
}
