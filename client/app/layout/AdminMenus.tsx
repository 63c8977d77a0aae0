import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale.js';
import { MenuDropdown } from '../../ui/MenuDropdown.js';
import { Switch } from '../../ui/Switch.js';
import { ADMIN_MENU, CONTENT_EDITOR_MENU, LOCAL_ADMIN_MENU, availableEntries } from '../menu.js';
import { knownRoutes } from '../routeRegistry.js';

/**
 * The Local Admin dropdown and the Admin dropdown (ADMIN) for LOCAL_ADMIN and ADMIN; a
 * CONTENT_EDITOR's own Admin dropdown (catalogue and translations) otherwise.
 */
export function AdminMenus({
  isAdmin,
  isContentEditorOnly = false,
}: {
  isAdmin: boolean;
  isContentEditorOnly?: boolean;
}) {
  if (isContentEditorOnly) {
    return (
      <li>
        <MenuDropdown labelKey="MENU_ADMIN" entries={availableEntries(CONTENT_EDITOR_MENU, knownRoutes())} />
      </li>
    );
  }
  return (
    <>
      <li>
        <MenuDropdown labelKey="MENU_LOCAL_ADMIN" entries={availableEntries(LOCAL_ADMIN_MENU, knownRoutes())} />
      </li>
      {isAdmin && (
        <li>
          <MenuDropdown labelKey="MENU_ADMIN" entries={availableEntries(ADMIN_MENU, knownRoutes())} />
        </li>
      )}
    </>
  );
}

/** Shows translation keys instead of texts (spec: display-key mode). */
export function KeysSwitch() {
  const { t } = useTranslation();
  const { displayKeys, setDisplayKeys } = useLocale();
  return (
    <Switch isSelected={displayKeys} onChange={setDisplayKeys} className="nav__keys">
      {t('MENU_DISPLAY_KEYS')}
    </Switch>
  );
}
