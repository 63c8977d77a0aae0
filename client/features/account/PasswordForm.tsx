import { useFormik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ErrorMessage } from '../../app/errors.js';
import { preloadValidation, schemaValidator, showFormError, useFieldError } from '../../app/forms.js';
import { Button } from '../../ui/Button.js';
import { FormError } from '../../ui/FormError.js';
import { PasswordField } from '../../ui/PasswordField.js';

export interface PasswordValues {
  password: string;
  passwordRepeated: string;
}

const validate = schemaValidator<PasswordValues>((v) => v.passwordChangeSchema);

export interface PasswordFormProps {
  /** Saves the new password; the form resets once it resolves. */
  onSubmit: (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => Promise<void>;
  onCancel: () => void;
  failure?: ErrorMessage;
}

/** The own password change: at least 9 characters, typed twice (spec section 5). */
export function PasswordForm({ onSubmit, onCancel, failure }: PasswordFormProps) {
  const { t } = useTranslation();
  const form = useFormik<PasswordValues>({
    initialValues: { password: '', passwordRepeated: '' },
    validate,
    onSubmit,
  });
  const passwordError = useFieldError(form, 'password');
  const repeatedError = useFieldError(form, 'passwordRepeated');

  return (
    <form className="form account-form account-form--narrow" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
      <p>{t('ACCOUNT_PASSWORD_INTRO')}</p>
      {showFormError(form) ? (
        <FormError message="GENERIC_FORM_ERROR" />
      ) : (
        failure && <FormError message={failure.key} param={failure.param} />
      )}
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
      <div className="form__actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
          {t('UI_CANCEL')}
        </Button>
        <Button type="submit" isPending={form.isSubmitting}>
          {t('ACCOUNT_CHANGE_PASSWORD')}
        </Button>
      </div>
    </form>
  );
}
