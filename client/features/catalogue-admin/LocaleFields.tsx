import { useTranslation } from 'react-i18next';
import { REQUIRED_TEXT_LOCALES } from '../../../common/catalogue-admin.js';
import { Flag } from '../../ui/Flag.js';
import { FormTextField } from '../../ui/FormTextField.js';
import { localeNameKey } from '../../ui/LocaleSelect.js';

/**
 * One text input per locale, each with its flag and language name, in a fieldset named by the
 * legend (names, descriptions or search links). de_DE and en_GB are required for texts.
 * `multiline` gives each locale a text area (descriptions run to several sentences).
 */
export function LocaleFields({ name, field, locales, legendKey, type = 'text', multiline }: { name: string; field: 'value' | 'url'; locales: readonly string[]; legendKey: string; type?: 'text' | 'url'; multiline?: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="catalogue-form__group">
      <legend>{t(legendKey)}</legend>
      <div className={multiline ? 'catalogue-form__locales catalogue-form__locales--wide' : 'catalogue-form__locales'}>
        {locales.map((locale, i) => (
          <div className="catalogue-form__locale" key={locale}>
            <Flag locale={locale} />
            <FormTextField
              name={`${name}[${i}].${field}`}
              labelKey={localeNameKey(locale)}
              type={type}
              autoComplete="off"
              multiline={multiline}
              required={field === 'value' && REQUIRED_TEXT_LOCALES.includes(locale)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
