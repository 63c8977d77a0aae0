import { useEffect, useState } from 'react';
import { authorizedFetch } from '../../app/authorizedFetch.js';
import { useSession } from '../../app/useSession.js';

export const ALLOWED_LOCALES_URL = '/secured/api/translations/allowedlocales';

/** The locales the caller may translate to (server's rule: ADMIN and CONTENT_EDITOR all, LOCAL_ADMIN theirs). */
export function useAllowedLocales(): { allowed: string[]; loading: boolean } {
  const { store } = useSession();
  const [state, setState] = useState<{ allowed: string[]; loading: boolean }>({ allowed: [], loading: true });
  useEffect(() => {
    let live = true;
    authorizedFetch(store, ALLOWED_LOCALES_URL, { headers: { accept: 'application/json' } })
      .then((r) => r.json() as Promise<{ language: string; country: string }[]>)
      .then((list) => live && setState({ allowed: list.map((l) => `${l.language}_${l.country}`), loading: false }))
      .catch((error: unknown) => {
        console.error('Loading the translatable locales failed', error);
        // Nothing editable: the server would refuse the saves anyway.
        if (live) setState({ allowed: [], loading: false });
      });
    return () => {
      live = false;
    };
  }, [store]);
  return state;
}
