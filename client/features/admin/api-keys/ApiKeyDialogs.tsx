import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label, TextField } from 'react-aria-components';
import type { ErrorMessage } from '../../../app/errors.js';
import { preloadValidation, schemaValidator } from '../../../app/forms.js';
import { Button } from '../../../ui/Button.js';
import { FormErrorBanner } from '../../../ui/FormErrorBanner.js';
import { FormSelectField } from '../../../ui/FormSelectField.js';
import { FormTextField } from '../../../ui/FormTextField.js';
import { Modal } from '../../../ui/Modal.js';

export interface ApiKeyValues {
  name: string;
  /** The chosen region's id as the select keeps it ('' while none). */
  regionId: string;
}

/** The createApiKey input (and what the shared schema checks first). */
export const apiKeyInput = (values: ApiKeyValues) => ({
  name: values.name.trim(),
  regionId: values.regionId === '' ? null : Number(values.regionId),
});

const validate = schemaValidator<ReturnType<typeof apiKeyInput>>((v) => v.apiKeyCreateSchema);

export interface CreateApiKeyDialogProps {
  regions: ReadonlyArray<{ id: number; name: string }>;
  onCreate: (values: ApiKeyValues) => Promise<void>;
  onCancel: () => void;
  failure?: ErrorMessage;
}

/** A new key: its name and the region whose offer it sees. */
export function CreateApiKeyDialog({ regions, onCreate, onCancel, failure }: CreateApiKeyDialogProps) {
  const { t } = useTranslation();
  const form = useFormik<ApiKeyValues>({
    initialValues: { name: '', regionId: regions.length === 1 ? String(regions[0]!.id) : '' },
    validate: (values) => validate(apiKeyInput(values)),
    onSubmit: onCreate,
  });
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !form.isSubmitting) onCancel();
      }}
      title={t('ADMIN_API_KEYS_CREATE_TITLE')}
      isDismissable={!form.isSubmitting}
    >
      <FormikProvider value={form}>
        <form className="form" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
          <FormErrorBanner failure={failure} />
          <FormTextField name="name" labelKey="ADMIN_API_KEYS_NAME" autoComplete="off" required autoFocus />
          <FormSelectField
            name="regionId"
            labelKey="ADMIN_API_KEYS_REGION"
            required
            options={regions.map((r) => ({ id: String(r.id), label: r.name }))}
          />
          <div className="dialog__actions">
            <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
              {t('UI_CANCEL')}
            </Button>
            <Button type="submit" isPending={form.isSubmitting}>
              {t('ADMIN_API_KEYS_CREATE')}
            </Button>
          </div>
        </form>
      </FormikProvider>
    </Modal>
  );
}

/** The new key's secret, shown this once, with a copy button. */
export function ApiKeySecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('ADMIN_API_KEYS_SECRET_TITLE')}
      isDismissable={false}
    >
      <div className="form">
        <p>{t('ADMIN_API_KEYS_SECRET_TEXT')}</p>
        <TextField className="field" value={secret} isReadOnly>
          <Label className="field__label">{t('ADMIN_API_KEYS_SECRET_LABEL')}</Label>
          <Input
            className="field__input api-key-secret"
            data-testid="api-key-secret"
            onFocus={(e) => e.currentTarget.select()}
          />
        </TextField>
        <p role="status" className="api-key-copied">
          {copied && t(copied === 'yes' ? 'ADMIN_API_KEYS_COPIED' : 'ADMIN_API_KEYS_COPY_FAILED')}
        </p>
        <div className="dialog__actions">
          <Button variant="secondary" onPress={() => void copy()}>
            {t('ADMIN_API_KEYS_COPY')}
          </Button>
          <Button onPress={onClose} autoFocus>
            {t('ADMIN_API_KEYS_DONE')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
