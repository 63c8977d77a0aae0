import { FormikProvider, useFormik } from 'formik';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorCode, errorMessage, type ErrorMessage } from '../../app/errors.js';
import { graphqlRequest } from '../../app/graphqlRequest.js';
import { schemaValidator, useVisibleFieldError, preloadValidation } from '../../app/forms.js';
import { AUTH_PATH } from '../../app/guards.js';
import { useNotify } from '../../app/useNotify.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { ResetForgottenPasswordDocument } from '../../graphql/resetForgottenPassword.js';
import { ResetTokenValidDocument } from '../../graphql/resetTokenValid.js';
import { Button } from '../../ui/Button.js';
import { FormError } from '../../ui/FormError.js';
import { FormErrorBanner } from '../../ui/FormErrorBanner.js';
import { FormTextField } from '../../ui/FormTextField.js';
import { NewPasswordFields } from '../../ui/NewPasswordFields.js';
import { PageSpinner } from '../../ui/Spinner.js';

interface ForgottenPasswordValues {
  username: string;
  password: string;
  passwordRepeated: string;
  token: string;
}

const validate = schemaValidator<ForgottenPasswordValues>((v) => v.forgottenPasswordSchema);

const ForgotPasswordDialog = lazy(() =>
  import('./ForgotPasswordDialog.js').then((m) => ({ default: m.ForgotPasswordDialog })),
);

/** A link whose token is malformed: said once above the fields. */
function TokenError() {
  return useVisibleFieldError('token') ? <FormError message="ERROR_INVALID_RESET_TOKEN" /> : null;
}

/** What the link's token is known to be: being asked about, dead (unknown, used, expired, malformed) or usable. */
type LinkState = 'checking' | 'dead' | 'usable';

/**
 * Asks the server whether the link's token can still be used, without using it: a dead link is
 * said when the page opens, not after the whole form is filled. An unanswered check (offline,
 * throttled, server error) counts as usable: the submit decides.
 */
function useResetLinkState(token: string): LinkState {
  const [state, setState] = useState<{ token: string; state: LinkState }>({ token, state: 'checking' });
  useEffect(() => {
    let live = true;
    const settle = (next: LinkState) => live && setState({ token, state: next });
    if (!token) settle('dead');
    else {
      graphqlRequest(ResetTokenValidDocument, { input: { token } })
        .then((data) => settle(data.resetTokenValid ? 'usable' : 'dead'))
        .catch((error: unknown) => settle(errorCode(error) === 'BAD_REQUEST' ? 'dead' : 'usable'));
    }
    return () => {
      live = false;
    };
  }, [token]);
  // A new token (another link opened in this page) is checked afresh.
  return state.token === token ? state.state : 'checking';
}

/** A dead link: said at once, in the reader's language, with a new link a press away (no form to fill in vain). */
function DeadLink() {
  const { t } = useTranslation();
  const [requesting, setRequesting] = useState(false);
  return (
    <>
      <p className="auth-card__notice auth-card__notice--error" role="alert">
        {t('ERROR_INVALID_RESET_TOKEN')}
      </p>
      <div className="auth-card__links">
        <Button variant="primary" onPress={() => setRequesting(true)}>
          {t('AUTH_REQUEST_NEW_RESET_LINK')}
        </Button>
        <Link to={AUTH_PATH} className="link">
          {t('AUTH_BACK_TO_LOGIN')}
        </Link>
      </div>
      {requesting && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog isOpen onOpenChange={setRequesting} />
        </Suspense>
      )}
    </>
  );
}

/** The e-mail, the new password twice and the submit; the token comes from the route. */
function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [failure, setFailure] = useState<ErrorMessage>();

  const form = useFormik<ForgottenPasswordValues>({
    initialValues: { username: '', password: '', passwordRepeated: '', token },
    enableReinitialize: true,
    validate,
    onSubmit: async (values) => {
      setFailure(undefined);
      try {
        await graphqlRequest(ResetForgottenPasswordDocument, {
          input: { ...values, username: values.username.trim() },
        });
        notify.success('AUTH_PASSWORD_CHANGED');
        await navigate(AUTH_PATH, { replace: true });
      } catch (error) {
        setFailure(errorMessage(error));
      }
    },
  });

  return (
    <>
      <p className="auth-card__intro">{t('AUTH_FORGOTTEN_PASSWORD_TEXT')}</p>
      <FormikProvider value={form}>
        <form className="form" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
          <FormErrorBanner failure={failure} />
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
    </>
  );
}

/**
 * The link of a reset (or set-password) e-mail (public): the form once the link is known to be
 * usable; a dead link says so and offers a new one instead of a form that cannot succeed.
 */
export function ForgottenPasswordPage() {
  const { t } = useTranslation();
  usePageTitle('AUTH_FORGOTTEN_PASSWORD_TITLE');
  const { token = '' } = useParams();
  const state = useResetLinkState(token);

  return (
    <section className="page auth-page">
      <div className="auth-card" aria-busy={state === 'checking'}>
        <h1>{t('AUTH_FORGOTTEN_PASSWORD_TITLE')}</h1>
        {state === 'checking' && <PageSpinner />}
        {state === 'dead' && <DeadLink />}
        {state === 'usable' && <ResetForm token={token} />}
      </div>
    </section>
  );
}
