import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network (navigator.onLine); re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** fetch's rejection without an answer: Chromium, Firefox and Safari word it so. */
const NO_ANSWER = /failed to fetch|networkerror|load failed|network request failed/i;

/**
 * True when a failed call never reached the server (no network): fetch rejects with a TypeError
 * of its own wording (a TypeError from a bug in our code is not a reason to queue).
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  return error instanceof TypeError && NO_ANSWER.test(error.message);
}
