import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, Group, Input, Label, Text, TextField as AriaTextField, ToggleButton } from 'react-aria-components';

export interface PasswordFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent) => void;
  error?: string;
  description?: string;
  autoComplete?: 'current-password' | 'new-password';
  isRequired?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M3 21 21 3" stroke="currentColor" strokeWidth="1.8" />}
    </svg>
  );
}

/** A password input with a show/hide toggle (a pressed-state button, so its label stays fixed). */
export function PasswordField({
  label,
  error,
  description,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isInvalid={!!error}
      validationBehavior="aria"
      className="field"
    >
      <Label className="field__label">{label}</Label>
      <Group className="field__group">
        <Input className="field__input" />
        <ToggleButton
          className="field__toggle"
          isSelected={visible}
          onChange={setVisible}
          aria-label={t('UI_SHOW_PASSWORD')}
        >
          <EyeIcon crossed={visible} />
        </ToggleButton>
      </Group>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
    </AriaTextField>
  );
}
