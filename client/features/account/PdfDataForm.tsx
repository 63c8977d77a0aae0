import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ErrorMessage } from '../../app/errors.js';
import { preloadValidation, schemaValidator } from '../../app/forms.js';
import { Button } from '../../ui/Button.js';
import { FormErrorBanner } from '../../ui/FormErrorBanner.js';
import { FormTextField } from '../../ui/FormTextField.js';

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
export const PDF_FIELDS: readonly { name: PdfField; labelKey: string; autoComplete: string; type?: 'email' | 'tel' }[] =
  [
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

  return (
    <FormikProvider value={form}>
      <form className="form account-form" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
        <p>{t('ACCOUNT_PDF_DATA_INTRO')}</p>
        <FormErrorBanner failure={failure} />
        <div className="account-form__grid">
          {PDF_FIELDS.map((field) => (
            <FormTextField key={field.name} {...field} />
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
    </FormikProvider>
  );
}
