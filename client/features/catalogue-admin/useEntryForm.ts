import { useFormik, type FormikErrors, type FormikValues } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorBody, errorMessage, type ErrorMessage } from '../../app/errors.js';
import { useNotify } from '../../app/useNotify.js';
import { useReloadTranslations } from '../../i18n/useReloadTranslations.js';
import { serverFieldErrors } from './entryForm.js';

export interface EntryFormOptions<Values extends FormikValues> {
  initial: Values;
  validate: (values: Values) => FormikErrors<Values> | Promise<FormikErrors<Values>>;
  /** Sends the values (the save mutation). */
  save: (values: Values) => Promise<unknown>;
  /** Where a save returns to: the entry's list. */
  listPath: string;
  /** Server refusals shown at a field: those whose paths are the form's own. */
  isFormPath: (param: string) => boolean;
}

/**
 * The product and indicator forms' wiring: validated on submit, saved, the texts reloaded (the
 * entry's names are translation texts) and back to the list. Nothing is lost on a refusal: the
 * values stay, the refusal is shown at its fields and above the form.
 */
export function useEntryForm<Values extends FormikValues>({
  initial,
  validate,
  save,
  listPath,
  isFormPath,
}: EntryFormOptions<Values>) {
  const navigate = useNavigate();
  const notify = useNotify();
  const reloadTranslations = useReloadTranslations();
  const [failure, setFailure] = useState<ErrorMessage | undefined>();
  const form = useFormik<Values>({
    initialValues: initial,
    validate,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setFailure(undefined);
      try {
        await save(values);
        notify.success('CATALOGUE_ADMIN_SAVED');
        await reloadTranslations().catch(() => undefined);
        void navigate(listPath);
      } catch (error) {
        setFailure(errorMessage(error));
        helpers.setErrors(serverFieldErrors<Values>(errorBody(error)?.errorDataList ?? [], isFormPath));
      }
    },
  });
  return { form, failure, backToList: () => void navigate(listPath) };
}
