import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, toSupportedLocale, type Locale } from '../../../common/locales.js';
import { errorMessage } from '../../app/errors.js';
import { useNotify } from '../../app/useNotify.js';
import { useSession } from '../../app/useSession.js';
import {
  RevokeSkinCareProgramShareLinkDocument,
  ShareSkinCareProgramDocument,
  SkinCareProgramShareLinkDocument,
} from '../../graphql/shareLink.js';
import { Button } from '../../ui/Button.js';
import { formatDateTime } from '../../ui/formatDateTime.js';
import { LocaleSelect, localeNameKey } from '../../ui/LocaleSelect.js';
import { Modal } from '../../ui/Modal.js';
import { Spinner } from '../../ui/Spinner.js';
import './share.css';

export interface ShareDialogProps {
  /** The saved program to share; null keeps the dialog closed. */
  program: { id: string; number: string } | null;
  onClose: () => void;
  /** The language offered for a new link (the PDF's chosen language); default the owner's. */
  locale?: string | null;
}

/**
 * "Share with client" (decision 067): the program's link for its client's phone, copyable, with
 * its expiry and how often it was opened; a new link replaces it, Revoke ends it.
 */
export function ShareDialog({ program, onClose, locale }: ShareDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { user } = useSession();
  const [pageLocale, setPageLocale] = useState<Locale>(
    locale && isLocale(locale) ? locale : toSupportedLocale(user?.preferredLanguage),
  );
  const id = program?.id ?? '';
  const { data, loading } = useQuery(SkinCareProgramShareLinkDocument, {
    variables: { id },
    skip: !program,
    fetchPolicy: 'network-only',
  });
  const [shareProgram, { loading: sharing }] = useMutation(ShareSkinCareProgramDocument, {
    refetchQueries: [SkinCareProgramShareLinkDocument],
    awaitRefetchQueries: true,
  });
  const [revokeLink, { loading: revoking }] = useMutation(RevokeSkinCareProgramShareLinkDocument, {
    refetchQueries: [SkinCareProgramShareLinkDocument],
    awaitRefetchQueries: true,
  });
  const link = data?.skinCareProgramShareLink ?? null;
  const busy = sharing || revoking;

  const create = async () => {
    try {
      await shareProgram({ variables: { id, locale: pageLocale } });
      notify.success('SHARE_CREATED');
    } catch (error) {
      notify.serverError(errorMessage(error));
    }
  };
  const revoke = async () => {
    try {
      await revokeLink({ variables: { id } });
      notify.success('SHARE_REVOKED');
    } catch (error) {
      notify.serverError(errorMessage(error));
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('SHARE_COPIED');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is selected to copy by hand.
      (document.getElementById('share-url') as HTMLInputElement | null)?.select();
    }
  };

  return (
    <Modal
      isOpen={!!program}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('SHARE_DIALOG_TITLE')}
      isDismissable={!busy}
    >
      {(close) => (
        <div className="share-dialog" data-testid="share-dialog">
          <p>{t('SHARE_DIALOG_INTRO')}</p>
          {loading ? (
            <Spinner />
          ) : link ? (
            <div className="share-dialog__link">
              {link.url ? (
                <div className="field">
                  <label className="field__label" htmlFor="share-url">
                    {t('SHARE_LINK_LABEL')}
                  </label>
                  <input
                    id="share-url"
                    className="field__input share-dialog__url"
                    readOnly
                    value={link.url}
                    onFocus={(event) => event.target.select()}
                    data-testid="share-url"
                  />
                </div>
              ) : (
                <p role="alert">{t('SHARE_URL_UNAVAILABLE')}</p>
              )}
              <LocaleSelect value={pageLocale} onChange={setPageLocale} label={t('SHARE_LANGUAGE')} />
              <p className="share-dialog__facts">
                <span data-testid="share-expires">{t('SHARE_EXPIRES', { date: formatDateTime(link.expiresAt) })}</span>
                <span data-testid="share-views">{t('SHARE_VIEWS', { views: String(link.views) })}</span>
                <span data-testid="share-locale">{t(localeNameKey(link.locale))}</span>
              </p>
              <div className="dialog__actions">
                {link.url && (
                  <Button variant="primary" onPress={() => void copy(link.url!)} isDisabled={busy}>
                    {t('SHARE_COPY')}
                  </Button>
                )}
                <Button variant="secondary" onPress={() => void create()} isPending={sharing} isDisabled={busy}>
                  {t('SHARE_REPLACE')}
                </Button>
                <Button variant="danger" onPress={() => void revoke()} isPending={revoking} isDisabled={busy}>
                  {t('SHARE_REVOKE')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="share-dialog__none">
              <p data-testid="share-none">{t('SHARE_NONE')}</p>
              <LocaleSelect value={pageLocale} onChange={setPageLocale} label={t('SHARE_LANGUAGE')} />
              <div className="dialog__actions">
                <Button variant="primary" onPress={() => void create()} isPending={sharing}>
                  {t('SHARE_CREATE')}
                </Button>
              </div>
            </div>
          )}
          <div className="dialog__actions">
            <Button variant="secondary" onPress={close} isDisabled={busy}>
              {t('SHARE_CLOSE')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
