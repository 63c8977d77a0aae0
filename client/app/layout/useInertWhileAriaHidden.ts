import { useEffect } from 'react';

/**
 * While react-aria hides the rest of the page from screen readers behind an open non-modal popover
 * (a combobox's list), it sets aria-hidden only: the skip link, header and footer would still take
 * the focus, hidden content a keyboard reaches (axe's aria-hidden-focus). Whatever is given
 * aria-hidden after the first render is made inert with it, and active again when it is shown.
 */
export function useInertWhileAriaHidden(): void {
  useEffect(() => {
    const made = new WeakSet<Element>();
    const observer = new MutationObserver((changes) => {
      for (const { target } of changes) {
        if (!(target instanceof HTMLElement)) continue;
        const hidden = target.getAttribute('aria-hidden') === 'true';
        if (hidden && !target.inert) {
          target.inert = true;
          made.add(target);
        } else if (!hidden && made.has(target)) {
          target.inert = false;
          made.delete(target);
        }
      }
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);
}
