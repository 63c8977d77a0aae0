import { useMutation, useQuery } from '@apollo/client/react';
import { FieldArray, FormikProvider } from 'formik';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_BASE_SUGGESTION, MODULAR_USAGES } from '../../../common/catalogue-admin.js';
import { PRODUCT_CATEGORIES } from '../../../common/enums.js';
import { errorMessage } from '../../app/errors.js';
import { preloadValidation } from '../../app/forms.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import { AdminIndicatorNamesDocument, AdminProductDocument, SaveProductDocument } from '../../graphql/graphql.js';
import { Button } from '../../ui/Button.js';
import { FormErrorBanner } from '../../ui/FormErrorBanner.js';
import { FormNumberField } from '../../ui/FormNumberField.js';
import { FormSelectField } from '../../ui/FormSelectField.js';
import { FormSwitch } from '../../ui/FormSwitch.js';
import { PageSpinner } from '../../ui/Spinner.js';
import { EvaluationList } from './EvaluationList.js';
import { formLocales, nestedValidator } from './entryForm.js';
import { LocaleFields } from './LocaleFields.js';
import { productFormValues, productInput, type ProductFormValues } from './productForm.js';
import { useEntryForm } from './useEntryForm.js';
import { useEntryParams } from './useEntryParams.js';
import './catalogue-admin.css';

const validate = nestedValidator<ProductFormValues>((v) => v.productSaveSchema);
const SUGGESTION_FIELDS = ['baseSize', 'increment', 'maxVolumeSuggestion', 'recommendedInput'] as const;
const SUGGESTION_MIN = { baseSize: 1, increment: 0.1, maxVolumeSuggestion: 1, recommendedInput: 0.1 } as const;
/** Server refusals shown at a field: those whose indices are the form's own. */
const isFormPath = (param: string) => /^(names|descriptions|baseProductSuggestions)\[\d+\]/.test(param) || ['productCategory', 'productUsage', 'enabled'].includes(param);

/** admin/edit/products?id=…|new (&isClone=true): the product form. */
export function ProductFormPage() {
  const { t } = useTranslation();
  const { id, isClone, invalid } = useEntryParams();
  usePageTitle(id === null ? 'CATALOGUE_ADMIN_PRODUCT_NEW' : isClone ? 'CATALOGUE_ADMIN_PRODUCT_CLONE' : 'CATALOGUE_ADMIN_PRODUCT_EDIT');
  const product = useQuery(AdminProductDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  const indicators = useQuery(AdminIndicatorNamesDocument, { fetchPolicy: 'cache-and-network' });
  const { systemLocales } = usePublicSettings();
  const locales = useMemo(() => formLocales(systemLocales), [systemLocales]);

  if (invalid || product.error || indicators.error) {
    return (
      <section className="page catalogue-admin">
        <h1>{t('CATALOGUE_ADMIN_PRODUCT_EDIT')}</h1>
        <p className="catalogue-admin__empty" role="alert">
          {t(invalid ? 'ERROR_NOT_FOUND' : errorMessage(product.error ?? indicators.error).key)}
        </p>
      </section>
    );
  }
  if ((id !== null && !product.data) || !indicators.data) return <PageSpinner />;

  const indicatorIds = indicators.data.skinIndicators.map((i) => i.id);
  const names = new Map(indicators.data.skinIndicators.map((i) => [i.id, i.name]));
  const initial = productFormValues(product.data?.product ?? null, isClone, locales, indicatorIds);
  return <ProductForm key={`${id}-${isClone}`} initial={initial} locales={locales} indicatorNames={names} isClone={isClone} />;
}

function ProductForm({ initial, locales, indicatorNames, isClone }: { initial: ProductFormValues; locales: string[]; indicatorNames: ReadonlyMap<number, string>; isClone: boolean }) {
  const { t } = useTranslation();
  const [save] = useMutation(SaveProductDocument);
  const { form, failure, backToList } = useEntryForm<ProductFormValues>({
    initial,
    validate,
    save: (values) => save({ variables: { input: productInput(values) } }),
    listPath: '/admin/products',
    isFormPath,
  });
  const { values, setFieldValue } = form;
  const modular = values.productCategory === 'MODULAR';

  const categoryOptions = PRODUCT_CATEGORIES.map((c) => ({ id: c, labelKey: `PRODUCT_CATEGORY_${c}` }));
  const usageOptions = (modular ? MODULAR_USAGES : (['READY_PRODUCT'] as const)).map((u) => ({ id: u, labelKey: `PRODUCT_USAGE_${u}` }));

  // Spec section 4: not MODULAR → READY_PRODUCT; MODULAR → BASE or ACTIVE.
  const allowedUsage = modular ? (MODULAR_USAGES.includes(values.productUsage) ? values.productUsage : 'ACTIVE') : 'READY_PRODUCT';
  useEffect(() => {
    if (allowedUsage !== values.productUsage) void setFieldValue('productUsage', allowedUsage, false);
  }, [allowedUsage, values.productUsage, setFieldValue]);

  return (
    <section className="page catalogue-admin">
      <h1>{t(values.id === null ? (isClone ? 'CATALOGUE_ADMIN_PRODUCT_CLONE' : 'CATALOGUE_ADMIN_PRODUCT_NEW') : 'CATALOGUE_ADMIN_PRODUCT_EDIT')}</h1>
      <FormikProvider value={form}>
        <form className="form catalogue-form" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
          <FormErrorBanner failure={failure} />
          <div className="catalogue-form__row">
            <FormSelectField name="productCategory" labelKey="CATALOGUE_ADMIN_CATEGORY" options={categoryOptions} required />
            <FormSelectField name="productUsage" labelKey="CATALOGUE_ADMIN_USAGE" options={usageOptions} disabled={!modular} required />
            <FormSwitch name="enabled" labelKey="CATALOGUE_ADMIN_ENABLED" className="catalogue-form__enabled" />
          </div>
          <LocaleFields name="names" field="value" locales={locales} legendKey="CATALOGUE_ADMIN_NAMES" />
          <LocaleFields name="descriptions" field="value" locales={locales} legendKey="CATALOGUE_ADMIN_DESCRIPTIONS" />
          <LocaleFields name="searchLinks" field="url" type="url" locales={locales} legendKey="CATALOGUE_ADMIN_SEARCH_LINKS" />
          {modular && values.productUsage === 'BASE' && (
            <FieldArray name="baseProductSuggestions">
              {(array) => (
                <fieldset className="catalogue-form__group">
                  <legend>{t('CATALOGUE_ADMIN_BASE_SUGGESTIONS')}</legend>
                  {values.baseProductSuggestions.map((_s, i) => (
                    <div className="catalogue-form__suggestion" key={i} role="group" aria-label={t('CATALOGUE_ADMIN_BASE_SUGGESTION_N', { n: String(i + 1) })}>
                      {SUGGESTION_FIELDS.map((f) => (
                        <FormNumberField key={f} name={`baseProductSuggestions[${i}].${f}`} labelKey={`CATALOGUE_ADMIN_${f.toUpperCase()}`} minValue={SUGGESTION_MIN[f]} step={0.1} required />
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
          )}
          <EvaluationList name="evaluations" names={indicatorNames} legendKey="CATALOGUE_ADMIN_EVALUATIONS_INDICATORS" />
          <div className="form__actions catalogue-form__actions">
            <Button variant="secondary" onPress={backToList}>
              {t('CATALOGUE_ADMIN_CANCEL')}
            </Button>
            <Button type="submit" isPending={form.isSubmitting}>
              {t('CATALOGUE_ADMIN_SAVE')}
            </Button>
          </div>
        </form>
      </FormikProvider>
    </section>
  );
}
