import type { FocusEvent, KeyboardEvent } from 'react';
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
  /**
   * One line of text shown whole: it wraps onto a further line rather than scrolling out of
   * sight (names, where a clone's "(copy)" must show on a phone). Enter submits the form as in an
   * input, and line breaks pasted in become spaces.
   */
  wraps?: boolean;
}

/** Enter in a wrapping one-line field: the form's submit, as in an input (not a line break). */
function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/** A labelled text input with its error message (react-aria wires aria-invalid and aria-describedby). */
export function TextField({ label, error, description, multiline, wraps, onChange, ...props }: TextFieldProps) {
  const change = wraps ? (value: string) => onChange(value.replace(/[\r\n]+/g, ' ')) : onChange;
  return (
    <AriaTextField {...props} onChange={change} isInvalid={!!error} validationBehavior="aria" className="field">
      <Label className="field__label">{label}</Label>
      {multiline ? (
        <TextArea className="field__input field__input--multiline" rows={3} />
      ) : wraps ? (
        <TextArea className="field__input field__input--wraps" rows={1} onKeyDown={submitOnEnter} />
      ) : (
        <Input className="field__input" />
      )}
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
    </AriaTextField>
  );
}
