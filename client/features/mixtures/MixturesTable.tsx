import { useTranslation } from 'react-i18next';
import { nameWithVisibleText } from '../../ui/accessibleName.js';
import { Link } from 'react-router';
import { Button } from '../../ui/Button.js';
import { formatDateTime } from '../../ui/formatDateTime.js';

export interface MixtureRow {
  id: string;
  number: string;
  pdfId: string | null;
  clientReference?: string | null;
  createdDate: string;
  modifiedDate: string;
}

export interface MixturesTableProps {
  mixtures: readonly MixtureRow[];
  /** The id of the mixture whose PDF is being downloaded. */
  downloadingId: string | null;
  onDownload: (mixture: MixtureRow) => void;
  onDelete: (mixture: MixtureRow) => void;
  /** Opens "Share with client" for the mixture. */
  onShare: (mixture: MixtureRow) => void;
  /** Searches for every program of this client (the row's client reference). */
  onShowClient: (clientReference: string) => void;
  busy?: boolean;
}

/** A cell's column name, shown only where rows are cards; screen readers have the column header. */
function CellLabel({ children }: { children: string }) {
  return (
    <span className="mixtures-table__label" aria-hidden="true">
      {children}
    </span>
  );
}

/**
 * A date as formatDateTime shows it, day and time each kept whole: a narrow column puts the
 * time under the day instead of breaking the day at a hyphen ("2026-" over "12-01").
 */
function DateTime({ iso }: { iso: string }) {
  const [day, ...time] = formatDateTime(iso).split(' ');
  return (
    <time dateTime={iso}>
      <span className="mixtures-table__nowrap">{day}</span>
      {time.length > 0 && ' '}
      {time.length > 0 && <span className="mixtures-table__nowrap">{time.join(' ')}</span>}
    </time>
  );
}

/** Where "Open" leads: the builder's summary stage of the saved program. */
export function openMixturePath(id: string): string {
  return `/formula?${new URLSearchParams({ id, stage: 'FORMULA' }).toString()}`;
}

/** Re-mix: the builder's summary with the saved program as a new draft (BuilderPage's `remix`). */
export function remixMixturePath(id: string): string {
  return `/formula?${new URLSearchParams({ stage: 'FORMULA', remix: id }).toString()}`;
}

/**
 * The saved mixtures: a table on wide screens, one card per row on phones (CSS). The number is
 * each row's header, so screen readers announce it with every cell. The explicit roles keep the
 * table semantics that some browsers drop when CSS changes a table's display.
 */
export function MixturesTable({
  mixtures,
  downloadingId,
  onDownload,
  onDelete,
  onShare,
  onShowClient,
  busy,
}: MixturesTableProps) {
  const { t } = useTranslation();
  const columns = {
    number: t('MIXTURES_COLUMN_NUMBER'),
    client: t('MIXTURES_COLUMN_CLIENT'),
    created: t('MIXTURES_COLUMN_CREATED'),
    modified: t('MIXTURES_COLUMN_MODIFIED'),
    actions: t('MIXTURES_COLUMN_ACTIONS'),
  };
  return (
    <table className="mixtures-table" role="table" aria-busy={busy || undefined}>
      <caption className="visually-hidden">{t('MIXTURES_TABLE_CAPTION')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {columns.number}
          </th>
          <th scope="col" role="columnheader">
            {columns.client}
          </th>
          <th scope="col" role="columnheader">
            {columns.created}
          </th>
          <th scope="col" role="columnheader">
            {columns.modified}
          </th>
          <th scope="col" role="columnheader">
            <span className="visually-hidden">{columns.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {mixtures.map((m) => (
          <tr key={m.id} role="row">
            <th scope="row" role="rowheader" className="mixtures-table__number">
              <CellLabel>{columns.number}</CellLabel>
              {m.number}
            </th>
            <td role="cell" className="mixtures-table__client">
              <CellLabel>{columns.client}</CellLabel>
              {m.clientReference ? (
                <span className="mixtures-table__client-cell">
                  <span className="mixtures-table__client-name">{m.clientReference}</span>
                  <Button
                    variant="ghost"
                    className="mixtures-table__client-programs"
                    onPress={() => onShowClient(m.clientReference!)}
                    aria-label={nameWithVisibleText(
                      t('MIXTURES_CLIENT_PROGRAMS'),
                      t('MIXTURES_CLIENT_PROGRAMS_LABEL', { client: m.clientReference }),
                    )}
                  >
                    {t('MIXTURES_CLIENT_PROGRAMS')}
                  </Button>
                </span>
              ) : (
                <span className="mixtures-table__no-client">{t('MIXTURES_NO_CLIENT')}</span>
              )}
            </td>
            <td role="cell">
              <CellLabel>{columns.created}</CellLabel>
              <DateTime iso={m.createdDate} />
            </td>
            <td role="cell">
              <CellLabel>{columns.modified}</CellLabel>
              <DateTime iso={m.modifiedDate} />
            </td>
            <td role="cell" className="mixtures-table__actions-cell">
              <div className="mixtures-table__actions">
                <Link
                  to={openMixturePath(m.id)}
                  className="button button--primary"
                  aria-label={nameWithVisibleText(t('MIXTURES_OPEN'), t('MIXTURES_OPEN_LABEL', { number: m.number }))}
                >
                  <span className="button__label">{t('MIXTURES_OPEN')}</span>
                </Link>
                <Link
                  to={remixMixturePath(m.id)}
                  className="button button--secondary"
                  aria-label={nameWithVisibleText(t('MIXTURES_REMIX'), t('MIXTURES_REMIX_LABEL', { number: m.number }))}
                >
                  <span className="button__label">{t('MIXTURES_REMIX')}</span>
                </Link>
                {m.pdfId && (
                  <Button
                    variant="secondary"
                    isPending={downloadingId === m.id}
                    onPress={() => onDownload(m)}
                    aria-label={nameWithVisibleText(
                      t('MIXTURES_DOWNLOAD_PDF'),
                      t('MIXTURES_DOWNLOAD_PDF_LABEL', { number: m.number }),
                    )}
                  >
                    {t('MIXTURES_DOWNLOAD_PDF')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  onPress={() => onShare(m)}
                  aria-label={nameWithVisibleText(t('SHARE_ACTION'), t('SHARE_ACTION_LABEL', { number: m.number }))}
                >
                  {t('SHARE_ACTION')}
                </Button>
                <Button
                  variant="ghost"
                  className="mixtures-table__delete"
                  onPress={() => onDelete(m)}
                  aria-label={nameWithVisibleText(
                    t('MIXTURES_DELETE'),
                    t('MIXTURES_DELETE_LABEL', { number: m.number }),
                  )}
                >
                  {t('MIXTURES_DELETE')}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
