import { FormikProvider, useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, type ErrorMessage } from '../../app/errors.js';
import { graphqlRequest } from '../../app/graphqlRequest.js';
import { schemaValidator, useVisibleFieldError, preloadValidation } from '../../app/forms.js';
import { AUTH_PATH } from '../../app/guards.js';
import { useNotify } from '../../app/useNotify.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { ResetForgottenPasswordDocument } from '../../graphql/graphql.js';
import { Button } from '../../ui/Button.js';
import { FormError } from '../../ui/FormError.js';
import { FormErrorBanner } from '../../ui/FormErrorBanner.js';
import { FormTextField } from '../../ui/FormTextField.js';
import { NewPasswordFields } from '../../ui/NewPasswordFields.js';

interface ForgottenPasswordValues {
  username: string;
  password: string;
  passwordRepeated: string;
  token: string;
}

const validate = schemaValidator<ForgottenPasswordValues>((v) => v.forgottenPasswordSchema);

/** A link whose token is malformed: said once above the fields. */
function TokenError() {
  return useVisibleFieldError('token') ? <FormError message="ERROR_INVALID_RESET_TOKEN" /> : null;
}

export const RESET_CHECK_URL = '/public/api/authorization/reset/check';

/**
 * Whether the link's token can still be used: a dead link is said when the page opens, not after
 * the whole form is filled. Unknown (offline, server error) counts as usable: the submit decides.
 */
function useDeadResetLink(token: string): boolean {
  const [dead, setDead] = useState(false);
  useEffect(() => {
    let live = true;
    setDead(false);
    if (!token) return;
    fetch(RESET_CHECK_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) })
      .then(async (response) => (response.ok ? ((await response.json()) as { valid: boolean }) : null))
      .then((answer) => {
        if (live && answer && !answer.valid) setDead(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [token]);
  return dead;
}

/** The link of the reset e-mail (public): e-mail, new password twice; the token comes from the route. */
export function ForgottenPasswordPage() {
  const { t } = useTranslation();
  usePageTitle('AUTH_FORGOTTEN_PASSWORD_TITLE');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [failure, setFailure] = useState<ErrorMessage>();
  const deadLink = useDeadResetLink(token);

  const form = useFormik<ForgottenPasswordValues>({
    initialValues: { username: '', password: '', passwordRepeated: '', token },
    enableReinitialize: true,
    validate,
    onSubmit: async (values) => {
      setFailure(undefined);
      try {
        await graphqlRequest(ResetForgottenPasswordDocument, { input: { ...values, username: values.username.trim() } });
        notify.success('AUTH_PASSWORD_CHANGED');
        await navigate(AUTH_PATH, { replace: true });
      } catch (error) {
        setFailure(errorMessage(error));
      }
    },
  });

  return (
    <section className="page auth-page">
      <div className="auth-card">
        <h1>{t('AUTH_FORGOTTEN_PASSWORD_TITLE')}</h1>
        <p className="auth-card__intro">{t('AUTH_FORGOTTEN_PASSWORD_TEXT')}</p>
        <FormikProvider value={form}>
          <form className="form" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
            <FormErrorBanner failure={failure ?? (deadLink ? { key: 'ERROR_INVALID_RESET_TOKEN' } : undefined)} />
            <TokenError />
            <FormTextField name="username" type="email" autoComplete="username" labelKey="AUTH_EMAIL" required />
            <NewPasswordFields />
            <Button type="submit" className="form__submit" isPending={form.isSubmitting}>
              {t('AUTH_SET_PASSWORD_BUTTON')}
            </Button>
          </form>
        </FormikProvider>
        <div className="auth-card__links">
          <Link to={AUTH_PATH} className="link">
            {t('AUTH_BACK_TO_LOGIN')}
          </Link>
        </div>
      </div>
    </section>
  );
}
