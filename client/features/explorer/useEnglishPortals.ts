import { useEffect } from 'react';

/** What GraphiQL and its editor (Monaco) put outside their container: dialogs, menus, tooltips, announcements. */
const EXPLORER_PART = '[class*="graphiql-"], [class*="monaco-"]';
/** The page itself (inside the app's root): its own texts are in the page's language. */
const OWN_PAGE = '.graphql-explorer';

function markEnglish(node: Node): void {
  if (
    !(node instanceof HTMLElement) ||
    node.hasAttribute('lang') ||
    node.matches(OWN_PAGE) ||
    node.querySelector(OWN_PAGE)
  )
    return;
  if (node.matches(EXPLORER_PART) || node.querySelector(EXPLORER_PART)) node.setAttribute('lang', 'en');
}

/**
 * GraphiQL's dialogs, menus and tooltips (Radix portals) and Monaco's announcements are put at
 * the end of <body>, outside the container marked `lang="en"`, where they would take the page's
 * language: each is marked English as it appears, while `active`.
 */
export function useEnglishPortals(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    document.body.childNodes.forEach(markEnglish);
    const observer = new MutationObserver((changes) =>
      changes.forEach((change) => change.addedNodes.forEach(markEnglish)),
    );
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, [active]);
}
