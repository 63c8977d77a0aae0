import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';

export interface PickerItem {
  id: number;
  name: string;
}

export interface KnowledgePickerProps {
  label: string;
  items: readonly PickerItem[];
  selectedId: number | null;
  onChange: (id: number | null) => void;
  description?: string;
  isDisabled?: boolean;
}

/**
 * The selector of a knowledge page: a combo box (type to filter, arrow keys or the button to
 * browse), single choice.
 */
export function KnowledgePicker({ label, items, selectedId, onChange, description, isDisabled }: KnowledgePickerProps) {
  const { t } = useTranslation();
  const value = selectedId !== null && items.some((i) => i.id === selectedId) ? selectedId : null;
  // The combo box filters its default items as the user types; new items (another language) start it afresh.
  const itemsKey = useMemo(() => items.map((i) => `${i.id}:${i.name}`).join('|'), [items]);
  return (
    <ComboBox
      key={itemsKey}
      className="knowledge-picker field"
      defaultItems={items}
      // The collection is built after the first render, so the chosen item's name is given here.
      defaultInputValue={items.find((i) => i.id === value)?.name ?? ''}
      value={value}
      onChange={(key) => {
        if (key === null) return; // clearing the text keeps the shown item
        onChange(typeof key === 'number' ? key : Number(key));
      }}
      menuTrigger="focus"
      isDisabled={isDisabled}
    >
      <Label className="field__label">{label}</Label>
      <div className="knowledge-picker__group">
        <Input className="field__input knowledge-picker__input" />
        <Button className="knowledge-picker__button" aria-label={t('KNOWLEDGE_PICKER_SHOW_ALL')}>
          <span className="knowledge-picker__chevron" aria-hidden="true" />
        </Button>
      </div>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <Popover className="popover knowledge-picker__popover" placement="bottom start">
        <ListBox
          className="listbox"
          renderEmptyState={() => <p className="knowledge-picker__empty">{t('KNOWLEDGE_PICKER_NO_MATCH')}</p>}
        >
          {(item: PickerItem) => (
            <ListBoxItem id={item.id} textValue={item.name} className="listbox__item">
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
