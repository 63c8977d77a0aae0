import { useTranslation } from 'react-i18next';
import { REQUIRED_TEXT_LOCALES } from '../../../common/catalogue-admin.js';
import { Flag } from '../../ui/Flag.js';
import { FormTextField } from '../../ui/FormTextField.js';
import { localeNameKey } from '../../ui/LocaleSelect.js';

/**
 * One text input per locale, each with its flag and language name, in a fieldset named by the
 * legend (names, descriptions or search links). de_DE and en_GB are required for texts.
 */
export function LocaleFields({ name, field, locales, legendKey, type = 'text' }: { name: string; field: 'value' | 'url'; locales: readonly string[]; legendKey: string; type?: 'text' | 'url' }) {
  const { t } = useTranslation();
  return (
    <fieldset className="catalogue-form__group">
      <legend>{t(legendKey)}</legend>
      <div className="catalogue-form__locales">
        {locales.map((locale, i) => (
          <div className="catalogue-form__locale" key={locale}>
            <Flag locale={locale} />
            <FormTextField
              name={`${name}[${i}].${field}`}
              labelKey={localeNameKey(locale)}
              type={type}
              autoComplete="off"
              required={field === 'value' && REQUIRED_TEXT_LOCALES.includes(locale)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
