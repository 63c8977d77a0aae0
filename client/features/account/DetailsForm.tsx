import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, FALLBACK_EXEMPT_LOCALES, isLocale, type Locale } from '../../../common/locales.js';
import type { ErrorMessage } from '../../app/errors.js';
import { preloadValidation, schemaValidator, showFormError, useFieldError } from '../../app/forms.js';
import { Button } from '../../ui/Button.js';
import { FormError } from '../../ui/FormError.js';
import { LocaleSelect } from '../../ui/LocaleSelect.js';
import { TextField } from '../../ui/TextField.js';

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
  const errors = {
    name: useFieldError(form, 'name'),
    surname: useFieldError(form, 'surname'),
    companyName: useFieldError(form, 'companyName'),
    phoneNo: useFieldError(form, 'phoneNo'),
    fallbackLocale: useFieldError(form, 'fallbackLocale'),
  };
  const text = (name: 'name' | 'surname' | 'companyName' | 'phoneNo', labelKey: string, autoComplete: string) => (
    <TextField
      name={name}
      label={t(labelKey)}
      value={form.values[name]}
      onChange={(v) => void form.setFieldValue(name, v)}
      onBlur={() => void form.setFieldTouched(name)}
      error={errors[name]}
      autoComplete={autoComplete}
      type={name === 'phoneNo' ? 'tel' : 'text'}
    />
  );
  const pickLocale = (name: 'preferredLocale' | 'fallbackLocale', locale: Locale) => {
    void form.setFieldValue(name, locale);
    void form.setFieldTouched('fallbackLocale', true, false);
  };

  return (
    <form className="form account-form" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
      {showFormError(form) ? (
        <FormError message="GENERIC_FORM_ERROR" />
      ) : (
        failure && <FormError message={failure.key} param={failure.param} />
      )}
      <div className="account-form__grid">
        {text('name', 'ACCOUNT_NAME', 'given-name')}
        {text('surname', 'ACCOUNT_SURNAME', 'family-name')}
        {text('companyName', 'ACCOUNT_COMPANY', 'organization')}
        {text('phoneNo', 'ACCOUNT_PHONE', 'tel')}
        <LocaleSelect
          className="account-form__locale"
          label={t('ACCOUNT_PREFERRED_LOCALE')}
          value={form.values.preferredLocale}
          locales={locales}
          onChange={(l) => pickLocale('preferredLocale', l)}
        />
        {!fallbackHidden(form.values.preferredLocale) && (
          <div className="account-form__locale" data-testid="fallback-locale">
            <LocaleSelect
              label={t('ACCOUNT_FALLBACK_LOCALE')}
              value={form.values.fallbackLocale}
              locales={locales}
              onChange={(l) => pickLocale('fallbackLocale', l)}
            />
            <p className="field__description">{t('ACCOUNT_FALLBACK_LOCALE_HINT')}</p>
            <p className="field__error" aria-live="polite">
              {errors.fallbackLocale}
            </p>
          </div>
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
  );
}
