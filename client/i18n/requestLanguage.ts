/**
 * The `Accept-Language` of the app's API requests: the language chosen in the header, which
 * LocaleProvider sets as the page's `lang` once its texts are loaded, so the names the server
 * builds (tables, matrices, lists, CSV) are in the language of the screen around them.
 */
export function acceptLanguageHeader(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'accept-language': lang } : {};
}

/** Calls `onChange` whenever the header's language is switched (the page's `lang`); returns the unsubscribe. */
export function onRequestLanguageChange(onChange: () => void): () => void {
  // LocaleProvider sets `lang` again on every render of its effect: only a new value counts.
  const observer = new MutationObserver((records) => {
    const now = document.documentElement.lang;
    if (records.some((r) => (r.oldValue ?? '') !== now)) onChange();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], attributeOldValue: true });
  return () => observer.disconnect();
}
