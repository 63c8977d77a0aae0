import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ErrorMessage } from '../../app/errors.js';
import { schemaValidator } from '../../app/forms.js';
import { FormDialog } from '../../ui/FormDialog.js';
import { FormTextField } from '../../ui/FormTextField.js';

const validateRegister = schemaValidator<Record<string, unknown>>((v) => v.registerCandidateSchema);

/** What the dialog saves: the customer id the new user gets (blank → none). */
export interface CreateUserValues {
  customerId: string;
}

/** The call's input for a candidate and what was typed: a blank customer id is sent as null. */
export function registerCandidateInput(candidate: { id: string; version: number }, values: CreateUserValues) {
  return { kokoCandidateId: candidate.id, version: candidate.version, customerId: values.customerId.trim() || null };
}

export interface CreateUserDialogProps {
  candidate: { id: string; version: number; email: string; customerId?: string | null };
  onSave: (values: CreateUserValues) => Promise<void>;
  onCancel: () => void;
  /** A refused save; the dialog stays open with what was typed. */
  failure?: ErrorMessage;
}

/**
 * Creates a user from a confirmed candidate. The customer id starts as the candidate gave it and
 * the local admin may set or correct it here, as the call allows.
 */
export function CreateUserDialog({ candidate, onSave, onCancel, failure }: CreateUserDialogProps) {
  const { t } = useTranslation();
  const form = useFormik<CreateUserValues>({
    initialValues: { customerId: candidate.customerId ?? '' },
    validate: (values) => validateRegister(registerCandidateInput(candidate, values)),
    onSubmit: onSave,
  });
  return (
    <FormDialog
      form={form}
      title={t('CANDIDATES_REGISTER_TITLE')}
      onCancel={onCancel}
      failure={failure}
      submitLabel={t('CANDIDATES_CREATE_USER')}
    >
      <p>{t('CANDIDATES_REGISTER_TEXT', { email: candidate.email })}</p>
      <FormTextField name="customerId" labelKey="LOCAL_ADMIN_CUSTOMER_ID" autoComplete="off" />
    </FormDialog>
  );
}
