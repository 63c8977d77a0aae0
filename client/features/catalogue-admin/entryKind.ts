import type { FormikErrors, FormikValues } from 'formik';
import type { ComponentType } from 'react';

/** What an entry's data hook gives: the form's starting values and the names of the other kind, once loaded. */
export interface EntryData<Values> {
  error: unknown;
  /** Undefined while loading. */
  loaded?: { initial: Values; otherNames: ReadonlyMap<number, string> };
  /** Reads the entry again (after a restore from its history). */
  refetch?: () => Promise<unknown>;
}

/** What differs between the product and the indicator form. */
export interface CatalogueEntryKind<Values extends FormikValues> {
  titleKeys: { new: string; clone: string; edit: string };
  /** The entry's kind in the catalogue's history (its versions under the form). */
  historyKind: 'product' | 'skin_indicator';
  /** The entry's list, where Cancel and a save return. */
  listPath: string;
  /** Loads the entry (none for a new one) and the entries of the other kind it is evaluated against. */
  useData: (id: number | null, isClone: boolean, locales: readonly string[]) => EntryData<Values>;
  /** The save mutation. */
  useSave: () => (values: Values) => Promise<unknown>;
  validate: (values: Values) => Promise<FormikErrors<Values>>;
  /** Server refusals shown at a field: those whose paths are the form's own. */
  isFormPath: (param: string) => boolean;
  /** The kind's own fields of the first row (category, usage), before the enabled switch. */
  RowFields: ComponentType;
  /** The kind's own sections after the texts and links (the base suggestions). */
  ExtraFields?: ComponentType;
  evaluationsLegendKey: string;
  /** Deletes a saved entry (products only), shown with the form's actions; reads the form for the name. */
  DeleteAction?: ComponentType<{ id: number; listPath: string }>;
}
