import { createContext, useEffect, type ReactNode } from 'react';
import { SESSION_STORAGE_KEY, type SessionStore } from './session.js';

export const SessionContext = createContext<SessionStore | null>(null);

/** Makes the session available to `useSession` and runs the 5-second token check while mounted. */
export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  useEffect(() => {
    store.start();
    // Another tab logging in or out changes the stored session.
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) store.syncFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      store.stop();
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}
