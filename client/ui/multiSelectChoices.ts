/** One choice of a multi-select: an id and its text, already translated. */
export interface MultiSelectItem<K extends string | number = string> {
  id: K;
  label: string;
}

/**
 * The choices still offered (spec back-office, reusable controls): items not chosen yet whose
 * translated name contains the search text, case-insensitively; an empty search offers them all.
 */
export function multiSelectChoices<K extends string | number>(
  items: readonly MultiSelectItem<K>[],
  selected: readonly K[],
  search = '',
): MultiSelectItem<K>[] {
  const chosen = new Set<K>(selected);
  const needle = search.trim().toLocaleLowerCase();
  return items.filter(
    (item) => !chosen.has(item.id) && (needle === '' || item.label.toLocaleLowerCase().includes(needle)),
  );
}

/** The chosen items in the order of `items` (unknown ids are left out). */
export function chosenItems<K extends string | number>(
  items: readonly MultiSelectItem<K>[],
  selected: readonly K[],
): MultiSelectItem<K>[] {
  const chosen = new Set<K>(selected);
  return items.filter((item) => chosen.has(item.id));
}
