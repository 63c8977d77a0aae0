import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { catalogueOwner, forgetCatalogue, restoreCatalogue } from '../features/catalogue/cataloguePersistence.js';
import { catalogueOf } from '../features/catalogue/catalogueStore.js';
import { OutboxSender } from '../features/builder/OutboxSender.js';
import { createApolloClient } from './apolloClient.js';
import { registerApolloClient } from './apolloRegistry.js';
import type { SessionStore } from './session.js';
import { useSession } from './useSession.js';

const clients = new WeakMap<SessionStore, ApolloClient>();

/**
 * The one Apollo client of a session store, created on first use with the catalogue persisted
 * earlier in this tab for the same user (a reload then needs no catalogue download).
 */
export function apolloClientFor(session: SessionStore): ApolloClient {
  let client = clients.get(session);
  if (!client) {
    client = createApolloClient({
      getToken: () => session.getToken(),
      onUnauthenticated: () => void session.logout({ callServer: false }),
    });
    const user = session.getUser();
    if (user) restoreCatalogue(catalogueOf(client), catalogueOwner(user));
    clients.set(session, client);
    const created = client;
    registerApolloClient({
      clearStore: () => {
        forgetCatalogue();
        catalogueOf(created).set(null, undefined);
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
  const { store } = useSession();
  return (
    <ApolloProvider client={apolloClientFor(store)}>
      {/* Sends a save queued without network when it returns, on any logged-in screen. */}
      <OutboxSender />
      <Outlet />
    </ApolloProvider>
  );
}
