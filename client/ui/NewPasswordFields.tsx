import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../app/forms.js';
import { PasswordField } from './PasswordField.js';

export interface NewPasswordValues {
  password: string;
  passwordRepeated: string;
}

/** The new password typed twice, as every password-setting form asks for it. */
export function NewPasswordFields<T extends NewPasswordValues>({ form }: { form: FormikProps<T> }) {
  const { t } = useTranslation();
  const passwordError = useFieldError(form, 'password');
  const repeatedError = useFieldError(form, 'passwordRepeated');
  return (
    <>
      <PasswordField
        name="password"
        autoComplete="new-password"
        label={t('AUTH_NEW_PASSWORD')}
        value={form.values.password}
        onChange={(v) => void form.setFieldValue('password', v)}
        onBlur={() => void form.setFieldTouched('password')}
        error={passwordError}
        isRequired
      />
      <PasswordField
        name="passwordRepeated"
        autoComplete="new-password"
        label={t('AUTH_PASSWORD_REPEATED')}
        value={form.values.passwordRepeated}
        onChange={(v) => void form.setFieldValue('passwordRepeated', v)}
        onBlur={() => void form.setFieldTouched('passwordRepeated')}
        error={repeatedError}
        isRequired
      />
    </>
  );
}
