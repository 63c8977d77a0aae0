import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ErrorMessage } from '../../app/errors.js';
import { preloadValidation, schemaValidator } from '../../app/forms.js';
import { legalDocumentUrl, type LegalDocument } from '../../app/legal.js';
import type { CandidateRegistrationInput } from '../../graphql/candidateRegistration.js';
import { Button } from '../../ui/Button.js';
import { FormCheckbox } from '../../ui/FormCheckbox.js';
import { FormErrorBanner } from '../../ui/FormErrorBanner.js';
import { FormSelectField } from '../../ui/FormSelectField.js';
import { FormTextField } from '../../ui/FormTextField.js';
import { PersonFields } from '../../ui/PersonFields.js';
import { CANDIDATE_PERSON_LABELS } from '../../ui/personValues.js';
import { candidateInitialValues, candidateToInput, type CandidateValues } from './candidateValues.js';

const validateInput = schemaValidator<CandidateRegistrationInput>((v) => v.candidateSchema);
// The shared schema checks what is sent; its field names are the form's.
const validate = (values: CandidateValues) => validateInput(candidateToInput(values));

export interface CandidateFormProps {
  regions: readonly { id: number; name: string }[];
  /** The locales offered (the system languages). */
  locales: readonly string[];
  /** The UI locale: the legal documents open in it. */
  uiLocale: string;
  browserLanguage: string | undefined;
  onSubmit: (input: CandidateRegistrationInput) => Promise<void>;
  /** A failed registration, shown above the fields. */
  failure?: ErrorMessage;
  /** Starting values over the defaults (tests; a prefilled link). */
  initialValues?: Partial<CandidateValues>;
}

function LegalLink({ kind, locale, labelKey }: { kind: LegalDocument; locale: string; labelKey: string }) {
  const { t } = useTranslation();
  return (
    <a className="link candidate-form__legal" href={legalDocumentUrl(kind, locale)} target="_blank" rel="noopener">
      {t(labelKey)}
    </a>
  );
}

/** The public registration form (user spec sections 3 and 5). */
export function CandidateForm({
  regions,
  locales,
  uiLocale,
  browserLanguage,
  onSubmit,
  failure,
  initialValues,
}: CandidateFormProps) {
  const { t } = useTranslation();
  const form = useFormik<CandidateValues>({
    initialValues: { ...candidateInitialValues(browserLanguage), ...initialValues },
    validate,
    onSubmit: (values) => onSubmit(candidateToInput(values)),
  });
  const regionOptions = regions.map((r) => ({ id: String(r.id), label: r.name }));

  return (
    <FormikProvider value={form}>
      <form className="form candidate-form" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
        <FormErrorBanner failure={failure} />
        <div className="candidate-form__grid">
          <FormTextField name="email" type="email" autoComplete="email" labelKey="CANDIDATE_EMAIL" required />
          <FormTextField name="customerId" labelKey="CANDIDATE_CUSTOMER_ID" autoComplete="off" />
          <PersonFields labels={CANDIDATE_PERSON_LABELS} locales={locales} autofill companyFirst>
            <FormSelectField
              name="regionId"
              labelKey="CANDIDATE_REGION"
              options={regionOptions}
              placeholderKey="REGION_PRODUCTS_CHOOSE_REGION"
              required
            />
          </PersonFields>
        </div>
        <div className="candidate-form__consents">
          <div className="candidate-form__consent">
            <FormCheckbox name="termsConfirmed" labelKey="CANDIDATE_TERMS_CONFIRMED" />
            <LegalLink kind="terms" locale={uiLocale} labelKey="CANDIDATE_TERMS_LINK" />
          </div>
          <div className="candidate-form__consent">
            <FormCheckbox name="privacyPolicyConfirmed" labelKey="CANDIDATE_PRIVACY_CONFIRMED" />
            <LegalLink kind="privacy" locale={uiLocale} labelKey="CANDIDATE_PRIVACY_LINK" />
          </div>
        </div>
        <Button type="submit" className="form__submit" isPending={form.isSubmitting}>
          {t('CANDIDATE_REGISTER_BUTTON')}
        </Button>
      </form>
    </FormikProvider>
  );
}
