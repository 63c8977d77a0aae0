import { useShowsFormError } from '../app/forms.js';
import type { ErrorMessage } from '../app/errors.js';
import { FormError } from './FormError.js';

/**
 * The banner above a Formik form's fields: GENERIC_FORM_ERROR after a submit with invalid fields,
 * else the failure of the last submit (the server's answer), else nothing.
 */
export function FormErrorBanner({ failure }: { failure?: ErrorMessage }) {
  const invalid = useShowsFormError();
  if (invalid) return <FormError message="GENERIC_FORM_ERROR" />;
  return failure ? <FormError message={failure.key} param={failure.param} /> : null;
}
