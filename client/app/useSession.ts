import { useContext, useSyncExternalStore } from 'react';
import type { Role } from '../../common/enums.js';
import { hasAnyRole, type SessionStore, type SessionUser } from './session.js';
import { SessionContext } from './SessionProvider.js';

export interface SessionApi {
  user: SessionUser | null;
  store: SessionStore;
  /** Starts the session with a token from login or a password change. */
  setToken: (token: string) => SessionUser;
  logout: () => Promise<void>;
  hasRole: (...roles: Role[]) => boolean;
}

/** The current session user (re-renders on login, refresh and logout) and its actions. */
export function useSession(): SessionApi {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession needs a SessionProvider');
  const user = useSyncExternalStore(store.subscribe, store.getUser, store.getUser);
  return {
    user,
    store,
    setToken: (token) => store.setToken(token),
    logout: () => store.logout(),
    hasRole: (...roles) => hasAnyRole(user, roles),
  };
}
