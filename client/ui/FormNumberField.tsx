import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FieldError, Group, Input, Label, NumberField } from 'react-aria-components';
import { useVisibleFieldError } from '../app/forms.js';

export interface FormNumberFieldProps {
  /** The Formik field (a number, or null while empty). */
  name: string;
  /** Translation key of the label. */
  labelKey?: string;
  /** A label that is data (an indicator's name), in place of a key. */
  label?: string;
  /** Hides the label visually (it stays the accessible name), for rows that show it elsewhere. */
  hideLabel?: boolean;
  step?: number;
  required?: boolean;
  className?: string;
}

/**
 * A number input (react-aria NumberField: the locale's decimal separator, arrow keys step) bound
 * to a field of the surrounding Formik form; empty is null, so that validation says "required".
 * It takes no bounds on purpose: react-aria would silently clamp a typed 15 to 10 on blur, while
 * the form's schema says what the limit is.
 */
export function FormNumberField({ name, labelKey, label, hideLabel, step, required, className }: FormNumberFieldProps) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<number | null>(name);
  const error = useVisibleFieldError(name);
  const value = typeof field.value === 'number' ? field.value : NaN;
  return (
    <NumberField
      className={['field', 'number-field', className].filter(Boolean).join(' ')}
      name={name}
      value={value}
      onChange={(next) => {
        void helpers.setValue(Number.isNaN(next) ? null : next);
      }}
      onBlur={() => void helpers.setTouched(true)}
      step={step}
      isRequired={required}
      isInvalid={!!error}
      validationBehavior="aria"
    >
      <Label className={hideLabel ? 'visually-hidden' : 'field__label'}>{label ?? t(labelKey ?? '')}</Label>
      <Group className="number-field__group">
        <Input className="field__input" />
      </Group>
      <FieldError className="field__error">{error}</FieldError>
    </NumberField>
  );
}
