import { useMutation, useQuery } from '@apollo/client/react';
import { SKIN_INDICATOR_CATEGORIES } from '../../../common/enums.js';
import {
  AdminProductNamesDocument,
  AdminSkinIndicatorDocument,
  SaveSkinIndicatorDocument,
} from '../../graphql/catalogueAdmin.js';
import { FormSelectField } from '../../ui/FormSelectField.js';
import type { CatalogueEntryKind, EntryData } from './entryKind.js';
import { nestedValidator } from './entryForm.js';
import { useCopyName } from './useEntryParams.js';
import { indicatorFormValues, indicatorInput, type IndicatorFormValues } from './indicatorForm.js';

const categoryOptions = SKIN_INDICATOR_CATEGORIES.map((c) => ({ id: c, labelKey: `INDICATOR_CATEGORY_${c}` }));

function IndicatorRowFields() {
  return (
    <FormSelectField
      name="skinIndicatorCategory"
      labelKey="CATALOGUE_ADMIN_CATEGORY"
      options={categoryOptions}
      required
    />
  );
}

function useIndicatorData(
  id: number | null,
  isClone: boolean,
  locales: readonly string[],
): EntryData<IndicatorFormValues> {
  const indicator = useQuery(AdminSkinIndicatorDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  const products = useQuery(AdminProductNamesDocument, { fetchPolicy: 'cache-and-network' });
  const copyName = useCopyName(isClone);
  const error = indicator.error ?? products.error;
  if ((id !== null && !indicator.data) || !products.data) return { error };
  const productIds = products.data.products.map((p) => p.id);
  return {
    error,
    refetch: () => indicator.refetch(),
    loaded: {
      initial: indicatorFormValues(indicator.data?.skinIndicator ?? null, copyName, locales, productIds),
      otherNames: new Map(products.data.products.map((p) => [p.id, p.name])),
    },
  };
}

function useSaveIndicator() {
  const [save] = useMutation(SaveSkinIndicatorDocument);
  return (values: IndicatorFormValues) => save({ variables: { input: indicatorInput(values) } });
}

/** The skin indicator form: its category, evaluated against every product. */
export const INDICATOR_ENTRY: CatalogueEntryKind<IndicatorFormValues> = {
  titleKeys: {
    new: 'CATALOGUE_ADMIN_INDICATOR_NEW',
    clone: 'CATALOGUE_ADMIN_INDICATOR_CLONE',
    edit: 'CATALOGUE_ADMIN_INDICATOR_EDIT',
  },
  historyKind: 'skin_indicator',
  listPath: '/admin/indicators',
  useData: useIndicatorData,
  useSave: useSaveIndicator,
  validate: nestedValidator<IndicatorFormValues>((v) => v.skinIndicatorSaveSchema),
  isFormPath: (param) =>
    /^(names|descriptions)\[\d+\]/.test(param) || ['skinIndicatorCategory', 'enabled'].includes(param),
  RowFields: IndicatorRowFields,
  evaluationsLegendKey: 'CATALOGUE_ADMIN_EVALUATIONS_PRODUCTS',
};
