import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { useVisibleFieldError } from '../app/forms.js';
import { MultiSelect, type MultiSelectItem } from './MultiSelect.js';

export interface FormMultiSelectProps<K extends string | number> {
  /** The Formik field (an array of ids). */
  name: string;
  /** Translation key of the label. */
  labelKey: string;
  /** The choices, with their translated names. */
  items: readonly MultiSelectItem<K>[];
  searchable?: boolean;
  /** Translation key of a hint under the control. */
  descriptionKey?: string;
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** A multi-select bound to an array field of the surrounding Formik form, with its error once touched or submitted. */
export function FormMultiSelect<K extends string | number>({
  name,
  labelKey,
  items,
  searchable,
  descriptionKey,
  disabled,
  className,
  ...rest
}: FormMultiSelectProps<K>) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<K[]>(name);
  const error = useVisibleFieldError(name);
  return (
    <MultiSelect
      label={t(labelKey)}
      items={items}
      selected={field.value ?? []}
      onChange={(next) => {
        void helpers.setValue(next);
        void helpers.setTouched(true, false);
      }}
      onBlur={() => void helpers.setTouched(true)}
      searchable={searchable}
      description={descriptionKey ? t(descriptionKey) : undefined}
      error={error}
      isDisabled={disabled}
      className={className}
      data-testid={rest['data-testid']}
    />
  );
}
