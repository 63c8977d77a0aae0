import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Input, Label, ListBox, ListBoxItem, SearchField, Tag, TagGroup, TagList } from 'react-aria-components';

/*
 * PLACEHOLDER until branch i11a's `client/ui/MultiSelect` lands (same props): the coordinator
 * swaps the import in AuditPage.tsx and deletes this file.
 */

export interface MultiSelectItem {
  id: string;
  /** The item's translated text (also what the search matches). */
  label: string;
}

export interface MultiSelectProps {
  label: string;
  items: readonly MultiSelectItem[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  searchable?: boolean;
}

/** Chosen items as removable tags, the others in a list; the search (any case) hides the chosen ones too. */
export function MultiSelect({ label, items, selected, onChange, searchable }: MultiSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const labelId = useId();
  const term = search.trim().toLowerCase();
  const chosen = items.filter((i) => selected.includes(i.id));
  const offered = items.filter((i) => !selected.includes(i.id) && (term === '' || i.label.toLowerCase().includes(term)));
  return (
    <div className="multi-select field" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="field__label">
        {label}
      </span>
      {chosen.length > 0 && (
        <TagGroup aria-label={label} onRemove={(keys) => onChange(selected.filter((id) => !keys.has(id)))} className="multi-select__tags">
          <TagList items={chosen}>
            {(item) => (
              <Tag id={item.id} textValue={item.label} className="multi-select__tag">
                {item.label}
                <AriaButton slot="remove" className="multi-select__remove" aria-label={t('UI_REMOVE_ITEM', { item: item.label })}>
                  ×
                </AriaButton>
              </Tag>
            )}
          </TagList>
        </TagGroup>
      )}
      {searchable && (
        <SearchField value={search} onChange={setSearch} className="multi-select__search" aria-label={t('UI_MULTI_SELECT_SEARCH', { label })}>
          <Label className="visually-hidden">{t('UI_MULTI_SELECT_SEARCH', { label })}</Label>
          <Input className="field__input" placeholder={t('UI_MULTI_SELECT_SEARCH', { label })} />
        </SearchField>
      )}
      <ListBox
        aria-label={label}
        items={offered}
        selectionMode="none"
        onAction={(id) => onChange([...selected, String(id)])}
        className="multi-select__options"
        renderEmptyState={() => <span className="multi-select__empty">{t('UI_MULTI_SELECT_NONE')}</span>}
      >
        {(item) => (
          <ListBoxItem id={item.id} textValue={item.label} className="multi-select__option">
            {item.label}
          </ListBoxItem>
        )}
      </ListBox>
    </div>
  );
}
