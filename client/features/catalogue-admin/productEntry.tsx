import { useMutation, useQuery } from '@apollo/client/react';
import { FieldArray, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULAR_USAGES, NEW_BASE_SUGGESTION } from '../../../common/catalogue-admin.js';
import { PRODUCT_CATEGORIES } from '../../../common/enums.js';
import {
  AdminIndicatorNamesDocument,
  AdminProductDocument,
  SaveProductDocument,
} from '../../graphql/catalogueAdmin.js';
import { Button } from '../../ui/Button.js';
import { FormNumberField } from '../../ui/FormNumberField.js';
import { FormSelectField } from '../../ui/FormSelectField.js';
import type { CatalogueEntryKind, EntryData } from './entryKind.js';
import { nestedValidator } from './entryForm.js';
import { useCopyName } from './useEntryParams.js';
import { useLocale } from '../../i18n/useLocale.js';
import { ProductDeleteButton } from './ProductDeleteButton.js';
import { productFormValues, productInput, type ProductFormValues } from './productForm.js';

const SUGGESTION_FIELDS = ['baseSize', 'increment', 'maxVolumeSuggestion', 'recommendedInput'] as const;
const categoryOptions = PRODUCT_CATEGORIES.map((c) => ({ id: c, labelKey: `PRODUCT_CATEGORY_${c}` }));

function useProductData(id: number | null, isClone: boolean, locales: readonly string[]): EntryData<ProductFormValues> {
  const product = useQuery(AdminProductDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  const indicators = useQuery(AdminIndicatorNamesDocument, { fetchPolicy: 'cache-and-network' });
  const copyName = useCopyName(isClone);
  const error = product.error ?? indicators.error;
  if ((id !== null && !product.data) || !indicators.data) return { error };
  const indicatorIds = indicators.data.skinIndicators.map((i) => i.id);
  return {
    error,
    refetch: () => product.refetch(),
    loaded: {
      initial: productFormValues(product.data?.product ?? null, copyName, locales, indicatorIds),
      otherNames: new Map(indicators.data.skinIndicators.map((i) => [i.id, i.name])),
    },
  };
}

function useSaveProduct() {
  const [save] = useMutation(SaveProductDocument);
  return (values: ProductFormValues) => save({ variables: { input: productInput(values) } });
}

/** Category and usage: spec section 4: not MODULAR → READY_PRODUCT; MODULAR → BASE or ACTIVE. */
function ProductRowFields() {
  const { values, setFieldValue } = useFormikContext<ProductFormValues>();
  const modular = values.productCategory === 'MODULAR';
  const usageOptions = (modular ? MODULAR_USAGES : (['READY_PRODUCT'] as const)).map((u) => ({
    id: u,
    labelKey: `PRODUCT_USAGE_${u}`,
  }));
  const allowedUsage = modular
    ? MODULAR_USAGES.includes(values.productUsage)
      ? values.productUsage
      : 'ACTIVE'
    : 'READY_PRODUCT';
  useEffect(() => {
    if (allowedUsage !== values.productUsage) void setFieldValue('productUsage', allowedUsage, false);
  }, [allowedUsage, values.productUsage, setFieldValue]);
  return (
    <>
      <FormSelectField name="productCategory" labelKey="CATALOGUE_ADMIN_CATEGORY" options={categoryOptions} required />
      <FormSelectField
        name="productUsage"
        labelKey="CATALOGUE_ADMIN_USAGE"
        options={usageOptions}
        disabled={!modular}
        required
      />
    </>
  );
}

/** The base suggestions of a MODULAR BASE product. */
function BaseSuggestionFields() {
  const { t } = useTranslation();
  const { values } = useFormikContext<ProductFormValues>();
  if (values.productCategory !== 'MODULAR' || values.productUsage !== 'BASE') return null;
  return (
    <FieldArray name="baseProductSuggestions">
      {(array) => (
        <fieldset className="catalogue-form__group">
          <legend>{t('CATALOGUE_ADMIN_BASE_SUGGESTIONS')}</legend>
          {values.baseProductSuggestions.map((_s, i) => (
            <div
              className="catalogue-form__suggestion"
              key={i}
              role="group"
              aria-label={t('CATALOGUE_ADMIN_BASE_SUGGESTION_N', { n: String(i + 1) })}
            >
              {SUGGESTION_FIELDS.map((f) => (
                <FormNumberField
                  key={f}
                  name={`baseProductSuggestions[${i}].${f}`}
                  labelKey={`CATALOGUE_ADMIN_${f.toUpperCase()}`}
                  step={0.1}
                  required
                />
              ))}
              <Button variant="secondary" onPress={() => array.remove(i)}>
                {t('CATALOGUE_ADMIN_REMOVE')}
              </Button>
            </div>
          ))}
          <Button variant="secondary" onPress={() => array.push({ ...NEW_BASE_SUGGESTION })}>
            {t('CATALOGUE_ADMIN_ADD_SUGGESTION')}
          </Button>
        </fieldset>
      )}
    </FieldArray>
  );
}

/** Delete, naming the product as the form shows it in the page's language (else English, else its first name). */
function ProductDeleteAction({ id, listPath }: { id: number; listPath: string }) {
  const { values } = useFormikContext<ProductFormValues>();
  const { locale } = useLocale();
  const named = (l: string) => values.names.find((n) => n.locale === l && n.value.trim() !== '')?.value;
  const name = named(locale) ?? named('en_GB') ?? values.names.find((n) => n.value.trim() !== '')?.value ?? '';
  return <ProductDeleteButton id={id} name={name} listPath={listPath} />;
}

/** The product form: category and usage, base suggestions for a MODULAR BASE, evaluated against every indicator. */
export const PRODUCT_ENTRY: CatalogueEntryKind<ProductFormValues> = {
  titleKeys: {
    new: 'CATALOGUE_ADMIN_PRODUCT_NEW',
    clone: 'CATALOGUE_ADMIN_PRODUCT_CLONE',
    edit: 'CATALOGUE_ADMIN_PRODUCT_EDIT',
  },
  historyKind: 'product',
  listPath: '/admin/products',
  useData: useProductData,
  useSave: useSaveProduct,
  validate: nestedValidator<ProductFormValues>((v) => v.productSaveSchema),
  // Server refusals shown at a field: those whose indices are the form's own.
  isFormPath: (param) =>
    /^(names|descriptions|baseProductSuggestions)\[\d+\]/.test(param) ||
    ['productCategory', 'productUsage', 'enabled'].includes(param),
  RowFields: ProductRowFields,
  ExtraFields: BaseSuggestionFields,
  evaluationsLegendKey: 'CATALOGUE_ADMIN_EVALUATIONS_INDICATORS',
  DeleteAction: ProductDeleteAction,
};
