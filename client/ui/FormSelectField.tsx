import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import { useVisibleFieldError } from '../app/forms.js';

export interface SelectOption {
  id: string;
  /** Translation key of the option's text. */
  labelKey?: string;
  /** The option's text as is (data such as a region name), in place of a key. */
  label?: string;
}

export interface FormSelectFieldProps {
  /** The Formik field (one option's id). */
  name: string;
  /** Translation key of the label. */
  labelKey: string;
  options: readonly SelectOption[];
  /** Translation key of a hint under the select. */
  descriptionKey?: string;
  /** Translation key of the text shown while nothing is chosen. */
  placeholderKey?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

/**
 * A dropdown (react-aria Select) bound to a field of the surrounding Formik form, with its label,
 * hint and error once touched or submitted. Locales have their own, flagged FormLocaleSelectField.
 */
export function FormSelectField({
  name,
  labelKey,
  options,
  descriptionKey,
  placeholderKey,
  disabled,
  required,
  className,
}: FormSelectFieldProps) {
  const { t } = useTranslation();
  const [field] = useField<string>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const error = useVisibleFieldError(name);
  const items = options.map((o) => ({ id: o.id, name: o.label ?? t(o.labelKey ?? '') }));
  return (
    <Select
      className={['locale-select', 'field', className].filter(Boolean).join(' ')}
      name={name}
      value={field.value || null}
      onChange={(key) => {
        void setFieldValue(name, key === null ? '' : String(key));
        void setFieldTouched(name, true, false);
      }}
      onBlur={() => void setFieldTouched(name, true)}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={!!error}
      validationBehavior="aria"
      placeholder={placeholderKey ? t(placeholderKey) : undefined}
    >
      <Label className="field__label">{t(labelKey)}</Label>
      <Button className="locale-select__button">
        <SelectValue className="locale-select__value" />
        <span className="locale-select__chevron" aria-hidden="true" />
      </Button>
      {descriptionKey && (
        <Text slot="description" className="field__description">
          {t(descriptionKey)}
        </Text>
      )}
      <Text slot="errorMessage" className="field__error">
        {error}
      </Text>
      <Popover className="popover" placement="bottom start">
        <ListBox className="listbox" items={items}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className="listbox__item">
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
