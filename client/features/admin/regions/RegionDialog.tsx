import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../common/locales.js';
import type { ErrorMessage } from '../../../app/errors.js';
import { schemaValidator } from '../../../app/forms.js';
import type { AdminRegionFieldsFragment } from '../../../graphql/regionsAdmin.js';
import { FormDialog } from '../../../ui/FormDialog.js';
import { FormLocaleSelectField } from '../../../ui/FormLocaleSelectField.js';
import { FormSwitch } from '../../../ui/FormSwitch.js';
import { FormTextField } from '../../../ui/FormTextField.js';

export interface RegionValues {
  name: string;
  enabled: boolean;
  defaultLocale: Locale;
}

/** The saveRegion input (and what the shared region schema checks first). */
export function regionInput(values: RegionValues, region: AdminRegionFieldsFragment | null) {
  return {
    id: region?.id ?? null,
    name: values.name.trim(),
    enabled: values.enabled,
    defaultLocale: values.defaultLocale,
    version: region?.version ?? null,
  };
}

const validate = schemaValidator<ReturnType<typeof regionInput>>((v) => v.regionSchema);

export interface RegionDialogProps {
  /** The region to edit; null adds one. */
  region: AdminRegionFieldsFragment | null;
  /** The system languages offered as default locale. */
  locales: readonly string[];
  onSave: (values: RegionValues) => Promise<void>;
  onCancel: () => void;
  failure?: ErrorMessage;
}

/** Add or edit a region: name, enabled and default locale, all required (spec back-office section 5). */
export function RegionDialog({ region, locales, onSave, onCancel, failure }: RegionDialogProps) {
  const { t } = useTranslation();
  const form = useFormik<RegionValues>({
    // Spec section 9: a new region's default locale is en_GB.
    initialValues: {
      name: region?.name ?? '',
      enabled: region?.enabled ?? true,
      defaultLocale: isLocale(region?.defaultLocale) ? region.defaultLocale : DEFAULT_LOCALE,
    },
    validate: (values) => validate(regionInput(values, region)),
    onSubmit: onSave,
  });
  return (
    <FormDialog
      form={form}
      title={t(region ? 'ADMIN_REGIONS_EDIT_TITLE' : 'ADMIN_REGIONS_CREATE_TITLE')}
      onCancel={onCancel}
      failure={failure}
    >
      <FormTextField name="name" labelKey="ADMIN_REGIONS_NAME" autoComplete="off" required autoFocus />
      <FormLocaleSelectField name="defaultLocale" labelKey="ADMIN_REGIONS_DEFAULT_LOCALE" locales={locales} />
      <FormSwitch name="enabled" labelKey="LOCAL_ADMIN_ENABLED" />
    </FormDialog>
  );
}
