import { bcp47 } from '../../common/locales.js';
import { LogoutDocument } from '../graphql/logout.js';
import { RefreshTokenDocument } from '../graphql/refreshToken.js';
import { createUiI18n } from '../i18n/i18n.js';
import { createTextSource } from '../i18n/textBackend.js';
import { readLocaleChoice, resolveUiLocale } from '../i18n/uiLocale.js';
import type { AppServices } from './App.js';
import { clearApolloStore } from './apolloRegistry.js';
import { AUTH_PATH } from './guards.js';
import { NotificationStore } from './notifications.js';
import { loadPublicSettings } from './publicSettings.js';
import { createAppRouter, preloadOpenedRoutes } from './router.js';
import { SessionStore } from './session.js';
import { sessionRequest } from './sessionRequest.js';

/**
 * Builds the app's services: restores the session, loads the translations (i18next's backends:
 * the stored copy, else the server, textBackend.ts) and the public settings, and wires the session to the server and router.
 */
export async function bootstrap(): Promise<AppServices> {
  const session = new SessionStore({ storage: localStorage });
  const notifications = new NotificationStore();
  session.connect({
    refresh: async () =>
      (await sessionRequest(session, RefreshTokenDocument, {}, { keepSessionOnUnauthenticated: true })).refreshToken
        .token,
    onRefreshError: (error) => console.warn('Token refresh failed', error),
    serverLogout: () => sessionRequest(session, LogoutDocument, {}, { keepSessionOnUnauthenticated: true }),
    // `router` is created below, before anything can log out.
    afterLogout: async () => {
      await clearApolloStore();
      await router.navigate(AUTH_PATH, { replace: true });
    },
  });

  // The requests first, so that they are under way while the rest is set up.
  const user = session.getUser();
  const locale = resolveUiLocale({ user, choice: readLocaleChoice(localStorage), browserLanguage: navigator.language });
  const fallback = user?.fallbackLocale || null;
  // Only the locale's lookup chain is read (i18next, one locale at a time): every locale's texts are several times more.
  const ui = createUiI18n({ texts: createTextSource(), locale, fallback });
  const loading = Promise.all([ui.ready, loadPublicSettings()]);
  const router = createAppRouter();
  preloadOpenedRoutes(router, { signedIn: user !== null });

  const [, settings] = await loading;
  document.documentElement.lang = bcp47(locale);

  return { session, ui, settings, notifications, router };
}
