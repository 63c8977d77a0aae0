import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { UiI18n } from '../i18n/i18n.js';
import { LocaleProvider } from '../i18n/LocaleProvider.js';
import type { NotificationStore } from './notifications.js';
import { NotificationProvider } from './NotificationProvider.js';
import { PublicSettingsContext, type PublicSettings } from './publicSettings.js';
import type { AppRouter } from './router.js';
import type { SessionStore } from './session.js';
import { SessionProvider } from './SessionProvider.js';

export interface AppServices {
  session: SessionStore;
  ui: UiI18n;
  settings: PublicSettings;
  notifications: NotificationStore;
  router: AppRouter;
}

/**
 * The providers, outermost first: session, settings, language, notifications, routes. Apollo is
 * provided by the logged-in routes (ApolloScope.tsx).
 */
export function App({ services }: { services: AppServices }) {
  return (
    <StrictMode>
      <SessionProvider store={services.session}>
        <PublicSettingsContext.Provider value={services.settings}>
          <LocaleProvider ui={services.ui}>
            <NotificationProvider store={services.notifications}>
              <RouterProvider router={services.router} />
            </NotificationProvider>
          </LocaleProvider>
        </PublicSettingsContext.Provider>
      </SessionProvider>
    </StrictMode>
  );
}
