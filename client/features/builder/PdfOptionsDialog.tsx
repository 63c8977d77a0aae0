import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { toSupportedLocale } from '../../../common/locales.js';
import { DEFAULT_PDF_OPTIONS } from '../../../common/validation/program-fields.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import { useSession } from '../../app/useSession.js';
import { Button } from '../../ui/Button.js';
import { FormLocaleSelectField } from '../../ui/FormLocaleSelectField.js';
import { Modal } from '../../ui/Modal.js';
import { FormSwitch } from '../../ui/FormSwitch.js';
import type { PdfChoices } from './useProgramActions.js';

/** The switches, in the order the PDF shows the parts (INCI only in the INCI locales; the QR of a share link last). */
const OPTIONS: readonly Exclude<keyof PdfChoices, 'locale'>[] = [
  'showCompanyData',
  'showUserNameForm',
  'showSpecialMixedProducts',
  'showVolume',
  'showInci',
  'showWashProducts',
  'showReadyProducts',
  'shareQr',
];

/** Translation key of an option: showCompanyData → BUILDER_PDF_SHOW_COMPANY_DATA. */
export function pdfOptionKey(option: Exclude<keyof PdfChoices, 'locale'>): string {
  return `BUILDER_PDF_${option.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

export interface PdfOptionsDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves and generates; resolves true on success (the dialog then closes). */
  onGenerate: (choices: PdfChoices) => Promise<boolean>;
  isPending: boolean;
}

/**
 * The PDF options (defaults of the spec) and the PDF's language (default the owner's, any of
 * the eleven: the client's), Cancel or "Update and generate PDF".
 */
export function PdfOptionsDialog({ isOpen, onOpenChange, onGenerate, isPending }: PdfOptionsDialogProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  // Formik only holds the choices (kept between openings); the dialog's own submit generates.
  const form = useFormik<PdfChoices>({
    // The share link's QR code is on by default: it is printed only when the program has a live link.
    initialValues: { ...DEFAULT_PDF_OPTIONS, shareQr: true, locale: toSupportedLocale(user?.preferredLanguage) },
    onSubmit: () => undefined,
  });
  // INCI is offered only for a PDF in one of the INCI locales.
  const { inciLocales } = usePublicSettings();
  const inciOffered = inciLocales.includes(form.values.locale ?? toSupportedLocale(user?.preferredLanguage));
  const options = OPTIONS.filter((option) => option !== 'showInci' || inciOffered);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('BUILDER_PDF_OPTIONS_TITLE')}
      isDismissable={!isPending}
    >
      {(close) => (
        <FormikProvider value={form}>
          <form
            className="form pdf-options"
            onSubmit={(event) => {
              event.preventDefault();
              void onGenerate({ ...form.values, showInci: inciOffered && form.values.showInci }).then((ok) => {
                if (ok) close();
              });
            }}
          >
            <p className="pdf-options__intro">{t('BUILDER_PDF_OPTIONS_TEXT')}</p>
            <FormLocaleSelectField
              name="locale"
              labelKey="BUILDER_PDF_LOCALE"
              descriptionKey="BUILDER_PDF_LOCALE_HINT"
              data-testid="pdf-locale"
            />
            <div className="pdf-options__switches">
              {options.map((option) => (
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
