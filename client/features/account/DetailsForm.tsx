import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE } from '../../../common/locales.js';
import type { PersonDetails } from '../../../common/person.js';
import type { ErrorMessage } from '../../app/errors.js';
import { preloadValidation, schemaValidator } from '../../app/forms.js';
import { Button } from '../../ui/Button.js';
import { FormErrorBanner } from '../../ui/FormErrorBanner.js';
import { PersonFields } from '../../ui/PersonFields.js';
import { ACCOUNT_PERSON_LABELS, personInitialValues, personInput, type PersonValues } from '../../ui/personValues.js';

/** The editable part of the own profile (e-mail and customer id are not editable). */
export type DetailsValues = PersonValues;

export function detailsInitialValues(account: PersonDetails): DetailsValues {
  return personInitialValues(account, { preferredLocale: DEFAULT_LOCALE, fallbackLocale: DEFAULT_LOCALE });
}

/** What is saved: trimmed texts (blank → null), the fallback copied from an exempt preferred locale. */
export const detailsToSave = personInput;

// The shared schema without the two fields the form does not edit (id and version).
const validate = schemaValidator<DetailsValues>((v) => v.userDetailsSchema.omit(['id', 'version']));

export interface DetailsFormProps {
  account: PersonDetails;
  /** The locales offered (the system languages). */
  locales: readonly string[];
  onSubmit: (input: ReturnType<typeof detailsToSave>) => Promise<void>;
  onCancel: () => void;
  /** A failed save, shown above the fields. */
  failure?: ErrorMessage;
}

/** The own details: names, company, phone and the two locales with the fallback rule. */
export function DetailsForm({ account, locales, onSubmit, onCancel, failure }: DetailsFormProps) {
  const { t } = useTranslation();
  const form = useFormik<DetailsValues>({
    initialValues: detailsInitialValues(account),
    validate,
    onSubmit: (values) => onSubmit(detailsToSave(values)),
  });

  return (
    <FormikProvider value={form}>
      <form className="form account-form" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
        <FormErrorBanner failure={failure} />
        <div className="account-form__grid">
          <PersonFields
            labels={ACCOUNT_PERSON_LABELS}
            locales={locales}
            autofill
            localeClassName="account-form__locale"
          />
        </div>
        <div className="form__actions">
          <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
            {t('UI_CANCEL')}
          </Button>
          <Button type="submit" isPending={form.isSubmitting}>
            {t('ACCOUNT_SAVE')}
          </Button>
        </div>
      </form>
    </FormikProvider>
  );
}
