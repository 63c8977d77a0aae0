import type { ReactNode } from 'react';
import { FormikProvider, type FormikContextType } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ErrorMessage } from '../app/errors.js';
import { preloadValidation } from '../app/forms.js';
import { Button } from './Button.js';
import { FormErrorBanner } from './FormErrorBanner.js';
import { Modal } from './Modal.js';

export interface FormDialogProps<Values> {
  /** The dialog's Formik form (useFormik). */
  form: FormikContextType<Values>;
  /** The translated title. */
  title: string;
  onCancel: () => void;
  /** The server's refusal, shown above the fields; the input stays. */
  failure?: ErrorMessage;
  /** Classes of the <form> (default "form"). */
  className?: string;
  /** The translated label of the submit button (default "Save"). */
  submitLabel?: string;
  children: ReactNode;
}

/**
 * The frame of a modal form dialog (one dialog at a time, spec back-office section 4): the
 * refusal banner, the fields, Cancel and Save. While saving it cannot be dismissed and Cancel is
 * disabled; Escape, the backdrop and Cancel call onCancel.
 */
export function FormDialog<Values>({
  form,
  title,
  onCancel,
  failure,
  className = 'form',
  submitLabel,
  children,
}: FormDialogProps<Values>) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !form.isSubmitting) onCancel();
      }}
      title={title}
      isDismissable={!form.isSubmitting}
    >
      <FormikProvider value={form}>
        <form className={className} noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
          <FormErrorBanner failure={failure} />
          {children}
          <div className="dialog__actions">
            <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
              {t('UI_CANCEL')}
            </Button>
            <Button type="submit" isPending={form.isSubmitting}>
              {submitLabel ?? t('LOCAL_ADMIN_SAVE')}
            </Button>
          </div>
        </form>
      </FormikProvider>
    </Modal>
  );
}
