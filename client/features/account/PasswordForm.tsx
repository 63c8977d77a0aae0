import { FormikProvider, useFormik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ErrorMessage } from '../../app/errors.js';
import { preloadValidation, schemaValidator } from '../../app/forms.js';
import { Button } from '../../ui/Button.js';
import { FormErrorBanner } from '../../ui/FormErrorBanner.js';
import { FormTextField } from '../../ui/FormTextField.js';
import { NewPasswordFields, type NewPasswordValues } from '../../ui/NewPasswordFields.js';

export interface PasswordValues extends NewPasswordValues {
  currentPassword: string;
}

const validate = schemaValidator<PasswordValues>((v) => v.ownPasswordChangeSchema);

export interface PasswordFormProps {
  /** Saves the new password; the form resets once it resolves. */
  onSubmit: (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => Promise<void>;
  onCancel: () => void;
  failure?: ErrorMessage;
}

/**
 * The own password change: the current password (a stolen session alone cannot change it), then
 * the new one, at least 9 characters, typed twice (spec section 5).
 */
export function PasswordForm({ onSubmit, onCancel, failure }: PasswordFormProps) {
  const { t } = useTranslation();
  const form = useFormik<PasswordValues>({
    initialValues: { currentPassword: '', password: '', passwordRepeated: '' },
    validate,
    onSubmit,
  });

  return (
    <FormikProvider value={form}>
      <form
        className="form account-form account-form--narrow"
        noValidate
        onSubmit={form.handleSubmit}
        onFocus={preloadValidation}
      >
        <p>{t('ACCOUNT_PASSWORD_INTRO')}</p>
        <FormErrorBanner failure={failure} />
        <FormTextField
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          labelKey="ACCOUNT_CURRENT_PASSWORD"
          required
        />
        <NewPasswordFields />
        <div className="form__actions">
          <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
            {t('UI_CANCEL')}
          </Button>
          <Button type="submit" isPending={form.isSubmitting}>
            {t('ACCOUNT_CHANGE_PASSWORD')}
          </Button>
        </div>
      </form>
    </FormikProvider>
  );
}
