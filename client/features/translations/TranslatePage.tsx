import { useMutation } from '@apollo/client/react';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridList, GridListItem, Virtualizer } from 'react-aria-components';
import { Link } from 'react-router';
import { TEXT_TYPES } from '../../../common/enums.js';
import { isExistingVersion } from '../../../common/validation/admin.js';
import { errorCode, errorMessage, type ErrorMessage } from '../../app/errors.js';
import { useDebouncedValue } from '../../app/useDebouncedValue.js';
import { useNotify } from '../../app/useNotify.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import { SaveTranslationDocument } from '../../graphql/translations.js';
import { useLocale } from '../../i18n/useLocale.js';
import { Button } from '../../ui/Button.js';
import { localeNameKey } from '../../ui/LocaleSelect.js';
import { PageSpinner, Spinner } from '../../ui/Spinner.js';
import { Switch } from '../../ui/Switch.js';
import { TextField } from '../../ui/TextField.js';
import { AddTranslationDialog, type NewTranslationValues } from './AddTranslationDialog.js';
import { FilterSelect } from './FilterSelect.js';
import { PageScrollListLayout } from './PageScrollListLayout.js';
import {
  draftOf,
  revealEditedRow,
  textsOf,
  TranslationRowView,
  type DraftText,
  type RowEditState,
} from './TranslationRowView.js';
import { useAllowedLocales } from './useAllowedLocales.js';
import { useLoadMoreNearViewport } from './useLoadMoreNearViewport.js';
import { useTranslationList, type TranslationFilter, type TranslationRow } from './useTranslationList.js';
import './translations.css';

const KEY_FILTER_DEBOUNCE_MS = 300;

/**
 * local-admin/translate: every key with its texts per locale, filtered on the server (key, text
 * type, empty only, locale) and virtualised, with inline editing of the locales the caller may
 * translate and an add dialog. A save changes the translations version: this page checks it at
 * once, every other open page on its next version check. The list scrolls with the page (a scroll
 * box of its own hid the edited row's Save below its fold on a phone) and fetches its next page as
 * its end nears the viewport.
 */
export function TranslatePage() {
  const { t } = useTranslation();
  usePageTitle('TRANSLATE_TITLE');
  const notify = useNotify();
  const { systemLocales } = usePublicSettings();
  const { checkTextsVersion } = useLocale();
  const { allowed } = useAllowedLocales();
  const [filter, setFilter] = useState<TranslationFilter>({ key: '', textType: '', emptyOnly: false, locale: '' });
  const debouncedKey = useDebouncedValue(filter.key, KEY_FILTER_DEBOUNCE_MS);
  const serverFilter = useMemo(() => ({ ...filter, key: debouncedKey }), [filter, debouncedKey]);
  const list = useTranslationList(serverFilter);
  const [editing, setEditing] = useState<{ key: string; state: RowEditState } | null>(null);
  const [adding, setAdding] = useState<{ failure?: ErrorMessage } | null>(null);
  const [saveText] = useMutation(SaveTranslationDocument);
  const locales = useMemo(() => (filter.locale ? [filter.locale] : systemLocales), [filter.locale, systemLocales]);
  const set = (patch: Partial<TranslationFilter>) => setFilter((f) => ({ ...f, ...patch }));

  // The row whose edit form a press just opened: focused and scrolled into view once, not again
  // when the virtualiser renders it anew after a scroll.
  const justOpened = useRef<string | null>(null);
  const startEdit = (row: TranslationRow) => {
    justOpened.current = row.key;
    setEditing({ key: row.key, state: { draft: draftOf(textsOf(row, locales, allowed)), saving: false } });
  };
  const editShown = (key: string, element: HTMLElement) => {
    if (justOpened.current !== key) return;
    justOpened.current = null;
    element.querySelector<HTMLElement>('textarea')?.focus({ preventScroll: true });
    revealEditedRow(element);
  };
  const changeDraft = (locale: string, patch: Partial<DraftText>) =>
    setEditing((e) =>
      e
        ? {
            ...e,
            state: {
              ...e.state,
              failure: undefined,
              draft: { ...e.state.draft, [locale]: { ...e.state.draft[locale]!, ...patch } },
            },
          }
        : e,
    );

  const saveRow = async (row: TranslationRow) => {
    if (!editing) return;
    const texts = textsOf(row, locales, allowed);
    const changed = texts.filter((text) => {
      const d = editing.state.draft[text.locale];
      return d && (d.value !== text.value || d.comment !== (text.comment ?? ''));
    });
    // The value is always required, the comment only for a text that does not exist yet: nothing is sent while one is missing.
    const missing = (text: (typeof texts)[number]) => {
      const d = editing.state.draft[text.locale]!;
      return d.value.trim() === '' || (!isExistingVersion(text.version) && d.comment.trim() === '');
    };
    if (changed.some(missing)) {
      setEditing({ ...editing, state: { ...editing.state, failure: { key: 'GENERIC_FORM_ERROR' } } });
      return;
    }
    setEditing({ ...editing, state: { ...editing.state, saving: true, failure: undefined } });
    let next = row;
    try {
      for (const text of changed) {
        const d = editing.state.draft[text.locale]!;
        const { data } = await saveText({
          variables: {
            input: {
              key: row.key,
              locale: text.locale,
              textType: row.textType,
              value: d.value,
              comment: d.comment,
              version: text.version,
            },
          },
        });
        const saved = data!.saveTranslation;
        const fresh = {
          locale: saved.locale,
          value: saved.value,
          comment: saved.comment,
          version: saved.version,
          editable: true,
        };
        next = {
          ...next,
          texts: [...next.texts.filter((x) => x.locale !== saved.locale), fresh].sort((a, b) =>
            a.locale.localeCompare(b.locale),
          ),
        };
      }
      list.replaceRow(next);
      setEditing(null);
      if (changed.length > 0) {
        notify.success('TRANSLATE_SAVE_SUCCESS');
        await checkTextsVersion();
      }
    } catch (failed) {
      // The row stays in edit mode with what was typed; texts saved before the failure keep their new version.
      list.replaceRow(next);
      const failure = errorCode(failed) === 'CONFLICT' ? { key: 'TRANSLATE_CHANGED_MEANWHILE' } : errorMessage(failed);
      setEditing((e) => (e ? { ...e, state: { ...e.state, saving: false, failure } } : e));
    }
  };

  const add = async (values: NewTranslationValues): Promise<boolean> => {
    try {
      await saveText({ variables: { input: { ...values, version: null } } });
      setAdding(null);
      notify.success('TRANSLATE_ADD_SUCCESS');
      list.reload();
      await checkTextsVersion();
      return true;
    } catch (failed) {
      setAdding({ failure: errorMessage(failed) });
      return false;
    }
  };

  // The rows' handlers keep their identity across renders (they call the latest closures), so a
  // row that did not change is not rendered again: see TranslationItem.
  const latest = useRef({ startEdit, editShown, saveRow });
  useLayoutEffect(() => {
    latest.current = { startEdit, editShown, saveRow };
  });
  const actions = useMemo<RowActions>(
    () => ({
      edit: (row) => latest.current.startEdit(row),
      shown: (key, element) => latest.current.editShown(key, element),
      change: changeDraft,
      save: (row) => void latest.current.saveRow(row),
      cancel: () => setEditing(null),
    }),
    // changeDraft only calls setEditing with an updater: the first one serves for good.
    [],
  );

  const layout = useMemo(() => new PageScrollListLayout<TranslationRow>({ estimatedRowHeight: 240, gap: 8 }), []);
  const sentinel = useRef<HTMLDivElement>(null);
  useLoadMoreNearViewport(sentinel, list.loadMore, list.hasMore && !list.loading, list.rows.length);

  return (
    <section className="page translate">
      <div className="translate__header">
        <h1>{t('TRANSLATE_TITLE')}</h1>
        <div className="translate__header-actions">
          <Link to="/local-admin/demo" className="button button--ghost">
            {t('TRANSLATE_DEMO_LINK')}
          </Link>
          <Button onPress={() => setAdding({})} isDisabled={allowed.length === 0}>
            {t('TRANSLATE_ADD')}
          </Button>
        </div>
      </div>
      <div className="translate__filters" role="search" aria-label={t('TRANSLATE_FILTERS')}>
        <TextField
          name="key"
          type="search"
          label={t('TRANSLATE_FILTER_KEY')}
          value={filter.key}
          onChange={(key) => set({ key })}
          autoComplete="off"
        />
        <FilterSelect
          label={t('TRANSLATE_FILTER_TYPE')}
          value={filter.textType}
          onChange={(textType) => set({ textType })}
          options={[
            { id: '', name: t('TRANSLATE_ALL_TYPES') },
            ...TEXT_TYPES.map((type) => ({ id: type, name: t(`TEXT_TYPE_${type}`) })),
          ]}
        />
        <FilterSelect
          label={t('TRANSLATE_FILTER_LOCALE')}
          value={filter.locale}
          onChange={(locale) => set({ locale })}
          options={[
            { id: '', name: t('TRANSLATE_ALL_LOCALES') },
            ...systemLocales.map((l) => ({ id: l, name: t(localeNameKey(l)) })),
          ]}
        />
        <Switch
          isSelected={filter.emptyOnly}
          onChange={(emptyOnly) => set({ emptyOnly })}
          className="translate__empty-only"
        >
          {t('TRANSLATE_FILTER_EMPTY')}
        </Switch>
      </div>
      <p className="translate__total" role="status">
        {list.totalElements !== null && t('TRANSLATE_TOTAL', { count: list.totalElements })}
        {list.loading && list.rows.length > 0 && <Spinner size="small" />}
      </p>
      {list.loading && list.rows.length === 0 ? (
        <PageSpinner />
      ) : list.rows.length === 0 ? (
        <p className="translate__empty">{t(list.failed ? 'TRANSLATE_FETCH_FAILED' : 'TRANSLATE_EMPTY')}</p>
      ) : (
        <>
          <Virtualizer layout={layout}>
            <GridList aria-label={t('TRANSLATE_TITLE')} className="translate__list" layout="stack">
              {list.rows.map((row) => (
                <TranslationItem
                  key={row.key}
                  row={row}
                  locales={locales}
                  allowed={allowed}
                  edit={editing?.key === row.key ? editing.state : null}
                  actions={actions}
                />
              ))}
            </GridList>
          </Virtualizer>
          <div ref={sentinel} className="translate__more">
            {list.loading && list.hasMore && <Spinner size="small" />}
          </div>
        </>
      )}
      {adding && (
        <AddTranslationDialog allowed={allowed} onSave={add} onClose={() => setAdding(null)} failure={adding.failure} />
      )}
    </section>
  );
}

interface RowActions {
  edit: (row: TranslationRow) => void;
  shown: (key: string, element: HTMLElement) => void;
  change: (locale: string, patch: Partial<DraftText>) => void;
  save: (row: TranslationRow) => void;
  cancel: () => void;
}

interface TranslationItemProps {
  row: TranslationRow;
  locales: readonly string[];
  allowed: readonly string[];
  edit: RowEditState | null;
  actions: RowActions;
}

/**
 * One row of the list, rendered again only when its own props change: otherwise a keystroke in the
 * edited row rendered every loaded row again (the collection holds them all, not only those in
 * view) and gave each a new collection node, whose measured height the virtualiser then re-checks.
 */
const TranslationItem = memo(function TranslationItem({ row, locales, allowed, edit, actions }: TranslationItemProps) {
  return (
    <GridListItem id={row.key} textValue={row.key} className="translate__item">
      <TranslationRowView
        row={row}
        texts={textsOf(row, locales, allowed)}
        edit={edit}
        onEdit={() => actions.edit(row)}
        onEditShown={(element) => actions.shown(row.key, element)}
        onChange={actions.change}
        onSave={() => actions.save(row)}
        onCancel={actions.cancel}
      />
    </GridListItem>
  );
});
