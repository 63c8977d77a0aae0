import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { LOCALES, isLocale } from '../../common/locales.js';
import { Flag } from './Flag.js';
import { localeNameKey, type LocaleSelectProps } from './LocaleSelect.js';

/** A locale dropdown showing each language with its flag (react-aria Select); use `LocaleSelect`. */
export function LocaleSelectField({
  value,
  onChange,
  locales,
  label,
  hideLabel,
  className,
  defaultOpen,
  autoFocus,
}: LocaleSelectProps & { defaultOpen?: boolean; autoFocus?: boolean }) {
  const { t } = useTranslation();
  // Opened at once when the user pressed the placeholder while this code was loading.
  const [isOpen, setOpen] = useState(!!defaultOpen);
  const offered = (locales && locales.length > 0 ? locales : LOCALES).filter(isLocale);
  // The current locale stays selectable even if the offer no longer lists it.
  const items = (offered.includes(value) ? offered : [value, ...offered]).map((id) => ({
    id,
    name: t(localeNameKey(id)),
  }));
  return (
    <Select
      className={['locale-select', className].filter(Boolean).join(' ')}
      value={value}
      isOpen={isOpen}
      onOpenChange={setOpen}
      autoFocus={autoFocus}
      onChange={(key) => {
        if (typeof key === 'string' && isLocale(key)) onChange(key);
      }}
    >
      <Label className={hideLabel ? 'visually-hidden' : 'field__label'}>{label}</Label>
      <Button className="locale-select__button">
        <SelectValue className="locale-select__value">
          {({ selectedItem }) => {
            const item = selectedItem as { id: string; name: string } | null;
            return item ? (
              <>
                <Flag locale={item.id} />
                <span>{item.name}</span>
              </>
            ) : null;
          }}
        </SelectValue>
        <span className="locale-select__chevron" aria-hidden="true" />
      </Button>
      <Popover className="popover" placement="bottom end">
        <ListBox className="listbox" items={items}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className="listbox__item">
              <Flag locale={item.id} />
              <span>{item.name}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
