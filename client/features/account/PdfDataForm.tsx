import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ErrorMessage } from '../../app/errors.js';
import { preloadValidation, schemaValidator, showFormError, useFieldError } from '../../app/forms.js';
import { Button } from '../../ui/Button.js';
import { FormError } from '../../ui/FormError.js';
import { TextField } from '../../ui/TextField.js';

/** The company data printed on PDFs; every field optional. */
export interface PdfDataValues {
  companyName: string;
  email: string;
  companyPhoneNo: string;
  companyAddressLine1: string;
  companyAddressLine2: string;
  companyAddressLine3: string;
}

type PdfField = keyof PdfDataValues;

/** The fields in form order with their label keys and autocomplete hints. */
export const PDF_FIELDS: readonly { name: PdfField; labelKey: string; autoComplete: string; type?: 'email' | 'tel' }[] = [
  { name: 'companyName', labelKey: 'ACCOUNT_PDF_COMPANY_NAME', autoComplete: 'organization' },
  { name: 'companyPhoneNo', labelKey: 'ACCOUNT_PDF_PHONE', autoComplete: 'tel', type: 'tel' },
  { name: 'email', labelKey: 'ACCOUNT_PDF_EMAIL', autoComplete: 'email', type: 'email' },
  { name: 'companyAddressLine1', labelKey: 'ACCOUNT_PDF_ADDRESS_LINE_1', autoComplete: 'address-line1' },
  { name: 'companyAddressLine2', labelKey: 'ACCOUNT_PDF_ADDRESS_LINE_2', autoComplete: 'address-line2' },
  { name: 'companyAddressLine3', labelKey: 'ACCOUNT_PDF_ADDRESS_LINE_3', autoComplete: 'address-line3' },
];

export function pdfDataInitialValues(pdf: Partial<Record<PdfField, string | null>> | null | undefined): PdfDataValues {
  return {
    companyName: pdf?.companyName ?? '',
    email: pdf?.email ?? '',
    companyPhoneNo: pdf?.companyPhoneNo ?? '',
    companyAddressLine1: pdf?.companyAddressLine1 ?? '',
    companyAddressLine2: pdf?.companyAddressLine2 ?? '',
    companyAddressLine3: pdf?.companyAddressLine3 ?? '',
  };
}

/** What is saved: trimmed texts, a blank one as null. */
export function pdfDataToSave(values: PdfDataValues): Record<PdfField, string | null> {
  const entries = Object.entries(values).map(([k, v]) => [k, v.trim() === '' ? null : v.trim()]);
  return Object.fromEntries(entries) as Record<PdfField, string | null>;
}

// The shared schema without the two fields the form does not edit (id and version).
const validate = schemaValidator<PdfDataValues>((v) => v.pdfUserInfoSchema.omit(['id', 'version']));

export interface PdfDataFormProps {
  pdfData: Partial<Record<PdfField, string | null>> | null;
  onSubmit: (input: Record<PdfField, string | null>) => Promise<void>;
  onCancel: () => void;
  failure?: ErrorMessage;
}

/** The PDF data form: company name, phone, e-mail (valid when given) and three address lines. */
export function PdfDataForm({ pdfData, onSubmit, onCancel, failure }: PdfDataFormProps) {
  const { t } = useTranslation();
  const form = useFormik<PdfDataValues>({
    initialValues: pdfDataInitialValues(pdfData),
    validate,
    onSubmit: (values) => onSubmit(pdfDataToSave(values)),
  });
  const errors: Record<PdfField, string | undefined> = {
    companyName: useFieldError(form, 'companyName'),
    email: useFieldError(form, 'email'),
    companyPhoneNo: useFieldError(form, 'companyPhoneNo'),
    companyAddressLine1: useFieldError(form, 'companyAddressLine1'),
    companyAddressLine2: useFieldError(form, 'companyAddressLine2'),
    companyAddressLine3: useFieldError(form, 'companyAddressLine3'),
  };

  return (
    <form className="form account-form" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
      <p>{t('ACCOUNT_PDF_DATA_INTRO')}</p>
      {showFormError(form) ? (
        <FormError message="GENERIC_FORM_ERROR" />
      ) : (
        failure && <FormError message={failure.key} param={failure.param} />
      )}
      <div className="account-form__grid">
        {PDF_FIELDS.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={t(field.labelKey)}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            value={form.values[field.name]}
            onChange={(v) => void form.setFieldValue(field.name, v)}
            onBlur={() => void form.setFieldTouched(field.name)}
            error={errors[field.name]}
          />
        ))}
      </div>
      <div className="form__actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
          {t('UI_CANCEL')}
        </Button>
        <Button type="submit" isPending={form.isSubmitting}>
          {t('ACCOUNT_SAVE')}
        </Button>
      </div>
    </form>
  );
}
