import { bcp47, textLocalesFor } from '../../common/locales.js';
import { LogoutDocument } from '../graphql/logout.js';
import { RefreshTokenDocument } from '../graphql/refreshToken.js';
import { createUiI18n } from '../i18n/i18n.js';
import { loadTranslations } from '../i18n/translationCache.js';
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
 * Builds the app's services: restores the session, loads the translations (cache rules in
 * translationCache.ts) and the public settings, and wires the session to the server and router.
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
  // Only the locale's lookup chain: the whole map of every locale is several times larger.
  const loading = Promise.all([loadTranslations({ locales: textLocalesFor(locale, fallback) }), loadPublicSettings()]);
  const router = createAppRouter();
  preloadOpenedRoutes(router, { signedIn: user !== null });

  const [translations, settings] = await loading;
  // The texts come in i18next's shape (converted once when fetched, translationCache.ts).
  const ui = createUiI18n({ resources: translations.resources, locale, fallback, locales: translations.locales });
  document.documentElement.lang = bcp47(locale);

  return { session, ui, settings, notifications, router };
}
