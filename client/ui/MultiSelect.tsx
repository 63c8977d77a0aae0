import { useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  PopoverContext,
  Select,
  SelectValue,
  Tag,
  TagGroup,
  TagList,
  Text,
  useSlottedContext,
  type Key,
} from 'react-aria-components';
import { chosenItems, multiSelectChoices, type MultiSelectItem } from './multiSelectChoices.js';

export type { MultiSelectItem } from './multiSelectChoices.js';

export interface MultiSelectProps<K extends string | number> {
  /** The translated label. */
  label: string;
  /** Every choice, with its translated name (the search looks at that name). */
  items: readonly MultiSelectItem<K>[];
  /** The ids chosen. */
  selected: readonly K[];
  onChange: (selected: K[]) => void;
  /** A search box that filters the choices as one types. */
  searchable?: boolean;
  /** A translated hint under the control. */
  description?: string;
  /** A translated error; marks the control invalid. */
  error?: string;
  isDisabled?: boolean;
  onBlur?: () => void;
  className?: string;
  'data-testid'?: string;
}

/**
 * The search's list, open in the flow under its input instead of in a popover: a combo box's
 * popover closes whenever an ancestor scrolls (a dialog scrolling the focused field into view on a
 * phone, the page settling after a refetch) and, on touch screens, stays hidden while react-aria
 * waits for an on-screen keyboard. In the flow the list scrolls with its field and nothing stacks
 * over it. It is always rendered (hidden while closed) because the combo box builds its collection
 * from it; it takes the combo box's popover ref, so that the open list is what react-aria keeps
 * visible to screen readers (with the input) and a focus moving into it is no blur of the field.
 * A press inside (a scrollbar, the padding) keeps the focus in the input.
 */
function InlineList({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const popover = useSlottedContext(PopoverContext);
  return (
    <div
      ref={popover?.ref as Ref<HTMLDivElement> | undefined}
      className="multi-select__list"
      hidden={!isOpen}
      onMouseDown={(e) => e.preventDefault()}
    >
      {children}
    </div>
  );
}

/**
 * Chooses several items (spec back-office, reusable controls): the chosen ones are tags, each
 * removable by its button or by Delete/Backspace when focused; the rest are offered in a list,
 * with an optional search box (case-insensitive on the translated name; chosen items hidden).
 */
export function MultiSelect<K extends string | number>(props: MultiSelectProps<K>) {
  const { label, items, selected, onChange, searchable, description, error, isDisabled, onBlur, className } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const choices = multiSelectChoices(items, selected, searchable ? search : '');
  const chosen = chosenItems(items, selected);
  const byKey = new Map<Key, K>(items.map((i) => [i.id, i.id]));
  const add = (key: Key | null) => {
    const id = key === null ? undefined : byKey.get(key);
    if (id === undefined) return; // Enter on typed text that is no choice: nothing to add
    if (!selected.includes(id)) onChange([...selected, id]);
    setSearch('');
  };
  const remove = (keys: Set<Key>) => onChange(selected.filter((id) => !keys.has(id)));
  const listBox = (own?: readonly MultiSelectItem<K>[]) => (
    <ListBox
      className="listbox"
      items={own}
      renderEmptyState={() => <p className="multi-select__empty">{t('UI_MULTI_SELECT_NO_MATCH')}</p>}
    >
      {(item: MultiSelectItem<K>) => (
        <ListBoxItem id={item.id} textValue={item.label} className="listbox__item">
          {item.label}
        </ListBoxItem>
      )}
    </ListBox>
  );
  const hint = (
    <>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <Text slot="errorMessage" className="field__error">
        {error}
      </Text>
    </>
  );

  return (
    <div className={['multi-select', className].filter(Boolean).join(' ')} data-testid={props['data-testid']}>
      {searchable ? (
        <ComboBox
          className="field"
          items={choices}
          inputValue={search}
          onInputChange={setSearch}
          selectedKey={null}
          onSelectionChange={add}
          menuTrigger="focus"
          // Keeps the typed search when the list closes.
          allowsCustomValue
          allowsEmptyCollection
          isDisabled={isDisabled}
          isInvalid={!!error}
          validationBehavior="aria"
          onBlur={onBlur}
        >
          {({ isOpen }) => (
            <>
              <Label className="field__label">{label}</Label>
              <div className="multi-select__group">
                <Input
                  className="field__input multi-select__input"
                  placeholder={t('UI_MULTI_SELECT_SEARCH')}
                  // Escape closes the open list only; the surrounding dialog stays (no popover is above it to take the key).
                  onKeyDown={(e) => {
                    if (e.key === 'Escape' && isOpen) e.stopPropagation();
                  }}
                />
                <Button className="multi-select__button" aria-label={t('UI_MULTI_SELECT_SHOW_ALL')}>
                  <span className="multi-select__chevron" aria-hidden="true" />
                </Button>
              </div>
              {hint}
              <InlineList isOpen={isOpen}>{listBox()}</InlineList>
            </>
          )}
        </ComboBox>
      ) : (
        <Select
          className="field locale-select"
          value={null}
          onChange={add}
          placeholder={t('UI_MULTI_SELECT_ADD')}
          isDisabled={isDisabled || choices.length === 0}
          isInvalid={!!error}
          validationBehavior="aria"
          onBlur={onBlur}
        >
          <Label className="field__label">{label}</Label>
          <Button className="locale-select__button">
            <SelectValue className="locale-select__value" />
            <span className="locale-select__chevron" aria-hidden="true" />
          </Button>
          {hint}
          <Popover className="popover multi-select__popover" placement="bottom start">
            {listBox(choices)}
          </Popover>
        </Select>
      )}
      <TagGroup className="multi-select__tags" aria-label={t('UI_MULTI_SELECT_CHOSEN', { label })} onRemove={remove}>
        <TagList
          className="multi-select__tag-list"
          items={chosen}
          renderEmptyState={() => <span className="multi-select__none">{t('UI_MULTI_SELECT_NONE')}</span>}
        >
          {(item) => (
            // react-aria names the remove button by its label and the tag's text ("Remove Polski").
            <Tag id={item.id} textValue={item.label} className="multi-select__tag" isDisabled={isDisabled}>
              <span>{item.label}</span>
              <Button slot="remove" className="multi-select__remove" aria-label={t('UI_MULTI_SELECT_REMOVE')}>
                <span aria-hidden="true">×</span>
              </Button>
            </Tag>
          )}
        </TagList>
      </TagGroup>
    </div>
  );
}
