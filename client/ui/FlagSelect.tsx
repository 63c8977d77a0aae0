import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { Flag } from './Flag.js';

export interface FlagOption {
  /** A locale, `ll_CC`: its country picks the flag. */
  id: string;
  /** The option's text, translated or as stored (a language's own name). */
  label: string;
}

export interface FlagSelectProps {
  /** The translated label. */
  label: string;
  options: readonly FlagOption[];
  /** The chosen locale; null shows the placeholder. */
  value: string | null;
  onChange: (locale: string) => void;
  /** A translated text shown while nothing is chosen. */
  placeholder?: string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A dropdown of locales, each with its flag (spec back-office, reusable controls), for any list
 * of locales with names, e.g. the system languages. The interface-language selector of forms is
 * `LocaleSelect`/`FormLocaleSelectField`, which loads this kind of select lazily.
 */
export function FlagSelect({ label, options, value, onChange, placeholder, isDisabled, className }: FlagSelectProps) {
  return (
    <Select
      className={['locale-select', 'field', className].filter(Boolean).join(' ')}
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      placeholder={placeholder}
      isDisabled={isDisabled}
    >
      <Label className="field__label">{label}</Label>
      <Button className="locale-select__button">
        <SelectValue className="locale-select__value">
          {({ selectedItem, defaultChildren }) => {
            const item = selectedItem as FlagOption | null;
            return item ? (
              <>
                <Flag locale={item.id} />
                <span>{item.label}</span>
              </>
            ) : (
              defaultChildren
            );
          }}
        </SelectValue>
        <span className="locale-select__chevron" aria-hidden="true" />
      </Button>
      <Popover className="popover" placement="bottom start">
        <ListBox className="listbox" items={options}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className="listbox__item">
              <Flag locale={item.id} />
              <span>{item.label}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
