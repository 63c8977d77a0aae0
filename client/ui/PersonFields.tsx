import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { isFallbackExempt } from '../../common/validation/locale-rule.js';
import { FormLocaleSelectField } from './FormLocaleSelectField.js';
import { FormTextField } from './FormTextField.js';
import type { PersonFieldLabels, PersonValues } from './personValues.js';

export interface PersonFieldsProps {
  /** The screen's label keys (ACCOUNT_PERSON_LABELS, BACK_OFFICE_PERSON_LABELS, …). */
  labels: PersonFieldLabels;
  /** The locales offered (the system languages). */
  locales: readonly string[];
  /** The browser's autofill: for one's own data; off where an admin types somebody else's. */
  autofill?: boolean;
  /** The company before the names (the registration form's order). */
  companyFirst?: boolean;
  /** Fields of the caller's own between the phone and the locales (the region). */
  children?: ReactNode;
  /** Classes of the two locale selects. */
  localeClassName?: string;
}

/**
 * The person fields of the surrounding Formik form, whose values hold PersonValues: names,
 * company, phone and the two locales. The fallback shows only when the preferred locale is not
 * exempt (the shared locale rule); choosing a preferred locale touches it, so its error shows.
 */
export function PersonFields({
  labels,
  locales,
  autofill = false,
  companyFirst = false,
  children,
  localeClassName,
}: PersonFieldsProps) {
  const { values } = useFormikContext<PersonValues>();
  const auto = (hint: string) => (autofill ? hint : 'off');
  const company = (
    <FormTextField name="companyName" labelKey={labels.companyName} autoComplete={auto('organization')} />
  );
  return (
    <>
      {companyFirst && company}
      <FormTextField name="name" labelKey={labels.name} autoComplete={auto('given-name')} />
      <FormTextField name="surname" labelKey={labels.surname} autoComplete={auto('family-name')} />
      {!companyFirst && company}
      <FormTextField name="phoneNo" type="tel" labelKey={labels.phoneNo} autoComplete={auto('tel')} />
      {children}
      <FormLocaleSelectField
        className={localeClassName}
        name="preferredLocale"
        labelKey={labels.preferredLocale}
        locales={locales}
        touches={['fallbackLocale']}
        data-testid="preferred-locale"
      />
      {!isFallbackExempt(values.preferredLocale) && (
        <FormLocaleSelectField
          className={localeClassName}
          name="fallbackLocale"
          labelKey={labels.fallbackLocale}
          descriptionKey={labels.fallbackHint}
          locales={locales}
          data-testid="fallback-locale"
        />
      )}
    </>
  );
}
