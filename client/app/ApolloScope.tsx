import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { cacheOwner, forgetCache, persistClientCache, setCacheOwner } from '../features/catalogue/cachePersistence.js';
import { OutboxSender } from '../features/builder/OutboxSender.js';
import { onRequestLanguageChange } from '../i18n/requestLanguage.js';
import { createApolloClient } from './apolloClient.js';
import { registerApolloClient } from './apolloRegistry.js';
import type { SessionStore } from './session.js';
import { useSession } from './useSession.js';

const clients = new WeakMap<SessionStore, ApolloClient>();

/**
 * The one Apollo client of a session store, created on first use with the cache persisted earlier
 * in this tab for the same user, restored before the first render (a reload then needs no
 * catalogue download, and works offline).
 */
export function apolloClientFor(session: SessionStore): ApolloClient {
  let client = clients.get(session);
  if (!client) {
    client = createApolloClient({
      getToken: () => session.getToken(),
      onUnauthenticated: () => void session.logout({ callServer: false }),
    });
    const user = session.getUser();
    persistClientCache(client, user ? cacheOwner(user) : null);
    clients.set(session, client);
    const created = client;
    registerApolloClient({
      clearStore: async () => {
        await forgetCache(created);
        return created.clearStore();
      },
    });
  }
  return client;
}

/**
 * Layout route of the logged-in screens: provides Apollo (typed documents with `useQuery` /
 * `useMutation` from '@apollo/client/react'). Loaded lazily, so the login route stays small.
 */
export function ApolloOutlet() {
  const { store, user } = useSession();
  const client = apolloClientFor(store);
  // A sign-in after a logout in this tab: the cache persisted from now on is this user's.
  const owner = user ? cacheOwner(user) : null;
  useEffect(() => setCacheOwner(owner), [owner]);
  // Names the server built in the previous language are asked again in the new one.
  useEffect(
    // Offline, the screens keep what they show until the next request (no unhandled rejection).
    () =>
      onRequestLanguageChange(
        () => void Promise.resolve(client.refetchQueries({ include: 'active' })).catch(() => undefined),
      ),
    [client],
  );
  return (
    <ApolloProvider client={client}>
      {/* Sends a save queued without network when it returns, on any logged-in screen. */}
      <OutboxSender />
      <Outlet />
    </ApolloProvider>
  );
}
