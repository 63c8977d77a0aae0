import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorCode, errorMessage, type ErrorMessage } from '../../app/errors.js';
import { useNotify } from '../../app/useNotify.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import { useSession } from '../../app/useSession.js';
import { ChangePasswordDocument } from '../../graphql/changePassword.js';
import { MyAccountDocument } from '../../graphql/myAccount.js';
import { UpdateMyDetailsDocument } from '../../graphql/updateMyDetails.js';
import { UpdateMyPdfDataDocument } from '../../graphql/updateMyPdfData.js';
import { useLocale } from '../../i18n/useLocale.js';
import { Button } from '../../ui/Button.js';
import { FormError } from '../../ui/FormError.js';
import { PageSpinner } from '../../ui/Spinner.js';
import { AccountOverview } from './AccountOverview.js';
import { accountViewPath, parseAccountView, type AccountView } from './accountView.js';
import { DetailsForm } from './DetailsForm.js';
import { PasswordForm } from './PasswordForm.js';
import { PdfDataForm } from './PdfDataForm.js';

const VIEW_TITLES: Record<AccountView, string> = {
  overview: 'ACCOUNT_TITLE',
  details: 'ACCOUNT_DETAILS_TITLE',
  password: 'ACCOUNT_PASSWORD_TITLE',
  pdf: 'ACCOUNT_PDF_TITLE',
};

/** A refused save: a stale version (409) gets its own explanation, anything else the server's key. */
function saveFailure(error: unknown): ErrorMessage {
  if (errorCode(error) === 'CONFLICT') return { key: 'ACCOUNT_STALE_DATA' };
  return errorMessage(error);
}

/**
 * user/my-account: the overview (user data and PDF data cards) or one of its forms: details,
 * password change, PDF data. The view is in the URL (`?view=details`), so reload and Back keep it.
 */
export function MyAccountPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = parseAccountView(params.get('view'));
  usePageTitle(VIEW_TITLES[view]);
  const notify = useNotify();
  const { setToken, logout } = useSession();
  const { locale, setLocale } = useLocale();
  const { systemLocales } = usePublicSettings();
  // A failure belongs to the view it happened in: each view starts without the previous one's.
  const [failureIn, setFailureIn] = useState<{ view: typeof view; message: ErrorMessage }>();
  const failure = failureIn?.view === view ? failureIn.message : undefined;
  const setFailure = (message?: ErrorMessage) => setFailureIn(message && { view, message });

  const { data, loading, error, refetch } = useQuery(MyAccountDocument, { fetchPolicy: 'cache-and-network' });
  const [updateDetails] = useMutation(UpdateMyDetailsDocument);
  const [updatePdfData] = useMutation(UpdateMyPdfDataDocument);
  const [changePassword] = useMutation(ChangePasswordDocument);

  // Each view starts with the focus on its title, so keyboard and screen-reader users land in the
  // new view (the router only does so for new paths).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    heading.current?.focus();
  }, [view]);

  useEffect(() => {
    if (error) console.error('Loading the account failed', error);
  }, [error]);

  const showOverview = () => setParams({}, { replace: true });

  const saveFailed = (failureKey: string, cause: unknown) => {
    const message = saveFailure(cause);
    setFailure(message);
    notify.error(failureKey);
    // A stale version: fetch the current data, shown when the user goes back to the overview.
    if (errorCode(cause) === 'CONFLICT') void refetch();
  };

  let content;
  if (!data && loading) {
    content = <PageSpinner />;
  } else if (!data) {
    content = (
      <div className="account-error">
        <FormError message="ACCOUNT_FETCH_FAILED" />
        <Button variant="secondary" onPress={() => void refetch()}>
          {t('ACCOUNT_RETRY')}
        </Button>
      </div>
    );
  } else if (view === 'details') {
    const me = data.me;
    content = (
      <DetailsForm
        account={me}
        locales={systemLocales}
        failure={failure}
        onCancel={showOverview}
        onSubmit={async (input) => {
          setFailure(undefined);
          try {
            await updateDetails({ variables: { input: { id: me.id, version: me.version, ...input } } });
            notify.success('ACCOUNT_DETAILS_SAVED');
            // A new preferred language is the interface's language from now on.
            if (input.preferredLocale !== me.preferredLocale && input.preferredLocale !== locale) {
              setLocale(input.preferredLocale);
            }
            showOverview();
          } catch (cause) {
            saveFailed('ACCOUNT_DETAILS_SAVE_FAILED', cause);
          }
        }}
      />
    );
  } else if (view === 'password') {
    content = (
      <PasswordForm
        failure={failure}
        onCancel={showOverview}
        onSubmit={async (values, helpers) => {
          setFailure(undefined);
          try {
            const result = await changePassword({ variables: { input: values } });
            helpers.resetForm();
            notify.success('ACCOUNT_PASSWORD_CHANGED');
            // The old token is revoked: the new one records the logout, then the user logs in again.
            if (result.data) setToken(result.data.changePassword.token);
            showOverview();
            await logout();
          } catch (cause) {
            setFailure(errorMessage(cause));
            notify.error('ACCOUNT_PASSWORD_CHANGE_FAILED');
          }
        }}
      />
    );
  } else if (view === 'pdf') {
    const pdf = data.myPdfData;
    content = (
      <PdfDataForm
        pdfData={pdf}
        failure={failure}
        onCancel={showOverview}
        onSubmit={async (input) => {
          setFailure(undefined);
          try {
            await updatePdfData({
              variables: { input: { id: pdf?.id ?? null, version: pdf?.version ?? null, ...input } },
              refetchQueries: [MyAccountDocument],
              awaitRefetchQueries: true,
            });
            notify.success('ACCOUNT_PDF_DATA_SAVED');
            showOverview();
          } catch (cause) {
            saveFailed('ACCOUNT_PDF_DATA_SAVE_FAILED', cause);
          }
        }}
      />
    );
  } else {
    content = <AccountOverview account={data.me} pdfData={data.myPdfData} />;
  }

  return (
    <section className={view === 'overview' ? 'page account' : 'page account account--form'}>
      {view !== 'overview' && (
        <p className="account__back">
          <Link to={accountViewPath('overview')}>{t('ACCOUNT_BACK')}</Link>
        </p>
      )}
      <h1 ref={heading} tabIndex={-1} className="account__title">
        {t(VIEW_TITLES[view])}
      </h1>
      {content}
    </section>
  );
}
