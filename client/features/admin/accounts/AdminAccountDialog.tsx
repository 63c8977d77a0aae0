import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ErrorMessage } from '../../../app/errors.js';
import { schemaValidator } from '../../../app/forms.js';
import { usePublicSettings } from '../../../app/usePublicSettings.js';
import type { AdminAccountFieldsFragment } from '../../../graphql/adminAccounts.js';
import { FormDialog } from '../../../ui/FormDialog.js';
import { FormMultiSelect } from '../../../ui/FormMultiSelect.js';
import { FormSwitch } from '../../../ui/FormSwitch.js';
import { FormTextField } from '../../../ui/FormTextField.js';
import { localeNameKey } from '../../../ui/LocaleSelect.js';
import { PersonFields } from '../../../ui/PersonFields.js';
import { BACK_OFFICE_PERSON_LABELS } from '../../../ui/personValues.js';
import {
  adminAccountInitialValues,
  adminAccountInput,
  type AdminAccountValues,
  type AdminKind,
} from './adminAccountForm.js';

type Input = Record<string, unknown>;
/** The shared schemas the services check with, by kind and create/update. */
const VALIDATORS = {
  LOCAL_ADMIN: {
    create: schemaValidator<Input>((v) => v.localAdminCreateSchema),
    update: schemaValidator<Input>((v) => v.localAdminUpdateSchema),
  },
  ADMIN: {
    create: schemaValidator<Input>((v) => v.adminCreateSchema),
    update: schemaValidator<Input>((v) => v.adminUpdateSchema),
  },
};

export interface AdminAccountDialogProps {
  kind: AdminKind;
  /** The account to edit; null creates one. */
  account: AdminAccountFieldsFragment | null;
  /** Every region (local admins choose theirs). */
  regions: readonly { id: number; name: string }[];
  onSave: (values: AdminAccountValues) => Promise<void>;
  onCancel: () => void;
  /** A failed save; the dialog stays open with what was typed. */
  failure?: ErrorMessage;
}

/** Create or edit a local admin or an admin (one dialog at a time, spec back-office section 4). */
export function AdminAccountDialog({ kind, account, regions, onSave, onCancel, failure }: AdminAccountDialogProps) {
  const { t } = useTranslation();
  const { systemLocales } = usePublicSettings();
  const creating = !account;
  const local = kind === 'LOCAL_ADMIN';
  const form = useFormik<AdminAccountValues>({
    initialValues: adminAccountInitialValues(account),
    validate: (values) => VALIDATORS[kind][creating ? 'create' : 'update'](adminAccountInput(kind, values, account)),
    onSubmit: onSave,
  });
  const titleKey = `ADMIN_${local ? 'LOCAL_ADMIN' : 'ADMIN'}_${creating ? 'CREATE' : 'EDIT'}_TITLE`;

  return (
    <FormDialog form={form} title={t(titleKey)} onCancel={onCancel} failure={failure} className="form">
      <div className="form-dialog__grid">
        <FormTextField
          name="email"
          type="email"
          labelKey="LOCAL_ADMIN_EMAIL"
          autoComplete="off"
          required={creating}
          disabled={!creating}
        />
        <FormTextField name="customerId" labelKey="LOCAL_ADMIN_CUSTOMER_ID" autoComplete="off" />
        <PersonFields labels={BACK_OFFICE_PERSON_LABELS} locales={systemLocales} />
      </div>
      {local && (
        <div className="form-dialog__grid">
          <FormMultiSelect
            name="regionIds"
            labelKey="ADMIN_ACCOUNT_REGIONS"
            items={regions.map((r) => ({ id: r.id, label: r.name }))}
            searchable
            data-testid="regions"
          />
          <FormMultiSelect
            name="translationLocales"
            labelKey="ADMIN_ACCOUNT_TRANSLATION_LANGUAGES"
            items={systemLocales.map((id) => ({ id, label: t(localeNameKey(id)) }))}
            searchable
            data-testid="translation-languages"
          />
        </div>
      )}
      <div className="form-dialog__switches">
        <FormSwitch name="enabled" labelKey="LOCAL_ADMIN_ENABLED" />
      </div>
    </FormDialog>
  );
}
