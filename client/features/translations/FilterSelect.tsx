import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

/** A filter dropdown outside a form (the same look as the form selects); '' is the "all" option. */
export function FilterSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { id: string; name: string }[];
}) {
  return (
    <Select
      className="locale-select field"
      selectedKey={props.value === '' ? '__all' : props.value}
      onSelectionChange={(key) => props.onChange(key === '__all' || key === null ? '' : String(key))}
    >
      <Label className="field__label">{props.label}</Label>
      <Button className="locale-select__button">
        <SelectValue className="locale-select__value" />
        <span className="locale-select__chevron" aria-hidden="true" />
      </Button>
      <Popover className="popover" placement="bottom start">
        <ListBox className="listbox" items={props.options.map((o) => ({ ...o, id: o.id === '' ? '__all' : o.id }))}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className="listbox__item">
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
