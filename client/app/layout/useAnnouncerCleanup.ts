import { useEffect } from 'react';

/**
 * react-aria announces a pending button's start and end by an image labelled by the button, kept in
 * its live announcer for seven seconds. A Save that closes its dialog or form removes the button at
 * once, leaving an image without a name (axe's role-img-alt, serious) on the page. Such an
 * announcement was already read when it was added: once its label is gone, it goes too.
 */
export function useAnnouncerCleanup(): void {
  useEffect(() => {
    const observer = new MutationObserver((changes) => {
      if (!changes.some((c) => c.removedNodes.length > 0)) return;
      for (const image of document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')) {
        const ids = (image.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
        if (ids.some((id) => !document.getElementById(id))) image.remove();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, []);
}
