import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorMessage } from '../../app/errors.js';
import { useNotify } from '../../app/useNotify.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import {
  CandidatesDocument,
  DeleteCandidateDocument,
  RegisterCandidateAsUserDocument,
  type CandidatesQuery,
} from '../../graphql/graphql.js';
import { Button } from '../../ui/Button.js';
import { PageSpinner, Spinner } from '../../ui/Spinner.js';
import { TextField } from '../../ui/TextField.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { Detail, DetailCard, LocaleValue, YesNo } from '../../ui/DetailCard.js';
import { ListFooter } from '../../ui/ListFooter.js';
import { PageSizeField } from './PageSizeField.js';
import { usePagedSearch } from '../../ui/usePagedSearch.js';
import '../../ui/list-page.css';
import './local-admin.css';

type Candidate = CandidatesQuery['candidates']['candidates'][number];
type Pending = { kind: 'register' | 'delete'; candidate: Candidate } | null;

const fullName = (c: { name?: string | null; surname?: string | null }) => [c.surname, c.name].filter(Boolean).join(', ');

/** local-admin/candidates: the candidates of the caller's regions; register as user or delete. */
export function CandidatesPage() {
  const { t } = useTranslation();
  usePageTitle('CANDIDATES_TITLE');
  const notify = useNotify();
  const list = usePagedSearch();
  const [pending, setPending] = useState<Pending>(null);
  const [failure, setFailure] = useState<string>();
  const { data, previousData, loading, error, refetch } = useQuery(CandidatesDocument, {
    variables: list.variables,
    fetchPolicy: 'cache-and-network',
  });
  const [register, { loading: registering }] = useMutation(RegisterCandidateAsUserDocument);
  const [remove, { loading: deleting }] = useMutation(DeleteCandidateDocument);

  useEffect(() => {
    if (error) console.error('Loading candidates failed', error);
  }, [error]);

  // A refused request (400: the page size or filter the server does not accept) is shown on the
  // page-size field and the last list stays; any other failure replaces the list by a message.
  const refused = error && errorCode(error) === 'BAD_REQUEST' ? errorMessage(error) : undefined;
  const result = error && !refused ? undefined : (data ?? previousData)?.candidates;
  const candidates = result?.candidates ?? [];

  const close = () => {
    setPending(null);
    setFailure(undefined);
  };

  const confirm = async () => {
    if (!pending) return;
    const { kind, candidate } = pending;
    try {
      if (kind === 'register') {
        await register({ variables: { input: { kokoCandidateId: candidate.id, version: candidate.version } } });
        notify.success('CANDIDATES_REGISTER_SUCCESS');
      } else {
        await remove({ variables: { id: candidate.id } });
        notify.success('CANDIDATES_DELETE_SUCCESS');
      }
      close();
      await refetch();
    } catch (failed) {
      const message = errorMessage(failed);
      setFailure(t(message.key, { param: message.param }));
    }
  };

  return (
    <section className="page list-page">
      <h1>{t('CANDIDATES_TITLE')}</h1>
      <div className="list-page__toolbar" role="search">
        <TextField
          name="filter"
          type="search"
          label={t('LOCAL_ADMIN_FILTER')}
          value={list.input}
          onChange={list.setInput}
          autoComplete="off"
        />
        <PageSizeField value={list.pageSize} onChange={list.setPageSize} serverError={refused} />
        <p className="list-page__total" role="status">
          {result && t('LOCAL_ADMIN_TOTAL', { total: String(result.totalElements) })}
          {loading && result && <Spinner size="small" />}
        </p>
      </div>
      {loading && !result && !error ? (
        <PageSpinner />
      ) : candidates.length === 0 ? (
        <p className="list-page__empty">{t(error && !refused ? 'LOCAL_ADMIN_FETCH_FAILED' : 'CANDIDATES_EMPTY')}</p>
      ) : (
        <ul className="detail-cards" aria-label={t('CANDIDATES_TITLE')}>
          {candidates.map((c) => (
            <DetailCard
              key={c.id}
              summary={
                <>
                  <span className="detail-card__title">{fullName(c) || c.email}</span>
                  <span className="detail-card__meta">{[c.companyName, c.email].filter(Boolean).join(' · ')}</span>
                </>
              }
              details={
                <dl className="details">
                  <Detail labelKey="LOCAL_ADMIN_TECHNICAL_ID">{c.id}</Detail>
                  <Detail labelKey="LOCAL_ADMIN_CUSTOMER_ID">{c.customerId ?? '—'}</Detail>
                  <Detail labelKey="CANDIDATES_EMAIL_CONFIRMED">
                    <YesNo value={c.emailConfirmed} />
                  </Detail>
                  <Detail labelKey="LOCAL_ADMIN_PHONE">{c.phoneNo ?? '—'}</Detail>
                  <Detail labelKey="LOCAL_ADMIN_PREFERRED_LOCALE">
                    <LocaleValue locale={c.preferredLocale} />
                  </Detail>
                  <Detail labelKey="LOCAL_ADMIN_FALLBACK_LOCALE">
                    <LocaleValue locale={c.fallbackLocale} />
                  </Detail>
                  <Detail labelKey="LOCAL_ADMIN_REGION">{c.region?.name ?? '—'}</Detail>
                </dl>
              }
              actions={
                <>
                  <Button
                    variant="secondary"
                    isDisabled={!c.emailConfirmed}
                    onPress={() => setPending({ kind: 'register', candidate: c })}
                    aria-label={t('CANDIDATES_CREATE_USER_FOR', { email: c.email })}
                  >
                    {t('CANDIDATES_CREATE_USER')}
                  </Button>
                  <Button
                    variant="danger"
                    onPress={() => setPending({ kind: 'delete', candidate: c })}
                    aria-label={t('LOCAL_ADMIN_DELETE_FOR', { email: c.email })}
                  >
                    {t('LOCAL_ADMIN_DELETE')}
                  </Button>
                </>
              }
            />
          ))}
        </ul>
      )}
      <ListFooter
        page={list.page}
        totalPages={result?.totalPages ?? 0}
        totalCapped={result?.totalCapped ?? false}
        onPageChange={list.setPage}
      />
      <ConfirmDialog
        isOpen={!!pending}
        title={t(pending?.kind === 'register' ? 'CANDIDATES_REGISTER_TITLE' : 'CANDIDATES_DELETE_TITLE')}
        text={t(pending?.kind === 'register' ? 'CANDIDATES_REGISTER_TEXT' : 'CANDIDATES_DELETE_TEXT', {
          email: pending?.candidate.email ?? '',
        })}
        confirmLabel={t(pending?.kind === 'register' ? 'CANDIDATES_CREATE_USER' : 'LOCAL_ADMIN_DELETE')}
        danger={pending?.kind === 'delete'}
        isBusy={registering || deleting}
        failure={failure}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    </section>
  );
}
