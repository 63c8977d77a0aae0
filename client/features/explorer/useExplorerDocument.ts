import { useEffect } from 'react';

/** The explorer's path: the server answers a browser's GET of it with the explorer's CSP. */
const EXPLORER_PATH = '/graphql';

/** Whether this document was loaded at the explorer's path (when the browser cannot tell: assumed). */
function loadedAtExplorerPath(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  return !entry || new URL(entry.name).pathname === EXPLORER_PATH;
}

/**
 * The explorer runs in a document of its own: a document keeps the CSP it was loaded with, and
 * only the server's answer for /graphql allows the inline styles of Monaco, GraphiQL's editor
 * (EXPLORER_CSP, server/app.ts). Reached by a client-side navigation (the Admin menu), the page
 * loads anew; left by one, the next page loads anew, under the app's CSP again. Returns whether
 * the explorer may render in this document.
 */
export function useExplorerDocument(): boolean {
  const ownDocument = loadedAtExplorerPath();
  useEffect(() => {
    if (!ownDocument) return void window.location.reload();
    return () => {
      // Unmounted by a navigation elsewhere (not by React re-mounting it at the same URL).
      if (window.location.pathname !== EXPLORER_PATH) window.location.reload();
    };
  }, [ownDocument]);
  return ownDocument;
}
