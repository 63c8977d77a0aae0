import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '../../common/locales.js';
import { useVisibleFieldError } from '../app/forms.js';
import { LocaleSelect } from './LocaleSelect.js';

export interface FormLocaleSelectFieldProps {
  /** The Formik field (a locale). */
  name: string;
  /** Translation key of the label. */
  labelKey: string;
  /** The locales offered; defaults to all. */
  locales?: readonly string[];
  /** Translation key of a hint under the select. */
  descriptionKey?: string;
  hideLabel?: boolean;
  className?: string;
  /** Fields whose rules depend on this one: a choice touches them too, so their errors show. */
  touches?: readonly string[];
  'data-testid'?: string;
}

/** A locale select bound to a field of the surrounding Formik form, with its hint and error. */
export function FormLocaleSelectField({
  name,
  labelKey,
  locales,
  descriptionKey,
  hideLabel,
  className,
  touches = [],
  'data-testid': testId,
}: FormLocaleSelectFieldProps) {
  const { t } = useTranslation();
  const [field] = useField<string>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const error = useVisibleFieldError(name);
  const value: Locale = isLocale(field.value) ? field.value : 'en_GB';
  const choose = (locale: Locale) => {
    void setFieldValue(name, locale);
    for (const other of [name, ...touches]) void setFieldTouched(other, true, false);
  };
  return (
    <div className={className} data-testid={testId}>
      <LocaleSelect label={t(labelKey)} value={value} locales={locales} onChange={choose} hideLabel={hideLabel} />
      {descriptionKey && <p className="field__description">{t(descriptionKey)}</p>}
      <p className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
