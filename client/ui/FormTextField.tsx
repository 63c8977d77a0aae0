import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { useVisibleFieldError } from '../app/forms.js';
import { PasswordField } from './PasswordField.js';
import { TextField, type TextFieldProps } from './TextField.js';

export interface FormTextFieldProps {
  /** The Formik field (a string value). */
  name: string;
  /** Translation key of the label. */
  labelKey: string;
  /** `password` adds the show/hide toggle. */
  type?: TextFieldProps['type'];
  autoComplete?: string;
  /** Translation key of a hint under the input. */
  descriptionKey?: string;
  disabled?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  maxLength?: number;
  /** A text area in place of a one-line input. */
  multiline?: boolean;
  /** One line that wraps rather than hiding its end (TextField's `wraps`). */
  wraps?: boolean;
}

/**
 * A text input bound to a field of the surrounding Formik form: translated label, value, touch on
 * blur, and the field's error once it was touched or the form submitted.
 */
export function FormTextField({
  name,
  labelKey,
  type = 'text',
  autoComplete,
  descriptionKey,
  disabled,
  required,
  autoFocus,
  maxLength,
  multiline,
  wraps,
}: FormTextFieldProps) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<string>(name);
  const error = useVisibleFieldError(name);
  const props = {
    name,
    label: t(labelKey),
    value: field.value ?? '',
    onChange: (value: string) => void helpers.setValue(value),
    onBlur: () => void helpers.setTouched(true),
    error,
    description: descriptionKey ? t(descriptionKey) : undefined,
    isRequired: required,
    isDisabled: disabled,
    autoFocus,
  };
  if (type === 'password') {
    return (
      <PasswordField {...props} autoComplete={autoComplete === 'new-password' ? 'new-password' : 'current-password'} />
    );
  }
  return (
    <TextField
      {...props}
      type={type}
      autoComplete={autoComplete}
      maxLength={maxLength}
      multiline={multiline}
      wraps={wraps}
    />
  );
}
