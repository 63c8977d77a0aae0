import { FormTextField } from './FormTextField.js';

export interface NewPasswordValues {
  password: string;
  passwordRepeated: string;
}

/** The new password typed twice, as every password-setting form asks for it (inside a Formik form). */
export function NewPasswordFields() {
  return (
    <>
      <FormTextField
        name="password"
        type="password"
        autoComplete="new-password"
        labelKey="AUTH_NEW_PASSWORD"
        required
      />
      <FormTextField
        name="passwordRepeated"
        type="password"
        autoComplete="new-password"
        labelKey="AUTH_PASSWORD_REPEATED"
        required
      />
    </>
  );
}
