/** Lower case, without punctuation, symbols and extra spaces: how axe compares a name with its visible text. */
const normalise = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The accessible name of a control whose visible text is short ("Re-mix", "Details") and whose
 * translated label adds the context ("Re-mix mixture 12 as a new draft"). WCAG 2.5.3 (label in
 * name): speech users say what they see, so the name must contain the visible text. Translations
 * do not always keep it ("Змішати знову" / "Змішати суміш 12 знову"): then the visible text leads
 * and the label follows.
 */
export function nameWithVisibleText(visible: string, label: string): string {
  const shown = normalise(visible);
  if (shown === '' || normalise(label).includes(shown)) return label;
  return `${visible}: ${label}`;
}
