import { useMutation, useQuery } from '@apollo/client/react';
import { FormikProvider } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SKIN_INDICATOR_CATEGORIES } from '../../../common/enums.js';
import { errorMessage } from '../../app/errors.js';
import { preloadValidation } from '../../app/forms.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import { AdminProductNamesDocument, AdminSkinIndicatorDocument, SaveSkinIndicatorDocument } from '../../graphql/graphql.js';
import { Button } from '../../ui/Button.js';
import { FormErrorBanner } from '../../ui/FormErrorBanner.js';
import { FormSelectField } from '../../ui/FormSelectField.js';
import { FormSwitch } from '../../ui/FormSwitch.js';
import { PageSpinner } from '../../ui/Spinner.js';
import { EvaluationList } from './EvaluationList.js';
import { formLocales, nestedValidator } from './entryForm.js';
import { indicatorFormValues, indicatorInput, type IndicatorFormValues } from './indicatorForm.js';
import { LocaleFields } from './LocaleFields.js';
import { useEntryForm } from './useEntryForm.js';
import { useEntryParams } from './useEntryParams.js';
import './catalogue-admin.css';

const validate = nestedValidator<IndicatorFormValues>((v) => v.skinIndicatorSaveSchema);
const isFormPath = (param: string) => /^(names|descriptions)\[\d+\]/.test(param) || ['skinIndicatorCategory', 'enabled'].includes(param);

/** admin/edit/indicators?id=…|new (&isClone=true): the skin indicator form. */
export function IndicatorFormPage() {
  const { t } = useTranslation();
  const { id, isClone, invalid } = useEntryParams();
  usePageTitle(id === null ? 'CATALOGUE_ADMIN_INDICATOR_NEW' : isClone ? 'CATALOGUE_ADMIN_INDICATOR_CLONE' : 'CATALOGUE_ADMIN_INDICATOR_EDIT');
  const indicator = useQuery(AdminSkinIndicatorDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  const products = useQuery(AdminProductNamesDocument, { fetchPolicy: 'cache-and-network' });
  const { systemLocales } = usePublicSettings();
  const locales = useMemo(() => formLocales(systemLocales), [systemLocales]);

  if (invalid || indicator.error || products.error) {
    return (
      <section className="page catalogue-admin">
        <h1>{t('CATALOGUE_ADMIN_INDICATOR_EDIT')}</h1>
        <p className="catalogue-admin__empty" role="alert">
          {t(invalid ? 'ERROR_NOT_FOUND' : errorMessage(indicator.error ?? products.error).key)}
        </p>
      </section>
    );
  }
  if ((id !== null && !indicator.data) || !products.data) return <PageSpinner />;

  const productIds = products.data.products.map((p) => p.id);
  const names = new Map(products.data.products.map((p) => [p.id, p.name]));
  const initial = indicatorFormValues(indicator.data?.skinIndicator ?? null, isClone, locales, productIds);
  return <IndicatorForm key={`${id}-${isClone}`} initial={initial} locales={locales} productNames={names} isClone={isClone} />;
}

function IndicatorForm({ initial, locales, productNames, isClone }: { initial: IndicatorFormValues; locales: string[]; productNames: ReadonlyMap<number, string>; isClone: boolean }) {
  const { t } = useTranslation();
  const [save] = useMutation(SaveSkinIndicatorDocument);
  const { form, failure, backToList } = useEntryForm<IndicatorFormValues>({
    initial,
    validate,
    save: (values) => save({ variables: { input: indicatorInput(values) } }),
    listPath: '/admin/indicators',
    isFormPath,
  });
  const categoryOptions = SKIN_INDICATOR_CATEGORIES.map((c) => ({ id: c, labelKey: `INDICATOR_CATEGORY_${c}` }));

  return (
    <section className="page catalogue-admin">
      <h1>{t(form.values.id === null ? (isClone ? 'CATALOGUE_ADMIN_INDICATOR_CLONE' : 'CATALOGUE_ADMIN_INDICATOR_NEW') : 'CATALOGUE_ADMIN_INDICATOR_EDIT')}</h1>
      <FormikProvider value={form}>
        <form className="form catalogue-form" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
          <FormErrorBanner failure={failure} />
          <div className="catalogue-form__row">
            <FormSelectField name="skinIndicatorCategory" labelKey="CATALOGUE_ADMIN_CATEGORY" options={categoryOptions} required />
            <FormSwitch name="enabled" labelKey="CATALOGUE_ADMIN_ENABLED" className="catalogue-form__enabled" />
          </div>
          <LocaleFields name="names" field="value" locales={locales} legendKey="CATALOGUE_ADMIN_NAMES" />
          <LocaleFields name="descriptions" field="value" locales={locales} legendKey="CATALOGUE_ADMIN_DESCRIPTIONS" />
          <LocaleFields name="searchLinks" field="url" type="url" locales={locales} legendKey="CATALOGUE_ADMIN_SEARCH_LINKS" />
          <EvaluationList name="evaluations" names={productNames} legendKey="CATALOGUE_ADMIN_EVALUATIONS_PRODUCTS" />
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
