import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.js';
import { Modal } from '../../ui/Modal.js';

export interface OverwriteDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Update overwrites the saved program; Save new makes a copy with a new id. */
  onChoose: (choice: 'update' | 'copy') => void;
  programNumber: string | null;
}

/** Saving a program that is already saved: Cancel, Update or Save new. */
export function OverwriteDialog({ isOpen, onOpenChange, onChoose, programNumber }: OverwriteDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('BUILDER_OVERWRITE_TITLE')} role="alertdialog">
      {(close) => (
        <>
          <p>
            {t(programNumber ? 'BUILDER_OVERWRITE_TEXT_NUMBER' : 'BUILDER_OVERWRITE_TEXT', {
              number: programNumber ?? '',
            })}
          </p>
          <div className="dialog__actions">
            <Button variant="secondary" onPress={close}>
              {t('UI_CANCEL')}
            </Button>
            <Button
              variant="secondary"
              onPress={() => {
                close();
                onChoose('copy');
              }}
            >
              {t('BUILDER_SAVE_NEW')}
            </Button>
            <Button
              autoFocus
              onPress={() => {
                close();
                onChoose('update');
              }}
            >
              {t('BUILDER_UPDATE')}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
