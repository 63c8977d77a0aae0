import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage, type ErrorMessage } from '../../app/errors.js';
import { graphqlRequest } from '../../app/graphqlRequest.js';
import { AUTH_PATH } from '../../app/guards.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import {
  CandidateRegionsDocument,
  RegisterCandidateDocument,
  type CandidateRegistrationInput,
} from '../../graphql/candidateRegistration.js';
import { useLocale } from '../../i18n/useLocale.js';
import { FormError } from '../../ui/FormError.js';
import { PageSpinner } from '../../ui/Spinner.js';
import { CandidateForm } from './CandidateForm.js';
import './candidate.css';

type Regions = readonly { id: number; name: string }[];

/** candidate/register (public): the form, then a success view; a failure keeps the form. */
export function RegisterCandidatePage() {
  const { t } = useTranslation();
  usePageTitle('CANDIDATE_REGISTER_TITLE');
  const { locale } = useLocale();
  const { systemLocales } = usePublicSettings();
  const [regions, setRegions] = useState<Regions | null>(null);
  const [regionsFailed, setRegionsFailed] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage>();
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    graphqlRequest(CandidateRegionsDocument)
      .then((data) => live && setRegions(data.candidateRegions))
      .catch((error: unknown) => {
        console.error('Loading the registration regions failed', error);
        if (!live) return;
        setRegions([]);
        setRegionsFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);

  const submit = async (input: CandidateRegistrationInput) => {
    setFailure(undefined);
    try {
      await graphqlRequest(RegisterCandidateDocument, { input });
      setDone(true);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <section className="page auth-page">
      <div className="auth-card candidate-card">
        <h1>{t('CANDIDATE_REGISTER_TITLE')}</h1>
        {done ? (
          <div role="status" className="candidate-card__success">
            <p>{t('CANDIDATE_REGISTER_SUCCESS')}</p>
          </div>
        ) : regions === null ? (
          <PageSpinner />
        ) : (
          <>
            <p className="auth-card__intro">{t('CANDIDATE_REGISTER_INTRO')}</p>
            {regionsFailed && <FormError message="CANDIDATE_REGIONS_FAILED" />}
            <CandidateForm
              regions={regions}
              locales={systemLocales}
              uiLocale={locale}
              browserLanguage={typeof navigator === 'undefined' ? undefined : navigator.language}
              onSubmit={submit}
              failure={failure}
            />
          </>
        )}
        <div className="auth-card__links">
          <Link to={AUTH_PATH} className="link">
            {t('AUTH_BACK_TO_LOGIN')}
          </Link>
        </div>
      </div>
    </section>
  );
}
