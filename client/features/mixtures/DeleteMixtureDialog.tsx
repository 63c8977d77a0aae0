import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.js';
import { Modal } from '../../ui/Modal.js';

export interface DeleteMixtureDialogProps {
  /** The mixture to delete; null keeps the dialog closed. */
  mixture: { id: string; number: string } | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a mixture is deleted (an alert dialog: focus starts on Cancel, Escape cancels). */
export function DeleteMixtureDialog({ mixture, isDeleting, onConfirm, onCancel }: DeleteMixtureDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={!!mixture}
      onOpenChange={(open) => {
        if (!open && !isDeleting) onCancel();
      }}
      title={t('MIXTURES_DELETE_TITLE', { number: mixture?.number ?? '' })}
      role="alertdialog"
      isDismissable={!isDeleting}
    >
      <p>{t('MIXTURES_DELETE_TEXT')}</p>
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={isDeleting} autoFocus>
          {t('UI_CANCEL')}
        </Button>
        <Button variant="danger" onPress={onConfirm} isPending={isDeleting}>
          {t('MIXTURES_DELETE_CONFIRM')}
        </Button>
      </div>
    </Modal>
  );
}
