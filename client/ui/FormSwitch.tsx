import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { Switch } from './Switch.js';

export interface FormSwitchProps {
  /** The Formik field (a boolean). */
  name: string;
  /** Translation key of the label. */
  labelKey: string;
  disabled?: boolean;
  className?: string;
}

/** An on/off switch (role="switch", the checkbox of our forms) bound to a field of the surrounding Formik form. */
export function FormSwitch({ name, labelKey, disabled, className }: FormSwitchProps) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Switch
      isSelected={!!field.value}
      onChange={(selected) => {
        void helpers.setValue(selected);
        void helpers.setTouched(true, false);
      }}
      isDisabled={disabled}
      className={className}
    >
      {t(labelKey)}
    </Switch>
  );
}
