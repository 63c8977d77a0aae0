import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, type ErrorMessage } from '../../app/errors.js';
import { schemaValidator, preloadValidation } from '../../app/forms.js';
import { sessionRequest } from '../../app/sessionRequest.js';
import { useNotify } from '../../app/useNotify.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { useSession } from '../../app/useSession.js';
import { ChangePasswordDocument } from '../../graphql/changePassword.js';
import { Button } from '../../ui/Button.js';
import { FormErrorBanner } from '../../ui/FormErrorBanner.js';
import { NewPasswordFields } from '../../ui/NewPasswordFields.js';

interface PasswordChangeValues {
  password: string;
  passwordRepeated: string;
}

const validate = schemaValidator<PasswordChangeValues>((v) => v.passwordChangeSchema);

/**
 * The forced password change (a token with mustResetPassword). The answer's token no longer
 * forces it and replaces the old one; aborting logs out.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle('AUTH_RESET_PASSWORD_TITLE');
  const navigate = useNavigate();
  const notify = useNotify();
  const { store, setToken, logout } = useSession();
  const [failure, setFailure] = useState<ErrorMessage>();
  const [aborting, setAborting] = useState(false);

  const form = useFormik<PasswordChangeValues>({
    initialValues: { password: '', passwordRepeated: '' },
    validate,
    onSubmit: async (values) => {
      setFailure(undefined);
      try {
        const data = await sessionRequest(store, ChangePasswordDocument, { input: values });
        setToken(data.changePassword.token);
        notify.success('AUTH_PASSWORD_CHANGED');
        await navigate('/', { replace: true });
      } catch (error) {
        setFailure(errorMessage(error));
      }
    },
  });

  return (
    <section className="page auth-page">
      <div className="auth-card">
        <h1>{t('AUTH_RESET_PASSWORD_TITLE')}</h1>
        <p className="auth-card__intro">{t('AUTH_RESET_PASSWORD_TEXT')}</p>
        <FormikProvider value={form}>
          <form className="form" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
            <FormErrorBanner failure={failure} />
            <NewPasswordFields />
            <div className="form__actions">
              <Button
                variant="secondary"
                isPending={aborting}
                onPress={() => {
                  setAborting(true);
                  void logout().finally(() => setAborting(false));
                }}
              >
                {t('AUTH_RESET_PASSWORD_ABORT')}
              </Button>
              <Button type="submit" isPending={form.isSubmitting}>
                {t('AUTH_SET_PASSWORD_BUTTON')}
              </Button>
            </div>
          </form>
        </FormikProvider>
      </div>
    </section>
  );
}
