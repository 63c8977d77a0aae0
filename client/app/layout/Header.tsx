import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useLocale } from '../../i18n/useLocale.js';
import { Button } from '../../ui/Button.js';
import { LocaleSelect } from '../../ui/LocaleSelect.js';
import { AUTH_PATH } from '../guards.js';
import { MAIN_MENU, availableEntries } from '../menu.js';
import { knownRoutes } from '../routeRegistry.js';
import { usePublicSettings } from '../usePublicSettings.js';
import { useSession } from '../useSession.js';
import { Logo } from './Logo.js';

// Only administrators need the dropdowns (react-aria's menu code): a chunk of their own.
const loadAdminMenus = () => import('./AdminMenus.js');
const AdminMenus = lazy(() => loadAdminMenus().then((m) => ({ default: m.AdminMenus })));
const KeysSwitch = lazy(() => loadAdminMenus().then((m) => ({ default: m.KeysSwitch })));

function HamburgerIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** The top bar: menu by role, language dropdown, key display switch and logout; collapsible under 768 px. */
export function Header() {
  const { t } = useTranslation();
  const { user, hasRole, logout } = useSession();
  const { locale, setLocale } = useLocale();
  const { systemLocales } = usePublicSettings();
  const { pathname } = useLocation();
  // The mobile menu is open at the address it was opened at: a navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const [loggingOut, setLoggingOut] = useState(false);
  const navId = useId();

  // While a password change is forced, only the language and logout are offered.
  const fullMenu = !!user && !user.mustResetPassword;
  const isLocalAdmin = fullMenu && hasRole('LOCAL_ADMIN', 'ADMIN');
  const isContentEditorOnly = fullMenu && !isLocalAdmin && hasRole('CONTENT_EDITOR');
  // The login form has its own language chooser.
  const showLanguage = !!user || pathname !== AUTH_PATH;
  const hasMenu = !!user || showLanguage;

  return (
    <header className="header">
      <div className="header__bar">
        <Link to="/" className="header__brand">
          <Logo size={28} />
          <span>{t('APP_NAME')}</span>
        </Link>
        {hasMenu && (
          <button
            type="button"
            className="header__toggle"
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpenAt(open ? null : pathname)}
          >
            <HamburgerIcon open={open} />
            <span className="visually-hidden">{t('MENU_TOGGLE')}</span>
          </button>
        )}
      </div>
      <nav id={navId} className={open ? 'nav nav--open' : 'nav'} aria-label={t('MENU_LABEL')}>
        <ul className="nav__list">
          {fullMenu &&
            availableEntries(MAIN_MENU, knownRoutes()).map((entry) => (
              <li key={entry.path}>
                <NavLink to={entry.path} end className="nav__link">
                  {t(entry.labelKey)}
                </NavLink>
              </li>
            ))}
          {(isLocalAdmin || isContentEditorOnly) && (
            <Suspense fallback={null}>
              <AdminMenus isAdmin={hasRole('ADMIN')} isContentEditorOnly={isContentEditorOnly} />
            </Suspense>
          )}
        </ul>
        <div className="nav__tools">
          {isLocalAdmin && (
            <Suspense fallback={null}>
              <KeysSwitch />
            </Suspense>
          )}
          {showLanguage && (
            <LocaleSelect
              value={locale}
              onChange={setLocale}
              locales={systemLocales}
              label={t('MENU_LANGUAGE')}
              hideLabel
              className="nav__language"
            />
          )}
          {user && (
            <>
              <span className="nav__user" title={user.email}>
                {user.email}
              </span>
              <Button
                variant="ghost"
                className="nav__logout"
                isPending={loggingOut}
                onPress={() => {
                  setLoggingOut(true);
                  void logout().finally(() => setLoggingOut(false));
                }}
              >
                {t('MENU_LOGOUT')}
              </Button>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
