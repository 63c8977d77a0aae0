import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'react-aria-components';
import { useVisibleFieldError } from '../app/forms.js';

export interface FormCheckboxProps {
  /** The Formik field (a boolean). */
  name: string;
  /** Translation key of the label. */
  labelKey: string;
  disabled?: boolean;
  className?: string;
}

/** A checkbox bound to a field of the surrounding Formik form, with its error once touched or submitted. */
export function FormCheckbox({ name, labelKey, disabled, className }: FormCheckboxProps) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<boolean>(name);
  const error = useVisibleFieldError(name);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <Checkbox
        className="checkbox"
        name={name}
        isSelected={!!field.value}
        onChange={(selected) => {
          void helpers.setValue(selected);
          void helpers.setTouched(true, false);
        }}
        isDisabled={disabled}
        isInvalid={!!error}
        validationBehavior="aria"
      >
        <span className="checkbox__box" aria-hidden="true" />
        <span className="checkbox__label">{t(labelKey)}</span>
      </Checkbox>
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}
