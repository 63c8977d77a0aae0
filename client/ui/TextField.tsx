import type { FocusEvent } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent) => void;
  /** A translated error; when set the field is invalid and the text is linked by aria-describedby. */
  error?: string;
  description?: string;
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  autoComplete?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  /** The input's own limit (the schema's, so that typing stops where the server would refuse). */
  maxLength?: number;
  /** A text area that grows with its text, for long texts such as descriptions. */
  multiline?: boolean;
}

/** A labelled text input with its error message (react-aria wires aria-invalid and aria-describedby). */
export function TextField({ label, error, description, multiline, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={!!error} validationBehavior="aria" className="field">
      <Label className="field__label">{label}</Label>
      {multiline ? <TextArea className="field__input field__input--multiline" rows={3} /> : <Input className="field__input" />}
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
    </AriaTextField>
  );
}
