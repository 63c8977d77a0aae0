import { useEffectEvent, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, TextArea, TextField as AriaTextField } from 'react-aria-components';
import type { ErrorMessage } from '../../app/errors.js';
import { Button } from '../../ui/Button.js';
import { Flag } from '../../ui/Flag.js';
import { FormError } from '../../ui/FormError.js';
import { localeNameKey } from '../../ui/LocaleSelect.js';
import { isExistingVersion } from '../../../common/validation/admin.js';
import type { TranslationRow, TranslationText } from './useTranslationList.js';

/** One locale's text as typed in edit mode. */
export interface DraftText {
  value: string;
  comment: string;
}
export type Draft = Record<string, DraftText>;

export interface RowEditState {
  draft: Draft;
  saving: boolean;
  failure?: ErrorMessage;
}

/** The texts of a row in the shown locales; a locale without a text gets an empty one. */
export function textsOf(
  row: TranslationRow,
  locales: readonly string[],
  allowed: readonly string[],
): TranslationText[] {
  return locales.map(
    (locale) =>
      row.texts.find((t) => t.locale === locale) ?? {
        locale,
        value: '',
        comment: null,
        version: 0,
        editable: allowed.includes(locale),
      },
  );
}

/** The edit form's starting values: the editable locales' texts. */
export function draftOf(texts: readonly TranslationText[]): Draft {
  return Object.fromEntries(
    texts.filter((t) => t.editable).map((t) => [t.locale, { value: t.value, comment: t.comment ?? '' }]),
  );
}

/**
 * Scrolls a row just put in edit mode into view below the sticky header (its scroll-margin): the
 * whole row when it fits the viewport, else from its top, its Save and Cancel then sticking to the
 * viewport's bottom (translations.css).
 */
export function revealEditedRow(row: HTMLElement): void {
  const style = getComputedStyle(row);
  const margins = parseFloat(style.scrollMarginTop) + parseFloat(style.scrollMarginBottom);
  const fits = row.getBoundingClientRect().height + margins <= window.innerHeight;
  row.scrollIntoView({ block: fits ? 'nearest' : 'start' });
}

/** A multi-line text input; empty ones are highlighted in edit mode (spec). */
function EditField({
  label,
  value,
  onChange,
  name,
  required,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  name: string;
  required: boolean;
}) {
  const empty = required && value.trim() === '';
  return (
    <AriaTextField
      value={value}
      onChange={onChange}
      name={name}
      className={empty ? 'field translation-field translation-field--empty' : 'field translation-field'}
    >
      <Label className="field__label">{label}</Label>
      <TextArea className="field__input" rows={1} />
    </AriaTextField>
  );
}

export interface TranslationRowViewProps {
  row: TranslationRow;
  texts: readonly TranslationText[];
  edit: RowEditState | null;
  onEdit: () => void;
  /** Called with the row's element once its edit form is in the page (the virtualiser may render it again later). */
  onEditShown: (row: HTMLElement) => void;
  onChange: (locale: string, patch: Partial<DraftText>) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** One key: its texts per locale in view mode; inputs for the caller's locales in edit mode. */
export function TranslationRowView({
  row,
  texts,
  edit,
  onEdit,
  onEditShown,
  onChange,
  onSave,
  onCancel,
}: TranslationRowViewProps) {
  const { t } = useTranslation();
  const editable = texts.some((x) => x.editable);
  const element = useRef<HTMLDivElement>(null);
  const editing = edit !== null;
  const wasEditing = useRef(editing);
  const shown = useEffectEvent((rowElement: HTMLElement) => onEditShown(rowElement));
  useLayoutEffect(() => {
    const left = wasEditing.current && !editing;
    wasEditing.current = editing;
    const row = element.current;
    if (!row) return;
    if (editing) shown(row);
    // Save or Cancel took the focused button away: focus goes back to the row's Edit button,
    // unless it has moved elsewhere meanwhile (another row's form).
    else if (left && (document.activeElement === document.body || document.activeElement === null))
      row.querySelector<HTMLElement>('.translation-row__head button')?.focus();
  }, [editing]);
  // The inputs own their keys: the list's arrow-key navigation and typeahead stay out of them;
  // Escape cancels the edit (not while a save is under way).
  const keepKeys = (e: KeyboardEvent) => {
    e.stopPropagation();
    if (e.key === 'Escape' && edit && !edit.saving) onCancel();
  };
  return (
    <div ref={element} className={edit ? 'translation-row translation-row--editing' : 'translation-row'}>
      <div className="translation-row__head">
        <code className="translation-row__key">{row.key}</code>
        <span className="translation-row__type">{t(`TEXT_TYPE_${row.textType}`)}</span>
        {!edit && editable && (
          <Button variant="secondary" onPress={onEdit} aria-label={t('TRANSLATE_EDIT_FOR', { key: row.key })}>
            {t('TRANSLATE_EDIT')}
          </Button>
        )}
      </div>
      {edit ? (
        <div className="translation-row__edit" onKeyDown={keepKeys}>
          <FormError message={edit.failure?.key} param={edit.failure?.param} />
          {texts.map((text) => {
            const name = t(localeNameKey(text.locale));
            const draft = edit.draft[text.locale];
            return (
              <div key={text.locale} className="translation-locale">
                <span className="translation-locale__name">
                  <Flag locale={text.locale} /> {name}
                </span>
                {draft ? (
                  <div className="translation-locale__fields">
                    <EditField
                      name={`value-${text.locale}`}
                      label={t('TRANSLATE_VALUE_IN', { locale: name })}
                      value={draft.value}
                      onChange={(value) => onChange(text.locale, { value })}
                      required
                    />
                    <EditField
                      name={`comment-${text.locale}`}
                      label={t('TRANSLATE_COMMENT_IN', { locale: name })}
                      value={draft.comment}
                      onChange={(comment) => onChange(text.locale, { comment })}
                      required={!isExistingVersion(text.version)}
                    />
                  </div>
                ) : (
                  <p className="translation-locale__value translation-locale__readonly">
                    {text.value || '—'} <span className="visually-hidden">{t('TRANSLATE_READ_ONLY')}</span>
                  </p>
                )}
              </div>
            );
          })}
          <div className="translation-row__actions">
            <Button variant="secondary" onPress={onCancel} isDisabled={edit.saving}>
              {t('UI_CANCEL')}
            </Button>
            <Button onPress={onSave} isPending={edit.saving}>
              {t('TRANSLATE_SAVE')}
            </Button>
          </div>
        </div>
      ) : (
        <dl className="translation-row__texts">
          {texts.map((text) => (
            <div key={text.locale} className="translation-locale">
              <dt className="translation-locale__name">
                <Flag locale={text.locale} /> {t(localeNameKey(text.locale))}
              </dt>
              <dd
                className={
                  text.value
                    ? 'translation-locale__value'
                    : 'translation-locale__value translation-locale__value--missing'
                }
              >
                {text.value || t('TRANSLATE_MISSING')}
                {text.comment && <span className="translation-locale__comment">{text.comment}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
