import { useEffect } from 'react';

const ANNOUNCED_IMAGE = '[data-live-announcer] [role="img"][aria-labelledby]';

/** Whether a mutation may have orphaned an announcement: a node removed, or an announcement added. */
const mayOrphan = (change: MutationRecord) =>
  change.removedNodes.length > 0 ||
  [...change.addedNodes].some((node) => node instanceof Element && node.matches(ANNOUNCED_IMAGE));

/**
 * react-aria announces a pending button's start and end by an image labelled by the button, kept in
 * its live announcer for seven seconds. A Save that closes its dialog or form removes the button at
 * once, leaving an image without a name (axe's role-img-alt, serious) on the page. Such an
 * announcement was already read when it was added: once its label is gone, it goes too, whether the
 * label went first (the announcement of a pending end can come after the button's removal) or last.
 */
export function useAnnouncerCleanup(): void {
  useEffect(() => {
    const observer = new MutationObserver((changes) => {
      if (!changes.some(mayOrphan)) return;
      for (const image of document.querySelectorAll(ANNOUNCED_IMAGE)) {
        const ids = (image.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
        if (ids.some((id) => !document.getElementById(id))) image.remove();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, []);
}
