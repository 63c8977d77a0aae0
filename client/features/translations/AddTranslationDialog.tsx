import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { TEXT_TYPES } from '../../../common/enums.js';
import { DEFAULT_LOCALE } from '../../../common/locales.js';
import type { ErrorMessage } from '../../app/errors.js';
import { preloadValidation, schemaValidator } from '../../app/forms.js';
import { Button } from '../../ui/Button.js';
import { FormErrorBanner } from '../../ui/FormErrorBanner.js';
import { FormLocaleSelectField } from '../../ui/FormLocaleSelectField.js';
import { FormSelectField } from '../../ui/FormSelectField.js';
import { FormTextField } from '../../ui/FormTextField.js';
import { Modal } from '../../ui/Modal.js';

export interface NewTranslationValues {
  key: string;
  textType: string;
  comment: string;
  value: string;
  locale: string;
}

const validate = schemaValidator<NewTranslationValues>((v) => v.translationCreateSchema);

/** Spec: text type INTERFACE and locale en_GB by default (the first translatable one when en_GB is not). */
export function newTranslationValues(allowed: readonly string[]): NewTranslationValues {
  const locale = allowed.length === 0 || allowed.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : allowed[0]!;
  return { key: '', textType: 'INTERFACE', comment: '', value: '', locale };
}

export interface AddTranslationDialogProps {
  allowed: readonly string[];
  /** True when saved (the form resets, the page closes the dialog); false keeps the input and shows `failure`. */
  onSave: (values: NewTranslationValues) => Promise<boolean>;
  onClose: () => void;
  failure?: ErrorMessage;
}

/** The add-translation dialog: key, text type, comment, value and locale, all required (spec). */
export function AddTranslationDialog({ allowed, onSave, onClose, failure }: AddTranslationDialogProps) {
  const { t } = useTranslation();
  const form = useFormik<NewTranslationValues>({
    initialValues: newTranslationValues(allowed),
    validate,
    onSubmit: async (values, helpers) => {
      if (await onSave({ ...values, key: values.key.trim() })) helpers.resetForm();
    },
  });
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !form.isSubmitting) onClose();
      }}
      title={t('TRANSLATE_ADD_TITLE')}
      isDismissable={!form.isSubmitting}
    >
      <FormikProvider value={form}>
        <form className="form" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
          <FormErrorBanner failure={failure} />
          <FormTextField name="key" labelKey="TRANSLATE_KEY" autoComplete="off" required autoFocus />
          <FormSelectField
            name="textType"
            labelKey="TRANSLATE_TEXT_TYPE"
            options={TEXT_TYPES.map((type) => ({ id: type, labelKey: `TEXT_TYPE_${type}` }))}
            required
          />
          <FormTextField name="comment" labelKey="TRANSLATE_COMMENT" autoComplete="off" required />
          <FormTextField name="value" labelKey="TRANSLATE_VALUE" autoComplete="off" required />
          <FormLocaleSelectField name="locale" labelKey="TRANSLATE_LOCALE" locales={allowed} />
          <div className="dialog__actions">
            <Button variant="secondary" onPress={onClose} isDisabled={form.isSubmitting}>
              {t('UI_CANCEL')}
            </Button>
            <Button type="submit" isPending={form.isSubmitting}>
              {t('TRANSLATE_SAVE')}
            </Button>
          </div>
        </form>
      </FormikProvider>
    </Modal>
  );
}
