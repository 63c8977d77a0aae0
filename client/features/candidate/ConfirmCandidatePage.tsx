import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../app/errors.js';
import { graphqlRequest } from '../../app/graphqlRequest.js';
import { AUTH_PATH } from '../../app/guards.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { ConfirmCandidateEmailDocument } from '../../graphql/candidateRegistration.js';
import { FormError } from '../../ui/FormError.js';
import { PageSpinner } from '../../ui/Spinner.js';
import './candidate.css';

type State = 'loading' | 'success' | 'already' | 'error';

/** The answer to a second click on the link: the address is confirmed, nothing is wrong. */
const ALREADY_CONFIRMED = 'ERROR_CANDIDATE_ALREADY_CONFIRMED';

// The token works once: a second request for the same link (a re-mounted effect) reuses the first.
const confirmations = new Map<string, Promise<boolean>>();
function confirmOnce(id: string, token: string): Promise<boolean> {
  const key = `${id}:${token}`;
  let pending = confirmations.get(key);
  if (!pending) {
    pending = graphqlRequest(ConfirmCandidateEmailDocument, { id, token }).then((d) => d.confirmCandidateEmail);
    confirmations.set(key, pending);
  }
  return pending;
}

/** candidate/confirm?id=&token= (public): confirms the e-mail once, then says how it went. */
export function ConfirmCandidatePage() {
  const { t } = useTranslation();
  usePageTitle('CANDIDATE_CONFIRM_TITLE');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const token = params.get('token') ?? '';
  // The answer for one link; another link (id or token) starts loading again.
  const link = `${id}:${token}`;
  const [answer, setAnswer] = useState<{ link: string; state: State }>();
  const state: State = !id || !token ? 'error' : answer?.link === link ? answer.state : 'loading';

  useEffect(() => {
    if (!id || !token) return;
    let live = true;
    const settle = (state: State) => live && setAnswer({ link: `${id}:${token}`, state });
    confirmOnce(id, token)
      .then((ok) => settle(ok ? 'success' : 'error'))
      .catch((error: unknown) => {
        if (errorMessage(error).key === ALREADY_CONFIRMED) return settle('already');
        console.error('Confirming the e-mail failed', error);
        settle('error');
      });
    return () => {
      live = false;
    };
  }, [id, token]);

  return (
    <section className="page auth-page">
      <div className="auth-card candidate-card" aria-busy={state === 'loading'}>
        <h1>{t('CANDIDATE_CONFIRM_TITLE')}</h1>
        {state === 'loading' && <PageSpinner />}
        {state === 'success' && (
          <p role="status" className="candidate-card__success">
            {t('CANDIDATE_CONFIRM_SUCCESS')}
          </p>
        )}
        {state === 'already' && (
          <p role="status" className="candidate-card__success">
            {t(ALREADY_CONFIRMED)}
          </p>
        )}
        {state === 'error' && <FormError message="CANDIDATE_CONFIRM_ERROR" />}
        <div className="auth-card__links">
          <Link to={AUTH_PATH} className="link">
            {t('AUTH_BACK_TO_LOGIN')}
          </Link>
        </div>
      </div>
    </section>
  );
}
