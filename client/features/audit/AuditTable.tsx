import { useTranslation } from 'react-i18next';

export interface AuditRow {
  id: string;
  /** Shown as yyyy-MM-dd HH:mm in the browser's time zone. */
  date: string;
  iso: string;
  /** The e-mail the event was recorded under. */
  user: string;
  /** The account's name, when it has one. */
  userName: string | null;
  /** The event type's translated name. */
  event: string;
  message: string;
}

/**
 * An e-mail that may wrap only before its "@", never inside a word: "local.admin" over
 * "@example.com" rather than "local.ad" over "min@…".
 */
export function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at <= 0) return <span className="audit-table__email">{address}</span>;
  return (
    <span className="audit-table__email">
      <span>{address.slice(0, at)}</span>
      <wbr />
      <span>{address.slice(at)}</span>
    </span>
  );
}

function CellLabel({ children }: { children: string }) {
  return (
    <span className="audit-table__label" aria-hidden="true">
      {children}
    </span>
  );
}

/** One page of the audit log: a table on wide screens, a card per entry on phones (CSS). */
export function AuditTable({ rows, busy }: { rows: readonly AuditRow[]; busy: boolean }) {
  const { t } = useTranslation();
  const columns = {
    date: t('AUDIT_COLUMN_DATE'),
    user: t('AUDIT_COLUMN_USER'),
    event: t('AUDIT_COLUMN_EVENT'),
    message: t('AUDIT_COLUMN_MESSAGE'),
  };
  return (
    <table className="audit-table" role="table" aria-busy={busy || undefined}>
      <caption className="visually-hidden">{t('AUDIT_TITLE')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {columns.date}
          </th>
          <th scope="col" role="columnheader">
            {columns.user}
          </th>
          <th scope="col" role="columnheader">
            {columns.event}
          </th>
          <th scope="col" role="columnheader">
            {columns.message}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((r) => (
          <tr key={r.id} role="row">
            <td role="cell">
              <CellLabel>{columns.date}</CellLabel>
              <time dateTime={r.iso}>{r.date}</time>
            </td>
            <td role="cell" className="audit-table__user">
              <CellLabel>{columns.user}</CellLabel>
              <span className="audit-table__person">
                {r.userName && <span className="audit-table__name">{r.userName}</span>}
                <Email address={r.user} />
              </span>
            </td>
            <td role="cell">
              <CellLabel>{columns.event}</CellLabel>
              <span>{r.event}</span>
            </td>
            <td role="cell" className="audit-table__message">
              <CellLabel>{columns.message}</CellLabel>
              <span>{r.message}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
