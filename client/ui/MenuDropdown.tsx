import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

export interface DropdownEntry {
  /** Route path, also the item id. */
  path: string;
  labelKey: string;
}

/**
 * A menu button opening a list of links (arrow keys, typeahead, Escape: react-aria).
 * An empty list renders nothing.
 */
export function MenuDropdown({ labelKey, entries }: { labelKey: string; entries: readonly DropdownEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <MenuTrigger>
      <Button className="nav__link nav__dropdown-button">
        {t(labelKey)}
        <span className="nav__chevron" aria-hidden="true" />
      </Button>
      <Popover className="popover" placement="bottom start">
        <Menu className="menu" items={entries}>
          {(entry) => (
            <MenuItem id={entry.path} href={entry.path} className="menu__item">
              {t(entry.labelKey)}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
