import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_EVENT_TYPES } from '../../../common/enums.js';
import { useDebouncedValue } from '../../app/useDebouncedValue.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { AuditEventsDocument } from '../../graphql/auditEvents.js';
import { PageSpinner, Spinner } from '../../ui/Spinner.js';
import { DatePickerField } from '../../ui/DatePickerField.js';
import { TextField } from '../../ui/TextField.js';
import { ListFooter } from '../../ui/ListFooter.js';
import { formatDateTime } from '../../ui/formatDateTime.js';
import { auditFilterInput, auditMessage, EMPTY_AUDIT_FILTER, type AuditFilterValues } from './auditFilter.js';
import { AuditTable } from './AuditTable.js';
import { MultiSelect } from '../../ui/MultiSelect.js';
import { Switch } from '../../ui/Switch.js';
import './audit.css';

/** Spec section 9: the audit filters wait 500 ms after the last change. */
export const AUDIT_FILTER_DEBOUNCE_MS = 500;

/** The translation key of an event type's name. */
export const auditEventKey = (event: string) => `AUDIT_EVENT_${event}`;

/**
 * admin/audit: the audit log, newest first, filtered by dates, user and event types, with
 * successful logins optionally left out (ADMIN). People show by name over their e-mail.
 */
export function AuditPage() {
  const { t } = useTranslation();
  usePageTitle('AUDIT_TITLE');
  const [values, setValues] = useState<AuditFilterValues>(EMPTY_AUDIT_FILTER);
  const filter = useDebouncedValue(values, AUDIT_FILTER_DEBOUNCE_MS);
  // A page number belongs to the filter it was chosen under: a new filter starts at the first page.
  const [pageIn, setPageIn] = useState({ filter, page: 0 });
  const page = pageIn.filter === filter ? pageIn.page : 0;
  const setPage = (next: number) => setPageIn({ filter, page: next });
  const set = (patch: Partial<AuditFilterValues>) => setValues((v) => ({ ...v, ...patch }));

  const variables = useMemo(() => ({ filter: auditFilterInput(filter, page) }), [filter, page]);
  const { data, previousData, loading, error } = useQuery(AuditEventsDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) console.error('Loading the audit log failed', error);
  }, [error]);
  // Spec: a failed list shows an empty list.
  const result = error ? undefined : (data ?? previousData)?.auditEvents;
  const events = result?.events ?? [];
  const typeItems = useMemo(() => AUDIT_EVENT_TYPES.map((type) => ({ id: type, label: t(auditEventKey(type)) })), [t]);

  return (
    <section className="page audit">
      <h1>{t('AUDIT_TITLE')}</h1>
      <div className="audit__filters" role="search" aria-label={t('AUDIT_FILTERS')}>
        <DatePickerField
          name="from"
          label={t('AUDIT_FILTER_FROM')}
          value={values.from}
          onChange={(from) => set({ from })}
        />
        <DatePickerField name="to" label={t('AUDIT_FILTER_TO')} value={values.to} onChange={(to) => set({ to })} />
        <TextField
          name="who"
          type="search"
          label={t('AUDIT_FILTER_USER')}
          value={values.who}
          onChange={(who) => set({ who })}
          autoComplete="off"
        />
        <MultiSelect
          label={t('AUDIT_FILTER_TYPES')}
          items={typeItems}
          selected={values.types}
          onChange={(types) => set({ types })}
          searchable
        />
        <Switch
          className="audit__hide-logins"
          isSelected={values.hideLogins}
          onChange={(hideLogins) => set({ hideLogins })}
        >
          {t('AUDIT_FILTER_HIDE_LOGINS')}
        </Switch>
      </div>
      <p className="audit__total" role="status">
        {result && t('AUDIT_TOTAL', { count: result.totalElements })}
        {loading && result && <Spinner size="small" />}
      </p>
      {loading && !result && !error ? (
        <PageSpinner />
      ) : events.length === 0 ? (
        <p className="audit__empty">{t(error ? 'AUDIT_FETCH_FAILED' : 'AUDIT_EMPTY')}</p>
      ) : (
        <AuditTable
          busy={loading}
          rows={events.map((e, i) => ({
            id: `${page}-${i}`,
            date: formatDateTime(e.createdDate),
            iso: e.createdDate,
            user: e.username,
            userName: e.userName ?? null,
            event: t(auditEventKey(e.event)),
            message: auditMessage(e.message ?? null, t),
          }))}
        />
      )}
      <ListFooter
        page={page}
        totalPages={result?.totalPages ?? 0}
        totalCapped={result?.totalCapped ?? false}
        onPageChange={setPage}
      />
    </section>
  );
}
