import { FormikProvider, useFormik } from 'formik';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginErrorMessage, type ErrorMessage } from '../../app/errors.js';
import { schemaValidator, preloadValidation } from '../../app/forms.js';
import { graphqlRequest } from '../../app/graphqlRequest.js';
import { guardState } from '../../app/guards.js';
import { routeExists } from '../../app/menu.js';
import { knownRoutes } from '../../app/routeRegistry.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import { useSession } from '../../app/useSession.js';
import { LoginDocument } from '../../graphql/login.js';
import { useLocale } from '../../i18n/useLocale.js';
import { Button } from '../../ui/Button.js';
import { FormErrorBanner } from '../../ui/FormErrorBanner.js';
import { FormTextField } from '../../ui/FormTextField.js';
import { LocaleSelect } from '../../ui/LocaleSelect.js';

export const REGISTER_PATH = '/candidate/register';

interface LoginValues {
  username: string;
  password: string;
}

const validate = schemaValidator<LoginValues>((v) => v.loginSchema);

// The dialog (and react-aria's modal code) loads when first asked for.
const loadDialog = () => import('./ForgotPasswordDialog.js');
const ForgotPasswordDialog = lazy(() => loadDialog().then((m) => ({ default: m.ForgotPasswordDialog })));

/** The login screen (public): language, e-mail, password, forgot-password dialog, register link. */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle('AUTH_LOGIN_TITLE');
  const navigate = useNavigate();
  const { user, setToken } = useSession();
  const location = useLocation();
  // A guard sent a logged-in user here for a role they lack: say so; they may log in as another.
  const denied = !!user && !!guardState(location.state)?.denied;
  const { locale, setLocale } = useLocale();
  const { systemLocales } = usePublicSettings();
  const [failure, setFailure] = useState<ErrorMessage>();
  const [resetOpen, setResetOpen] = useState(false);
  const [resetUsed, setResetUsed] = useState(false);

  const form = useFormik<LoginValues>({
    initialValues: { username: '', password: '' },
    validate,
    onSubmit: async ({ username, password }) => {
      setFailure(undefined);
      try {
        const data = await graphqlRequest(LoginDocument, { input: { username: username.trim(), password } });
        setToken(data.login.token);
        await navigate('/', { replace: true });
      } catch (error) {
        setFailure(loginErrorMessage(error));
      }
    },
  });

  return (
    <section className="page auth-page">
      <div className="auth-card">
        <div className="auth-card__head">
          <h1>{t('AUTH_LOGIN_TITLE')}</h1>
          <LocaleSelect
            value={locale}
            onChange={setLocale}
            locales={systemLocales}
            label={t('AUTH_LANGUAGE')}
            hideLabel
          />
        </div>
        {denied && (
          <p className="auth-card__notice" role="status">
            {t('AUTH_ROLE_REQUIRED')}
          </p>
        )}
        <p className="auth-card__intro">{t('AUTH_LOGIN_INTRO')}</p>
        <FormikProvider value={form}>
          <form className="form" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
            <FormErrorBanner failure={failure} />
            <FormTextField name="username" type="email" autoComplete="username" labelKey="AUTH_EMAIL" required />
            <FormTextField
              name="password"
              type="password"
              autoComplete="current-password"
              labelKey="AUTH_PASSWORD"
              required
            />
            <Button type="submit" className="form__submit" isPending={form.isSubmitting}>
              {t('AUTH_LOGIN_BUTTON')}
            </Button>
          </form>
        </FormikProvider>
        <div className="auth-card__links">
          <Button
            variant="ghost"
            className="link-button"
            onHoverStart={() => void loadDialog()}
            onFocus={() => void loadDialog()}
            onPress={() => {
              setResetUsed(true);
              setResetOpen(true);
            }}
          >
            {t('AUTH_FORGOT_PASSWORD_LINK')}
          </Button>
          {routeExists(knownRoutes(), REGISTER_PATH) && (
            <Link to={REGISTER_PATH} className="link">
              {t('AUTH_REGISTER_LINK')}
            </Link>
          )}
        </div>
      </div>
      {resetUsed && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            isOpen={resetOpen}
            onOpenChange={setResetOpen}
            initialEmail={form.values.username.trim()}
            onRequested={() => setFailure(undefined)}
          />
        </Suspense>
      )}
    </section>
  );
}
