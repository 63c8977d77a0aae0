import { useTranslation } from 'react-i18next';
import type { ErrorMessage } from '../app/errors.js';
import { Button } from './Button.js';
import { Modal } from './Modal.js';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  isBusy: boolean;
  /** A failed attempt. */
  failure?: ErrorMessage;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a delete or a forced password change (an alert dialog: focus starts on Cancel). */
export function ConfirmDialog({
  isOpen,
  title,
  text,
  confirmLabel,
  danger,
  isBusy,
  failure,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isBusy) onCancel();
      }}
      title={title}
      role="alertdialog"
      isDismissable={!isBusy}
    >
      <p>{text}</p>
      {failure && (
        <div className="form-error" role="alert">
          {t(failure.key, { param: failure.param })}
        </div>
      )}
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={isBusy} autoFocus>
          {t('UI_CANCEL')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onPress={onConfirm} isPending={isBusy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
