import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PDF_OPTIONS } from '../../../common/validation/program.js';
import { Button } from '../../ui/Button.js';
import { Modal } from '../../ui/Modal.js';
import { FormSwitch } from '../../ui/FormSwitch.js';
import type { PdfChoices } from './useProgramActions.js';

/** The seven switches, in the order the PDF shows the parts. */
const OPTIONS: readonly (keyof PdfChoices)[] = [
  'showCompanyData',
  'showUserNameForm',
  'showSpecialMixedProducts',
  'showVolume',
  'showInci',
  'showWashProducts',
  'showReadyProducts',
];

/** Translation key of an option: showCompanyData → BUILDER_PDF_SHOW_COMPANY_DATA. */
export function pdfOptionKey(option: keyof PdfChoices): string {
  return `BUILDER_PDF_${option.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

export interface PdfOptionsDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves and generates; resolves true on success (the dialog then closes). */
  onGenerate: (choices: PdfChoices) => Promise<boolean>;
  isPending: boolean;
}

/** The PDF options (defaults of the spec), Cancel or "Update and generate PDF". */
export function PdfOptionsDialog({ isOpen, onOpenChange, onGenerate, isPending }: PdfOptionsDialogProps) {
  const { t } = useTranslation();
  // Formik only holds the choices (kept between openings); the dialog's own submit generates.
  const form = useFormik<PdfChoices>({ initialValues: { ...DEFAULT_PDF_OPTIONS }, onSubmit: () => undefined });
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('BUILDER_PDF_OPTIONS_TITLE')} isDismissable={!isPending}>
      {(close) => (
        <FormikProvider value={form}>
          <form
            className="form pdf-options"
            onSubmit={(event) => {
              event.preventDefault();
              void onGenerate(form.values).then((ok) => {
                if (ok) close();
              });
            }}
          >
            <p className="pdf-options__intro">{t('BUILDER_PDF_OPTIONS_TEXT')}</p>
            <div className="pdf-options__switches">
              {OPTIONS.map((option) => (
                <FormSwitch key={option} name={option} labelKey={pdfOptionKey(option)} disabled={isPending} />
              ))}
            </div>
            <div className="dialog__actions">
              <Button variant="secondary" onPress={close} isDisabled={isPending}>
                {t('UI_CANCEL')}
              </Button>
              <Button type="submit" isPending={isPending}>
                {t('BUILDER_PDF_UPDATE_AND_GENERATE')}
              </Button>
            </div>
          </form>
        </FormikProvider>
      )}
    </Modal>
  );
}
