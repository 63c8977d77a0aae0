import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, FALLBACK_EXEMPT_LOCALES, isLocale, type Locale } from '../../../common/locales.js';
import type { ErrorMessage } from '../../app/errors.js';
import { preloadValidation, schemaValidator } from '../../app/forms.js';
import { Button } from '../../ui/Button.js';
import { FormErrorBanner } from '../../ui/FormErrorBanner.js';
import { FormLocaleSelectField } from '../../ui/FormLocaleSelectField.js';
import { FormTextField } from '../../ui/FormTextField.js';

/** The editable part of the own profile (e-mail and customer id are not editable). */
export interface DetailsValues {
  name: string;
  surname: string;
  companyName: string;
  phoneNo: string;
  preferredLocale: Locale;
  fallbackLocale: Locale;
}

export interface AccountDetails {
  name: string | null;
  surname: string | null;
  companyName: string | null;
  phoneNo: string | null;
  preferredLocale: string;
  fallbackLocale: string;
}

/** The fallback is hidden and equal to the preferred locale for en_GB and de_DE (DESIGN.md). */
export function fallbackHidden(preferred: Locale): boolean {
  return FALLBACK_EXEMPT_LOCALES.includes(preferred);
}

export function detailsInitialValues(account: AccountDetails): DetailsValues {
  const preferredLocale = isLocale(account.preferredLocale) ? account.preferredLocale : DEFAULT_LOCALE;
  return {
    name: account.name ?? '',
    surname: account.surname ?? '',
    companyName: account.companyName ?? '',
    phoneNo: account.phoneNo ?? '',
    preferredLocale,
    fallbackLocale: isLocale(account.fallbackLocale) ? account.fallbackLocale : DEFAULT_LOCALE,
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What is saved: trimmed texts (blank → null), the fallback copied from an exempt preferred locale. */
export function detailsToSave(values: DetailsValues) {
  return {
    name: blankToNull(values.name),
    surname: blankToNull(values.surname),
    companyName: blankToNull(values.companyName),
    phoneNo: blankToNull(values.phoneNo),
    preferredLocale: values.preferredLocale,
    fallbackLocale: fallbackHidden(values.preferredLocale) ? values.preferredLocale : values.fallbackLocale,
  };
}

// The shared schema without the two fields the form does not edit (id and version).
const validate = schemaValidator<DetailsValues>((v) => v.userDetailsSchema.omit(['id', 'version']));

export interface DetailsFormProps {
  account: AccountDetails;
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
          <FormTextField name="name" labelKey="ACCOUNT_NAME" autoComplete="given-name" />
          <FormTextField name="surname" labelKey="ACCOUNT_SURNAME" autoComplete="family-name" />
          <FormTextField name="companyName" labelKey="ACCOUNT_COMPANY" autoComplete="organization" />
          <FormTextField name="phoneNo" labelKey="ACCOUNT_PHONE" autoComplete="tel" type="tel" />
          <FormLocaleSelectField
            className="account-form__locale"
            name="preferredLocale"
            labelKey="ACCOUNT_PREFERRED_LOCALE"
            locales={locales}
            touches={['fallbackLocale']}
          />
          {!fallbackHidden(form.values.preferredLocale) && (
            <FormLocaleSelectField
              className="account-form__locale"
              data-testid="fallback-locale"
              name="fallbackLocale"
              labelKey="ACCOUNT_FALLBACK_LOCALE"
              descriptionKey="ACCOUNT_FALLBACK_LOCALE_HINT"
              locales={locales}
            />
          )}
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
