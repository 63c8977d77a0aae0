import { FormikProvider, type FormikValues } from 'formik';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors.js';
import { preloadValidation } from '../../app/forms.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import { Button } from '../../ui/Button.js';
import { FormErrorBanner } from '../../ui/FormErrorBanner.js';
import { FormSwitch } from '../../ui/FormSwitch.js';
import { PageSpinner } from '../../ui/Spinner.js';
import { EntryHistory } from './EntryHistory.js';
import { EvaluationList } from './EvaluationList.js';
import { formLocales } from './entryForm.js';
import type { CatalogueEntryKind } from './entryKind.js';
import { INDICATOR_ENTRY } from './indicatorEntry.js';
import { LocaleFields } from './LocaleFields.js';
import { PRODUCT_ENTRY } from './productEntry.js';
import { useEntryForm } from './useEntryForm.js';
import { useEntryParams } from './useEntryParams.js';
import './catalogue-admin.css';

/** The form's values every kind has (the shape of the shared save schemas). */
interface EntryValues {
  id: number | null;
  version: number | null;
}

/**
 * admin/edit/products and admin/edit/indicators `?id=…|new (&isClone=true)`: the form of one
 * catalogue entry: category row, names, descriptions and search links per locale, the kind's own
 * sections, evaluations against every entry of the other kind.
 */
function CatalogueEntryFormPage<Values extends FormikValues & EntryValues>({
  kind,
}: {
  kind: CatalogueEntryKind<Values>;
}) {
  const { t } = useTranslation();
  const { id, isClone, invalid } = useEntryParams();
  usePageTitle(id === null ? kind.titleKeys.new : isClone ? kind.titleKeys.clone : kind.titleKeys.edit);
  const { systemLocales } = usePublicSettings();
  const locales = useMemo(() => formLocales(systemLocales), [systemLocales]);
  const data = kind.useData(id, isClone, locales);
  // Raised once a restore's entry has been read again: the form starts afresh from it.
  const [restores, setRestores] = useState(0);

  if (invalid || data.error) {
    return (
      <section className="page catalogue-admin">
        <h1>{t(kind.titleKeys.edit)}</h1>
        <p className="catalogue-admin__empty" role="alert">
          {t(invalid ? 'ERROR_NOT_FOUND' : errorMessage(data.error).key)}
        </p>
      </section>
    );
  }
  if (!data.loaded) return <PageSpinner />;
  const { initial } = data.loaded;
  return (
    <EntryForm
      key={`${id}-${isClone}-${restores}`}
      kind={kind}
      initial={initial}
      locales={locales}
      otherNames={data.loaded.otherNames}
      isClone={isClone}
    >
      {id !== null && !isClone && initial.version !== null && data.refetch && (
        <EntryHistory
          kind={kind.historyKind}
          id={id}
          version={initial.version}
          onRestored={async () => {
            await data.refetch?.();
            setRestores((n) => n + 1);
          }}
        />
      )}
    </EntryForm>
  );
}

interface EntryFormProps<Values extends FormikValues> {
  kind: CatalogueEntryKind<Values>;
  initial: Values;
  locales: string[];
  otherNames: ReadonlyMap<number, string>;
  isClone: boolean;
  /** Shown under the form: a saved entry's history. */
  children?: ReactNode;
}

function EntryForm<Values extends FormikValues & EntryValues>({
  kind,
  initial,
  locales,
  otherNames,
  isClone,
  children,
}: EntryFormProps<Values>) {
  const { t } = useTranslation();
  const save = kind.useSave();
  const { form, failure, backToList } = useEntryForm<Values>({
    initial,
    validate: kind.validate,
    save,
    listPath: kind.listPath,
    isFormPath: kind.isFormPath,
  });
  const { RowFields, ExtraFields, DeleteAction } = kind;

  return (
    <section className="page catalogue-admin">
      <h1>
        {t(form.values.id === null ? (isClone ? kind.titleKeys.clone : kind.titleKeys.new) : kind.titleKeys.edit)}
      </h1>
      <FormikProvider value={form}>
        <form className="form catalogue-form" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
          <FormErrorBanner failure={failure} />
          <div className="catalogue-form__row">
            <RowFields />
            <FormSwitch name="enabled" labelKey="CATALOGUE_ADMIN_ENABLED" className="catalogue-form__enabled" />
          </div>
          <LocaleFields name="names" field="value" locales={locales} legendKey="CATALOGUE_ADMIN_NAMES" wraps />
          <LocaleFields
            name="descriptions"
            field="value"
            locales={locales}
            legendKey="CATALOGUE_ADMIN_DESCRIPTIONS"
            multiline
          />
          <LocaleFields
            name="searchLinks"
            field="url"
            type="url"
            locales={locales}
            legendKey="CATALOGUE_ADMIN_SEARCH_LINKS"
          />
          {ExtraFields && <ExtraFields />}
          <EvaluationList name="evaluations" names={otherNames} legendKey={kind.evaluationsLegendKey} />
          <div className="form__actions catalogue-form__actions">
            {DeleteAction && form.values.id !== null && !isClone && (
              <DeleteAction id={form.values.id} listPath={kind.listPath} />
            )}
            <Button variant="secondary" onPress={backToList}>
              {t('CATALOGUE_ADMIN_CANCEL')}
            </Button>
            <Button type="submit" isPending={form.isSubmitting}>
              {t('CATALOGUE_ADMIN_SAVE')}
            </Button>
          </div>
        </form>
      </FormikProvider>
      {children}
    </section>
  );
}

/** admin/edit/products. */
export function ProductFormPage() {
  return <CatalogueEntryFormPage kind={PRODUCT_ENTRY} />;
}

/** admin/edit/indicators. */
export function IndicatorFormPage() {
  return <CatalogueEntryFormPage kind={INDICATOR_ENTRY} />;
}
