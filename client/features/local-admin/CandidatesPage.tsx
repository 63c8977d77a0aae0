import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorMessage } from '../../app/errors.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import {
  CandidatesDocument,
  DeleteCandidateDocument,
  RegisterCandidateAsUserDocument,
  type CandidatesQuery,
} from '../../graphql/candidates.js';
import { Button } from '../../ui/Button.js';
import { nameWithVisibleText } from '../../ui/accessibleName.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { CrudPage } from '../../ui/CrudPage.js';
import { Detail, DetailCard, LocaleValue, PersonSummary, YesNo } from '../../ui/DetailCard.js';
import { ListFooter } from '../../ui/ListFooter.js';
import { useCrudDialogs } from '../../ui/useCrudDialogs.js';
import { usePagedSearch } from '../../ui/usePagedSearch.js';
import { CreateUserDialog, registerCandidateInput, type CreateUserValues } from './CreateUserDialog.js';
import { PageSizeField } from './PageSizeField.js';
import '../../ui/list-page.css';
import './local-admin.css';

type Candidate = CandidatesQuery['candidates']['candidates'][number];
type Pending = { kind: 'register' | 'delete'; candidate: Candidate };

/** local-admin/candidates: the candidates of the caller's regions; register as user or delete. */
export function CandidatesPage() {
  const { t } = useTranslation();
  usePageTitle('CANDIDATES_TITLE');
  const list = usePagedSearch();
  const { data, previousData, loading, error, refetch } = useQuery(CandidatesDocument, {
    variables: list.variables,
    fetchPolicy: 'cache-and-network',
  });
  const { dialog: pending, failure, open, run } = useCrudDialogs<Pending>({ refetch });
  const [register] = useMutation(RegisterCandidateAsUserDocument);
  const [remove, { loading: deleting }] = useMutation(DeleteCandidateDocument);

  useEffect(() => {
    if (error) console.error('Loading candidates failed', error);
  }, [error]);

  // A refused request (400: the page size or filter the server does not accept) is shown on the
  // page-size field and the last list stays; any other failure replaces the list by a message.
  const refused = error && errorCode(error) === 'BAD_REQUEST' ? errorMessage(error) : undefined;
  const result = error && !refused ? undefined : (data ?? previousData)?.candidates;
  const candidates = result?.candidates ?? [];

  const createUser = async (values: CreateUserValues) => {
    if (pending?.kind !== 'register') return;
    const input = registerCandidateInput(pending.candidate, values);
    await run(() => register({ variables: { input } }), { successKey: 'CANDIDATES_REGISTER_SUCCESS' });
  };

  const confirmDelete = async () => {
    if (pending?.kind !== 'delete') return;
    await run(() => remove({ variables: { id: pending.candidate.id } }), { successKey: 'CANDIDATES_DELETE_SUCCESS' });
  };

  return (
    <CrudPage
      titleKey="CANDIDATES_TITLE"
      search={{
        list,
        total: result?.totalElements,
        isRefreshing: loading,
        children: <PageSizeField value={list.pageSize} onChange={list.setPageSize} serverError={refused} />,
      }}
      isLoading={loading && !result && !error}
      failed={!!error && !refused}
      isEmpty={candidates.length === 0}
      emptyKey="CANDIDATES_EMPTY"
      footer={
        <ListFooter
          page={list.page}
          totalPages={result?.totalPages ?? 0}
          totalCapped={result?.totalCapped ?? false}
          onPageChange={list.setPage}
        />
      }
      dialogs={
        pending?.kind === 'register' ? (
          <CreateUserDialog
            key={pending.candidate.id}
            candidate={pending.candidate}
            failure={failure}
            onSave={createUser}
            onCancel={() => open(null)}
          />
        ) : (
          <ConfirmDialog
            isOpen={pending?.kind === 'delete'}
            title={t('CANDIDATES_DELETE_TITLE')}
            text={t('CANDIDATES_DELETE_TEXT', { email: pending?.candidate.email ?? '' })}
            confirmLabel={t('LOCAL_ADMIN_DELETE')}
            danger
            isBusy={deleting}
            failure={failure}
            onConfirm={() => void confirmDelete()}
            onCancel={() => open(null)}
          />
        )
      }
    >
      <ul className="detail-cards" aria-label={t('CANDIDATES_TITLE')}>
        {candidates.map((c) => (
          <DetailCard
            key={c.id}
            summary={<PersonSummary person={c} />}
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
                  onPress={() => open({ kind: 'register', candidate: c })}
                  aria-label={nameWithVisibleText(
                    t('CANDIDATES_CREATE_USER'),
                    t('CANDIDATES_CREATE_USER_FOR', { email: c.email }),
                  )}
                  aria-describedby={c.emailConfirmed ? undefined : `candidate-${c.id}-unconfirmed`}
                >
                  {t('CANDIDATES_CREATE_USER')}
                </Button>
                {/* A disabled button says nothing by itself: the reason is shown beside it. */}
                {!c.emailConfirmed && (
                  <p id={`candidate-${c.id}-unconfirmed`} className="candidates__unconfirmed">
                    {t('CANDIDATES_CREATE_USER_NEEDS_CONFIRMATION')}
                  </p>
                )}
                <Button
                  variant="danger"
                  onPress={() => open({ kind: 'delete', candidate: c })}
                  aria-label={nameWithVisibleText(
                    t('LOCAL_ADMIN_DELETE'),
                    t('LOCAL_ADMIN_DELETE_FOR', { email: c.email }),
                  )}
                >
                  {t('LOCAL_ADMIN_DELETE')}
                </Button>
              </>
            }
          />
        ))}
      </ul>
    </CrudPage>
  );
}
