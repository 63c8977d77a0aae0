import { useTranslation } from 'react-i18next';
import { REQUIRED_TEXT_LOCALES } from '../../../common/catalogue-admin.js';
import { Flag } from '../../ui/Flag.js';
import { FormTextField } from '../../ui/FormTextField.js';
import { localeNameKey } from '../../ui/LocaleSelect.js';

/**
 * One text input per locale, each with its flag and language name, in a fieldset named by the
 * legend (names, descriptions or search links). de_DE and en_GB are required for texts.
 * `multiline` gives each locale a text area (descriptions run to several sentences); `wraps` a
 * line that wraps rather than hiding its end (names: a clone's "… (copy)" shows whole). Both take
 * the group's full width, one locale under the other.
 */
export function LocaleFields({
  name,
  field,
  locales,
  legendKey,
  type = 'text',
  multiline,
  wraps,
}: {
  name: string;
  field: 'value' | 'url';
  locales: readonly string[];
  legendKey: string;
  type?: 'text' | 'url';
  multiline?: boolean;
  wraps?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="catalogue-form__group">
      <legend>{t(legendKey)}</legend>
      <div
        className={
          multiline || wraps ? 'catalogue-form__locales catalogue-form__locales--rows' : 'catalogue-form__locales'
        }
      >
        {locales.map((locale, i) => (
          <div className="catalogue-form__locale" key={locale}>
            <Flag locale={locale} />
            <FormTextField
              name={`${name}[${i}].${field}`}
              labelKey={localeNameKey(locale)}
              type={type}
              autoComplete="off"
              multiline={multiline}
              wraps={wraps}
              required={field === 'value' && REQUIRED_TEXT_LOCALES.includes(locale)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
