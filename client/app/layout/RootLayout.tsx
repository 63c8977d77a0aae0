import { Suspense, useEffect, useRef, useState } from 'react';
import { I18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useHref, useLocation, useNavigate } from 'react-router';
import { bcp47 } from '../../../common/locales.js';
import { useLocale } from '../../i18n/useLocale.js';
import { PageSpinner } from '../../ui/Spinner.js';
import { SessionRedirects } from '../guards.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { useAnnouncerCleanup } from './useAnnouncerCleanup.js';
import { useInertWhileAriaHidden } from './useInertWhileAriaHidden.js';

/** Header, main content and footer around every route. */
export function RootLayout() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  // The first route's address: its loading stands in for the boot logo.
  const [firstPathname] = useState(pathname);
  useInertWhileAriaHidden();
  useAnnouncerCleanup();

  // After a client-side navigation, focus moves to the new content (not on the first load).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    // react-aria's own texts and formats follow the UI language.
    <I18nProvider locale={bcp47(locale)}>
      <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
        <a className="skip-link" href="#main">
          {t('UI_SKIP_TO_CONTENT')}
        </a>
        <Header />
        <main id="main" ref={main} tabIndex={-1} className="main">
          <SessionRedirects>
            {/* The first route's loading is a screen high, as the boot logo was: a long screen
              arriving (the builder) then does not push the footer out of view, a layout shift. */}
            <Suspense fallback={<PageSpinner screen={pathname === firstPathname} />}>
              <Outlet />
            </Suspense>
          </SessionRedirects>
        </main>
        <Footer />
        <ScrollRestoration />
      </AriaRouterProvider>
    </I18nProvider>
  );
}
