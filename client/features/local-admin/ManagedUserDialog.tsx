import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ErrorMessage } from '../../app/errors.js';
import { schemaValidator } from '../../app/forms.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import type { ManagedUserFieldsFragment } from '../../graphql/managedUsers.js';
import { FormDialog } from '../../ui/FormDialog.js';
import { FormSelectField } from '../../ui/FormSelectField.js';
import { FormSwitch } from '../../ui/FormSwitch.js';
import { FormTextField } from '../../ui/FormTextField.js';
import { PersonFields } from '../../ui/PersonFields.js';
import { BACK_OFFICE_PERSON_LABELS } from '../../ui/personValues.js';
import { managedUserFields, managedUserInitialValues, type ManagedUserValues } from './managedUserForm.js';

type Validated = Record<string, unknown>;
const validateCreate = schemaValidator<Validated>((v) => v.managedUserCreateSchema);
const validateEdit = schemaValidator<Validated>((v) => v.managedUserEditSchema);

export interface ManagedUserDialogProps {
  /** The user to edit; null creates one. */
  user: ManagedUserFieldsFragment | null;
  regions: readonly { id: number; name: string }[];
  onSave: (values: ManagedUserValues) => Promise<void>;
  onCancel: () => void;
  /** A failed save; the dialog stays open with what was typed. */
  failure?: ErrorMessage;
}

/** Create or edit a user of a managed region (one dialog at a time, spec section 4). */
export function ManagedUserDialog({ user, regions, onSave, onCancel, failure }: ManagedUserDialogProps) {
  const { t } = useTranslation();
  const { systemLocales } = usePublicSettings();
  const creating = !user;
  const form = useFormik<ManagedUserValues>({
    initialValues: managedUserInitialValues(user, regions.length === 1 ? regions[0]!.id : undefined),
    validate: (values) => {
      const input = {
        ...managedUserFields(values),
        id: user?.id ?? null,
        email: creating ? values.email : null,
        credentialsNonExpired: values.credentialsNonExpired,
        version: user ? user.version : null,
      };
      return creating ? validateCreate(input) : validateEdit(input);
    },
    onSubmit: onSave,
  });

  return (
    <FormDialog
      form={form}
      title={t(creating ? 'USERS_CREATE_TITLE' : 'USERS_EDIT_TITLE')}
      onCancel={onCancel}
      failure={failure}
      className="form"
    >
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
        <PersonFields labels={BACK_OFFICE_PERSON_LABELS} locales={systemLocales}>
          <FormSelectField
            name="regionId"
            labelKey="LOCAL_ADMIN_REGION"
            options={regions.map((r) => ({ id: String(r.id), label: r.name }))}
            placeholderKey="REGION_PRODUCTS_CHOOSE_REGION"
            required
          />
        </PersonFields>
      </div>
      <div className="form-dialog__switches">
        <FormSwitch name="enabled" labelKey="LOCAL_ADMIN_ENABLED" />
        {creating && <FormSwitch name="credentialsNonExpired" labelKey="USERS_CREDENTIALS_VALID" />}
      </div>
    </FormDialog>
  );
}
