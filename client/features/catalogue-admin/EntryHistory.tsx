import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CatalogueEntryKind } from '../../../common/catalogue-history.js';
import { errorMessage, type ErrorMessage } from '../../app/errors.js';
import { useNotify } from '../../app/useNotify.js';
import {
  ProductHistoryDocument,
  RestoreProductVersionDocument,
  RestoreSkinIndicatorVersionDocument,
  SkinIndicatorHistoryDocument,
  type ProductHistoryQuery,
} from '../../graphql/catalogueHistory.js';
import { useReloadTranslations } from '../../i18n/useReloadTranslations.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { formatDateTime } from '../../ui/formatDateTime.js';
import { localeNameKey } from '../../ui/LocaleSelect.js';

type Version = ProductHistoryQuery['productHistory'][number];
type Change = Version['changes'][number];
type T = TFunction;

const SUGGESTION_FIELDS = ['baseSize', 'increment', 'maxVolumeSuggestion', 'recommendedInput'] as const;

/** A stored value as people read it: enums by their labels, yes/no, lists joined; none as a dash. */
function shown(t: T, field: string, json: string): string {
  const value: unknown = JSON.parse(json);
  if (value === null || value === undefined) return t('CATALOGUE_HISTORY_NONE');
  if (typeof value === 'boolean') return t(value ? 'CATALOGUE_HISTORY_YES' : 'CATALOGUE_HISTORY_NO');
  if (field === 'productCategory') return t(`PRODUCT_CATEGORY_${String(value)}`);
  if (field === 'productUsage') return t(`PRODUCT_USAGE_${String(value)}`);
  if (field === 'skinIndicatorCategory') return t(`INDICATOR_CATEGORY_${String(value)}`);
  if (field === 'baseProductSuggestions' && Array.isArray(value)) {
    if (value.length === 0) return t('CATALOGUE_HISTORY_NONE');
    return (value as Array<Record<string, number>>)
      .map((s) => SUGGESTION_FIELDS.map((f) => `${t(`CATALOGUE_ADMIN_${f.toUpperCase()}`)} ${s[f]}`).join(', '))
      .join('; ');
  }
  if (Array.isArray(value)) return value.length === 0 ? t('CATALOGUE_HISTORY_NONE') : value.join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
}

/** Which field changed, and of which locale or other entry. */
function fieldLabel(t: T, c: Change): string {
  const field = t(`CATALOGUE_HISTORY_FIELD_${c.field.toUpperCase()}`);
  if (c.locale) return `${field} · ${t(localeNameKey(c.locale))}`;
  if (c.refId !== null && c.refId !== undefined) return `${field} · ${c.refName ?? `#${c.refId}`}`;
  return field;
}

function ChangeList({ changes }: { changes: readonly Change[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <p className="catalogue-history__quiet">{t('CATALOGUE_HISTORY_NO_CHANGES')}</p>;
  return (
    <ul className="catalogue-history__changes">
      {changes.map((c) => (
        <li key={c.path} className="catalogue-history__change">
          <span className="catalogue-history__field">{fieldLabel(t, c)}</span>
          <span className="catalogue-history__values">
            <del aria-label={t('CATALOGUE_HISTORY_BEFORE')}>{shown(t, c.field, c.before)}</del>
            <span aria-hidden="true"> → </span>
            <ins aria-label={t('CATALOGUE_HISTORY_AFTER')}>{shown(t, c.field, c.after)}</ins>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The history of a saved product or indicator under its form (decision 069): its versions newest
 * first, each with who and when and a readable before → after per field, and a restore of any
 * older one, asked first. A restore sends the version the form was read at (the server answers
 * 409 when the entry changed since); afterwards the page reads the entry again.
 */
export function EntryHistory({
  kind,
  id,
  version,
  onRestored,
}: {
  kind: CatalogueEntryKind;
  id: number;
  version: number;
  onRestored: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const reloadTranslations = useReloadTranslations();
  const product = kind === 'product';
  const productHistory = useQuery(ProductHistoryDocument, {
    variables: { id },
    skip: !product,
    fetchPolicy: 'network-only',
  });
  const indicatorHistory = useQuery(SkinIndicatorHistoryDocument, {
    variables: { id },
    skip: product,
    fetchPolicy: 'network-only',
  });
  const [restoreProduct] = useMutation(RestoreProductVersionDocument);
  const [restoreIndicator] = useMutation(RestoreSkinIndicatorVersionDocument);
  const [asked, setAsked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | undefined>();
  const versions = product ? productHistory.data?.productHistory : indicatorHistory.data?.skinIndicatorHistory;
  const error = product ? productHistory.error : indicatorHistory.error;

  const restore = async (number: number) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const variables = { id, number, version };
      await (product ? restoreProduct({ variables }) : restoreIndicator({ variables }));
      setAsked(null);
      notify.success('CATALOGUE_HISTORY_RESTORED');
      await reloadTranslations().catch(() => undefined);
      await onRestored();
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="catalogue-history" aria-labelledby="catalogue-history-title">
      <h2 id="catalogue-history-title">{t('CATALOGUE_HISTORY_TITLE')}</h2>
      {error && (
        <p role="alert" className="catalogue-history__quiet">
          {t(errorMessage(error).key)}
        </p>
      )}
      {versions && versions.length === 0 && <p className="catalogue-history__quiet">{t('CATALOGUE_HISTORY_EMPTY')}</p>}
      {versions && versions.length > 0 && (
        <ol className="catalogue-history__versions">
          {versions.map((v, i) => (
            <li key={v.number} className="catalogue-history__version" aria-labelledby={`history-version-${v.number}`}>
              <div className="catalogue-history__head">
                <h3 id={`history-version-${v.number}`}>{t('CATALOGUE_HISTORY_VERSION', { n: String(v.number) })}</h3>
                <span className="catalogue-history__meta">
                  {v.author
                    ? t('CATALOGUE_HISTORY_BY', { who: v.author, date: formatDateTime(String(v.createdDate)) })
                    : t('CATALOGUE_HISTORY_INITIAL')}
                  {v.restoredFrom !== null && v.restoredFrom !== undefined && (
                    <> · {t('CATALOGUE_HISTORY_RESTORED_FROM', { n: String(v.restoredFrom) })}</>
                  )}
                </span>
                {i === 0 ? (
                  <span className="catalogue-history__current">{t('CATALOGUE_HISTORY_CURRENT')}</span>
                ) : (
                  <Button variant="secondary" onPress={() => setAsked(v.number)}>
                    {t('CATALOGUE_HISTORY_RESTORE', { n: String(v.number) })}
                  </Button>
                )}
              </div>
              <ChangeList changes={v.changes} />
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        isOpen={asked !== null}
        title={t('CATALOGUE_HISTORY_RESTORE_TITLE')}
        text={t('CATALOGUE_HISTORY_RESTORE_TEXT', { n: String(asked ?? '') })}
        confirmLabel={t('CATALOGUE_HISTORY_RESTORE_CONFIRM')}
        isBusy={busy}
        failure={failure}
        onConfirm={() => void restore(asked!)}
        onCancel={() => {
          setAsked(null);
          setFailure(undefined);
        }}
      />
    </section>
  );
}
